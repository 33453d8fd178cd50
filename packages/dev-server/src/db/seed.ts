/**
 * The development data: deterministic (a seeded random generator, ids assigned in order),
 * so every reset gives the same businesses, stores, people and five years of events,
 * dated relative to the day it runs. `scale` is the number of businesses; customers are
 * twenty per business (at least 400). `largeStaff` (benchmarks) gives business 1 that many more
 * staff members, so its manager picker has a long list to page through.
 */
import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from './database.ts';

export const demoPassword = 'stampcard';

/** The accounts a person signs in with, all with the password `stampcard`. */
export const demoAccounts = [
  {
    email: 'admin@stampcard.test',
    roles: ['Administrators'],
    firstName: 'Ada',
    surname: 'Admin',
    note: 'Administrators',
  },
  {
    email: 'merchant@stampcard.test',
    roles: ['Merchant'],
    firstName: 'Oliver',
    surname: 'Bennett',
    note: 'Merchant, owns the multi-store Bold Street Coffee',
  },
  {
    email: 'solo@stampcard.test',
    roles: ['Merchant'],
    firstName: 'Priya',
    surname: 'Shah',
    note: 'Merchant, owns the single-store Clifton Pharmacy',
  },
  {
    email: 'customer@stampcard.test',
    roles: ['Customer'],
    firstName: 'Chloe',
    surname: 'Evans',
    note: 'Customer only',
  },
  { email: 'norole@stampcard.test', roles: [], firstName: 'Noah', surname: 'Price', note: 'no roles' },
] as const;

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}

const cities = [
  { city: 'Liverpool', county: 'Merseyside', postCode: 'L1', latitude: 53.4084, longitude: -2.9916 },
  { city: 'Bristol', county: 'Bristol', postCode: 'BS1', latitude: 51.4545, longitude: -2.5879 },
  { city: 'Manchester', county: 'Greater Manchester', postCode: 'M1', latitude: 53.4808, longitude: -2.2426 },
  { city: 'Leeds', county: 'West Yorkshire', postCode: 'LS1', latitude: 53.8008, longitude: -1.5491 },
  { city: 'Glasgow', county: 'Glasgow City', postCode: 'G1', latitude: 55.8642, longitude: -4.2518 },
  { city: 'Cardiff', county: 'Cardiff', postCode: 'CF10', latitude: 51.4816, longitude: -3.1791 },
] as const;

const streets = [
  'Bold Street',
  'Church Street',
  'High Street',
  'Park Road',
  'Market Place',
  'Queen Square',
  'Mill Lane',
];
const firstNames = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Freya',
  'Arthur',
  'Lily',
  'Harry',
  'Grace',
  'Jack',
  'Ella',
  'Oscar',
  'Evie',
  'Charlie',
  'Sophie',
  'Theo',
];
const surnames = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Thompson',
  'Evans',
  'Walker',
  'Hughes',
  'Khan',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
];
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
const businessKinds = [
  { noun: 'Bakery', category: 1, icon: 's-bread-slice', reward: 'Free loaf' },
  { noun: 'Coffee', category: 1, icon: 's-mug-hot', reward: 'Free coffee' },
  { noun: 'Couriers', category: 2, icon: 's-truck', reward: 'Free delivery' },
  { noun: 'Pharmacy', category: 3, icon: 's-prescription-bottle-medical', reward: '10% off' },
  { noun: 'Pizzeria', category: 1, icon: 's-pizza-slice', reward: 'Free pizza' },
  { noun: 'Deli', category: 1, icon: 's-cheese', reward: 'Free sandwich' },
] as const;
const palettes = [
  ['#3E4AD8', '#FFFFFF'],
  ['#1E6B34', '#F4F1E8'],
  ['#8A1C2B', '#FFF8F0'],
  ['#14213D', '#FCA311'],
  ['#5B2A86', '#F3E8FF'],
  ['#0B6E75', '#E6FAF8'],
] as const;

interface BusinessPlan {
  businessId: number;
  name: string;
  description: string;
  isSingleStore: boolean;
  ownerEmail: string | undefined;
  kind: (typeof businessKinds)[number];
  stores: { name: string; city: (typeof cities)[number] }[];
}

function planBusinesses(scale: number, random: ReturnType<typeof generator>): BusinessPlan[] {
  const plans: BusinessPlan[] = [
    {
      businessId: 1,
      name: 'Bold Street Coffee',
      description: 'Independent coffee roasters with stores across the North West and the South West.',
      isSingleStore: false,
      ownerEmail: 'merchant@stampcard.test',
      kind: businessKinds[1],
      stores: [
        { name: 'Bold Street', city: cities[0] },
        { name: 'Albert Dock', city: cities[0] },
        { name: 'Clifton Village', city: cities[1] },
      ],
    },
    {
      businessId: 2,
      name: 'Clifton Pharmacy',
      description: 'A family pharmacy in the heart of Clifton.',
      isSingleStore: true,
      ownerEmail: 'solo@stampcard.test',
      kind: businessKinds[3],
      stores: [{ name: 'Clifton Pharmacy', city: cities[1] }],
    },
  ];
  for (let businessId = 3; businessId <= Math.max(scale, 3); businessId += 1) {
    const kind = random.pick(businessKinds);
    const name = `${random.pick(businessWords)} ${kind.noun}`;
    const isSingleStore = random.chance(0.4);
    const storeCount = isSingleStore ? 1 : random.integer(2, 4);
    plans.push({
      businessId,
      name,
      description: `${name} rewards its regulars with a stamp on every visit.`,
      isSingleStore,
      ownerEmail: undefined,
      kind,
      stores: Array.from({ length: storeCount }, (_, index) => {
        const city = random.pick(cities);
        return { name: isSingleStore ? name : `${name} ${city.city}${index > 0 ? ` ${index + 1}` : ''}`, city };
      }),
    });
  }
  return plans;
}

/**
 * Inserts rows in chunks with `unnest` arrays: one statement per chunk whatever the column
 * count. A column's optional third element converts the unnested value (e.g. `::text[]`).
 */
async function insertRows(
  database: Database,
  table: string,
  columns: readonly (readonly [name: string, type: string, conversion?: string])[],
  rows: readonly (readonly unknown[])[],
  chunkSize = 20_000,
): Promise<void> {
  const names = columns.map(([name]) => name);
  const unnest = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const select = columns.map(([name, , conversion]) => `${name}${conversion ?? ''}`).join(', ');
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = columns.map((_, column) => chunk.map((row) => row[column] ?? null));
    await database.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS rows (${names.join(', ')})`,
      arrays,
    );
  }
}

const dayMilliseconds = 86_400_000;

/** A deterministic salt from a text, so a reseed writes the same hashes. */
const saltOf = (text: string) => createHash('sha256').update(text).digest().subarray(0, 16);

export interface SeedSummary {
  businesses: number;
  stores: number;
  customers: number;
  stampEvents: number;
  rewardEvents: number;
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

/** Fills an empty, migrated database. */
/** The tables whose triggers keep derived columns current (migration 003). */
const derivedDataTables = ['businesses', 'stores', 'staff', 'store_staff', 'store_customers'] as const;

export async function seed(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const scale = Math.max(8, Math.floor(options.scale ?? 8));
  const largeStaff = Number.isFinite(options.largeStaff) ? Math.max(0, Math.floor(options.largeStaff ?? 0)) : 0;
  const random = generator(20_261_122);
  const now = (options.now ?? new Date()).getTime();
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  // Nothing happens after "now": today's events fall before the moment of seeding.
  const daysAgo = (days: number, hour = 12) =>
    new Date(Math.min(now, today.getTime() - days * dayMilliseconds + hour * 3_600_000)).toISOString();

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

    // People: demo accounts, staff of each business, customers.
    const users: unknown[][] = [];
    const addUser = (user: {
      id: string;
      email: string;
      passwordHash: string | null;
      title: string;
      firstName: string;
      surname: string;
      roles: readonly string[];
      provider?: string;
      device?: string | null;
      createdAt: string;
      birth?: string | null;
      postCode?: string | null;
      phone?: string | null;
    }) =>
      users.push([
        user.id,
        user.email,
        user.passwordHash,
        user.title,
        user.firstName,
        user.surname,
        user.phone ?? null,
        user.birth ?? null,
        user.postCode ?? null,
        `{${user.roles.join(',')}}`,
        user.provider ?? 'stampcard',
        user.device ?? null,
        user.createdAt,
      ]);
    for (const account of demoAccounts) {
      addUser({
        id: `demo-${account.email.split('@')[0] ?? ''}`,
        email: account.email,
        passwordHash: await hashPassword(demoPassword, saltOf(account.email)),
        title: account.firstName === 'Oliver' || account.firstName === 'Noah' ? 'Mr' : 'Ms',
        firstName: account.firstName,
        surname: account.surname,
        roles: account.roles,
        createdAt: daysAgo(1_500),
        device: (account.roles as readonly string[]).includes('Customer') ? 'ios' : null,
        phone: '07700 900001',
        postCode: 'L1 4DS',
      });
    }

    const plans = planBusinesses(scale, random);
    const businesses: unknown[][] = [];
    const stores: unknown[][] = [];
    const storeCategories: unknown[][] = [];
    const staff: unknown[][] = [];
    const storeStaff: unknown[][] = [];
    const cards: unknown[][] = [];
    const tags: unknown[][] = [];
    const mainContacts: [number, number][] = [];
    const storeIds: number[] = [];
    const cardsByStore = new Map<number, { id: number; stamps: number }>();
    let storeId = 0;
    let staffId = 0;
    let cardId = 0;
    let tagId = 0;
    let staffUser = 0;

    for (const plan of plans) {
      businesses.push([
        plan.businessId,
        plan.name,
        plan.description,
        plan.isSingleStore,
        daysAgo(1_700 - plan.businessId),
      ]);
      // The owner (a demo merchant or a generated one) and one more staff member.
      const members: string[] = [];
      if (plan.ownerEmail) {
        members.push(`demo-${plan.ownerEmail.split('@')[0] ?? ''}`);
      }
      const extraStaff = plan.ownerEmail ? 1 : 2;
      for (let index = 0; index < extraStaff; index += 1) {
        staffUser += 1;
        const firstName = random.pick(firstNames);
        const surname = random.pick(surnames);
        const id = `staff-${staffUser}`;
        addUser({
          id,
          email: `${firstName.toLowerCase()}.${surname.toLowerCase()}.${staffUser}@staff.stampcard.test`,
          passwordHash: null,
          title: random.pick(['Mr', 'Ms', 'Mrs']),
          firstName,
          surname,
          roles: ['Merchant'],
          createdAt: daysAgo(1_600 - (staffUser % 900)),
          phone: `07700 9${String(staffUser % 100_000).padStart(5, '0')}`,
        });
        members.push(id);
      }
      const businessStaffIds = members.map((userId) => {
        staffId += 1;
        staff.push([staffId, plan.businessId, userId]);
        return staffId;
      });
      const [mainContact] = businessStaffIds;
      if (mainContact !== undefined) mainContacts.push([plan.businessId, mainContact]);

      const palette = palettes[plan.businessId % palettes.length] ?? palettes[0];
      for (const [index, store] of plan.stores.entries()) {
        storeId += 1;
        storeIds.push(storeId);
        const street = `${random.integer(1, 120)} ${random.pick(streets)}`;
        stores.push([
          storeId,
          plan.businessId,
          store.name,
          `${plan.kind.noun} on ${street}, ${store.city.city}.`,
          street,
          store.city.city,
          store.city.county,
          'United Kingdom',
          `${store.city.postCode} ${random.integer(1, 9)}${String.fromCharCode(65 + random.integer(0, 25))}${String.fromCharCode(65 + random.integer(0, 25))}`,
          store.city.latitude + random.next() / 100,
          store.city.longitude + random.next() / 100,
          !(plan.businessId === 1 && index === 1) && random.chance(0.95),
          daysAgo(1_650 - storeId),
        ]);
        storeCategories.push([storeId, plan.kind.category]);
        if (plan.kind.category === 1 && random.chance(0.3)) storeCategories.push([storeId, 2]);
        for (const member of businessStaffIds) {
          if (index === 0 || random.chance(0.5)) storeStaff.push([storeId, member]);
        }
        cardId += 1;
        const stamps = random.pick([6, 8, 9, 10, 12]);
        cardsByStore.set(storeId, { id: cardId, stamps });
        cards.push([
          cardId,
          storeId,
          plan.businessId,
          `${plan.kind.noun} card`,
          `Collect ${stamps} stamps for a reward.`,
          stamps,
          true,
          JSON.stringify(cardDesign(plan, store.name, stamps, palette, random)),
        ]);
        for (let tag = 0; tag < random.integer(2, 4); tag += 1) {
          tagId += 1;
          tags.push([
            tagId,
            storeId,
            tag === 0 ? 'Till' : `Table ${tag}`,
            `04:${tagId.toString(16).toUpperCase().padStart(6, '0')}:7B:C1`,
            !(tag === 2),
          ]);
        }
      }
      if (!plan.isSingleStore) {
        cardId += 1;
        const stamps = 10;
        cards.push([
          cardId,
          null,
          plan.businessId,
          `${plan.name} loyalty`,
          'One card for every store.',
          stamps,
          plan.businessId % 5 !== 0,
          JSON.stringify(cardDesign(plan, plan.name, stamps, palette, random)),
        ]);
      }
    }

    // Customers: sign-ups to stores spread over five years, with stamps and rewards.
    const customerCount = Math.max(400, scale * 20);
    const storeCustomers: unknown[][] = [];
    const stampEvents: unknown[][] = [];
    const rewardEvents: unknown[][] = [];
    const providers = ['stampcard', 'stampcard', 'apple', 'google', 'facebook'];
    // The demo stores get most of the customers, so the dashboards of the demo accounts are busy.
    const demoStores = storeIds.slice(0, 4);
    for (let customer = 1; customer <= customerCount; customer += 1) {
      const firstName = random.pick(firstNames);
      const surname = random.pick(surnames);
      const joinedDaysAgo = Math.floor(random.next() ** 1.2 * 1_825);
      const id = `customer-${customer}`;
      addUser({
        id,
        email: `${firstName.toLowerCase()}.${surname.toLowerCase()}.${customer}@example.com`,
        passwordHash: null,
        title: random.pick(['Mr', 'Ms', 'Mrs']),
        firstName,
        surname,
        roles: ['Customer'],
        provider: random.pick(providers),
        device: random.chance(0.55) ? 'ios' : 'android',
        createdAt: daysAgo(joinedDaysAgo, random.integer(7, 21)),
        birth: `${random.integer(1950, 2006)}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(random.integer(1, 28)).padStart(2, '0')}`,
        postCode: `${random.pick(cities).postCode} ${random.integer(1, 9)}AB`,
      });
      const memberships = new Set<number>([random.chance(0.6) ? random.pick(demoStores) : random.pick(storeIds)]);
      if (random.chance(0.3)) memberships.add(random.pick(storeIds));
      for (const store of memberships) {
        const joined = Math.max(0, joinedDaysAgo - random.integer(0, 30));
        storeCustomers.push([store, id, daysAgo(joined, random.integer(7, 21))]);
        const card = cardsByStore.get(store);
        // A large seed (benchmarks) keeps the events per customer down so it loads in minutes.
        const visits = random.integer(1, Math.min(scale > 100 ? 8 : 60, 3 + Math.floor(joined / 20)));
        for (let visit = 0; visit < visits; visit += 1) {
          stampEvents.push([
            store,
            card?.id ?? null,
            id,
            daysAgo(Math.floor(random.next() * joined), random.integer(7, 21)),
          ]);
        }
        const rewards = card ? Math.floor(visits / card.stamps) : 0;
        for (let reward = 0; reward < rewards; reward += 1) {
          const issued = Math.floor(random.next() * joined);
          rewardEvents.push([store, card?.id ?? null, id, daysAgo(issued, 12), false]);
          if (random.chance(0.8))
            rewardEvents.push([
              store,
              card?.id ?? null,
              id,
              daysAgo(Math.max(0, issued - random.integer(0, 14)), 15),
              true,
            ]);
        }
      }
    }

    // Bold Street sells more than coffee: two more cards of its own share its stamps, so its Top
    // Cards rank four cards, while every other store has one or two ('Store has N card(s)').
    const [boldStreetPlan] = plans;
    const boldStreet = storeIds[0];
    if (boldStreetPlan !== undefined && boldStreet !== undefined) {
      const palette = palettes[boldStreetPlan.businessId % palettes.length] ?? palettes[0];
      const extraCards = [
        { name: 'Pastry card', stamps: 6 },
        { name: 'Brew bar card', stamps: 8 },
      ].map((extra) => {
        cardId += 1;
        cards.push([
          cardId,
          boldStreet,
          boldStreetPlan.businessId,
          extra.name,
          `Collect ${extra.stamps} stamps for a reward.`,
          extra.stamps,
          true,
          JSON.stringify(cardDesign(boldStreetPlan, extra.name, extra.stamps, palette, random)),
        ]);
        return cardId;
      });
      let visit = 0;
      for (const event of stampEvents) {
        if (event[0] !== boldStreet) continue;
        visit += 1;
        // Of every six stamps: three on the coffee card, two on the pastry card, one at the brew bar.
        const share = visit % 6;
        if (share === 1 || share === 2) event[1] = extraCards[0];
        else if (share === 3) event[1] = extraCards[1];
      }
    }

    // A bakery that opened this week: no cards, customers, stamps or rewards yet, so Insights
    // shows every widget's empty text for it.
    {
      const businessId = businesses.length + 1;
      storeId += 1;
      staffId += 1;
      const ownerId = 'staff-harbourside';
      addUser({
        id: ownerId,
        email: 'owner@harbourside.stampcard.test',
        passwordHash: null,
        title: 'Ms',
        firstName: 'Grace',
        surname: 'Hughes',
        roles: ['Merchant'],
        createdAt: daysAgo(3),
        phone: '07700 900002',
      });
      businesses.push([businessId, 'Harbourside Bakery', 'A new bakery on the harbourside.', true, daysAgo(3)]);
      stores.push([
        storeId,
        businessId,
        'Harbourside Bakery',
        'Bakery on Narrow Quay, Bristol.',
        '4 Narrow Quay',
        'Bristol',
        'Bristol',
        'United Kingdom',
        'BS1 4QA',
        51.449,
        -2.597,
        true,
        daysAgo(3),
      ]);
      storeIds.push(storeId);
      storeCategories.push([storeId, 1]);
      staff.push([staffId, businessId, ownerId]);
      storeStaff.push([storeId, staffId]);
      mainContacts.push([businessId, staffId]);
    }

    // The large staff (benchmarks): after everything else and from a generator of their own, so the
    // rest of the seed is the same with them as without. Members of the business only, not of its
    // stores: a store's page (which lists its staff) stays as it is.
    {
      const staffRandom = generator(3_000_003);
      for (let member = 0; member < largeStaff; member += 1) {
        staffUser += 1;
        const firstName = staffRandom.pick(firstNames);
        const surname = staffRandom.pick(surnames);
        const id = `staff-${staffUser}`;
        addUser({
          id,
          email: `${firstName.toLowerCase()}.${surname.toLowerCase()}.${staffUser}@staff.stampcard.test`,
          passwordHash: null,
          title: staffRandom.pick(['Mr', 'Ms', 'Mrs']),
          firstName,
          surname,
          roles: ['Merchant'],
          createdAt: daysAgo(1_600 - (staffUser % 900)),
          phone: `07700 9${String(staffUser % 100_000).padStart(5, '0')}`,
        });
        staffId += 1;
        staff.push([staffId, largeStaffBusinessId, id]);
      }
    }

    await insertRows(
      transaction,
      'users',
      [
        ['user_id', 'text'],
        ['email', 'text'],
        ['password_hash', 'text'],
        ['title', 'text'],
        ['first_name', 'text'],
        ['surname', 'text'],
        ['phone_number', 'text'],
        ['date_of_birth', 'date'],
        ['post_code', 'text'],
        // Arrays cannot be unnested row by row: roles travel as array literals and are converted.
        ['roles', 'text', '::text[]'],
        ['sign_in_provider', 'text'],
        ['device_os', 'text'],
        ['created_at', 'timestamptz'],
      ],
      users,
    );
    await insertRows(
      transaction,
      'businesses',
      [
        ['business_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['is_single_store', 'boolean'],
        ['date_created', 'timestamptz'],
      ],
      businesses,
    );
    await insertRows(
      transaction,
      'stores',
      [
        ['store_id', 'int'],
        ['business_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['address1', 'text'],
        ['city_town', 'text'],
        ['county', 'text'],
        ['country', 'text'],
        ['post_code', 'text'],
        ['latitude', 'float8'],
        ['longitude', 'float8'],
        ['enabled', 'boolean'],
        ['created_at', 'timestamptz'],
      ],
      stores,
    );
    await insertRows(
      transaction,
      'store_categories',
      [
        ['store_id', 'int'],
        ['category_id', 'int'],
      ],
      storeCategories,
    );
    await insertRows(
      transaction,
      'staff',
      [
        ['staff_id', 'int'],
        ['business_id', 'int'],
        ['user_id', 'text'],
      ],
      staff,
    );
    await insertRows(
      transaction,
      'store_staff',
      [
        ['store_id', 'int'],
        ['staff_id', 'int'],
      ],
      storeStaff,
    );
    for (const [businessId, contact] of mainContacts) {
      await transaction.query('UPDATE businesses SET main_contact_staff_id = $2 WHERE business_id = $1', [
        businessId,
        contact,
      ]);
    }
    await insertRows(
      transaction,
      'cards',
      [
        ['loyalty_card_id', 'int'],
        ['store_id', 'int'],
        ['business_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['stamps', 'int'],
        ['active', 'boolean'],
        ['configuration', 'jsonb'],
      ],
      cards,
    );
    await insertRows(
      transaction,
      'nfc_tags',
      [
        ['tag_id', 'int'],
        ['store_id', 'int'],
        ['name', 'text'],
        ['tag_reference', 'text'],
        ['enabled', 'boolean'],
      ],
      tags,
    );
    await insertRows(
      transaction,
      'store_customers',
      [
        ['store_id', 'int'],
        ['user_id', 'text'],
        ['joined_at', 'timestamptz'],
      ],
      storeCustomers,
    );
    await insertRows(
      transaction,
      'stamp_events',
      [
        ['store_id', 'int'],
        ['loyalty_card_id', 'int'],
        ['user_id', 'text'],
        ['occurred_at', 'timestamptz'],
      ],
      stampEvents,
    );
    await insertRows(
      transaction,
      'reward_events',
      [
        ['store_id', 'int'],
        ['loyalty_card_id', 'int'],
        ['user_id', 'text'],
        ['occurred_at', 'timestamptz'],
        ['redeemed', 'boolean'],
      ],
      rewardEvents,
    );

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
    // Fresh statistics, so the planner uses the indexes (PGlite runs no autovacuum).
    await transaction.exec('ANALYZE');
    return {
      businesses: businesses.length,
      stores: stores.length,
      customers: customerCount,
      stampEvents: stampEvents.length,
      rewardEvents: rewardEvents.length,
      largeStaff,
    };
  });
}

function cardDesign(
  plan: BusinessPlan,
  title: string,
  stamps: number,
  palette: readonly [string, string],
  random: ReturnType<typeof generator>,
) {
  const [background, card] = palette;
  const rewards: Record<string, unknown>[] = [
    {
      trigger: stamps,
      title: plan.kind.reward,
      backgroundColour: '#ffffff',
      borderRadius: 35,
      isIcon: true,
      icon: 's-gift',
      fontSize: 14,
      fontColour: '#000000',
      textStyle: [],
      paddingTop: 0,
      paddingRight: 0,
      paddingBottom: 0,
      paddingLeft: 0,
      text: null,
    },
  ];
  if (stamps >= 8 && random.chance(0.5)) {
    rewards.unshift({
      ...rewards[0],
      trigger: Math.floor(stamps / 2),
      title: 'Half-way treat',
      isIcon: false,
      icon: null,
      text: '½',
    });
  }
  return {
    sectionRatios: { logo: 1.5, title: 1.5, description: 1, stamps: 3.5 },
    cardWidth: 500,
    cardHeight: 810,
    backgroundColour: background,
    cardColour: card,
    cardInListColour: background,
    cardBorderRadius: random.pick([24, 40, 50]),
    logoDisplay: false,
    titleDisplay: true,
    title,
    titleFontSize: 50,
    titleTextStyle: ['bold'],
    titleAlignment: 'center',
    description: `Collect ${stamps} stamps for a ${plan.kind.reward.toLowerCase()}.`,
    descriptionDisplay: true,
    descriptionColour: '#000000',
    descriptionFontSize: 25,
    descriptionTextStyle: [],
    descriptionAlignment: 'center',
    totalNoOfStamps: stamps,
    textColour: '#000000',
    stampColour: background,
    stampIcon: plan.kind.icon,
    stampAreaHeight: 70,
    stampAreaWidth: 70,
    stampAreaColour: '#AAAAAA',
    stampAreaBorderRadius: 70,
    stampFontSize: 30,
    stampFontColour: '#FFFFFF',
    itemsPerRow: stamps > 9 ? 5 : 3,
    cardReverseTitle: 'How it works',
    cardReverseText: `Tap your phone on the Stampcard tag at the till to collect a stamp. ${plan.kind.reward} after ${stamps} stamps.`,
    cardReverseBackgroundColour: card,
    cardReverseTextColour: '#000000',
    rewards,
  };
}
