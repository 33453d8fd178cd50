// A browser session of `npm run bench:mobile`: a context of a profile with the probe, its
// throttling, signing in, and waiting until a page is usable.
import { installProbe } from './probe.mjs';
import { sleep } from './progress.mjs';
import { appURL, password, quietMilliseconds, stuckAfterMilliseconds } from './settings.mjs';

/** What runs: the dev server and the browser the sessions open their contexts in. */
export const running = {
  /** @type {Awaited<ReturnType<typeof import('../devServer.mjs').startDevServer>> | null} */
  server: null,
  /** @type {import('@playwright/test').Browser | null} */
  browser: null,
};

/** Tracks the page's requests (its frames' too), to tell when the network has gone quiet. */
function trackNetwork(page) {
  const inFlight = new Set();
  let lastActivity = Date.now();
  const started = (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** How long no request has been in flight (0 while one is). */
    quietFor: () => (inFlight.size === 0 ? Date.now() - lastActivity : 0),
    pending: () => [...inFlight].map((request) => new URL(request.url()).pathname),
  };
}

/** A browser context of the profile, its page with the probe, and a DevTools session on the page. */
export async function openSession(profile) {
  const context = await /** @type {import('@playwright/test').Browser} */ (running.browser).newContext(profile.context);
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  return {
    context,
    page,
    devtools,
    network: trackNetwork(page),
    measuredTimeOrigin: /** @type {number | null} */ (null),
  };
}

/** Slows the session's CPU and network as the profile says. */
export async function throttle({ devtools }, profile) {
  if (profile.cpuRate !== 1) await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network !== null) await devtools.send('Network.emulateNetworkConditions', profile.network);
}

/**
 * Waits until the page is usable at `path` (any path when null) and the network quiet; returns the
 * probe's measurement, or `{ stuck }` saying what was in the way after `timeout`. Only a document
 * other than the one measured last counts (a warm load opens the same address again).
 */
export async function waitUsable(session, path, timeout = stuckAfterMilliseconds) {
  const { page, network } = session;
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => globalThis.__mobileBench?.state() ?? null).catch(() => null);
    const isReady =
      state !== null &&
      state.since !== null &&
      state.timeOrigin !== session.measuredTimeOrigin &&
      (path === null || state.path === path);
    if (isReady && network.quietFor() >= quietMilliseconds) {
      const measured = await page.evaluate(() => globalThis.__mobileBench.measure()).catch(() => null);
      if (measured !== null && measured.since !== null && measured.timeOrigin === state.timeOrigin) {
        session.measuredTimeOrigin = measured.timeOrigin;
        return measured;
      }
    }
    // Seldom enough not to take the throttled page's time.
    await sleep(100);
  }
  const seen = await page.evaluate(() => globalThis.__mobileBench?.describe() ?? 'no probe').catch(() => 'no page');
  const pending = network.pending();
  return { stuck: `${seen}${pending.length > 0 ? `, requests in flight: ${pending.slice(0, 3).join(' ')}` : ''}` };
}

/** Opens the app signed out, and fills and submits the provider's sign-in form (after `beforeSubmit`). */
export async function signIn(session, email, beforeSubmit = async () => {}) {
  const { page } = session;
  await page.goto(`${appURL}/insights`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await beforeSubmit();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The hrefs of the links in the page's main region. */
export function linksOf(page) {
  return page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
