// `npm run bench:app`: builds the back-office app and prints, gzip level 9, what a user downloads:
//
//  - the first screen after sign-in: the entry (React, the router, the shell) and Insights (its
//    page and its loader), which every session opens on;
//  - the sign-in callback's extra code (the sign-in library's redirect handling), loaded once per
//    sign-in on the way to that first screen;
//  - each route's first visit after the first screen: its page chunk and its feature's loader
//    chunk, without what the first screen already loaded.
//
// Exits 1 when a figure is over its budget in budgets.json, when a feature is bundled into the
// entry instead of loading lazily, or when the build has a page chunk no route below measures
// (a new page must get a row and a budget).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const appRoot = join(import.meta.dirname, '..');
const dist = join(appRoot, 'dist');

// `--built` measures the build already in dist (`npm test` built it a moment before).
if (!process.argv.includes('--built') || !existsSync(join(dist, '.vite', 'manifest.json'))) {
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], { cwd: appRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {Record<string, { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
/** @type {{ firstScreen: number; signInCallback: number; route: number; routes: Record<string, number> }} */
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength);
  return gzipCache.get(file);
}

/** The files a manifest entry loads: its chunk, its static imports' chunks, and their CSS. */
function filesOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) {
    // A module both imported lazily and bundled into a chunk that imports it goes with that chunk.
    if (existsSync(join(appRoot, key))) return seen;
    throw new Error(`${key} does not exist: update the routes in bench/size.mjs.`);
  }
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, seen);
  return seen;
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The build has no entry chunk.');
const entryFiles = filesOf(entryKey);
const feature = (name, module = 'index.ts') => `src/features/${name}/${module}`;
const firstScreenFiles = filesOf(feature('insights'), filesOf(feature('insights', 'data.ts'), new Set(entryFiles)));
const firstScreen = total(firstScreenFiles);
/** What `keys` load beyond the first screen. */
const extra = (...keys) =>
  total(new Set(keys.flatMap((key) => [...filesOf(key)]).filter((f) => !firstScreenFiles.has(f))));

/**
 * Every page a route shows: [name, page chunk, loader chunk]. The card builder's page and its
 * selected card load together (one screen); users' page is a user's and a customer's details.
 */
const routes = [
  ['businesses', feature('businesses', 'BusinessesPage.tsx'), feature('businesses', 'data.ts')],
  ['business details', feature('businesses', 'details/BusinessDetailsPage.tsx'), feature('businesses', 'data.ts')],
  // A business's other pages load the business's route (its loader, in the businesses' data
  // chunk) with their own.
  [
    "business's staff",
    feature('staff', 'BusinessStaffPage.tsx'),
    feature('staff', 'data.ts'),
    feature('businesses', 'data.ts'),
  ],
  [
    "business's staff member",
    feature('staff', 'BusinessStaffMemberPage.tsx'),
    feature('staff', 'data.ts'),
    feature('businesses', 'data.ts'),
  ],
  ['stores', feature('stores', 'StoresPage.tsx'), feature('stores', 'data.ts'), feature('businesses', 'data.ts')],
  [
    'store details',
    feature('stores', 'details/StoreDetailsPage.tsx'),
    feature('stores', 'data.ts'),
    feature('businesses', 'data.ts'),
  ],
  ["store's staff (placeholder)", feature('staff', 'StoreStaffPage.tsx'), feature('businesses', 'data.ts')],
  ['Stampcard Tags', feature('tags'), feature('tags', 'data.ts'), feature('businesses', 'data.ts')],
  ['card builder', feature('cards'), feature('cards', 'data.ts')],
  ['customers', feature('customers'), feature('customers', 'data.ts')],
  ['user or customer details', feature('users'), feature('users', 'data.ts')],
  ['staff member', feature('staff', 'StaffDetailsPage.tsx'), feature('staff', 'data.ts')],
  ['reports', feature('reports', 'ReportsPage.tsx'), feature('reports', 'data.ts')],
  ['report viewer', feature('reports', 'ReportViewerPage.tsx'), feature('reports', 'data.ts')],
  ['history', feature('history'), feature('history', 'data.ts')],
  ["business's history", feature('history'), feature('history', 'data.ts'), feature('businesses', 'data.ts')],
  ['settings (placeholder)', feature('settings')],
  ['promotions (placeholder)', feature('promotions')],
  ['not authorized, not found', feature('access')],
];

/**
 * Chunks a page loads itself once it shows (a modal's form, a widget's drawing): measured with
 * the page that opens them, not as routes.
 */
const loadedByPages = new Map([
  [feature('insights', 'widgetContent.ts'), "Insights' widget drawing, beside their data"],
  [feature('insights', 'AnalyticsReport.tsx'), "Insights' analytics report, when configured"],
  [feature('authentication'), 'the sign-in pages'],
  ['src/lib/auth/userManager.ts', 'the sign-in library, at idle or on a sign-in'],
  ['src/components/UserForm/NewUserModal.tsx', 'New user / staff member form'],
  ['src/components/HistoryEntries/LastChanges.tsx', "a details page's last changes"],
  [feature('businesses', 'wizard/index.ts'), 'New business wizard'],
  [feature('stores', 'NewStoreModal.tsx'), 'New store form'],
  ['src/lib/data/askConflict.tsx', 'the edit-conflict prompt'],
  ['../ui/src/Modal/ModalDialog.tsx', "an open modal's focus trap and backdrop"],
  ['src/app/shell/UpdateBanner/UpdateOffer.tsx', "the new version's banner, at idle"],
  ['src/lib/serviceWorker/register.ts', "the service worker's registration, at idle"],
  ['src/components/ImportFlow/ImportDialog.tsx', 'the import flow, when it opens'],
]);

const rows = routes.map(([name, ...keys]) => [name, extra(...keys), budgets.routes[name] ?? budgets.route]);
// The sign-in library comes with the callback: the auth service loads it to complete the sign-in.
const signInCallback = extra(feature('authentication'), 'src/lib/auth/userManager.ts');

process.stdout.write('\nBack-office app, gzip (level 9) of the JavaScript and CSS each screen loads:\n\n');
const line = (name, bytes, budget, aim = budget) =>
  process.stdout.write(
    `  ${name.padEnd(52)} ${kib(bytes).padStart(9)}  budget ${kib(budget).padStart(9)}  ${
      bytes > budget ? 'OVER' : bytes > aim ? `within, above the ${kib(aim)} aim` : 'within'
    }\n`,
  );
process.stdout.write(`  ${'entry (React, router, shell)'.padEnd(52)} ${kib(total(entryFiles)).padStart(9)}\n`);
line('first screen after sign-in (entry + Insights)', firstScreen, budgets.firstScreen);
line('  + the sign-in callback, once per sign-in', signInCallback, budgets.signInCallback);
process.stdout.write(`\n  Each route's first visit after the first screen (aim ${kib(budgets.route)}):\n`);
for (const [name, bytes, budget] of rows) line(`  ${name}`, bytes, budget, budgets.route);
process.stdout.write('\n  Loaded when a page opens them, or at idle after it shows (beyond the first screen):\n');
for (const [key, name] of loadedByPages) {
  if (manifest[key]) process.stdout.write(`    ${name.padEnd(50)} ${kib(extra(key)).padStart(9)}\n`);
}
// Web Workers are built apart from the manifest's chunks: each one's script, as the worker loads it.
for (const file of readdirSync(join(dist, 'assets')).filter((name) => /\.worker-[\w-]+\.js$/.test(name))) {
  const name = `the ${file.replace(/-[\w-]+\.js$/, '')} Web Worker, with it`;
  process.stdout.write(`    ${name.padEnd(50)} ${kib(gzipSize(join('assets', file))).padStart(9)}\n`);
}
process.stdout.write('\n');

let failed = false;
const over = [
  ['the first screen', firstScreen, budgets.firstScreen],
  ['the sign-in callback', signInCallback, budgets.signInCallback],
  ...rows.map(([name, bytes, budget]) => [`the ${name} route`, bytes, budget]),
].filter(([, bytes, budget]) => bytes > budget);
for (const [name, bytes, budget] of over) {
  process.stderr.write(`${name} is ${bytes - budget} bytes over its budget.\n`);
  failed = true;
}

const features = readdirSync(join(appRoot, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const eager = features.filter((name) => manifest[feature(name)] && !manifest[feature(name)].isDynamicEntry);
if (eager.length > 0) {
  process.stderr.write(`These features are not lazy routes: ${eager.join(', ')}\n`);
  failed = true;
}
const measured = new Set([
  ...routes.flatMap(([, ...keys]) => keys),
  ...loadedByPages.keys(),
  feature('insights'),
  feature('insights', 'data.ts'),
]);
const unmeasured = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.startsWith('src/') && !measured.has(key),
);
if (unmeasured.length > 0) {
  process.stderr.write(
    `These chunks load lazily but bench/size.mjs measures none of them: ${unmeasured.join(', ')}. ` +
      'Add a route row, or list a chunk a page loads itself in loadedByPages.\n',
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
