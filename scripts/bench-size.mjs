// Size benchmark: bundles each public entry of the published packages as a consumer's
// bundler would (minified, with react, react-dom and styled-components external) and
// compares the gzip size with the budget in bench/size-budgets.json. Sizes are
// deterministic, so an entry over budget fails `npm test`.
//
//   npm run bench:size      (builds the packages, then measures)
//
// bench/size-budgets.json also lists scenarios: a module importing part of an entry,
// measured the same way, to check that what is not imported is not paid for.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { checkBudgets, formatReport } from './size-report.mjs';

const root = join(import.meta.dirname, '..');
const packages = ['ui', 'card-preview', 'api-client'];
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'styled-components', 'msw'];

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
  return {
    entry,
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
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
    measurements.push(await measure(entry, { entryPoints: [file] }));
  }
}

// Scenarios: what a consumer pays for importing only part of an entry (tree-shaking at work).
const { gzip: budgets, scenarios = {} } = JSON.parse(readFileSync(join(root, 'bench', 'size-budgets.json'), 'utf8'));
for (const [entry, contents] of Object.entries(scenarios)) {
  measurements.push(await measure(entry, { stdin: { contents, resolveDir: root, loader: 'js' } }));
}

const rows = checkBudgets(measurements, budgets);
process.stdout.write(formatReport(rows));
const failures = rows.filter((row) => row.status !== 'ok');
if (failures.length > 0) {
  for (const row of failures) {
    process.stderr.write(
      row.status === 'missing'
        ? `${row.entry} has no budget: add one to bench/size-budgets.json.\n`
        : `${row.entry} is ${row.gzip - row.budget} bytes over its gzip budget of ${row.budget} bytes.\n`,
    );
  }
  process.exit(1);
}
