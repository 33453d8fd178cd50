import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIResponse } from '@playwright/test';
import { accessToken, expect, isInApp, paths, signInOnProvider, test } from './fixtures';

/**
 * The API's rate limits end to end: a dev server of this spec's own (the suite's script, a fresh
 * database) started with a tiny budget per user, so that one signed-in user reaches it in a few
 * requests while the suite's shared server keeps its generous limits and the other specs never
 * meet a 429. The API answers past the budget with 429, Retry-After and the RateLimit fields, and
 * the app tells the user how long to wait.
 */

/** Requests a user may make per window on this spec's server; the window is long enough to outlast the test. */
const perUser = 5;
const perAddress = 1000;
const windowSeconds = 120;

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const child = spawn('node', ['scripts/e2e-app-server.mjs'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ...process.env,
      PORT: '0',
      RATE_LIMIT: '',
      RATE_LIMIT_PER_USER: String(perUser),
      RATE_LIMIT_PER_ADDRESS: String(perAddress),
      RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
    },
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
    child.on('exit', (code) => reject(new Error(`The rate-limited dev server exited with ${String(code)}`)));
  });
});

test.afterAll(async () => {
  const child = server;
  if (child?.exitCode !== null) return;
  // SIGTERM lets the server close its database and remove its temporary folder.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

test('a user past their budget gets 429 with Retry-After and the RateLimit fields, and the app says how long to wait', async ({
  page,
}) => {
  await page.goto(`${origin}${paths.home.href({})}`);
  // The first sign-in on a server just started is slow to reach the provider's page (its silent
  // attempt first, on a cold server).
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible({ timeout: 30_000 });
  await signInOnProvider(page, 'merchant', origin);
  await page.waitForURL((url) => isInApp(url, origin));
  const token = await accessToken(page);

  // The app's own reads after signing in used some of the budget: read until the API refuses.
  let refused: APIResponse | undefined;
  for (let request = 0; request <= perUser && !refused; request += 1) {
    const response = await page.request.get(`${origin}/api/Card`, { headers: { Authorization: `Bearer ${token}` } });
    const headers = response.headers();
    expect(headers['ratelimit-policy']).toBe(
      `"user";q=${perUser};w=${windowSeconds}, "address";q=${perAddress};w=${windowSeconds}`,
    );
    expect(headers.ratelimit).toMatch(/^"user";r=\d+;t=\d+, "address";r=\d+;t=\d+$/);
    if (response.status() === 429) refused = response;
    else expect(response.status()).toBe(200);
  }
  if (!refused) throw new Error(`The API did not refuse request ${perUser + 1} of the window.`);

  const headers = refused.headers();
  const retryAfter = Number(headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(headers.ratelimit).toMatch(new RegExp(`^"user";r=0;t=${retryAfter}, "address";r=\\d+;t=\\d+$`));
  expect(await refused.json()).toEqual({
    errors: [`Too many requests: try again in ${retryAfter} seconds.`],
    title: 'Too Many Requests',
    status: 429,
  });

  // The app reads its cards with the same user: the API refuses, and the page says for how long.
  await page.goto(`${origin}${paths.cards.href({})}`);
  await expect(page.getByText(/Too many requests: try again in \d+ seconds?/).first()).toBeVisible();
});
