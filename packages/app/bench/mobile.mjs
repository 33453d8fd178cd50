// `npm run bench:mobile`: how fast the back-office app's pages become usable on a mid-range phone
// over a slow mobile network, and how much script they download.
//
// It builds the app, serves the build on the dev server with a freshly seeded database (a temporary
// data folder), and opens the app in headless Chromium as a phone: a 390 x 844 viewport (device scale
// factor 3, touch), the CPU slowed down 4 times and the network throttled to 150 ms of latency per
// request, 1.6 Mbps down (1,638.4 kbps: 204,800 bytes/s) and 750 kbps up (96,000 bytes/s). The same
// measurements are made as a desktop (1280 x 800, nothing throttled) for comparison.
//
// For an administrator and a merchant, each sample signs in afresh on the provider's page (a new
// browser context) and then opens each of Insights, the businesses list, a business's details, a
// store's details, the store's Stampcard Tags, the customers list, a report and the card builder:
// once with an empty HTTP cache (the browser's cache cleared, the session kept) and once more with
// the cache as that load left it ("warm"). The business, store, card and report are the first ones
// the role's own lists link to; a page the role may not open prints "n/a".
//
// A page is usable when its main heading (h1) is shown, nothing on it is busy (no aria-busy="true",
// no loading screen, progress bar, spinner, skeleton or loading placeholder) and the network has been
// quiet for 500 ms: the time is the later of the first painted frame from which the page stayed so
// and the end of the last response before the network went quiet, from the navigation's start, as
// the page itself measures it (performance.now()). The script transferred is the sum of the
// Resource Timing transfer sizes (bytes on the wire, headers included) of the page's scripts: every
// .js file, and whatever else was loaded as a script; the document itself is not counted. Requests
// the page starts once it is usable (the code of the screens its links open and of its modals,
// fetched at idle) are not part of its load: neither their time nor their bytes count.
// "First screen after sign-in" is timed from the browser fetching the app's login callback (the
// provider's redirect done) to Insights usable, with an empty cache.
//
// It prints the median of BENCH_SAMPLES samples (5 by default) of each against the targets: every
// page usable within 3,000 ms with an empty cache and 1,500 ms warm, at most 170 KB (1 KB = 1,024
// bytes) of script for the first screen after sign-in. A benchmark: it never fails on time (exit 1
// only when it could not run). Progress goes to stderr, the table to stdout.
//
//   npm run bench:mobile                      # 5 samples
//   BENCH_SAMPLES=1 npm run bench:mobile      # a quick look
//
// How long it runs: about 2 minutes to build, seed and find the pages, then per sample the time the
// pages take (both roles, both ways: about 4.5 minutes per sample while phone loads take 4 to 8 s,
// about 2.5 minutes once every page meets its targets). BENCH_ROLES (admin, merchant) and
// BENCH_PROFILES (mobile, desktop) narrow the run, e.g. BENCH_PROFILES=mobile. BENCH_PORT changes
// the port (6131).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { percentile, startDevServer } from './devServer.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const port = Number(process.env.BENCH_PORT ?? 6131);
const appURL = `http://localhost:${port}`;
const samples = Number(process.env.BENCH_SAMPLES ?? 5);
if (!Number.isInteger(samples) || samples < 1) throw new Error(`BENCH_SAMPLES must be a whole number from 1.`);
const targets = { empty: 3_000, warm: 1_500, firstScreenScript: 170 * 1024 };
/** How long the network must be idle before a page counts as loaded. */
const quietMilliseconds = 500;
/** How long a page may take to become usable before it counts as stuck (a broken page, not a slow one). */
const stuckAfterMilliseconds = 30_000;
const password = 'stampcard';
/** The seeded demo accounts (packages/dev-server/src/db/seed.ts). */
const allRoles = [
  { role: 'admin', email: 'admin@stampcard.test' },
  { role: 'merchant', email: 'merchant@stampcard.test' },
];

/** The two ways of opening the app. */
const allProfiles = [
  {
    name: 'mobile',
    description: '390 x 844 (scale 3, touch), CPU 4x slower, 150 ms latency, 1.6 Mbps down, 750 kbps up',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    cpuRate: 4,
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1638.4 * 1000) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
  {
    name: 'desktop',
    description: '1280 x 800, no throttling',
    context: { viewport: { width: 1280, height: 800 } },
    cpuRate: 1,
    network: null,
  },
];
/** The desktop profile: the pages are found with it. */
const desktop = allProfiles[1];

/** BENCH_ROLES and BENCH_PROFILES narrow the run (by default both roles, both profiles). */
function chosen(variable, all, nameOf) {
  const known = all.map(nameOf);
  const names = (process.env[variable] ?? known.join(',')).split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown ${unknown.join(', ')} in ${variable} (${known.join(', ')}).`);
  return all.filter((entry) => names.includes(nameOf(entry)));
}
const roles = chosen('BENCH_ROLES', allRoles, (entry) => entry.role);
const profiles = chosen('BENCH_PROFILES', allProfiles, (entry) => entry.name);

/**
 * The pages (packages/app/src/config/paths.ts), each with its address from the ids found for the
 * role (`null` when the role has no such thing to open).
 */
const pages = [
  { name: 'Insights', address: () => '/insights' },
  { name: 'businesses', address: () => '/businesses' },
  { name: 'business details', address: (ids) => ids.business && `/businesses/${ids.business}/details` },
  {
    name: 'store details',
    address: (ids) => ids.store && `/businesses/${ids.business}/stores/${ids.store}/details`,
  },
  {
    name: 'Stampcard Tags',
    address: (ids) => ids.store && `/businesses/${ids.business}/stores/${ids.store}/nfc-tags`,
  },
  { name: 'customers', address: () => '/customers' },
  { name: 'report', address: (ids) => ids.report },
  { name: 'card builder', address: (ids) => ids.card },
];
const firstScreen = 'first screen after sign-in';

/** @type {Awaited<ReturnType<typeof startDevServer>> | null} */
let server = null;
/** @type {import('@playwright/test').Browser | null} */
let browser = null;
const dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-mobile-'));

/** @type {Promise<void> | null} */
let cleaning = null;
/** Stops the browser and the server, then removes the data folder; once, whoever asks first (a signal or the end). */
function cleanUp() {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
  });
}

const began = performance.now();
/** Writes a line of progress to stderr, with the seconds since the start. */
const progress = (message) =>
  process.stderr.write(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Installed in every document before its own scripts: `__mobileBench.state()` says whether the page
 * is usable (its h1 shown, nothing busy) and since when: the first painted frame after the last
 * change that made it so; `__mobileBench.measure()` adds the end of the last response and the
 * script transferred, from the Resource Timing entries. Times are `performance.now()`: from the
 * start of this document's navigation.
 */
function installProbe() {
  if (globalThis.top !== globalThis || globalThis.__mobileBench) return;
  performance.setResourceTimingBufferSize(10_000);
  const busy = [
    '[aria-busy="true"]',
    '[data-loading]',
    '[role="progressbar"]',
    '[data-component="LoadingScreen"]',
    '[data-component="Spinner"]',
    '[data-component^="Skeleton"]',
  ].join(', ');
  const isUsable = () => {
    const heading = globalThis.document.querySelector('h1');
    if (heading === null || (heading.textContent ?? '').trim() === '') return false;
    const box = heading.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return globalThis.document.querySelector(busy) === null;
  };
  /** Calls `then` once the next frame has been painted (a task queued from requestAnimationFrame). */
  const afterNextPaint = (then) =>
    globalThis.requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    });
  /** Since when the page has been usable (painted), or null. */
  let since = null;
  /** Bumped whenever the page is not usable: a paint awaited for an older state is ignored. */
  let generation = 0;
  let awaitedGeneration = -1;
  let isScheduled = false;
  const check = () => {
    isScheduled = false;
    if (!isUsable()) {
      since = null;
      generation += 1;
      return;
    }
    if (since !== null || awaitedGeneration === generation) return;
    const mine = generation;
    awaitedGeneration = mine;
    afterNextPaint(() => {
      if (generation === mine && since === null) since = performance.now();
    });
  };
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    globalThis.requestAnimationFrame(check);
  };
  new globalThis.MutationObserver(schedule).observe(globalThis.document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  // Changes that mutate nothing (a style sheet applied, layout): checked a few times a second too.
  globalThis.setInterval(schedule, 200);

  const isScript = (entry) => entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname);
  globalThis.__mobileBench = {
    state: () => ({ path: globalThis.location.pathname, since, timeOrigin: performance.timeOrigin }),
    measure() {
      const [navigation] = performance.getEntriesByType('navigation');
      // What the page fetched on its way to usable: a request started after it was (the code of
      // the screens its links open, a modal's code, fetched at idle) is not part of its load.
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => since === null || entry.startTime <= since);
      const scripts = resources.filter(isScript);
      return {
        path: globalThis.location.pathname,
        timeOrigin: performance.timeOrigin,
        document: navigation ? new URL(navigation.name).pathname : '',
        fetchStart: navigation?.fetchStart ?? 0,
        since,
        lastResponseEnd: Math.max(navigation?.responseEnd ?? 0, ...resources.map((entry) => entry.responseEnd)),
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        scriptFiles: scripts.filter((entry) => entry.transferSize > 0).length,
        requests: resources.length,
      };
    },
    /** What is still in the way, for a page that never becomes usable. */
    describe() {
      const heading = globalThis.document.querySelector('h1');
      const busyElement = globalThis.document.querySelector(busy);
      const name = (element) =>
        element === null
          ? 'none'
          : `${element.tagName.toLowerCase()}${element.getAttribute('data-component') ? `[data-component=${element.getAttribute('data-component')}]` : ''}`;
      return `at ${globalThis.location.pathname}: h1 ${heading === null ? 'missing' : JSON.stringify((heading.textContent ?? '').trim())}, busy: ${name(busyElement)}`;
    },
  };
}

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
async function openSession(profile) {
  const context = await /** @type {import('@playwright/test').Browser} */ (browser).newContext(profile.context);
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
async function throttle({ devtools }, profile) {
  if (profile.cpuRate !== 1) await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network !== null) await devtools.send('Network.emulateNetworkConditions', profile.network);
}

/**
 * Waits until the page is usable at `path` (any path when null) and the network quiet; returns the
 * probe's measurement, or `{ stuck }` saying what was in the way after `timeout`. Only a document
 * other than the one measured last counts (a warm load opens the same address again).
 */
async function waitUsable(session, path, timeout = stuckAfterMilliseconds) {
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
async function signIn(session, email, beforeSubmit = async () => {}) {
  const { page } = session;
  await page.goto(`${appURL}/insights`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await beforeSubmit();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The hrefs of the links in the page's main region. */
function linksOf(page) {
  return page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/**
 * Signed in as `email` on the desktop (nothing throttled), finds the role's business, store, card
 * and report from the links of its lists, as a user would, and which pages the role can open.
 * Returns the pages' addresses (null: the role cannot open it) with a note for each that cannot.
 */
async function findAddresses(email) {
  const session = await openSession(desktop);
  const { page } = session;
  const open = async (path) => {
    await page.goto(`${appURL}${path}`, { waitUntil: 'commit' });
    return waitUsable(session, null, 30_000);
  };
  /** The first link matching `pattern` on the page at `path`, or the page landed on when it matches. */
  const firstLink = async (path, pattern) => {
    const result = await open(path);
    if ('stuck' in result) return null;
    const landed = new URL(page.url());
    if (pattern.test(`${landed.pathname}${landed.search}`)) return `${landed.pathname}${landed.search}`;
    return (await linksOf(page)).find((href) => pattern.test(href)) ?? null;
  };
  try {
    await signIn(session, email);
    const signedIn = await waitUsable(session, '/insights', 30_000);
    if ('stuck' in signedIn)
      throw new Error(`Signing in as ${email}: Insights never became usable (${signedIn.stuck}).`);

    /** @type {{ business?: string | null, store?: string | null, card?: string | null, report?: string | null }} */
    const ids = {};
    // A merchant with one business is taken from the list to its details (and from a business's
    // stores to the store of a single-store business): the address landed on names it then.
    const businessLink = await firstLink('/businesses', /^\/businesses\/\d+\/details$/);
    ids.business = businessLink?.split('/')[2] ?? null;
    if (ids.business !== null) {
      const storeLink = await firstLink(
        `/businesses/${ids.business}/stores`,
        new RegExp(`^/businesses/${ids.business}/stores/\\d+/details$`),
      );
      ids.store = storeLink?.split('/')[4] ?? null;
    }
    ids.card =
      ids.store === null || ids.store === undefined
        ? null
        : await firstLink(
            `/businesses/${ids.business}/stores/${ids.store}/cards`,
            new RegExp(`^/businesses/${ids.business}/stores/${ids.store}/cards\\?id=\\d+$`),
          );
    ids.report = await firstLink('/reports', /^\/reports\/report-details\?/);

    /** @type {Map<string, { address: string | null, note: string }>} */
    const found = new Map();
    for (const { name, address } of pages) {
      const href = address(ids) ?? null;
      if (href === null) {
        found.set(name, { address: null, note: 'no link to one in its lists' });
        continue;
      }
      const result = await open(href);
      const expected = new URL(href, appURL).pathname;
      // A page that does not settle here is still measured (and shows as stuck if it never does).
      if ('stuck' in result)
        found.set(name, { address: href, note: `not usable on the first visit (${result.stuck})` });
      else if (result.path !== expected) found.set(name, { address: null, note: `${href} led to ${result.path}` });
      else found.set(name, { address: href, note: '' });
    }
    return found;
  } finally {
    await session.context.close();
  }
}

/** One sample's figures: time to usable (ms) and script transferred (bytes), or a note. */
function figures(result, zero) {
  if ('stuck' in result) return { stuck: result.stuck };
  return {
    time: Math.max(result.since, result.lastResponseEnd) - zero,
    shown: result.since - zero,
    networkEnd: result.lastResponseEnd - zero,
    scriptBytes: result.scriptBytes,
  };
}

/**
 * One sample for a role and a profile: a fresh context signs in (the first screen after sign-in
 * timed, empty cache), then every page the role can open, with an empty cache and again warm.
 * Adds the figures to `results` (by key `role|page|profile|empty or warm`).
 */
async function sample({ role, email }, profile, addresses, results, sampleNumber) {
  const add = (pageName, kind, value) => {
    const key = `${role}|${pageName}|${profile.name}|${kind}`;
    results.set(key, [...(results.get(key) ?? []), value]);
    const text =
      'stuck' in value
        ? `STUCK (${value.stuck})`
        : `${value.time.toFixed(0)} ms (shown ${value.shown.toFixed(0)}, last response ${value.networkEnd.toFixed(0)}), ` +
          `${(value.scriptBytes / 1024).toFixed(1)} KB script`;
    progress(`  ${profile.name} ${role} #${sampleNumber} ${pageName} (${kind}): ${text}`);
  };
  const session = await openSession(profile);
  const { page, devtools } = session;
  try {
    // The sign-in page itself loads unthrottled (not timed); the form's submission on is throttled.
    await signIn(session, email, async () => {
      await throttle(session, profile);
      await devtools.send('Network.clearBrowserCache');
    });
    const signedIn = await waitUsable(session, '/insights');
    if (!('stuck' in signedIn) && !signedIn.document.startsWith('/authentication/login-callback')) {
      throw new Error(`Signing in did not go through the login callback (the document is ${signedIn.document}).`);
    }
    add(firstScreen, 'empty', figures(signedIn, 'stuck' in signedIn ? 0 : signedIn.fetchStart));
    if ('stuck' in signedIn) return;

    for (const { name } of pages) {
      const address = addresses.get(name)?.address ?? null;
      if (address === null) continue;
      const path = new URL(address, appURL).pathname;
      await devtools.send('Network.clearBrowserCache');
      await page.goto(`${appURL}${address}`, { waitUntil: 'commit' });
      add(name, 'empty', figures(await waitUsable(session, path), 0));
      await page.goto(`${appURL}${address}`, { waitUntil: 'commit' });
      add(name, 'warm', figures(await waitUsable(session, path), 0));
    }
  } finally {
    await session.context.close();
  }
}

/** The table: per role and page, the medians of each profile against the targets. */
function printTable(results, addressesByRole) {
  const median = (key, field) => {
    const values = (results.get(key) ?? []).filter((value) => !('stuck' in value)).map((value) => value[field]);
    return percentile(values, 0.5);
  };
  const stuckCount = (key) => (results.get(key) ?? []).filter((value) => 'stuck' in value).length;
  const mark = (value, target) => (value <= target ? 'within' : 'OVER');
  const timeCell = (key, target) => {
    if (!results.has(key)) return '-';
    const value = median(key, 'time');
    const stuck = stuckCount(key);
    const stuckNote = stuck > 0 ? ` (${stuck} stuck)` : '';
    if (Number.isNaN(value)) return `stuck${stuckNote}`;
    return `${value.toFixed(0)} ${mark(value, target)}${stuckNote}`;
  };
  const bytesCell = (key, target) => {
    if (!results.has(key)) return '-';
    const value = median(key, 'scriptBytes');
    if (Number.isNaN(value)) return 'stuck';
    const kilobytes = (value / 1024).toFixed(1);
    return target === undefined ? kilobytes : `${kilobytes} ${mark(value, target)}`;
  };

  const header = [
    ['', '', ...profiles.flatMap((profile) => [profile.name, '', ''])],
    ['role', 'page', ...profiles.flatMap(() => ['empty ms', 'warm ms', 'script KB'])],
  ];
  const rows = [];
  for (const { role } of roles) {
    const addresses = addressesByRole.get(role);
    for (const pageName of [firstScreen, ...pages.map((entry) => entry.name)]) {
      const isFirst = pageName === firstScreen;
      if (!isFirst && (addresses?.get(pageName)?.address ?? null) === null) {
        rows.push([role, pageName, ...profiles.flatMap(() => ['n/a', 'n/a', 'n/a'])]);
        continue;
      }
      const cells = [role, pageName];
      for (const profile of profiles) {
        const key = (kind) => `${role}|${pageName}|${profile.name}|${kind}`;
        cells.push(
          timeCell(key('empty'), targets.empty),
          isFirst ? '-' : timeCell(key('warm'), targets.warm),
          bytesCell(key('empty'), isFirst ? targets.firstScreenScript : undefined),
        );
      }
      rows.push(cells);
    }
  }
  const all = [...header, ...rows];
  const widths = all[1].map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  for (const row of all) {
    console.log(
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd(),
    );
  }
}

try {
  progress('Building the app...');
  const build = spawnSync('pnpm', ['--filter', '@stampcard/app', 'build'], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (build.status !== 0) throw new Error('The app did not build.');
  const inUse = await fetch(`${appURL}/app-config.json`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`Port ${port} is already in use: stop what runs there first (or set BENCH_PORT).`);
  progress(`Seeding a fresh database and starting the dev server on ${appURL}...`);
  server = await startDevServer({
    command: 'pnpm',
    args: ['--filter', '@stampcard/dev-server', 'run', 'start'],
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDirectory, DATABASE_URL: '' },
    readyURL: `${appURL}/app-config.json`,
    timeoutInMilliseconds: 5 * 60_000,
  });
  // The signals are handled here: the browser closed, then the server stopped and its data folder removed.
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });

  /** @type {Map<string, Map<string, { address: string | null, note: string }>>} */
  const addressesByRole = new Map();
  for (const account of roles) {
    progress(`Finding the pages of the ${account.role} (${account.email})...`);
    const addresses = await findAddresses(account.email);
    addressesByRole.set(account.role, addresses);
    for (const [name, { address, note }] of addresses) {
      progress(`  ${name}: ${address ?? 'n/a'}${note === '' ? '' : ` (${note})`}`);
    }
  }

  /** @type {Map<string, object[]>} */
  const results = new Map();
  for (let index = 1; index <= samples; index += 1) {
    for (const account of roles) {
      for (const profile of profiles) {
        progress(`Sample ${index}/${samples}: ${account.role}, ${profile.name}...`);
        await sample(account, profile, addressesByRole.get(account.role), results, index);
      }
    }
  }

  const cores = cpus();
  const minutes = (performance.now() - began) / 60_000;
  console.log('');
  console.log(
    `Time to usable (median of ${samples} sample${samples === 1 ? '' : 's'}, ms) and script transferred with an empty cache (KB)`,
  );
  console.log(
    `headless Chromium ${browser.version()}, ${cores.length} cores, ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(profiles.map((profile) => `${profile.name}: ${profile.description}`).join('; '));
  console.log('');
  printTable(results, addressesByRole);
  console.log('');
  console.log(
    `targets: usable within ${targets.empty.toLocaleString('en')} ms with an empty cache and ${targets.warm.toLocaleString('en')} ms warm; at most ${targets.firstScreenScript / 1024} KB of script for the first screen after sign-in.`,
  );
  console.log(
    "usable: the h1 shown, nothing busy and the network quiet for 500 ms, from the navigation's start (the first screen: from",
  );
  console.log(
    "the browser fetching the login callback after the provider's redirect, to Insights usable). n/a: the role cannot open the page.",
  );
  for (const { role } of roles) {
    for (const [name, { address, note }] of addressesByRole.get(role) ?? []) {
      if (address === null) console.log(`  ${role} ${name}: n/a, ${note}`);
    }
  }
  const stuck = [...results.values()].flat().filter((value) => 'stuck' in value).length;
  if (stuck > 0)
    console.log(`WARNING: ${stuck} load(s) never became usable within ${stuckAfterMilliseconds / 1000} s.`);
  console.log(`(run took ${minutes.toFixed(1)} minutes)`);
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
