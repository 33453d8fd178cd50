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
import { startDevServer } from './devServer.mjs';
import { findAddresses } from './mobile/addresses.mjs';
import { began, progress } from './mobile/progress.mjs';
import { printTable } from './mobile/report.mjs';
import { sample } from './mobile/sample.mjs';
import { running } from './mobile/session.mjs';
import { appURL, port, profiles, roles, root, samples, stuckAfterMilliseconds, targets } from './mobile/settings.mjs';

const dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-mobile-'));

/** @type {Promise<void> | null} */
let cleaning = null;
/** Stops the browser and the server, then removes the data folder; once, whoever asks first (a signal or the end). */
function cleanUp() {
  cleaning ??= (async () => {
    await running.browser?.close().catch(() => {});
    await running.server?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
  });
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
  running.server = await startDevServer({
    command: 'pnpm',
    args: ['--filter', '@stampcard/dev-server', 'run', 'start'],
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDirectory, DATABASE_URL: '' },
    readyURL: `${appURL}/app-config.json`,
    timeoutInMilliseconds: 5 * 60_000,
  });
  // The signals are handled here: the browser closed, then the server stopped and its data folder removed.
  const browser = (running.browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  }));

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
