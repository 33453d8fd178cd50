/** The rows the seed writes, one type per table, and how each is inserted. */
import type { Database } from '../database.ts';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string | null;
  title: string;
  firstName: string;
  surname: string;
  phone: string | null;
  birth: string | null;
  postCode: string | null;
  roles: readonly string[];
  provider: string;
  device: string | null;
  createdAt: string;
}

export interface BusinessRow {
  businessId: number;
  name: string;
  description: string;
  isSingleStore: boolean;
  createdAt: string;
}

export interface StoreRow {
  storeId: number;
  businessId: number;
  name: string;
  description: string;
  address1: string;
  city: string;
  county: string;
  country: string;
  postCode: string;
  latitude: number;
  longitude: number;
  enabled: boolean;
  createdAt: string;
}

export interface StoreCategoryRow {
  storeId: number;
  categoryId: number;
}

export interface StaffRow {
  staffId: number;
  businessId: number;
  userId: string;
}

export interface StoreStaffRow {
  storeId: number;
  staffId: number;
}

export interface CardRow {
  cardId: number;
  /** Null for a card of every store of its business. */
  storeId: number | null;
  businessId: number;
  name: string;
  description: string;
  stamps: number;
  active: boolean;
  /** The design, as JSON. */
  configuration: string;
}

export interface TagRow {
  tagId: number;
  storeId: number;
  name: string;
  reference: string;
  enabled: boolean;
}

export interface StoreCustomerRow {
  storeId: number;
  userId: string;
  joinedAt: string;
}

/** A customer holding a card (migration 008): their stamps towards its last one, and rewards not redeemed yet. */
export interface CardHolderRow {
  cardId: number;
  userId: string;
  stamps: number;
  rewardsUnredeemed: number;
  joinedAt: string;
}

export interface StampEventRow {
  storeId: number;
  cardId: number | null;
  userId: string;
  occurredAt: string;
}

export interface RewardEventRow {
  storeId: number;
  cardId: number | null;
  userId: string;
  occurredAt: string;
  redeemed: boolean;
}

/** A column: its name, its PostgreSQL type, its value in a row, and a conversion of the unnested value. */
type Column<Row> = readonly [name: string, type: string, value: (row: Row) => unknown, conversion?: string];

export interface Table<Row> {
  name: string;
  columns: readonly Column<Row>[];
}

export const usersTable: Table<UserRow> = {
  name: 'users',
  columns: [
    ['user_id', 'text', (user) => user.id],
    ['email', 'text', (user) => user.email],
    ['password_hash', 'text', (user) => user.passwordHash],
    ['title', 'text', (user) => user.title],
    ['first_name', 'text', (user) => user.firstName],
    ['surname', 'text', (user) => user.surname],
    ['phone_number', 'text', (user) => user.phone],
    ['date_of_birth', 'date', (user) => user.birth],
    ['post_code', 'text', (user) => user.postCode],
    // Arrays cannot be unnested row by row: roles travel as array literals and are converted.
    ['roles', 'text', (user) => `{${user.roles.join(',')}}`, '::text[]'],
    ['sign_in_provider', 'text', (user) => user.provider],
    ['device_os', 'text', (user) => user.device],
    ['created_at', 'timestamptz', (user) => user.createdAt],
  ],
};

export const businessesTable: Table<BusinessRow> = {
  name: 'businesses',
  columns: [
    ['business_id', 'int', (business) => business.businessId],
    ['name', 'text', (business) => business.name],
    ['description', 'text', (business) => business.description],
    ['is_single_store', 'boolean', (business) => business.isSingleStore],
    ['date_created', 'timestamptz', (business) => business.createdAt],
  ],
};

export const storesTable: Table<StoreRow> = {
  name: 'stores',
  columns: [
    ['store_id', 'int', (store) => store.storeId],
    ['business_id', 'int', (store) => store.businessId],
    ['name', 'text', (store) => store.name],
    ['description', 'text', (store) => store.description],
    ['address1', 'text', (store) => store.address1],
    ['city_town', 'text', (store) => store.city],
    ['county', 'text', (store) => store.county],
    ['country', 'text', (store) => store.country],
    ['post_code', 'text', (store) => store.postCode],
    ['latitude', 'float8', (store) => store.latitude],
    ['longitude', 'float8', (store) => store.longitude],
    ['enabled', 'boolean', (store) => store.enabled],
    ['created_at', 'timestamptz', (store) => store.createdAt],
  ],
};

export const storeCategoriesTable: Table<StoreCategoryRow> = {
  name: 'store_categories',
  columns: [
    ['store_id', 'int', (row) => row.storeId],
    ['category_id', 'int', (row) => row.categoryId],
  ],
};

export const staffTable: Table<StaffRow> = {
  name: 'staff',
  columns: [
    ['staff_id', 'int', (member) => member.staffId],
    ['business_id', 'int', (member) => member.businessId],
    ['user_id', 'text', (member) => member.userId],
  ],
};

export const storeStaffTable: Table<StoreStaffRow> = {
  name: 'store_staff',
  columns: [
    ['store_id', 'int', (row) => row.storeId],
    ['staff_id', 'int', (row) => row.staffId],
  ],
};

export const cardsTable: Table<CardRow> = {
  name: 'cards',
  columns: [
    ['loyalty_card_id', 'int', (card) => card.cardId],
    ['store_id', 'int', (card) => card.storeId],
    ['business_id', 'int', (card) => card.businessId],
    ['name', 'text', (card) => card.name],
    ['description', 'text', (card) => card.description],
    ['stamps', 'int', (card) => card.stamps],
    ['active', 'boolean', (card) => card.active],
    ['configuration', 'jsonb', (card) => card.configuration],
  ],
};

export const tagsTable: Table<TagRow> = {
  name: 'nfc_tags',
  columns: [
    ['tag_id', 'int', (tag) => tag.tagId],
    ['store_id', 'int', (tag) => tag.storeId],
    ['name', 'text', (tag) => tag.name],
    ['tag_reference', 'text', (tag) => tag.reference],
    ['enabled', 'boolean', (tag) => tag.enabled],
  ],
};

export const storeCustomersTable: Table<StoreCustomerRow> = {
  name: 'store_customers',
  columns: [
    ['store_id', 'int', (row) => row.storeId],
    ['user_id', 'text', (row) => row.userId],
    ['joined_at', 'timestamptz', (row) => row.joinedAt],
  ],
};

export const cardHoldersTable: Table<CardHolderRow> = {
  name: 'card_holders',
  columns: [
    ['loyalty_card_id', 'int', (holder) => holder.cardId],
    ['user_id', 'text', (holder) => holder.userId],
    ['stamps', 'int', (holder) => holder.stamps],
    ['rewards_unredeemed', 'int', (holder) => holder.rewardsUnredeemed],
    ['joined_at', 'timestamptz', (holder) => holder.joinedAt],
  ],
};

export const stampEventsTable: Table<StampEventRow> = {
  name: 'stamp_events',
  columns: [
    ['store_id', 'int', (event) => event.storeId],
    ['loyalty_card_id', 'int', (event) => event.cardId],
    ['user_id', 'text', (event) => event.userId],
    ['occurred_at', 'timestamptz', (event) => event.occurredAt],
  ],
};

export const rewardEventsTable: Table<RewardEventRow> = {
  name: 'reward_events',
  columns: [
    ['store_id', 'int', (event) => event.storeId],
    ['loyalty_card_id', 'int', (event) => event.cardId],
    ['user_id', 'text', (event) => event.userId],
    ['occurred_at', 'timestamptz', (event) => event.occurredAt],
    ['redeemed', 'boolean', (event) => event.redeemed],
  ],
};

/** An entry of the history (migration 006). */
export interface HistoryRow {
  occurredAt: string;
  actor: UserRow;
  businessId: number;
  storeId: number | null;
  entityType: string;
  entityId: string;
  entityName: string;
  action: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

/** A user's role as history names it. */
const roleOf = (user: UserRow) => (user.roles.includes('Administrators') ? 'Administrator' : 'Merchant');
/** A user's name as history keeps it: their name, or their e-mail when they have none. */
export const nameOf = (user: UserRow) => `${user.firstName} ${user.surname}`.trim() || user.email;

export const historyTable: Table<HistoryRow> = {
  name: 'history',
  columns: [
    ['occurred_at', 'timestamptz', (row) => row.occurredAt],
    ['actor_user_id', 'text', (row) => row.actor.id],
    ['actor_name', 'text', (row) => nameOf(row.actor)],
    ['actor_role', 'text', (row) => roleOf(row.actor)],
    ['business_id', 'int', (row) => row.businessId],
    ['store_id', 'int', (row) => row.storeId],
    ['entity_type', 'text', (row) => row.entityType],
    ['entity_id', 'text', (row) => row.entityId],
    ['entity_name', 'text', (row) => row.entityName],
    ['action', 'text', (row) => row.action],
    ['changes', 'jsonb', (row) => JSON.stringify(row.changes)],
  ],
};

/**
 * Inserts rows in chunks with `unnest` arrays: one statement per chunk whatever the column
 * count. A column's optional conversion converts the unnested value (e.g. `::text[]`).
 */
export async function insertRows<Row>(
  database: Database,
  table: Table<Row>,
  rows: readonly Row[],
  chunkSize = 20_000,
): Promise<void> {
  const { columns } = table;
  const names = columns.map(([name]) => name);
  const unnest = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const select = columns.map(([name, , , conversion]) => `${name}${conversion ?? ''}`).join(', ');
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = columns.map(([, , value]) => chunk.map((row) => value(row) ?? null));
    await database.query(
      `INSERT INTO ${table.name} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS rows (${names.join(', ')})`,
      arrays,
    );
  }
}

/** Every row the seed writes, gathered before any is inserted. */
export interface SeedRows {
  users: UserRow[];
  businesses: BusinessRow[];
  stores: StoreRow[];
  storeCategories: StoreCategoryRow[];
  staff: StaffRow[];
  storeStaff: StoreStaffRow[];
  /** Each business's main contact, a staff member: set once both are written. */
  mainContacts: { businessId: number; staffId: number }[];
  cards: CardRow[];
  tags: TagRow[];
  storeCustomers: StoreCustomerRow[];
  /** The customers holding each card of the demo businesses (factories/holders.ts). */
  holders: CardHolderRow[];
  stampEvents: StampEventRow[];
  rewardEvents: RewardEventRow[];
  /** Three weeks of changes per demo business (factories/history.ts). */
  history: HistoryRow[];
}

/** The last id given to each kind of row, and the number of the last generated staff member. */
export interface LastIds {
  store: number;
  staff: number;
  card: number;
  tag: number;
  staffUser: number;
}
