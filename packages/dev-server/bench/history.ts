/**
 * `npm run bench:history`: the history lists at size. Seeds the demo into an in-memory PGlite,
 * gives business 1 a history of HISTORY_ENTRIES entries (default 100,000) and the rest of the
 * database as many again, then asks the API in process, as the demo administrator, for what the
 * History page asks: the first page, a filter change (entity type, then action), the next page,
 * a time range, and the administrator's whole history; each BENCH_REQUESTS times (default 200),
 * built afresh every time (no list cache: the database path alone). Prints the first request (which
 * also counts the matching entries; later ones reuse the count while nothing is written), the
 * median and p95 of each against the target, 50 ms, and the plan of the first page (an index
 * scan, not a sort of the table). A benchmark: it prints, and never fails a test.
 */
import { migrate, openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';
import { administratorApi, benchHeaders, printTimingsHeader, timeRequest } from './inProcess.ts';

const entries = Number(process.env.HISTORY_ENTRIES ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const targetMs = 50;

const database = await openDatabase({});
await migrate(database);
await seed(database, { now: new Date() });
const started = performance.now();
// Business 1's entries, spread over a year, by its administrator and two merchants, on its cards,
// stores and tags; as many again for other businesses, so the business filter has work to do.
await database.query(
  `INSERT INTO history (occurred_at, actor_user_id, actor_name, actor_role, business_id, store_id, entity_type,
                        entity_id, entity_name, action, changes)
   SELECT now() - (n || ' minutes')::interval * 5, 'user-' || (n % 3), 'Person ' || (n % 3),
          CASE WHEN n % 3 = 0 THEN 'Administrator' ELSE 'Merchant' END,
          CASE WHEN n <= $1 THEN 1 ELSE 2 + n % 50 END, 1 + n % 3,
          (ARRAY['card', 'store', 'tag'])[1 + n % 3], (n % 40)::text, 'Entity ' || (n % 40),
          (ARRAY['card.update', 'store.update', 'tag.disable'])[1 + n % 3],
          jsonb_build_array(jsonb_build_object('field', 'description', 'before', 'Old ' || n, 'after', 'New ' || n))
     FROM generate_series(1, $1 * 2) AS n ORDER BY n DESC`,
  [entries],
);
// PostgreSQL's autovacuum keeps the visibility map that lets a count read the index alone; PGlite
// runs none, so the benchmark vacuums once, as autovacuum would after such a load.
await database.exec('VACUUM ANALYZE history');
console.log(
  `History: ${entries * 2} entries (${entries} of business 1) written in ${Math.round(performance.now() - started)} ms\n`,
);

const app = await administratorApi(database);

const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 19);
const cases: [string, string][] = [
  ["a business's first page", '/api/Business/1/History'],
  ['filter change: entity type', '/api/Business/1/History?FilterType=entityType&Filter=card'],
  ['filter change: action', '/api/Business/1/History?FilterType=action&Filter=tag.disable'],
  ['the next page', '/api/Business/1/History?page=2'],
  ['the last seven days', `/api/Business/1/History?from=${since}`],
  ["an administrator's first page", '/api/History'],
];

// A server that shows the History page has answered before: its first request is not this one.
await app.request('http://localhost/api/Business/2', { headers: benchHeaders });

printTimingsHeader('request');
for (const [name, path] of cases) await timeRequest(app, name, { path }, { times: requests, targetMs });

const plan = await database.query<{ 'QUERY PLAN': string }>(
  `EXPLAIN SELECT history_id FROM history h WHERE h.business_id = 1 ORDER BY h.history_id DESC LIMIT 20`,
);
console.log(`\nThe first page's plan:\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
await database.close();
