import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { accessToken, expect, isInApp, paths, signInOnProvider, test } from './fixtures';

/**
 * A restart of the dev server signs nobody out: the provider keeps its sessions, grants and
 * signing and cookie keys in the database, and the embedded database keeps its folder between runs.
 * This spec runs a dev server of its own (the suite's shared one is never restarted under the other
 * specs) on a data folder and a port that stay the same across the restart, so the browser keeps
 * its cookies and the app its stored user for the same origin.
 */

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

let dataDirectory = '';
let port = 0;
let origin = '';
let server: ChildProcess | undefined;

/** A port free now: the restarted server must listen on the same one, so it is chosen up front. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('No port was given.'));
      });
    });
  });
}

/** Starts the dev server on the spec's folder and port, and resolves once it has printed its summary. */
async function startServer(): Promise<void> {
  const child = spawn('pnpm', ['--filter', '@stampcard/dev-server', 'run', 'start'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDirectory, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  // The server prints its URL and the demo accounts once it listens, migrated and seeded.
  const printed = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Demo accounts')) resolve(text);
    });
    child.once('exit', (code) => {
      reject(new Error(`The dev server exited with ${String(code)} before it was ready:\n${text}`));
    });
  });
  expect(/API\s+(http:\/\/\S+)\/api/.exec(printed)?.[1]).toBe(origin);
}

/** Stops the dev server with SIGTERM and resolves once it has exited, its database closed. */
async function stopServer(): Promise<void> {
  const child = server;
  if (child?.exitCode !== null || child.signalCode !== null) return;
  // pnpm passes SIGTERM on to the server and exits only once the server has.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDirectory = await mkdtemp(join(tmpdir(), 'stampcard-restart-'));
  port = await freePort();
  origin = `http://localhost:${port}`;
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDirectory !== '') await rm(dataDirectory, { recursive: true, force: true });
});

/** Removes the user the app keeps (oidc-client-ts's `oidc.user:` entry in sessionStorage). */
async function forgetStoredUser(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.user:')) sessionStorage.removeItem(key);
  });
}

test('signs in, restarts the server and carries on without signing in again', async ({ page }) => {
  // Two server starts (the second one migrates nothing and seeds nothing) and two sign-ins.
  test.setTimeout(180_000);
  // A search the seed answers with one business, so the list shows data from the API.
  const boldStreetCoffee = page
    .getByRole('list', { name: 'Businesses' })
    .getByRole('link', { name: 'Bold Street Coffee', exact: true })
    .first();
  const signInHeading = page.getByRole('heading', { name: /sign in/i });

  await page.goto(`${origin}${paths.businesses.href({}, { search: 'Bold Street Coffee' })}`);
  // The first sign-in on a server just started is slow to reach the provider's page (its silent
  // attempt first, on a cold server).
  await expect(signInHeading).toBeVisible({ timeout: 30_000 });
  await signInOnProvider(page, 'admin', origin);
  await page.waitForURL((url) => isInApp(url, origin));
  await expect(boldStreetCoffee).toBeVisible();
  const token = await accessToken(page);

  await stopServer();
  await startServer();

  // Every page the tab shows from here on: a sign-in would pass through the provider's pages.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  // The app's stored user and its access token outlive the restart: the API still accepts it.
  await page.reload();
  await expect(boldStreetCoffee).toBeVisible();
  await expect(signInHeading).toBeHidden();
  expect(await accessToken(page)).toBe(token);
  const response = await page.request.get(`${origin}/api/Business`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);

  // The provider's session outlives it too: without a stored user the app signs in silently in a
  // hidden frame on the session cookie, and the tab never leaves the app.
  await forgetStoredUser(page);
  await page.reload();
  await expect(boldStreetCoffee).toBeVisible();
  await expect(signInHeading).toBeHidden();
  expect(await accessToken(page)).not.toBe(token);

  expect(visited.filter((url) => !isInApp(new URL(url), origin))).toEqual([]);
});
