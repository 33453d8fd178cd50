// Writes the visual baselines of the stories you name, or of every story: `npm run update-baselines`.
//
//   npm run update-baselines                                  every story, and stale pictures removed
//   npm run update-baselines -- forms-dropdown--searchable    one story (its id, as in Storybook's address)
//   npm run update-baselines -- 'forms-dropdown--*'           every story of a file, by id
//   npm run update-baselines -- packages/ui/src/Dropdown      every story under a folder or in a file
//
// It runs the named stories' tests (all three widths: 1200, 390 and 320 px) with VISUAL_UPDATE
// set, which makes .storybook/visual/compare.ts write the pictures instead of comparing them. A
// story whose test fails gets no new picture. Commit the pictures: the diff shows what changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { storyIdPattern } from '../.storybook/visual/glob.ts';

const root = join(import.meta.dirname, '..');
const handledFile = join(root, 'test-results', 'visual-handled.txt');
const projects = ['storybook', 'storybook-390', 'storybook-320'].flatMap((name) => ['--project', name]);

/** Every stories file in the workspace's packages. */
function storiesFiles(directory = join(root, 'packages')) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** Storybook's id of a title (`Forms/Dropdown` → `forms-dropdown`), as it prefixes its stories' ids. */
const idOfTitle = (title) =>
  title
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');

const args = process.argv.slice(2);
const paths = args.filter((arg) => existsSync(join(root, arg)));
const ids = args.filter((arg) => !paths.includes(arg));
const everything = args.length === 0;

// The files to run: the named paths, and the files whose title starts the named ids.
let files = paths;
if (ids.length > 0) {
  const kinds = ids.map((id) => storyIdPattern(id.split('--')[0] ?? id));
  const matching = storiesFiles().filter((file) => {
    const title = /^\s*title:\s*'([^']+)'/m.exec(readFileSync(file, 'utf8'))?.[1];
    return title === undefined || kinds.some((kind) => kind.test(idOfTitle(title)));
  });
  files = [...files, ...matching.map((file) => relative(root, file))];
}

rmSync(handledFile, { force: true });
mkdirSync(join(handledFile, '..'), { recursive: true });
const result = spawnSync('pnpm', ['exec', 'vitest', 'run', ...projects, ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VISUAL_UPDATE: ids.length > 0 ? ids.join(',') : '*', VISUAL_HANDLED: handledFile },
});

// After a complete, passing run of every story, pictures no story took any more go.
if (everything && result.status === 0 && existsSync(handledFile)) {
  const handled = new Set(readFileSync(handledFile, 'utf8').split('\n').filter(Boolean));
  const directories = [...new Set(storiesFiles().map((file) => join(file, '..', '__screenshots__')))];
  for (const directory of directories.filter((path) => existsSync(path))) {
    for (const name of readdirSync(directory)) {
      const path = join(directory, name);
      if (name.endsWith('.png') && !handled.has(path)) {
        rmSync(path);
        process.stdout.write(`removed ${relative(root, path)} (no story takes it)\n`);
      }
    }
  }
}
process.exit(result.status ?? 1);
