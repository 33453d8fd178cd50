// `pnpm test:changed [ref]`: the checks one change needs, in about a minute.
//
// What changed: the working tree against HEAD (staged, unstaged and new files), or everything since
// the branch left `ref` (`pnpm test:changed main`). Then, stopping at the first failure:
//   1. format and lint of the changed files, the import-cycle check from them;
//   2. types, incrementally (the first run checks everything and keeps what it learnt in
//      node_modules/.cache; later runs check what changed and what depends on it);
//   3. the unit tests, dev-server tests and stories (at every width they run at, with their
//      pictures) that the changed files can affect, found from the import graph (scripts/affected.ts).
// A change to what shapes every test (the runner's or Storybook's configuration, dependencies)
// runs every test. `npm test` stays the whole suite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { affectedTests } from './affected.ts';

const root = join(import.meta.dirname, '..');
const base = process.argv[2];
const started = performance.now();

const git = (...args) => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
};

const changed = [
  ...new Set([
    ...(base ? git('diff', '--name-only', `${base}...HEAD`) : []),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].sort();
const present = changed.filter((file) => existsSync(join(root, file)));

const write = (text) => process.stdout.write(text);
if (changed.length === 0) {
  write(`Nothing changed${base ? ` since ${base}` : ' against HEAD'}.\n`);
  process.exit(0);
}
write(`Changed (${changed.length}): ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', …' : ''}\n`);

const timings = [];
/** Runs a workspace command; stops the run on failure. */
function step(name, command, args) {
  write(`\n=== ${name} ===\n`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = (performance.now() - start) / 1000;
  timings.push([name, seconds, result.status === 0]);
  if (result.status !== 0) finish(1);
}

function finish(code) {
  write('\n=== summary ===\n');
  for (const [name, seconds, ok] of timings) {
    write(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(30)} ${seconds.toFixed(1).padStart(6)} s\n`);
  }
  write(`      ${'in all'.padEnd(30)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s\n`);
  process.exit(code);
}

const formattable = present.filter((file) => /\.(tsx?|mjs|js|cjs|json|md|mdx|ya?ml|css|html)$/.test(file));
if (formattable.length > 0)
  step('format of the changed files', 'pnpm', ['exec', 'prettier', '--check', '--ignore-unknown', ...formattable]);

const code = present.filter((file) => /\.(tsx?|mjs|js|cjs)$/.test(file));
if (code.length > 0) {
  step('lint of the changed files', 'pnpm', ['exec', 'eslint', '--max-warnings', '0', '--no-warn-ignored', ...code]);
  const cruised = code.filter((file) => /^(packages|scripts|tests|\.storybook)\//.test(file));
  if (cruised.length > 0) {
    step('import cycles from them', 'pnpm', [
      'exec',
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
      ...cruised,
    ]);
  }
  step('types (incremental)', 'pnpm', [
    'exec',
    'tsc',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/stampcard/typecheck.tsbuildinfo',
  ]);
}

const affected = affectedTests(root, changed);
if (affected.everything) {
  write(`\nEvery test: ${affected.everything}.\n`);
  step('every unit test and story', 'pnpm', ['exec', 'vitest', 'run']);
} else if (affected.tests.length === 0) {
  write('\nNo test or story depends on the changed files.\n');
} else {
  write(
    `\nAffected tests and stories (${affected.tests.length}):\n${affected.tests.map((file) => `  ${file}`).join('\n')}\n`,
  );
  step(`${affected.tests.length} affected test files`, 'pnpm', ['exec', 'vitest', 'run', ...affected.tests]);
}
finish(0);
