// `npm run bench:reflow`: builds the back-office app, serves it on the dev server with a freshly
// seeded database, signs in as the administrator and as a merchant in headless Chromium and opens
// every route at 320, 390, 768, 1024, 1280 and 1920 px wide. For each route and width it prints the
// page's scroll width against the viewport's width (a page wider than its viewport scrolls sideways:
// WCAG 2.2's Reflow, 1.4.10) and the count of pointer targets smaller than 24 x 24 px (Target Size,
// 2.5.8). Target: no overflowing page, no undersized target. Exits 1 when a page overflows or has
// undersized targets, or a route never settles; it measures layout, not time.
//
// A target is a visible link, button, form control or element with an interactive role. It is
// undersized when narrower or shorter than 24 px, unless one of 2.5.8's exceptions holds: a link
// inside a sentence (inline, in a paragraph or list item of text), or spacing (a 24 x 24 px square
// centred on it meets no other target: a stricter stand-in for the criterion's circle).
//
// REFLOW_SCREENSHOTS=<folder> also saves a full-page screenshot of every route at every width there
// (role-route-width.png), for looking at. BENCH_PORT changes the port (6130). REFLOW_WIDTHS and
// REFLOW_ROLES (admin, merchant, solo) narrow the run, e.g. REFLOW_WIDTHS=320,390.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { startDevServer } from './devServer.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const port = Number(process.env.BENCH_PORT ?? 6130);
const appURL = `http://localhost:${port}`;
const widths = (process.env.REFLOW_WIDTHS ?? '320,390,768,1024,1280,1920').split(',').map(Number);
const screenshots = process.env.REFLOW_SCREENSHOTS ? resolve(process.env.REFLOW_SCREENSHOTS) : undefined;
/** Phones are taller than wide; wider screens are landscape. */
const heightFor = (width) => (width < 768 ? 844 : width === 768 ? 1024 : 900);
const minimumTarget = 24;
/** How long a route may take to settle before the benchmark reports it as stuck. */
const settleTimeout = 20_000;

/** The seeded demo accounts (packages/dev-server/src/db/seed.ts), all with the password `stampcard`. */
const accounts = {
  admin: 'admin@stampcard.test',
  merchant: 'merchant@stampcard.test',
  solo: 'solo@stampcard.test',
};
const roles = (process.env.REFLOW_ROLES ?? 'admin,merchant').split(',').map((role) => role.trim());
for (const role of roles) {
  if (!(role in accounts))
    throw new Error(`Unknown role '${role}' in REFLOW_ROLES (${Object.keys(accounts).join(', ')}).`);
}

/**
 * The routes, by name (packages/app/src/config/paths.ts). Business 1 with its stores 1 and 2 is the
 * demo merchant's; the details pages of a staff member, a customer and a report are found by following
 * the first such link of their list, as a user would.
 */
const routes = [
  ['insights', '/insights'],
  ['businesses', '/businesses'],
  ['business details', '/businesses/1/details'],
  ['business staff', '/businesses/1/staff'],
  ['business staff member', { from: '/businesses/1/staff', link: /^\/businesses\/1\/staff\/[^/]+\/details$/ }],
  ['stores', '/businesses/1/stores'],
  ['store details', '/businesses/1/stores/1/details'],
  ['store staff', '/businesses/1/stores/1/staff'],
  ['store tags', '/businesses/1/stores/1/nfc-tags'],
  ['cards', '/cards'],
  ['business cards', '/businesses/1/cards'],
  ['store cards', '/businesses/1/stores/1/cards'],
  ['card builder', { from: '/businesses/1/stores/1/cards', link: /^\/businesses\/1\/stores\/1\/cards\?id=\d+$/ }],
  ['new card', '/businesses/1/stores/1/cards?id=new'],
  ['customers', '/customers'],
  ['customer', { from: '/customers', link: /^\/customers\/[^/?]+$/ }],
  ['reports', '/reports'],
  ['report', { from: '/reports', link: /^\/reports\/report-details\?/ }],
  ['settings', '/settings'],
  ['promotions', '/promotions'],
  ['account', '/authentication/profile'],
  ['not found', '/no-such-page'],
];

/** @type {Awaited<ReturnType<typeof startDevServer>> | null} */
let server = null;
/** @type {import('@playwright/test').Browser | null} */
let browser = null;
const dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-reflow-'));

async function cleanUp() {
  const closing = browser;
  browser = null;
  if (closing) await closing.close().catch(() => {});
  const running = server;
  server = null;
  await running?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Runs in the page: the page's scroll width, and the undersized targets with a short description of each. */
function measure(minimum) {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="radio"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[role="combobox"]',
    '[role="slider"]',
    '[tabindex="0"]',
  ].join(',');
  const isShown = (element, rect) => {
    if (rect.width < 2 || rect.height < 2) return false; // visually hidden (a 1 px clip) or collapsed
    const style = globalThis.getComputedStyle(element);
    if (style.visibility === 'hidden' || style.opacity === '0' || style.pointerEvents === 'none') return false;
    return element.closest('[aria-hidden="true"], [inert]') === null;
  };
  const inSentence = (element, style) =>
    element.tagName === 'A' &&
    style.display === 'inline' &&
    element.parentElement !== null &&
    (element.parentElement.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
  const targets = [];
  for (const element of globalThis.document.querySelectorAll(selector)) {
    // A control inside a label or another target counts once, as the outer one.
    if (element.parentElement?.closest(selector) && element.tagName !== 'A') continue;
    const rect = element.getBoundingClientRect();
    if (!isShown(element, rect)) continue;
    targets.push({ element, rect, style: globalThis.getComputedStyle(element) });
  }
  const undersized = [];
  for (const target of targets) {
    const { element, rect, style } = target;
    if (rect.width >= minimum && rect.height >= minimum) continue;
    if (inSentence(element, style)) continue;
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const square = { left: cx - minimum / 2, right: cx + minimum / 2, top: cy - minimum / 2, bottom: cy + minimum / 2 };
    const crowded = targets.some(
      (other) =>
        other !== target &&
        !other.element.contains(element) &&
        !element.contains(other.element) &&
        other.rect.left < square.right &&
        other.rect.right > square.left &&
        other.rect.top < square.bottom &&
        other.rect.bottom > square.top,
    );
    if (!crowded) continue;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    undersized.push(
      `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
    );
  }
  // The widest element that sticks out on the right, to say what overflows.
  let culprit = '';
  const viewport = globalThis.document.documentElement.clientWidth;
  if (globalThis.document.documentElement.scrollWidth > viewport) {
    let widest = viewport;
    for (const element of globalThis.document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + globalThis.scrollX;
      if (right > widest + 0.5) {
        widest = right;
        const component = element.closest('[data-component]')?.getAttribute('data-component') ?? '';
        culprit = `${element.tagName.toLowerCase()}${component ? ` in ${component}` : ''} to ${Math.round(right)} px`;
      }
    }
  }
  return { scrollWidth: globalThis.document.documentElement.scrollWidth, viewport, undersized, culprit };
}

/** Waits for the route to settle: a page heading, nothing busy, no skeletons. */
async function settle(page) {
  await page
    .waitForFunction(
      () =>
        globalThis.document.querySelector('h1') !== null &&
        globalThis.document.querySelector(
          '[aria-busy="true"], [data-component^="Skeleton"], [data-component="LoadingScreen"]',
        ) === null,
      undefined,
      { timeout: settleTimeout },
    )
    .catch(() => {
      throw new Error(`${page.url()} did not settle within ${settleTimeout / 1000} s.`);
    });
  // Fonts, images and late layout (charts measure their container).
  await page.waitForTimeout(300);
}

async function signIn(page, role) {
  await page.goto(`${appURL}/insights`);
  await page.getByLabel('Email').fill(accounts[role]);
  await page.getByLabel('Password').fill('stampcard');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/insights');
}

/** The route's address: fixed, or the first link of its list that matches. */
async function addressOf(page, route) {
  if (typeof route === 'string') return route;
  await page.goto(`${appURL}${route.from}`);
  await settle(page);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const href = hrefs.find((candidate) => candidate !== null && route.link.test(candidate));
  return href ?? null;
}

let failures = 0;
try {
  console.log('Building the app...');
  if (spawnSync('pnpm', ['--filter', '@stampcard/app', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error('The app did not build.');
  }
  const inUse = await fetch(`${appURL}/app-config.json`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`Port ${port} is already in use: stop what runs there first (or set BENCH_PORT).`);
  console.log(`Starting the dev server on ${appURL} with a fresh seed...`);
  server = await startDevServer({
    command: 'pnpm',
    args: ['--filter', '@stampcard/dev-server', 'run', 'start'],
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDirectory, DATABASE_URL: '' },
    readyURL: `${appURL}/app-config.json`,
    timeoutInMilliseconds: 5 * 60_000,
  });
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

  const rows = [];
  for (const role of roles) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, role);
    for (const [name, route] of routes) {
      await page.setViewportSize({ width: 1280, height: 900 });
      const address = await addressOf(page, route);
      if (address === null) {
        rows.push({ role, name, address: '(no link)', figures: [] });
        continue;
      }
      const figures = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: heightFor(width) });
        await page.goto(`${appURL}${address}`);
        try {
          await settle(page);
        } catch (error) {
          figures.push({ width, stuck: String(error.message) });
          failures += 1;
          continue;
        }
        const result = await page.evaluate(measure, minimumTarget);
        if (screenshots) {
          const file = `${role}-${name.replaceAll(' ', '-')}-${width}.png`;
          await page.screenshot({ path: join(screenshots, file), fullPage: true });
        }
        if (result.scrollWidth > result.viewport || result.undersized.length > 0) failures += 1;
        figures.push({ width, ...result, landed: new URL(page.url()).pathname });
      }
      rows.push({ role, name, address, figures });
    }
    await context.close();
  }

  console.log(
    '\nPage scroll width / viewport width (px), and targets under 24 x 24 px; target: no overflow, 0 targets.',
  );
  console.log(`${'role'.padEnd(9)}${'route'.padEnd(24)}${widths.map((width) => `${width} px`.padStart(16)).join('')}`);
  const details = [];
  for (const { role, name, address, figures } of rows) {
    const cells = figures.map((figure) => {
      if (figure.stuck) return 'stuck'.padStart(16);
      const overflow = figure.scrollWidth > figure.viewport;
      const text = `${overflow ? '!' : ''}${figure.scrollWidth}/${figure.viewport} ${figure.undersized.length}`;
      if (overflow) details.push(`${role} ${name} at ${figure.width} px overflows: ${figure.culprit}`);
      for (const target of figure.undersized) details.push(`${role} ${name} at ${figure.width} px: ${target}`);
      return text.padStart(16);
    });
    console.log(`${role.padEnd(9)}${name.padEnd(24)}${cells.join('') || `  ${address}`}`);
    for (const figure of figures)
      if (figure.stuck) details.push(`${role} ${name} at ${figure.width} px: ${figure.stuck}`);
  }
  if (details.length > 0) console.log(`\n${[...new Set(details)].join('\n')}`);
  console.log(
    `\n${failures === 0 ? 'ok' : 'over budget'}: ${failures} page widths overflow, have undersized targets or never settled.`,
  );
} catch (error) {
  console.error(error);
  failures = Math.max(failures, 1);
} finally {
  await cleanUp();
}
process.exit(failures === 0 ? 0 : 1);
