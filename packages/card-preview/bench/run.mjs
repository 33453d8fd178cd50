// `npm run bench:card-preview`: renders 100 thumbnails and re-renders one preview in headless
// Chromium, printing median times against the targets (a benchmark: it never fails a test).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';

const directory = mkdtempSync(join(tmpdir(), 'stampcard-card-bench-'));
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
    ['100 thumbnails (mount, 125 x 200 tiles)', result.thumbnails, 30],
    ['1 preview re-render after a change', result.rerender, 2],
  ];
  console.log('card preview, headless Chromium, median of runs');
  for (const [name, value, target] of rows) {
    console.log(
      `${String(name).padEnd(38)} ${value.toFixed(2).padStart(8)} ms   target ${target} ms   ${value <= target ? 'ok' : 'OVER TARGET'}`,
    );
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
