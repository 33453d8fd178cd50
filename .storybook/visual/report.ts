/**
 * The review page of a visual run: one row per story that looks different from its baseline
 * (baseline, new picture and their difference side by side, linked to the story in Storybook),
 * written as a static HTML file a designer opens from the file system. Unchanged stories are not
 * listed. Rewritten after each difference, so a run stopped half-way still leaves a page.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { VisualRequest } from './protocol';

/** Where the review page and its pictures go: the test results directory `npm test` keeps. */
export const reportDirectory = join(import.meta.dirname, '..', '..', 'test-results', 'visual');

export interface Change {
  request: VisualRequest;
  message: string;
  /** PNG files; the baseline is missing for a story without one, the difference for a resized one. */
  baseline?: Buffer;
  actual: Buffer;
  diff?: Buffer;
}

interface Entry {
  storyId: string;
  title: string;
  name: string;
  project: string;
  message: string;
  pictures: { baseline?: string; actual: string; diff?: string };
}

/** The width a project runs the stories at, for the Storybook link and the row's label. */
function widthOf(project: string): string | undefined {
  return /^storybook-(\d+)\b/.exec(project)?.[1];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The review page for these entries (sorted by story); `storybookStatic` is relative to the page. */
export function renderReport(entries: readonly Entry[], storybookStatic: string): string {
  const sorted = [...entries].sort((a, b) => `${a.storyId}${a.project}`.localeCompare(`${b.storyId}${b.project}`));
  const rows = sorted.map((entry) => {
    const width = widthOf(entry.project);
    const globals = width ? `&globals=viewport:phone${width}` : '';
    const path = `?path=/story/${encodeURIComponent(entry.storyId)}${globals}`;
    const id = `${entry.storyId}${width ? `-${width}` : ''}`;
    const figure = (label: string, source: string | undefined) =>
      source
        ? `<figure><figcaption>${label}</figcaption><a href="${escape(source)}"><img src="${escape(source)}" alt="${label} of ${escape(entry.title)}, ${escape(entry.name)}" loading="lazy"></a></figure>`
        : `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
    return `<section aria-labelledby="${escape(id)}">
  <h2 id="${escape(id)}">${escape(entry.title)} › ${escape(entry.name)}${width ? ` <span class="width">${width} px</span>` : ''}</h2>
  <p>${escape(entry.message)} Open it in Storybook: <a href="${escape(`${storybookStatic}/index.html${path}`)}">the static build</a> · <a href="${escape(`http://localhost:6006/${path}`)}">npm run storybook</a></p>
  <div class="pictures">${figure('Baseline', entry.pictures.baseline)}${figure('New', entry.pictures.actual)}${figure('Difference', entry.pictures.diff)}</div>
</section>`;
  });
  const summary =
    sorted.length === 0
      ? '<p>No story looks different from its baseline.</p>'
      : `<p>${sorted.length} ${sorted.length === 1 ? 'story looks' : 'stories look'} different from ${sorted.length === 1 ? 'its baseline' : 'their baselines'}. In the difference, red pixels are darker now and green ones lighter; anti-aliasing is yellow. If a change is meant, accept it with <code>npm run update-baselines -- &lt;story id&gt;</code> and commit the pictures.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes · Stampcard</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; color: #1b1f3b; margin: 0 auto; padding: 24px; max-width: 1800px; }
  h1 { font-size: 24px; }
  h2 { font-size: 18px; margin: 0 0 4px; }
  section { border-top: 1px solid #e1e3ec; padding: 16px 0; }
  .width { font-weight: 400; color: #555b75; }
  .pictures { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; }
  figure { margin: 0; }
  figcaption { font-weight: 600; }
  img { max-width: 100%; border: 1px solid #e1e3ec; background: repeating-conic-gradient(#f4f5fa 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #555b75; }
  a { color: #2f3ab8; }
</style>
</head>
<body>
<main>
<h1>Visual changes</h1>
${summary}
${rows.join('\n')}
</main>
</body>
</html>
`;
}

/** Empties the report directory at the start of a run. */
export async function resetReport(directory: string) {
  await rm(directory, { recursive: true, force: true });
}

/** Files a change's pictures and rewrites the page. Returns the page's path. */
export async function recordChange(directory: string, change: Change): Promise<string> {
  const { request } = change;
  const width = widthOf(request.project);
  const base = `${request.storyId}${width ? `@${width}` : ''}`;
  await mkdir(join(directory, 'pictures'), { recursive: true });
  await mkdir(join(directory, 'entries'), { recursive: true });
  const pictures: Entry['pictures'] = { actual: `pictures/${base}.new.png` };
  await writeFile(join(directory, pictures.actual), change.actual);
  if (change.baseline) {
    pictures.baseline = `pictures/${base}.baseline.png`;
    await writeFile(join(directory, pictures.baseline), change.baseline);
  }
  if (change.diff) {
    pictures.diff = `pictures/${base}.diff.png`;
    await writeFile(join(directory, pictures.diff), change.diff);
  }
  const entry: Entry = {
    storyId: request.storyId,
    title: request.title,
    name: request.name,
    project: request.project,
    message: change.message,
    pictures,
  };
  await writeFile(join(directory, 'entries', `${base}.json`), JSON.stringify(entry));
  return writeReport(directory);
}

/** Writes index.html from the filed entries; returns its path. */
export async function writeReport(directory: string): Promise<string> {
  const names = await readdir(join(directory, 'entries')).catch(() => []);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(directory, 'entries', name), 'utf8')) as Entry),
  );
  const page = join(directory, 'index.html');
  const storybookStatic = relative(directory, join(directory, '..', '..', 'storybook-static')) || '.';
  await mkdir(directory, { recursive: true });
  await writeFile(page, renderReport(entries, storybookStatic));
  return page;
}

/** How many changes the directory holds. */
export async function countChanges(directory: string): Promise<number> {
  const names = await readdir(join(directory, 'entries')).catch(() => []);
  return names.filter((name) => name.endsWith('.json')).length;
}
