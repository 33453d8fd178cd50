import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { networkNeededHeading } from '../../packages/app/src/serviceWorker/networkNeededPage';
import { updateBannerTexts } from '../../packages/app/src/app/shell/UpdateBanner/updateBannerTexts';
import { appURL } from '../playwright.config';
import { expect, isInApp, paths, signInOnProvider, test } from './fixtures';

/**
 * The app's service worker (packages/app/src/serviceWorker, docs/decisions/028-service-worker.md)
 * in the browser: the only spec that lets pages register one (the others block it,
 * tests/playwright.config.ts). A warm start takes the page and its code from the worker, each page
 * with a nonce of its own; a new build is offered, and switched to only when the user reloads; a
 * start without a network says that the network is needed.
 *
 * The update and the offline start run on a dev server of this spec's own, serving a copy of the
 * build that the spec turns into a new version (as rate-limit.spec.ts starts one).
 */
test.use({ serviceWorkers: 'allow' });

const root = fileURLToPath(new URL('../..', import.meta.url));

let server: ChildProcess | undefined;
let origin = '';
let appCopy = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The build without the card icons: no page of these tests draws a card.
  appCopy = mkdtempSync(join(tmpdir(), 'stampcard-sw-'));
  cpSync(join(root, 'packages', 'app', 'dist'), appCopy, {
    recursive: true,
    filter: (source) => !source.includes(join('dist', 'card-icons')),
  });
  const child = spawn('node', ['scripts/e2e-app-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', APP_DIRECTORY: appCopy },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  // The server prints its URL once it listens, migrated and seeded.
  origin = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /API\s+(http:\/\/\S+)\/api/.exec(printed)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`The spec's dev server exited with ${String(code)}`)));
  });
});

test.afterAll(async () => {
  const child = server;
  if (child?.exitCode === null) {
    // SIGTERM lets the server close its database and remove its temporary folder.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (appCopy) rmSync(appCopy, { recursive: true, force: true });
});

/** Waits until the page's service worker is active: installed, its precache complete. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The nonce a page response's policy allows. */
function policyNonce(response: Response | null): string {
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  if (nonce === undefined) throw new Error('The page has no nonce in its policy.');
  return nonce;
}

/** Signs in on the spec's own server and waits for Insights and an active worker. */
async function signInOnSpecServer(page: Page): Promise<void> {
  await page.goto(`${origin}${paths.insights.href({})}`);
  // The first sign-in on a server just started is slow to reach the provider's page.
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible({ timeout: 30_000 });
  await signInOnProvider(page, 'admin', origin);
  await page.waitForURL((url) => isInApp(url, origin));
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await workerReady(page);
}

test('a warm start in a new tab on a slow network takes the page and all its code from the service worker', async ({
  context,
  page,
  signIn,
}) => {
  await signIn('admin', paths.insights.href({}));
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  // Registered at idle after the first screen; ready once its precache is complete.
  await workerReady(page);

  const second = await context.newPage();
  const network = await context.newCDPSession(second);
  await network.send('Network.enable');
  // The phone profile of the benches: 1.6 Mbps down, 750 kbps up, 150 ms.
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const code: Response[] = [];
  second.on('response', (response) => {
    if (/^\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) code.push(response);
  });
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname.startsWith('/assets/'))
      fetchedByWorker.push(request.url());
  });

  const first = await second.goto(`${appURL}${paths.insights.href({})}`);
  await expect(second.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 20_000 });
  expect(first?.fromServiceWorker()).toBe(true);
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
  expect(fetchedByWorker).toEqual([]);

  // Each page the worker serves has a nonce of its own, in its policy and in the page.
  const again = await second.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  expect(policyNonce(again)).not.toBe(policyNonce(first));
  expect(policyNonce(again)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  await expect(second.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 20_000 });
  const pageNonce = await second.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
  );
  expect(pageNonce).toBe(policyNonce(again));
});

test('a new build is offered, and the page switches to it only when the user reloads', async ({ page }) => {
  await signInOnSpecServer(page);
  // The page the worker serves, so that a new worker waits for it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new build: a worker that differs, and can tell which build it is (without the old one's
  // compressed copies, which the server would send in its place).
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(appCopy, copy), { force: true });
  appendFileSync(
    join(appCopy, 'sw.js'),
    "\nself.addEventListener('message', (event) => { if (event.data === 'which build?') event.source?.postMessage('the new build'); });\n",
  );
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  // The shell's live region announces the banner (which floats over the page).
  const banner = page.getByRole('status').filter({ hasText: updateBannerTexts.message });
  const reload = banner.getByRole('button', { name: updateBannerTexts.reload });
  await expect(reload).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(updateBannerTexts.message)).toBeVisible();
  // Offered, not applied: the old worker still controls the page.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
    true,
  );

  const reloaded = page.waitForEvent('load');
  await reload.click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText(updateBannerTexts.message)).toHaveCount(0);
  const build = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
        navigator.serviceWorker.controller?.postMessage('which build?');
      }),
  );
  expect(build).toBe('the new build');
});

test('a start without a network says the network is needed, from the app or from the worker', async ({
  context,
  page,
}) => {
  await signInOnSpecServer(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  // The worker has the page: the app starts from it and says what is missing.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: networkNeededHeading }).first()).toBeVisible();

  // Back online, the app starts by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 20_000 });

  // The worker lost its copy of the page (the browser cleared its storage): its own page says so.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.endsWith('.html')) await cache.delete(request);
      }
    }
  });
  await context.setOffline(true);
  const answer = await page.reload();
  expect(answer?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: networkNeededHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
});
