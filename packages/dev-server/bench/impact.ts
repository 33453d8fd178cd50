/**
 * `npm run bench:impact`: the impact of a card change at size. Seeds the demo into an in-memory
 * PGlite, gives a card of business 1 (10 stamps, rewards at 5 and 10) CARD_HOLDERS holders (default
 * 50,000) at every position, some with unredeemed rewards, then asks the API in process, as the demo
 * administrator (and as many again on the seed's other cards), for what the card editor asks before a save: the impact of lowering the stamps to
 * 8, of moving the half-way reward to 3, of deactivating the card, and of deleting it; each
 * BENCH_REQUESTS times (default 200). Prints the first request, the median and p95 of each against
 * the target, 100 ms, the plan of the count (read from the index on the card's holders by stamps),
 * and once, the save that lowers the stamps and completes the holders at or past the new last
 * stamp. A benchmark: it prints, and never fails a test.
 */
import type { Card } from '@stampcard/api-client';
import { loadCards } from '../src/api/entities.ts';
import { migrate, openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';
import { administratorApi, benchHeaders, printTimingsHeader, timeRequest, type BenchRequest } from './inProcess.ts';

const holders = Number(process.env.CARD_HOLDERS ?? 50_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const targetMs = 100;

const database = await openDatabase({});
await migrate(database);
await seed(database, { now: new Date() });
const started = performance.now();

// The card: business 1's first card, its design with 10 stamps and rewards at 5 and 10.
const [first] = await database.query<{ id: number }>(
  'SELECT min(loyalty_card_id)::int AS id FROM cards WHERE business_id = 1',
);
const [template] = await loadCards(database, 'loyalty_card_id = $1', [first?.id ?? 0]);
if (!template) throw new Error('The seed has no card of business 1.');
const [reward = {}] = template.configuration.rewards ?? [];
const configuration: Card['configuration'] = {
  ...template.configuration,
  title: 'Bench card',
  totalNoOfStamps: 10,
  rewards: [
    { ...reward, trigger: 5, title: 'Half-way treat' },
    { ...reward, trigger: 10 },
  ],
};
const [created] = await database.query<{ id: number }>(
  `INSERT INTO cards (store_id, business_id, name, description, stamps, active, configuration)
   VALUES (NULL, 1, 'Bench card', 'Collect 10 stamps.', 10, true, $1) RETURNING loyalty_card_id::int AS id`,
  [JSON.stringify(configuration)],
);
const cardId = created?.id ?? 0;
// Its holders: customers of their own, at every position in turn, one in seven with a reward to redeem.
await database.query(
  `INSERT INTO users (user_id, email, first_name, surname, roles)
   SELECT 'bench-holder-' || n, 'bench.holder.' || n || '@example.com', 'Holder', n::text, '{Customer}'
     FROM generate_series(1, $1) AS n`,
  [holders],
);
await database.query(
  `INSERT INTO card_holders (loyalty_card_id, user_id, stamps, rewards_unredeemed)
   SELECT $2, 'bench-holder-' || n, n % 10, CASE WHEN n % 7 = 0 THEN 1 ELSE 0 END
     FROM generate_series(1, $1) AS n`,
  [holders, cardId],
);
// As many again on the seed's other cards, one each, so the card's count has other cards' holders to pass by.
await database.query(
  `INSERT INTO card_holders (loyalty_card_id, user_id, stamps)
   SELECT (others.ids)[1 + n % cardinality(others.ids)], 'bench-holder-' || n, n % 6
     FROM generate_series(1, $1) AS n,
          (SELECT array_agg(loyalty_card_id) AS ids FROM cards WHERE loyalty_card_id <> $2) AS others`,
  [holders, cardId],
);
// PostgreSQL's autovacuum keeps the visibility map that lets a count read the index alone; PGlite
// runs none, so the benchmark vacuums once, as autovacuum would after such a load.
await database.exec('VACUUM ANALYZE card_holders');
console.log(`Card ${cardId}: ${holders} holders written in ${Math.round(performance.now() - started)} ms\n`);

const app = await administratorApi(database);

const [card] = await loadCards(database, 'loyalty_card_id = $1', [cardId]);
if (!card) throw new Error(`Card ${cardId} was not saved.`);
const [halfWay, last] = configuration.rewards ?? [];
const lowered: Card = {
  ...card,
  stamps: 8,
  configuration: { ...card.configuration, totalNoOfStamps: 8, rewards: [{ ...halfWay }, { ...last, trigger: 8 }] },
};
const moved: Card = {
  ...card,
  configuration: { ...card.configuration, rewards: [{ ...halfWay, trigger: 3 }, { ...last }] },
};

const post = (body: Card) => ({ method: 'POST', path: '/api/Card/Impact', body: JSON.stringify(body) });
const cases: [string, BenchRequest][] = [
  ['lowering the stamps (10 → 8)', post(lowered)],
  ['moving a reward (5 → 3)', post(moved)],
  ['deactivating the card', post({ ...card, active: false })],
  ['deleting the card', { method: 'GET', path: `/api/Card/${cardId}/Impact` }],
];

// A server that shows the card editor has answered before: its first request is not this one.
await app.request(`http://localhost/api/Card/${cardId}`, { headers: benchHeaders });

printTimingsHeader('impact of');
for (const [name, request] of cases) {
  const answer = await timeRequest(app, name, request, { times: requests, targetMs });
  console.log(`  ${answer}`);
}

const plan = await database.query<{ 'QUERY PLAN': string }>(
  `EXPLAIN SELECT count(*) FILTER (WHERE stamps >= 8), coalesce(sum(rewards_unredeemed), 0)
     FROM card_holders WHERE loyalty_card_id = ${cardId}`,
);
console.log(`\nThe count's plan:\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);

const saving = performance.now();
const saved = await app.request('http://localhost/api/Card', {
  method: 'PATCH',
  headers: { ...benchHeaders, 'If-Match': '*' },
  body: JSON.stringify(lowered),
});
if (saved.status !== 200) throw new Error(`Saving answered ${saved.status}: ${await saved.text()}`);
const [completed] = await database.query<{ count: number }>(
  'SELECT count(*)::int AS count FROM card_holders WHERE loyalty_card_id = $1 AND stamps >= 8',
  [cardId],
);
console.log(
  `\nSaving 10 → 8 (completing the holders at 8 or 9 stamps) took ${Math.round(performance.now() - saving)} ms; ` +
    `${completed?.count ?? 0} holders are left at or past the new last stamp.`,
);
await database.close();
