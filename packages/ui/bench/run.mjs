// `npm run bench:ui`: opens a searchable Dropdown with 10,000 options in headless Chromium and
// filters it keystroke by keystroke, then mounts a Pagination with 500 pages and a PieChart with
// 6 slices, printing median times against the targets, with the peers' figures for context
// (a benchmark: it never fails a test).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';

/** Other libraries' figures for the same scenario (10,000 options), for context. */
const peers = [
  ['MUI Autocomplete', 255, 68],
  ['react-select', 411, 207],
  ['downshift without virtualisation', 460, 97],
];

/** Other libraries' mount times for the same scenarios, for context. */
const mountPeers = {
  pagination: [
    ['react-paginate', '2.9-5.1'],
    ['MUI Pagination', '7.7'],
  ],
  pieChart: [
    ['d3 pie', '3.5'],
    ['recharts', '11-14'],
  ],
};

const directory = mkdtempSync(join(tmpdir(), 'stampcard-ui-bench-'));
try {
  await build({
    entryPoints: [join(import.meta.dirname, 'bench-app.tsx')],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    outfile: join(directory, 'bench.js'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const page = await browser.newPage();
  // Inline: module scripts do not load from file:// URLs.
  await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
  await page.addScriptTag({ content: readFileSync(join(directory, 'bench.js'), 'utf8'), type: 'module' });
  await page.waitForFunction(() => typeof globalThis.runBench === 'function');
  const result = await page.evaluate(() => globalThis.runBench());
  await browser.close();
  const rows = [
    [`open the list (${result.optionCount} options)`, result.open, 30],
    ['filter after a keystroke', result.keystroke, 30],
  ];
  console.log('Dropdown, searchable, 10,000 options, headless Chromium, median of runs');
  console.log(`${''.padEnd(38)} ${'to paint'.padStart(11)} ${'(work)'.padStart(10)}`);
  for (const [name, { paint, work }, target] of rows) {
    console.log(
      `${String(name).padEnd(38)} ${paint.toFixed(2).padStart(8)} ms ${`(${work.toFixed(2)} ms)`.padStart(12)}   target ${target} ms   ${paint <= target ? 'ok' : 'OVER TARGET'}`,
    );
  }
  console.log('"to paint": from the event to the next painted frame (up to 16.7 ms of it is the wait for');
  console.log('the frame at 60 Hz); "work": until the list is rendered and laid out.');
  console.log('peers (open / keystroke):');
  for (const [name, open, keystroke] of peers) {
    console.log(`  ${String(name).padEnd(36)} ${String(open).padStart(5)} ms / ${String(keystroke).padStart(4)} ms`);
  }
  const { mounts } = result;
  const mountRows = [
    [`Pagination, ${mounts.paginationPageCount} pages, mount`, mounts.pagination, 3, mountPeers.pagination],
    [`PieChart, ${mounts.pieChartSliceCount} slices, mount`, mounts.pieChart, 4, mountPeers.pieChart],
  ];
  console.log('');
  console.log('Mount, headless Chromium, median of runs');
  console.log(`${''.padEnd(38)} ${'mount'.padStart(11)} ${'(to paint)'.padStart(12)}`);
  for (const [name, { work, paint }, target, peers] of mountRows) {
    console.log(
      `${String(name).padEnd(38)} ${work.toFixed(2).padStart(8)} ms ${`(${paint.toFixed(2)} ms)`.padStart(12)}   target ${target} ms   ${work <= target ? 'ok' : 'OVER TARGET'}`,
    );
    console.log(`  peers: ${peers.map(([peer, time]) => `${peer} ${time} ms`).join(', ')}`);
  }
  console.log('"mount": from the render call until the component is in the DOM and laid out (the target');
  console.log('applies to it); "to paint": until the next painted frame, which includes the frame\'s wait.');
} finally {
  rmSync(directory, { recursive: true, force: true });
}
