// The settings of `npm run bench:mobile` (see mobile.mjs): the ports, samples and targets, the
// hostings, roles and profiles the environment chooses, and the pages measured.
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..', '..', '..');
export const port = Number(process.env.BENCH_PORT ?? 6131);
/** The dev server's address: what `npm start` serves (the app, the API and the provider). */
export const devURL = `http://localhost:${port}`;
/** Production's: nginx over HTTP/2 and TLS (hosting/nginx.mjs), the dev server behind it. */
export const productionPort = Number(process.env.BENCH_HTTPS_PORT ?? port + 1);
export const productionURL = `https://localhost:${productionPort}`;
/** The dev server behind production's nginx (its PUBLIC_URL production's address): its own port. */
export const upstreamPort = Number(process.env.BENCH_UPSTREAM_PORT ?? productionPort + 1);
/** The two ways the app is served: the dev server as `npm start` runs it, and production as the README deploys it. */
export const hostingNames = /** @type {const} */ (['dev', 'production']);
/** @typedef {typeof hostingNames[number]} Hosting */
const hostingSetting = (process.env.BENCH_HOSTING ?? '').trim();
if (!['', 'dev', 'production', 'both'].includes(hostingSetting)) {
  throw new Error(`BENCH_HOSTING must be dev, production or both (not ${hostingSetting}).`);
}
/** BENCH_HOSTING: the hostings asked for; null when unset (both where nginx is installed, else the dev server). */
export const hostingChoice =
  hostingSetting === ''
    ? null
    : hostingSetting === 'both'
      ? [...hostingNames]
      : [/** @type {Hosting} */ (hostingSetting)];
/** The hosting measured now (`useHosting`): its name, and the address the app is opened at. */
export let hosting = /** @type {Hosting} */ ('dev');
export let appURL = devURL;
/** Measures `name` from now on: `hosting` and `appURL` (live bindings) follow. */
export function useHosting(/** @type {Hosting} */ name) {
  hosting = name;
  appURL = name === 'production' ? productionURL : devURL;
}
export const samples = Number(process.env.BENCH_SAMPLES ?? 5);
if (!Number.isInteger(samples) || samples < 1) throw new Error(`BENCH_SAMPLES must be a whole number from 1.`);
export const targets = { empty: 3_000, warm: 1_500, firstScreenScript: 170 * 1024 };
/** BENCH_VERBOSE=1: each load's whole timeline and the requests of its hidden frames, in the progress. */
export const verbose = process.env.BENCH_VERBOSE === '1';
/** How long the network must be idle before a page counts as loaded. */
export const quietMilliseconds = 500;
/** How long a page may take to become usable before it counts as stuck (a broken page, not a slow one). */
export const stuckAfterMilliseconds = 30_000;
export const password = 'stampcard';
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
export const desktop = allProfiles[1];

/** BENCH_ROLES, BENCH_PROFILES and BENCH_PAGES narrow the run (by default every one). */
function chosen(variable, all, nameOf) {
  const known = all.map(nameOf);
  const names = (process.env[variable] ?? known.join(',')).split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown ${unknown.join(', ')} in ${variable} (${known.join(', ')}).`);
  return all.filter((entry) => names.includes(nameOf(entry)));
}
export const roles = chosen('BENCH_ROLES', allRoles, (entry) => entry.role);
export const profiles = chosen('BENCH_PROFILES', allProfiles, (entry) => entry.name);

/**
 * The pages (packages/app/src/config/paths.ts), each with its address from the ids found for the
 * role (`null` when the role has no such thing to open).
 */
const allPages = [
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
export const pages = chosen('BENCH_PAGES', allPages, (entry) => entry.name);
export const firstScreen = 'first screen after sign-in';
