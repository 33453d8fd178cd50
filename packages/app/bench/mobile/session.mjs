// A browser session of `npm run bench:mobile`: a context of a profile with the probe, its tabs
// (each throttled on its own: emulation is per tab), emptying the cache, signing in, and waiting
// until a page is usable.
import { installProbe } from './probe.mjs';
import { sleep } from './progress.mjs';
import { appURL, password, quietMilliseconds, stuckAfterMilliseconds } from './settings.mjs';

/**
 * What runs: the dev server (dev), nginx and the dev server behind it (production; its own, as its
 * provider issues for production's address) and the browser the sessions open their contexts in.
 */
export const running = {
  /** @type {Awaited<ReturnType<typeof import('../devServer.mjs').startDevServer>> | null} */
  server: null,
  /** @type {Awaited<ReturnType<typeof import('../devServer.mjs').startDevServer>> | null} */
  upstream: null,
  /** @type {Awaited<ReturnType<typeof import('../hosting/nginx.mjs').startNginx>> | null} */
  production: null,
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

/**
 * The requests of the page's frames other than the main one (the silent sign-in's hidden frame),
 * once answered: method, address, status, start (epoch ms) and duration.
 */
function trackFrameRequests(page) {
  /** @type {{ method: string, url: string, status: number | string, startedAt: number, took: number }[]} */
  const requests = [];
  const ended = async (request) => {
    let frame;
    try {
      frame = request.frame();
    } catch {
      return; // A service worker's request: no frame.
    }
    if (frame === page.mainFrame()) return;
    const timing = request.timing();
    const response = await request.response().catch(() => null);
    requests.push({
      method: request.method(),
      url: request.url(),
      status: response?.status() ?? (request.failure()?.errorText || 'failed'),
      startedAt: timing.startTime,
      took: timing.responseEnd,
    });
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return requests;
}

/** A new tab of `context` with a DevTools session of its own (unthrottled). */
async function openTab(context) {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  /** The tab's responses that came over the network, by protocol and Content-Encoding (e.g. "h2 br"). */
  /** @type {Record<string, number>} */
  const encodings = {};
  devtools.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache) return;
    const encoding =
      Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    const key = `${response.protocol ?? 'unknown'} ${encoding}`;
    encodings[key] = (encodings[key] ?? 0) + 1;
  });
  await devtools.send('Network.enable');
  return {
    page,
    devtools,
    encodings,
    network: trackNetwork(page),
    frameRequests: trackFrameRequests(page),
    measuredTimeOrigin: /** @type {number | null} */ (null),
  };
}

/** A browser context of the profile (the probe in every document) and its first tab. */
export async function openSession(profile) {
  const context = await /** @type {import('@playwright/test').Browser} */ (running.browser).newContext(profile.context);
  await context.addInitScript(installProbe);
  return { context, ...(await openTab(context)) };
}

/**
 * A new tab of the session's context, throttled as the profile says: signed in by the provider's
 * cookie, but with an empty sessionStorage, so the app signs in silently again, as a new tab does.
 */
export async function newTab(session, profile) {
  const tab = await openTab(session.context);
  await throttle(tab, profile);
  return tab;
}

/** Slows the tab's CPU and network as the profile says. */
export async function throttle({ devtools }, profile) {
  if (profile.cpuRate !== 1) await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network !== null) await devtools.send('Network.emulateNetworkConditions', profile.network);
}

/**
 * Empties the HTTP cache, the app's service worker and its Cache Storage; its cookies (the
 * provider's session) and every tab's sessionStorage stay.
 */
export async function emptyCache({ devtools }) {
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Storage.clearDataForOrigin', {
    origin: appURL,
    storageTypes: 'service_workers,cache_storage',
  });
}

/**
 * Once the tab's page has had an idle moment: when the app registered a service worker, waits
 * until it is activated (up to `timeout`), so that a warm load after it is served as a returning
 * visitor's. Returns what it found: 'none', 'activated', or the worker's state when it gave up.
 */
export async function settleServiceWorker({ page }, timeout = 30_000) {
  return page
    .evaluate(async (timeoutInMilliseconds) => {
      const container = globalThis.navigator.serviceWorker;
      if (container === undefined) return 'none';
      await new Promise((resolve) => globalThis.requestIdleCallback(resolve, { timeout: 2_000 }));
      const registration = await container.getRegistration();
      if (registration === undefined && container.controller === null) return 'none';
      const deadline = Date.now() + timeoutInMilliseconds;
      for (;;) {
        const current = registration ?? (await container.getRegistration());
        if (current?.active?.state === 'activated') return 'activated';
        if (Date.now() > deadline) {
          const worker = current?.installing ?? current?.waiting ?? current?.active;
          return worker ? worker.state : 'gone';
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, timeout)
    .catch((/** @type {Error} */ error) => `unknown (${error.message.split('\n')[0]})`);
}

/**
 * Waits until the tab's page is usable at `path` (any path when null) and the network quiet;
 * returns the probe's measurement, or `{ stuck }` saying what was in the way after `timeout`. Only
 * a document other than the one measured last in the tab counts.
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

/** Opens the app signed out in the session's first tab, and fills and submits the provider's sign-in form (after `beforeSubmit`). */
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
