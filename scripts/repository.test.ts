// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && existsSync(join(root, path)));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(path: string): Set<string> {
  const headings = read(path).matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map(([, heading = '']) => anchorOf(heading.replace(/`/g, ''))));
}

describe('the repository explains itself', () => {
  it("links only to what is in it: every Markdown page's relative links reach a file and a heading", () => {
    const broken: string[] = [];
    for (const page of tracked.filter((path) => path.endsWith('.md'))) {
      // Links outside code spans and fenced blocks.
      const text = read(page)
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '');
      for (const [, link = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(link)) continue;
        const [target = '', anchor] = link.split('#');
        const path = target === '' ? page : normalize(join(dirname(page), decodeURI(target)));
        if (!existsSync(join(root, path))) broken.push(`${page}: ${link} (no such file)`);
        else if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor))
          broken.push(`${page}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites no document outside it: no spec section or decision number in code, tests or docs', () => {
    const citation = /spec [AB]\b|\bD[0-9]{1,2}\b|DECISIONS\.md|shared\/spec/;
    const sources = tracked.filter(
      (path) =>
        /\.(ts|tsx|js|mjs|cjs|md|mdx|ya?ml|json)$/.test(path) && !/(^|\/)generated\/|pnpm-lock\.yaml$/.test(path),
    );
    const citing = sources.flatMap((path) =>
      read(path)
        .split('\n')
        .flatMap((line, index) => (citation.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
