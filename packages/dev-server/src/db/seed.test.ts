// @vitest-environment node
/**
 * SEED_LARGE_STAFF (`seed(database, { largeStaff })`): business 1 gets that many more staff members,
 * Merchants named like the other staff, members of the business and none of its stores, and the
 * rest of the seed is the same as without them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from './database.ts';
import { cities, demoScale, planBusinesses } from './factories/plans.ts';
import { generator } from './factories/random.ts';
import { seed, type SeedSummary } from './seed.ts';

const now = new Date('2026-11-18T12:00:00Z');
const largeStaff = 45;

async function seeded(options: { largeStaff?: number }): Promise<{ database: Database; summary: SeedSummary }> {
  const database = await openDatabase({});
  await migrate(database);
  const summary = await seed(database, { now, ...options });
  return { database, summary };
}

let plain: Awaited<ReturnType<typeof seeded>>;
let large: Awaited<ReturnType<typeof seeded>>;

beforeAll(async () => {
  plain = await seeded({});
  large = await seeded({ largeStaff });
}, 120_000);

afterAll(async () => {
  await plain.database.close();
  await large.database.close();
});

const staffCount = (database: Database, businessId: number) =>
  database
    .query<{ count: number }>('SELECT count(*)::int AS count FROM staff WHERE business_id = $1', [businessId])
    .then(([row]) => row?.count ?? 0);

describe('seed with largeStaff', () => {
  it('gives business 1 that many more staff members, and says so', async () => {
    expect(plain.summary.largeStaff).toBe(0);
    expect(large.summary.largeStaff).toBe(largeStaff);
    const before = await staffCount(plain.database, 1);
    expect(await staffCount(large.database, 1)).toBe(before + largeStaff);
  });

  it('makes them Merchants with generated names and e-mails of their own, like the other staff', async () => {
    const added = await large.database.query<{ email: string; firstName: string; surname: string; roles: string[] }>(
      `SELECT u.email, u.first_name AS "firstName", u.surname, u.roles
         FROM staff s JOIN users u USING (user_id)
        WHERE s.business_id = 1 AND s.staff_id > (SELECT max(staff_id) - $1 FROM staff)`,
      [largeStaff],
    );
    expect(added).toHaveLength(largeStaff);
    expect(new Set(added.map((user) => user.email)).size).toBe(largeStaff);
    for (const user of added) {
      expect(user.roles).toEqual(['Merchant']);
      expect(user.firstName).not.toBe('');
      expect(user.email).toMatch(
        new RegExp(`^${user.firstName.toLowerCase()}\\.${user.surname.toLowerCase()}\\.\\d+@staff\\.stampcard\\.test$`),
      );
    }
    // More than one name: the list has something to search for.
    expect(new Set(added.map((user) => `${user.firstName} ${user.surname}`)).size).toBeGreaterThan(10);
  });

  it('links them to the business only, not to its stores', async () => {
    const [row] = await large.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM store_staff ss JOIN staff s USING (staff_id)
        WHERE s.staff_id > (SELECT max(staff_id) - $1 FROM staff)`,
      [largeStaff],
    );
    expect(row?.count).toBe(0);
  });

  it('leaves the rest of the seed as it is without them', async () => {
    // The staff without the large staff are the first ones: the large staff come last.
    const [{ lastStaffId } = { lastStaffId: 0 }] = await plain.database.query<{ lastStaffId: number }>(
      'SELECT max(staff_id)::int AS "lastStaffId" FROM staff',
    );
    const fingerprint = (database: Database) =>
      database.query(
        `SELECT (SELECT json_agg(json_build_object('id', business_id, 'name', name, 'contact', main_contact_staff_id)
                   ORDER BY business_id) FROM businesses) AS businesses,
                (SELECT json_agg(json_build_object('staff', staff_id, 'business', business_id, 'user', user_id)
                   ORDER BY staff_id) FROM staff WHERE staff_id <= $1) AS staff,
                (SELECT json_agg(json_build_object('store', store_id, 'name', name, 'postCode', post_code)
                   ORDER BY store_id) FROM stores) AS stores,
                (SELECT count(*)::int FROM store_staff) AS "storeStaff",
                (SELECT count(*)::int FROM store_customers) AS customers,
                (SELECT count(*)::int FROM stamp_events) AS stamps`,
        [lastStaffId],
      );
    expect(await fingerprint(large.database)).toEqual(await fingerprint(plain.database));
    const { largeStaff: _, ...withoutLargeStaff } = large.summary;
    expect({ ...withoutLargeStaff, largeStaff: 0 }).toEqual(plain.summary);
  });

  it('keeps the count of employees that the businesses list sorts by', async () => {
    const [row] = await large.database.query<{ employees: number }>(
      'SELECT staff_count::int AS employees FROM businesses WHERE business_id = 1',
    );
    expect(row?.employees).toBe(await staffCount(large.database, 1));
  });
});

describe('the demo seed', () => {
  it('has its stores in Liverpool and Bristol and its categories Food, Delivery and Pharmaceutical', async () => {
    const towns = await plain.database.query<{ city: string }>(
      'SELECT DISTINCT city_town AS city FROM stores ORDER BY city',
    );
    expect(towns.map((row) => row.city)).toEqual(['Bristol', 'Liverpool']);
    const categories = await plain.database.query<{ name: string }>('SELECT name FROM categories ORDER BY name');
    expect(categories.map((row) => row.name)).toEqual(['Delivery', 'Food', 'Pharmaceutical']);
  });

  it('gives every business three weeks of history by its staff and the administrator, oldest first', async () => {
    const perBusiness = await plain.database.query<{ businessId: number; entries: number; actors: number }>(
      `SELECT b.business_id::int AS "businessId", count(h.history_id)::int AS entries,
              count(DISTINCT h.actor_user_id)::int AS actors
         FROM businesses b LEFT JOIN history h USING (business_id) GROUP BY b.business_id ORDER BY b.business_id`,
    );
    for (const business of perBusiness) {
      expect(business.entries, `business ${business.businessId}`).toBeGreaterThanOrEqual(3);
      expect(business.actors, `business ${business.businessId}`).toBeGreaterThanOrEqual(1);
    }
    const [order] = await plain.database.query<{ inOrder: boolean; earliest: string; latest: string }>(
      `SELECT bool_and(previous IS NULL OR previous <= occurred_at) AS "inOrder",
              min(occurred_at)::text AS earliest, max(occurred_at)::text AS latest
         FROM (SELECT occurred_at, lag(occurred_at) OVER (ORDER BY history_id) AS previous FROM history) entries`,
    );
    expect(order?.inOrder).toBe(true);
    expect(new Date(order?.latest ?? '').getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - new Date(order?.earliest ?? '').getTime()).toBeLessThanOrEqual(22 * 86_400_000);
  });

  it("never contradicts the data: each description's value after is the description now", async () => {
    const contradictions = await plain.database.query(
      `SELECT h.history_id FROM history h
         LEFT JOIN stores s ON h.entity_type = 'store' AND s.store_id = h.entity_id::int
         LEFT JOIN cards c ON h.entity_type = 'card' AND c.loyalty_card_id = h.entity_id::int
        WHERE h.entity_type IN ('store', 'card')
          AND h.changes -> 0 ->> 'after' IS DISTINCT FROM coalesce(s.description, c.description)`,
    );
    expect(contradictions).toEqual([]);
  });

  it('gives each demo card holders at every position from none to its last stamp less one, some with rewards', async () => {
    const cards = await plain.database.query<{
      cardId: number;
      stamps: number;
      positions: number[];
      withRewards: number;
      pastLast: number;
    }>(
      `SELECT c.loyalty_card_id::int AS "cardId", c.stamps::int AS stamps,
              array_agg(DISTINCT h.stamps ORDER BY h.stamps) AS positions,
              count(*) FILTER (WHERE h.rewards_unredeemed > 0)::int AS "withRewards",
              count(*) FILTER (WHERE h.stamps >= c.stamps)::int AS "pastLast"
         FROM cards c JOIN card_holders h USING (loyalty_card_id)
        WHERE c.business_id IN (1, 2) GROUP BY c.loyalty_card_id ORDER BY c.loyalty_card_id`,
    );
    // Bold Street Coffee's cards (its stores', its own and the two more of Bold Street) and Clifton Pharmacy's.
    expect(cards.length).toBeGreaterThanOrEqual(6);
    for (const card of cards) {
      expect(card.positions, `card ${card.cardId}`).toEqual(Array.from({ length: card.stamps }, (_, index) => index));
      expect(card.withRewards, `card ${card.cardId}`).toBeGreaterThan(0);
      expect(card.pastLast, `card ${card.cardId}`).toBe(0);
    }
  });

  it('spreads a seed larger than the demo over more cities', () => {
    const towns = (scale: number) =>
      new Set(planBusinesses(scale, generator(1)).flatMap((plan) => plan.stores.map((store) => store.city.city)));
    expect([...towns(demoScale)].sort()).toEqual(['Bristol', 'Liverpool']);
    expect(towns(demoScale + 100).size).toBe(cities.length);
  });
});
