// Size benchmark: bundles each public entry of the published packages as a consumer's
// bundler would (minified, with react, react-dom and styled-components external) and
// compares the gzip size with the budget in bench/size-budgets.json. Sizes are
// deterministic, so an entry over budget fails `npm test`.
//
//   npm run bench:size      (builds the packages, then measures)
//
// bench/size-budgets.json also lists scenarios: a module importing part of an entry,
// measured the same way, to check that what is not imported is not paid for; and downloads:
// the files a page fetches as they are (e.g. the custom element's script and one SVG file per
// icon it draws), each gzipped on its own as a server sends it, summed.
// An entry that imports Node's own modules (`node:fs`...) runs on a server: it is measured for
// Node, its `node:` imports left as imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { checkBudgets, formatReport } from './size-report.mjs';

const root = join(import.meta.dirname, '..');
const packages = ['ui', 'card-preview', 'api-client'];
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'styled-components', 'msw'];

const compress = (contents) => ({
  gzip: gzipSync(contents, { level: 9 }).byteLength,
  brotli: brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
});

async function measure(entry, buildOptions) {
  const result = await build({
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    ...buildOptions,
  });
  const code = result.outputFiles[0].contents;
  return { entry, minified: code.byteLength, ...compress(code) };
}

/** Files downloaded one by one: their bytes, and their gzip and brotli sizes each compressed alone, summed. */
function measureDownloads(entry, files) {
  const total = { entry, minified: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path)) {
      process.stderr.write(`${path} is missing: build the packages first (pnpm build).\n`);
      process.exit(1);
    }
    const contents = readFileSync(path);
    const { gzip, brotli } = compress(contents);
    total.minified += contents.byteLength;
    total.gzip += gzip;
    total.brotli += brotli;
  }
  return total;
}

/** Every file below a folder, as paths. */
function filesBelow(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const measurements = [];
for (const directory of packages) {
  const packageRoot = join(root, 'packages', directory);
  const packageJson = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(packageJson.exports)) {
    if (typeof target !== 'object') continue;
    const file = join(packageRoot, target.default);
    if (!existsSync(file)) {
      process.stderr.write(`${file} is missing: build the packages first (pnpm build).\n`);
      process.exit(1);
    }
    const entry = subpath === '.' ? packageJson.name : `${packageJson.name}/${subpath.slice(2)}`;
    const forNode = /\bfrom\s*["']node:/.test(readFileSync(file, 'utf8'));
    measurements.push(await measure(entry, { entryPoints: [file], ...(forNode ? { platform: 'node' } : {}) }));
  }
}

// Scenarios: what a consumer pays for importing only part of an entry (tree-shaking at work).
const {
  gzip: budgets,
  scenarios = {},
  downloads = {},
} = JSON.parse(readFileSync(join(root, 'bench', 'size-budgets.json'), 'utf8'));
for (const [entry, contents] of Object.entries(scenarios)) {
  measurements.push(await measure(entry, { stdin: { contents, resolveDir: root, loader: 'js' } }));
}
// Downloads: what a page fetches, file by file.
for (const [entry, files] of Object.entries(downloads)) measurements.push(measureDownloads(entry, files));

// The card preview draws its icons from SVG files: it ships no web font.
const cardPreviewDist = join(root, 'packages', 'card-preview', 'dist');
const webFonts = filesBelow(cardPreviewDist).filter((file) => /\.(woff2?|ttf|otf|eot)$/i.test(file));
const webFontBytes = webFonts.reduce((sum, file) => sum + statSync(file).size, 0);

const rows = checkBudgets(measurements, budgets);
process.stdout.write(formatReport(rows));
process.stdout.write(
  `@stampcard/card-preview web fonts in dist/: ${webFonts.length} files, ${webFontBytes} bytes (budget 0)\n`,
);
const failures = rows.filter((row) => row.status !== 'ok');
if (webFonts.length > 0) {
  for (const file of webFonts)
    process.stderr.write(
      `${relative(root, file)} is a web font: the card preview ships none (its icons are SVG files).\n`,
    );
}
if (failures.length > 0 || webFonts.length > 0) {
  for (const row of failures) {
    process.stderr.write(
      row.status === 'missing'
        ? `${row.entry} has no budget: add one to bench/size-budgets.json.\n`
        : `${row.entry} is ${row.gzip - row.budget} bytes over its gzip budget of ${row.budget} bytes.\n`,
    );
  }
  process.exit(1);
}
