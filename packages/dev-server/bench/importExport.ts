/**
 * `npm run bench:import`: imports and exports at size, over HTTP, on PGlite. Seeds the demo into an
 * in-memory PGlite and serves the API on a port of 127.0.0.1 as the demo administrator (no list
 * cache, no rate limit), then:
 * - imports IMPORT_CUSTOMERS customers (default 10,000) into a store as the app does, in chunks of
 *   500: a dry run of every chunk, then the import (target: under 10 s), then the same file again,
 *   which creates nothing;
 * - gives the database 100,000 customers more (SQL, generate_series) and exports the customers,
 *   the contract's 100,000 rows at most, twice, timing it (target: at least 20,000 rows a second)
 *   while sampling the process's memory (target: resident memory grows less than 64 MB over what it
 *   was before the export); then once more collecting garbage at every sample, for the heap the
 *   server holds (target: less than 64 MB more). The server reads the list in chunks, so its memory
 *   does not follow the file's length.
 * A benchmark: it prints, and never fails a test.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { CustomerImportRow, ImportAnswer } from '@stampcard/api-client';
import { migrate, openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';
import { administratorApi, benchHeaders } from './inProcess.ts';

const customers = Number(process.env.IMPORT_CUSTOMERS ?? 10_000);
const exportCustomers = Number(process.env.EXPORT_CUSTOMERS ?? 100_000);
const chunkRows = 500;
const storeId = 1;
const budgets = { importMs: 10_000, rowsPerSecond: 20_000, growthMegabytes: 64 };

const database = await openDatabase({});
await migrate(database);
await seed(database, { now: new Date() });
const app = await administratorApi(
  database,
  process.env.EXPORT_CHUNK_ROWS ? { exportLimits: { chunkRows: Number(process.env.EXPORT_CHUNK_ROWS) } } : {},
);
const listener = getRequestListener(app.fetch);
const server = createServer((request, response) => void listener(request, response));
// Seeding keeps the event loop busy for seconds: an idle connection's timer firing late would close it
// just as the client sends on it again.
server.keepAliveTimeout = 0;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (isWithin: boolean) => (isWithin ? 'within' : 'OVER');

/** The file an administrator imports: `customers` rows, every field given, all new to the seed. */
const file: CustomerImportRow[] = Array.from({ length: customers }, (_, index) => ({
  title: (['Mr', 'Ms', 'Mrs'] as const)[index % 3],
  firstName: ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah'][index % 6] ?? 'Amelia',
  surname: `Imported ${index}`,
  emailAddress: `Imported.Customer.${index}@Example.com`,
  phoneNumber: `07700 9${String(index % 100_000).padStart(5, '0')}`,
  postCode: `L${1 + (index % 9)} ${index % 10}AB`,
  dateOfBirth: `19${50 + (index % 50)}-0${1 + (index % 9)}-1${index % 10}`,
}));

/** Sends the file in chunks of 500, one after another as the app does; the answers' counts, summed. */
async function importFile(dryRun: boolean) {
  const totals = { created: 0, updated: 0, skipped: 0, failed: 0 };
  const started = performance.now();
  for (let start = 0; start < file.length; start += chunkRows) {
    const response = await fetch(`${origin}/api/Users/Import`, {
      method: 'POST',
      headers: benchHeaders,
      body: JSON.stringify({
        storeID: storeId,
        dryRun,
        onExisting: 'update',
        rows: file.slice(start, start + chunkRows),
      }),
    });
    if (response.status !== 200) throw new Error(`The import answered ${response.status}: ${await response.text()}`);
    const answer = (await response.json()) as ImportAnswer;
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += answer[key];
  }
  return { milliseconds: performance.now() - started, totals };
}

console.log(`Import of ${customers.toLocaleString('en-GB')} customers into store ${storeId}, ${chunkRows} a request\n`);
const dryRun = await importFile(true);
console.log(`dry run of every chunk     ${seconds(dryRun.milliseconds).padStart(8)}  ${JSON.stringify(dryRun.totals)}`);
const imported = await importFile(false);
console.log(
  `import                     ${seconds(imported.milliseconds).padStart(8)}  ${JSON.stringify(imported.totals)}  ` +
    `target < ${seconds(budgets.importMs)} ${verdict(imported.milliseconds < budgets.importMs)}`,
);
const again = await importFile(false);
console.log(
  `the same file again        ${seconds(again.milliseconds).padStart(8)}  ${JSON.stringify(again.totals)}  ` +
    `(creates nothing: ${verdict(again.totals.created === 0)})`,
);
const [{ entries } = { entries: 0 }] = await database.query<{ entries: number }>(
  `SELECT count(*)::int AS entries FROM history WHERE action = 'user.create' AND details -> 'import' IS NOT NULL`,
);
console.log(`history: ${entries.toLocaleString('en-GB')} user.create entries recorded by the import\n`);

// 100,000 customers more, signed up to the seed's stores in turn, written by SQL in one statement each.
// As the seed does, the sign-ups' trigger is off meanwhile; the users' business sort, which it keeps,
// is written with the users (each signs up to one store).
const seeding = performance.now();
await database.transaction(async (transaction) => {
  await transaction.query(
    `INSERT INTO users (user_id, email, title, first_name, surname, phone_number, post_code, date_of_birth, roles,
                        business_sort)
     SELECT 'export-' || n, 'export.customer.' || n || '@example.com', (ARRAY['Mr', 'Ms', 'Mrs'])[1 + n % 3],
            (ARRAY['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah'])[1 + n % 6], 'Exported ' || n,
            '07700 9' || lpad((n % 100000)::text, 5, '0'), 'BS' || (1 + n % 9) || ' ' || (n % 10) || 'AB',
            date '1950-01-01' + (n % 18000), '{Customer}', stores.sorts[1 + n % cardinality(stores.ids)]
       FROM generate_series(1, $1) AS n,
            (SELECT array_agg(st.store_id ORDER BY st.store_id) AS ids,
                    array_agg(lower(b.name) ORDER BY st.store_id) AS sorts
               FROM stores st JOIN businesses b USING (business_id)) AS stores`,
    [exportCustomers],
  );
  await transaction.exec('ALTER TABLE store_customers DISABLE TRIGGER USER');
  await transaction.query(
    `INSERT INTO store_customers (store_id, user_id, joined_at)
     SELECT stores.ids[1 + n % cardinality(stores.ids)], 'export-' || n, now()
       FROM generate_series(1, $1) AS n, (SELECT array_agg(store_id ORDER BY store_id) AS ids FROM stores) AS stores`,
    [exportCustomers],
  );
  await transaction.exec('ALTER TABLE store_customers ENABLE TRIGGER USER');
});
// PostgreSQL's autovacuum would analyse the tables after such a load; PGlite runs none.
await database.exec('VACUUM ANALYZE users, store_customers');
console.log(
  `Export: ${exportCustomers.toLocaleString('en-GB')} customers more written in ${seconds(performance.now() - seeding)}`,
);

/**
 * Reads an export to its end over HTTP, keeping none of it, sampling the process's memory every
 * 20 ms meanwhile: its resident memory, and its heap, garbage not yet collected included. With
 * `collecting`, each sample collects the garbage first (the script runs with --expose-gc), so the heap
 * sampled is what the server holds; that slows the export, whose time is then not the one to read.
 */
async function readExport(path: string, { collecting }: { collecting: boolean }) {
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  // Timed, the server is as a running one is, its heap as big as earlier work made it; collecting, what
  // is left of earlier work is collected first, so the growth is what the export holds.
  if (collecting) collect();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
  const sampler = setInterval(() => {
    if (collecting) collect();
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: benchHeaders });
  if (response.status !== 200 || !response.body) throw new Error(`The export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const milliseconds = performance.now() - started;
  clearInterval(sampler);
  return {
    milliseconds,
    bytes,
    rows: lines - 1,
    rss: peak.rss - baseline.rss,
    heap: peak.heapUsed - baseline.heapUsed,
  };
}

const path = '/api/Users/Export?FilterType=roles&Filter=Customer';
const budget = budgets.growthMegabytes * 1024 * 1024;
console.log(`GET ${path}`);
for (const run of ['first', 'second']) {
  const exported = await readExport(path, { collecting: false });
  const rowsPerSecond = exported.rows / (exported.milliseconds / 1000);
  console.log(
    `  ${run}: ${exported.rows.toLocaleString('en-GB')} rows, ${megabytes(exported.bytes)} in ${seconds(exported.milliseconds)}: ` +
      `${Math.round(rowsPerSecond).toLocaleString('en-GB')} rows/s   target >= ${budgets.rowsPerSecond.toLocaleString('en-GB')} ` +
      verdict(rowsPerSecond >= budgets.rowsPerSecond),
  );
  console.log(
    `    resident memory ${megabytes(exported.rss)} over before it   target < ${budgets.growthMegabytes} MB ` +
      `${verdict(exported.rss < budget)}; heap ${megabytes(exported.heap)}, garbage not yet collected included`,
  );
}
const held = await readExport(path, { collecting: true });
console.log(
  `  the heap the server holds (collected at every sample): ${megabytes(held.heap)} over before it   ` +
    `target < ${budgets.growthMegabytes} MB ${verdict(held.heap < budget)}`,
);

server.close();
await database.close();
