/**
 * The development data: deterministic (a seeded random generator, ids assigned in order),
 * so every reset gives the same businesses, stores, people and five years of events,
 * dated relative to the day it runs. `scale` is the number of businesses; customers are
 * twenty per business (at least 400). `largeStaff` (benchmarks) gives business 1 that many more
 * staff members, so its manager picker has a long list to page through.
 */
import type { Database } from './database.ts';
import { addBoldStreetCards, addCustomers } from './factories/activity.ts';
import { addBusiness, addHarbourside } from './factories/businesses.ts';
import { addHistory } from './factories/history.ts';
import { addHolders } from './factories/holders.ts';
import { planBusinesses } from './factories/plans.ts';
import { demoUsers, staffUser } from './factories/people.ts';
import { daysBefore, generator } from './factories/random.ts';
import {
  businessesTable,
  cardHoldersTable,
  cardsTable,
  historyTable,
  insertRows,
  rewardEventsTable,
  stampEventsTable,
  staffTable,
  storeCategoriesTable,
  storeCustomersTable,
  storesTable,
  storeStaffTable,
  tagsTable,
  usersTable,
  type LastIds,
  type SeedRows,
} from './factories/tables.ts';

export { demoAccounts, demoPassword } from './factories/people.ts';

export interface SeedSummary {
  businesses: number;
  stores: number;
  customers: number;
  stampEvents: number;
  rewardEvents: number;
  /** The customers holding a card, one per card they hold. */
  cardHolders: number;
  /** The extra staff members of business `largeStaffBusinessId` (`largeStaff`). */
  largeStaff: number;
}

export interface SeedOptions {
  /** Businesses (at least 8); customers are twenty per business (at least 400). @default 8 */
  scale?: number;
  /**
   * Extra staff members of business `largeStaffBusinessId`, for benchmarks (SEED_LARGE_STAFF):
   * Merchants named like the other staff, members of the business only (none of its stores).
   * @default 0
   */
  largeStaff?: number;
  /** The moment of seeding: events are dated up to it. @default now */
  now?: Date;
}

/**
 * The business that `largeStaff` adds staff to: Bold Street Coffee, multi-store, so its details page
 * (where the manager is picked) is its own and not a store's.
 */
export const largeStaffBusinessId = 1;

/** The tables whose triggers keep derived columns current (migration 003). */
const derivedDataTables = ['businesses', 'stores', 'staff', 'store_staff', 'store_customers'] as const;

/** Fills an empty, migrated database. */
export async function seed(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const scale = Math.max(8, Math.floor(options.scale ?? 8));
  const largeStaff = Number.isFinite(options.largeStaff) ? Math.max(0, Math.floor(options.largeStaff ?? 0)) : 0;
  const random = generator(20_261_122);
  const daysAgo = daysBefore(options.now ?? new Date());
  const customerCount = Math.max(400, scale * 20);

  const rows: SeedRows = {
    users: await demoUsers(daysAgo),
    businesses: [],
    stores: [],
    storeCategories: [],
    staff: [],
    storeStaff: [],
    mainContacts: [],
    cards: [],
    tags: [],
    storeCustomers: [],
    holders: [],
    stampEvents: [],
    rewardEvents: [],
    history: [],
  };
  const last: LastIds = { store: 0, staff: 0, card: 0, tag: 0, staffUser: 0 };
  const plans = planBusinesses(scale, random);
  for (const plan of plans) addBusiness(rows, last, plan, random, daysAgo);
  addCustomers(rows, customerCount, scale, random, daysAgo);
  const [boldStreetPlan] = plans;
  if (boldStreetPlan !== undefined) last.card = addBoldStreetCards(rows, boldStreetPlan, last.card, random);
  addHarbourside(rows, last, daysAgo);
  // The large staff (benchmarks): after everything else and from a generator of their own, so the
  // rest of the seed is the same with them as without. Members of the business only, not of its
  // stores: a store's page (which lists its staff) stays as it is.
  // The history: from a generator of its own too, and after everything it describes.
  addHistory(rows, generator(4_500_045), daysAgo);
  // The cards' holders: from a generator of their own, after the cards and customers they join.
  addHolders(rows, generator(5_500_055));
  const staffRandom = generator(3_000_003);
  for (let member = 0; member < largeStaff; member += 1) {
    last.staffUser += 1;
    const user = staffUser(staffRandom, last.staffUser, daysAgo);
    rows.users.push(user);
    last.staff += 1;
    rows.staff.push({ staffId: last.staff, businessId: largeStaffBusinessId, userId: user.id });
  }

  return database.transaction(async (transaction) => {
    // The columns that triggers keep (counts, a user's business: migration 003) are made once
    // at the end: kept row by row, 10,000 businesses would take ten times as long to seed.
    for (const table of derivedDataTables) await transaction.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    await transaction.query(
      `INSERT INTO categories (category_id, name) VALUES (1, 'Food'), (2, 'Delivery'), (3, 'Pharmaceutical')`,
    );
    await transaction.query(
      `INSERT INTO external_store_providers (external_store_provider_id, name) VALUES (1, 'Shopify'), (2, 'Square'), (3, 'Deliveroo')`,
    );
    await insertRows(transaction, usersTable, rows.users);
    await insertRows(transaction, businessesTable, rows.businesses);
    await insertRows(transaction, storesTable, rows.stores);
    await insertRows(transaction, storeCategoriesTable, rows.storeCategories);
    await insertRows(transaction, staffTable, rows.staff);
    await insertRows(transaction, storeStaffTable, rows.storeStaff);
    for (const { businessId, staffId } of rows.mainContacts) {
      await transaction.query('UPDATE businesses SET main_contact_staff_id = $2 WHERE business_id = $1', [
        businessId,
        staffId,
      ]);
    }
    await insertRows(transaction, cardsTable, rows.cards);
    await insertRows(transaction, tagsTable, rows.tags);
    await insertRows(transaction, storeCustomersTable, rows.storeCustomers);
    await insertRows(transaction, cardHoldersTable, rows.holders);
    await insertRows(transaction, stampEventsTable, rows.stampEvents);
    await insertRows(transaction, rewardEventsTable, rows.rewardEvents);
    await insertRows(transaction, historyTable, rows.history);

    for (const [table, column] of [
      ['businesses', 'business_id'],
      ['stores', 'store_id'],
      ['staff', 'staff_id'],
      ['cards', 'loyalty_card_id'],
      ['nfc_tags', 'tag_id'],
    ] as const) {
      await transaction.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
      );
    }
    await transaction.exec(`
      SELECT refresh_business_counts(ARRAY(SELECT business_id FROM businesses));
      SELECT refresh_store_counts(ARRAY(SELECT store_id FROM stores));
      SELECT refresh_user_business_sort(ARRAY(SELECT user_id FROM users));`);
    for (const table of derivedDataTables) await transaction.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    // Fresh statistics, so the planner uses the indexes (PGlite runs no autovacuum). Only this
    // schema's tables: a bare ANALYZE would lock every schema's, and deadlock with another server
    // seeding or dropping its own schema in the same database.
    const tables = await transaction.query<{ name: string }>(
      'SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()',
    );
    await transaction.exec(`ANALYZE ${tables.map(({ name }) => name).join(', ')}`);
    return {
      businesses: rows.businesses.length,
      stores: rows.stores.length,
      customers: customerCount,
      stampEvents: rows.stampEvents.length,
      rewardEvents: rows.rewardEvents.length,
      cardHolders: rows.holders.length,
      largeStaff,
    };
  });
}
