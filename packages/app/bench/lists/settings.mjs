// The settings of `npm run bench:lists` (see lists.mjs): the ports and seed sizes the environment
// chooses, the samples and the target, and the seed's names the searches and sorts use.
import { join, resolve } from 'node:path';

export const root = join(import.meta.dirname, '..', '..', '..', '..');
export const port = Number(process.env.BENCH_PORT ?? 6120);
export const appURL = `http://localhost:${port}`;
export const scale = Number(process.env.SEED_SCALE ?? 10_000);
/** BENCH_DATA_DIR keeps the seeded PGlite folder for the next run. */
export const keptDirectory = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : undefined;
export const samples = 30;
/** Actions before the measured ones, so the first renders' one-off costs are left out. */
export const warmUp = 3;
export const targetInMilliseconds = 100;
/** How long an action may take before the benchmark gives up (a broken page, not a slow one). */
export const actionTimeoutInMilliseconds = 10_000;
export const admin = { email: 'admin@stampcard.test', password: 'stampcard' };
/** Which parts run (BENCH_PARTS): the businesses list, the manager picker, or both. */
export const parts = new Set(
  (process.env.BENCH_PARTS ?? 'businesses,manager-picker').split(',').map((part) => part.trim()),
);
for (const part of parts) {
  if (part !== 'businesses' && part !== 'manager-picker') {
    throw new Error(`Unknown part '${part}' in BENCH_PARTS (businesses, manager-picker).`);
  }
}
/** The business whose manager is picked, and its extra staff (packages/dev-server/src/db/seed.ts, largeStaff). */
export const pickerBusinessId = 1;
export const pickerStaff = Number(process.env.SEED_LARGE_STAFF ?? 10_000);
/** The picker's title and its list (packages/app/src/components/UserPicker). */
export const pickerTitle = "Select the store's manager";
export const pickerPageSize = 20;

/** The seed's business names: a word and a kind (packages/dev-server/src/db/seed.ts), ~1/60 of the businesses each. */
const businessWords = [
  'Corner',
  'Harbour',
  'Northern',
  'Golden',
  'Little',
  'Urban',
  'Village',
  'Riverside',
  'Oak',
  'Maple',
];
const businessKinds = ['Bakery', 'Coffee', 'Couriers', 'Pharmacy', 'Pizzeria', 'Deli'];
export const businessNames = businessKinds.flatMap((kind) => businessWords.map((word) => `${word} ${kind}`));
/**
 * Terms for the sort changes' lists, each matching businesses of several names (within one name,
 * alphabetically is the order of ids): the words (~1/10 of the businesses), the kinds (~1/6), and
 * letters and pairs of letters (most of them).
 */
export const sortContexts = [
  ...businessWords,
  ...businessKinds,
  ...['a', 'e', 'i', 'o', 'r', 'n', 'l', 't', 'c', 'd', 'h', 'p', 'y', 'k', 'g', 'u', 'er', 'or', 'ar', 'en', 'ou'],
];
/**
 * The sort dropdown's options (packages/app/src/features/businesses/businessesList.ts), chosen in
 * this order, the order flipped between two: each sort change shows other cards. (In the seed every
 * business has two employees and the dates of creation follow the ids, so by employees and by date
 * in the same order are the same list: they never follow each other here.)
 */
export const sortLabels = ['Number of stores', 'Number of employees', 'Alphabetically', 'Date created'];
export const actions = warmUp + samples;
if (businessNames.length < actions || sortContexts.length < actions) {
  throw new Error(`Not enough distinct search terms for ${actions} actions.`);
}
