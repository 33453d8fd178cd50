// `npm run bench:mobile`: how fast the back-office app's pages become usable on a mid-range phone
// over a slow mobile network, and how much script they download.
//
// It builds the app, serves the build on the dev server with a freshly seeded database (a temporary
// data folder) and, as deployed, behind nginx (below), and opens the app in headless Chromium as a phone: a 390 x 844 viewport (device scale
// factor 3, touch), the CPU slowed down 4 times and the network throttled to 150 ms of latency per
// request, 1.6 Mbps down (1,638.4 kbps: 204,800 bytes/s) and 750 kbps up (96,000 bytes/s). The same
// measurements are made as a desktop (1280 x 800, nothing throttled) for comparison.
//
// For an administrator and a merchant, each sample signs in afresh on the provider's page (a new
// browser context, its first tab kept open) and then opens each of Insights, the businesses list, a
// business's details, a store's details, the store's Stampcard Tags, the customers list, a report
// and the card builder, every load in a new tab of that signed-in browser (closed after it), so
// the app finds no user in the tab's sessionStorage and signs in silently in a hidden frame, as in
// a new tab; each tab is throttled on its own (emulation is per tab). Once with an empty cache (the
// HTTP cache, the service worker and its Cache Storage cleared; cookies, the provider's session,
// kept) and once more warm: the cache as the empty-cache load, its priming load, left it (and its
// service worker, if the app registered one, activated). The business, store, card and report
// are the first ones the role's own lists link to; a page the role may not open prints "n/a".
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
// Then each load's timeline, from the navigation's start (0): the document received (its
// responseEnd), the app's marks where it sets them (entry: its entry module started; config: its
// configuration and sign-in settings known; signed in: whether there is a user known; "—" for a
// mark the app does not set), the first API request sent and the last API answer received, the h1
// first painted (busy or not) and usable; and the main thread's busy time up to usable: the long
// animation frames (frames over 50 ms), split by what ran in them: eval (classic and module
// scripts evaluated), render (callbacks and promise work: React rendering and effects, the router,
// fetch answers), styles (time inside CSSStyleSheet.insertRule/replaceSync and text added to a
// <style>: styled-components' injection) and other (style, layout, paint, garbage collection and
// scripts under 5 ms, which are not attributed). Same-origin frames (the silent sign-in's) count.
//
// It prints the median of BENCH_SAMPLES samples (5 by default) of each against the targets: every
// page usable within 3,000 ms with an empty cache and 1,500 ms warm, at most 170 KB (1 KB = 1,024
// bytes) of script for the first screen after sign-in. A benchmark: it never fails on time (exit 1
// only when it could not run). Progress goes to stderr, the tables to stdout.
//
//   npm run bench:mobile                      # 5 samples
//   BENCH_SAMPLES=1 npm run bench:mobile      # a quick look
//   BENCH_VERBOSE=1 npm run bench:mobile      # each load's whole timeline and its frames' requests
//
// How long it runs: about 2 minutes to build, seed and find the pages, then per sample the time the
// pages take (both roles, both ways: about 4.5 minutes per sample while phone loads take 4 to 8 s,
// about 2.5 minutes once every page meets its targets). BENCH_ROLES (admin, merchant),
// BENCH_PROFILES (mobile, desktop) and BENCH_PAGES (the pages' names, e.g. 'Insights,customers')
// narrow the run, e.g. BENCH_PROFILES=mobile. BENCH_PORT changes the port (6131).
//
// Two hostings (BENCH_HOSTING: dev, production or both; both by default where nginx is installed,
// else dev), measured in turn in each sample, each printed in its tables and then side by side:
// - dev: the dev server, as `npm start` serves the build: Node's HTTP/1.1 on http://localhost:6131,
//   the build's compressed copies, and the page with its configuration inline;
// - production: as packages/app/README.md's "Production hosting" deploys it: nginx from Debian's
//   packages (apt-get install nginx libnginx-mod-http-brotli-static) on https://localhost:6132
//   (BENCH_HTTPS_PORT), HTTP/2 over TLS with a certificate made for the run (openssl), the README's
//   server block with the headers of security-headers.json, brotli_static (when the module is
//   installed) and gzip_static, and the API and the provider behind it: a dev server of its own on
//   BENCH_UPSTREAM_PORT (6133; the same seed in a database of its own) with production's address as
//   its PUBLIC_URL, so its provider issues for it (hosting/nginx.mjs). The app is a deployed copy
//   of the build with its configuration written into index.html, as the README has a production
//   host do (hosting/deploy.mjs). Before measuring, its answers are checked (hosting/check.mjs) and
//   its server block compared with the README's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { constants, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { startDevServer } from './devServer.mjs';
import { checkProduction } from './hosting/check.mjs';
import { copyBuild, writeConfiguration } from './hosting/deploy.mjs';
import { compareWithReadme, findNginx, startNginx } from './hosting/nginx.mjs';
import { findAddresses } from './mobile/addresses.mjs';
import { began, progress } from './mobile/progress.mjs';
import { describeNetwork, printComparison, printTable, printTimeline } from './mobile/report.mjs';
import { sample } from './mobile/sample.mjs';
import { running } from './mobile/session.mjs';
import {
  devURL,
  hostingChoice,
  port,
  productionPort,
  productionURL,
  profiles,
  roles,
  root,
  samples,
  stuckAfterMilliseconds,
  targets,
  upstreamPort,
  useHosting,
} from './mobile/settings.mjs';

const dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-mobile-'));
const nginxDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-nginx-'));
/** The data of production's dev server. */
const upstreamDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-upstream-'));
const upstreamURL = `http://localhost:${upstreamPort}`;

/** @type {Promise<void> | null} */
let cleaning = null;
/** Stops the browser and the server, then removes the data folder; once, whoever asks first (a signal or the end). */
function cleanUp() {
  cleaning ??= (async () => {
    await running.browser?.close().catch(() => {});
    await running.production?.stop();
    await running.server?.stop();
    await running.upstream?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
    rmSync(upstreamDirectory, { recursive: true, force: true });
    rmSync(nginxDirectory, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
  });
}

/** Which hostings this run measures (the dev server's first), and why production is left out when it is. */
function chooseHostings(nginx) {
  if (hostingChoice !== null) {
    if (hostingChoice.includes('production') && nginx === null) {
      throw new Error('BENCH_HOSTING asks for production, but nginx is not installed (apt-get install nginx).');
    }
    return { hostings: hostingChoice, note: null };
  }
  if (nginx === null) return { hostings: ['dev'], note: 'production: nginx not installed (apt-get install nginx)' };
  return { hostings: ['dev', 'production'], note: null };
}

/** Whether something already listens on `port` (on 127.0.0.1, which both servers listen on). */
const isListening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Labels of the hostings, for the tables' headings. */
const hostingTitles = {
  dev: `Dev server (what \`npm start\` gives): ${devURL}, Node's HTTP/1.1, the page with its configuration inline`,
  production: `Production (the README's nginx): ${productionURL}`,
};

try {
  const nginx = findNginx();
  const { hostings, note } = chooseHostings(nginx);
  if (note !== null) progress(note);
  progress('Building the app...');
  const build = spawnSync('pnpm', ['--filter', '@stampcard/app', 'build'], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (build.status !== 0) throw new Error('The app did not build.');
  const usedPorts = [
    ...(hostings.includes('dev') ? [[port, 'BENCH_PORT']] : []),
    ...(hostings.includes('production')
      ? [
          [productionPort, 'BENCH_HTTPS_PORT'],
          [upstreamPort, 'BENCH_UPSTREAM_PORT'],
        ]
      : []),
  ];
  for (const [used, setting] of usedPorts) {
    if (await isListening(used)) {
      throw new Error(`Port ${used} is already in use: stop what runs there first (or set ${setting}).`);
    }
  }
  /** A dev server with a fresh database (the same seed: the pages' addresses are the same) on `serverPort`. */
  const startServer = (serverPort, directory, env) =>
    startDevServer({
      command: 'pnpm',
      args: ['--filter', '@stampcard/dev-server', 'run', 'start'],
      cwd: root,
      env: { ...process.env, PORT: String(serverPort), DATA_DIR: directory, DATABASE_URL: '', APP_ORIGINS: '', ...env },
      readyURL: `http://localhost:${serverPort}/app-config.json`,
      timeoutInMilliseconds: 5 * 60_000,
    });
  progress(
    `Seeding a fresh database and starting the dev server on ${hostings
      .map((name) => (name === 'dev' ? devURL : `${upstreamURL} (behind ${productionURL})`))
      .join(' and ')}...`,
  );
  /** The app as deployed for production: in nginx's folder, which its workers may read. */
  const deployDirectory = join(nginxDirectory, 'deploy');
  [running.server, running.upstream] = await Promise.all([
    hostings.includes('dev') ? startServer(port, dataDirectory, {}) : null,
    hostings.includes('production')
      ? startServer(upstreamPort, join(upstreamDirectory, 'data'), { PUBLIC_URL: productionURL })
      : null,
  ]);

  /** What the production heading says about nginx, and where its server block differs from the README's. */
  const productionNotes = [];
  if (hostings.includes('production') && nginx !== null) {
    progress(`Starting nginx ${nginx.version} on ${productionURL} in front of the dev server...`);
    copyBuild(join(root, 'packages', 'app', 'dist'), deployDirectory);
    const production = (running.production = await startNginx({
      directory: nginxDirectory,
      port: productionPort,
      distDirectory: deployDirectory,
      upstream: { port: upstreamPort },
      nginx,
    }));
    progress(`  its configuration: ${production.configurationFile}`);
    const { identity } = await writeConfiguration({
      deployDirectory,
      url: production.url,
      certificate: production.certificate.certificate,
      upstreamURL,
    });
    progress(`  deployed to ${deployDirectory}, its configuration in index.html (authority ${identity.authority})`);
    const compression =
      nginx.brotliModule === null
        ? 'gzip_static only (no brotli_static: apt-get install libnginx-mod-http-brotli-static)'
        : 'brotli_static and gzip_static';
    productionNotes.push(
      `nginx ${nginx.version} (Debian), HTTP/2 over TLS (a local certificate), ${compression}, the README's server block and the dev server behind it`,
    );
    const differences = compareWithReadme(production.configuration);
    productionNotes.push(
      differences.length === 0
        ? "its server block is the README's"
        : `its server block differs from the README's: ${differences.join('; ')}`,
    );
    for (const { ok, text } of await checkProduction(
      production.url,
      production.certificate.certificate,
      nginx.brotliModule !== null,
    )) {
      progress(`  ${ok ? 'ok' : 'WRONG'}: ${text}`);
      if (!ok) productionNotes.push(`WRONG: ${text}`);
    }
  }
  // The signals are handled here: the browser closed, then nginx and the server stopped and their folders removed.
  const browser = (running.browser = await chromium.launch({
    executablePath: findChromium(),
    // Production's certificate trusted by its key: Chromium then treats it as valid (it caches
    // nothing from a server whose certificate errors it merely ignores).
    args: [
      ...chromiumArgs,
      ...(running.production === null
        ? []
        : [`--ignore-certificate-errors-spki-list=${running.production.certificate.spkiHash}`]),
    ],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  }));

  // The pages' addresses are the same on both hostings (one database): found on the first.
  useHosting(hostings[0]);
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

  /** @type {Map<string, Map<string, object[]>>} */
  const resultsByHosting = new Map(hostings.map((name) => [name, new Map()]));
  for (let index = 1; index <= samples; index += 1) {
    for (const hosting of hostings) {
      useHosting(hosting);
      for (const account of roles) {
        for (const profile of profiles) {
          progress(`Sample ${index}/${samples}: ${hosting}, ${account.role}, ${profile.name}...`);
          await sample(account, profile, addressesByRole.get(account.role), resultsByHosting.get(hosting), index);
        }
      }
    }
  }

  const cores = cpus();
  const minutes = (performance.now() - began) / 60_000;
  const sampleCount = `median of ${samples} sample${samples === 1 ? '' : 's'}`;
  const heading = (hosting) => {
    const results = /** @type {Map<string, object[]>} */ (resultsByHosting.get(hosting));
    console.log(hostingTitles[hosting]);
    if (hosting === 'production') for (const line of productionNotes) console.log(`  ${line}`);
    console.log(`  ${describeNetwork(results)}`);
    console.log('');
  };
  console.log('');
  console.log(`Time to usable (${sampleCount}, ms) and script transferred with an empty cache (KB)`);
  console.log(
    `headless Chromium ${browser.version()}, ${cores.length} cores, ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(profiles.map((profile) => `${profile.name}: ${profile.description}`).join('; '));
  if (note !== null) console.log(note);
  for (const hosting of hostings) {
    console.log('');
    heading(hosting);
    printTable(resultsByHosting.get(hosting), addressesByRole);
  }
  if (hostings.length > 1) {
    console.log('');
    console.log(`Side by side: ${hostings.join(' / ')}`);
    console.log('');
    printComparison(resultsByHosting, addressesByRole);
  }
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
    for (const [name, { address, note: reason }] of addressesByRole.get(role) ?? []) {
      if (address === null) console.log(`  ${role} ${name}: n/a, ${reason}`);
    }
  }
  for (const hosting of hostings) {
    console.log('');
    console.log(
      `Timeline of each load, ${hosting === 'dev' ? 'dev server' : 'production'} (${sampleCount} per column, ms from the navigation's start; cold: empty cache)`,
    );
    console.log('');
    printTimeline(resultsByHosting.get(hosting), addressesByRole);
  }
  console.log('');
  console.log(
    'doc: document received; entry, config, signed in: the app\'s marks stampcard:entry, :configuration, :signed-in ("—": not set);',
  );
  console.log(
    '1st API, last API: first /api/ request sent, last /api/ answer received; h1: first painted; usable: as above (first screen:',
  );
  console.log(
    'from the login callback). busy: long animation frames (over 50 ms) up to usable = eval (scripts evaluated) + render (callbacks,',
  );
  console.log(
    `promise work) + styles (style injection) + other (style, layout, paint, scripts under 5 ms). target: usable ≤ ${targets.empty.toLocaleString('en')} ms cold, ≤ ${targets.warm.toLocaleString('en')} ms warm.`,
  );
  for (const hosting of hostings) {
    const stuck = [...(resultsByHosting.get(hosting)?.values() ?? [])]
      .flat()
      .filter((value) => 'stuck' in value).length;
    if (stuck > 0) {
      console.log(
        `WARNING: ${hosting}: ${stuck} load(s) never became usable within ${stuckAfterMilliseconds / 1000} s.`,
      );
    }
  }
  console.log(`(run took ${minutes.toFixed(1)} minutes)`);
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
