// `npm run bench:card-preview`: the card preview's three renderers against their targets. In
// headless Chromium, the React component and the custom element: 100 thumbnails mounted, and one
// preview drawn again after a change (icons already loaded). In Node, the SVG string: 1,000 cards
// drawn by renderCardSvg with their icons read beforehand. Prints medians of runs; a benchmark, it
// never fails on time.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { createDefaultCard } from '../dist/index.js';
import { loadCardIcons } from '../dist/node/index.js';
import { renderCardSvg } from '../dist/svg/index.js';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The browser's figures: the page and the icon files are answered by Playwright, no server. */
async function measureInChromium() {
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
    const origin = 'http://card-preview.bench';
    const icons = join(import.meta.dirname, '..', 'dist', 'icons');
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.route(`${origin}/**`, (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/') {
          return route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><body><script type="module" src="/bench.js"></script></body>',
          });
        }
        if (pathname === '/bench.js') {
          return route.fulfill({
            contentType: 'text/javascript',
            body: readFileSync(join(directory, 'bench.js'), 'utf8'),
          });
        }
        const file = normalize(join(icons, pathname.replace(/^\/icons\//, '')));
        if (pathname.startsWith('/icons/') && file.startsWith(icons + sep)) {
          return route.fulfill({ path: file, contentType: 'image/svg+xml' });
        }
        return route.fulfill({ status: 404, body: 'Not found' });
      });
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => typeof globalThis.runBench === 'function');
      return await page.evaluate(() => globalThis.runBench());
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Milliseconds per card for renderCardSvg, icons read beforehand: the median of runs of 1,000 cards. */
async function measureSvgString() {
  const base = createDefaultCard();
  const cards = Array.from({ length: 1000 }, (_, index) => {
    const total = 6 + (index % 10);
    return {
      card: {
        ...base,
        name: `Card ${index + 1}`,
        configuration: {
          ...base.configuration,
          titleDisplay: true,
          totalNoOfStamps: total,
          itemsPerRow: 3 + (index % 3),
          rewards: [{ trigger: total, isIcon: true, icon: 's-gift' }],
        },
      },
      stamps: index % (total + 1),
    };
  });
  const icons = {};
  for (const { card, stamps } of cards) Object.assign(icons, await loadCardIcons(card, { stamps }));
  const run = () => {
    const started = performance.now();
    let length = 0;
    for (const { card, stamps } of cards) length += renderCardSvg(card, { stamps, width: 320, icons }).length;
    if (length === 0) throw new Error('renderCardSvg drew nothing.');
    return performance.now() - started;
  };
  for (let warmUp = 0; warmUp < 3; warmUp += 1) run();
  const total = median(Array.from({ length: 9 }, run));
  return { total, perCard: total / cards.length };
}

const browser = await measureInChromium();
const svg = await measureSvgString();
const rows = [
  ['React: 100 thumbnails (mount, 125 x 200 tiles)', browser.thumbnails, 30],
  ['React: 1 preview re-render after a change', browser.rerender, 2],
  ['React: 100 thumbnails in a grid, to the next frame', browser.gridToFrame, 100],
  ['Element: 100 thumbnails (mount, icons cached)', browser.elementThumbnails, 30],
  ['Element: 1 preview drawn after a card attribute change', browser.elementRerender, 2],
  [`SVG string: 1 card in Node (1,000 in ${svg.total.toFixed(1)} ms)`, svg.perCard, 1],
];
console.log('card preview, medians of runs: React and the element in headless Chromium, the SVG string in Node');
for (const [name, value, target] of rows) {
  console.log(
    `${String(name).padEnd(56)} ${value.toFixed(3).padStart(9)} ms   target ${target} ms   ${value <= target ? 'ok' : 'OVER TARGET'}`,
  );
}
