/**
 * Loads entities as the contract shapes them. Each loader takes ids and runs a fixed
 * number of queries whatever their count (no query per row).
 */
import type {
  Address,
  Business,
  BusinessReference,
  Card,
  NfcTag,
  StaffMember,
  StaffMemberSummary,
  Store,
  StoreSummary,
  User,
} from '@stampcard/api-client';
import type { Database } from '../db/database.ts';
import { businessEntity, jsonByIds, storeEntity, userEntity } from './json.ts';

export const displayName = (user: { firstName?: string | null; surname?: string | null }): string | null =>
  [user.firstName, user.surname].filter(Boolean).join(' ') || null;

export async function loadUsers(database: Database, ids: readonly string[]): Promise<User[]> {
  return jsonByIds<User>(database, userEntity, ids);
}

interface StaffSummaryRow {
  staffID: number;
  businessID: number;
  userID: string;
  firstName: string | null;
  surname: string | null;
  emailAddress: string;
  imageUrl: string | null;
}

const toStaffSummary = (row: StaffSummaryRow): StaffMemberSummary => ({
  staffID: row.staffID,
  user: { userID: row.userID, name: displayName(row), emailAddress: row.emailAddress },
  imageUrl: row.imageUrl,
});

async function staffSummaries(database: Database, where: string, params: unknown[]): Promise<StaffSummaryRow[]> {
  return database.query<StaffSummaryRow>(
    `SELECT s.staff_id::int AS "staffID", s.business_id::int AS "businessID", u.user_id AS "userID",
            u.first_name AS "firstName", u.surname, u.email AS "emailAddress", s.image_url AS "imageUrl"
       FROM staff s JOIN users u USING (user_id) WHERE ${where} ORDER BY u.first_name, u.surname, s.staff_id`,
    params,
  );
}

interface BusinessRow {
  businessID: number;
  name: string | null;
  description: string | null;
  imageUrl: string | null;
  isSingleStore: boolean;
  isLocked: boolean;
  mainContactStaffId: number | null;
  dateCreated: string;
}

async function businessRows(database: Database, ids: readonly number[]): Promise<BusinessRow[]> {
  return database.query<BusinessRow>(
    `SELECT business_id::int AS "businessID", name, description, image_url AS "imageUrl", is_single_store AS "isSingleStore",
            is_locked AS "isLocked", main_contact_staff_id::int AS "mainContactStaffId",
            to_char(date_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "dateCreated"
       FROM businesses WHERE business_id = ANY($1::int[])`,
    [ids],
  );
}

/** Business references (for parentBusiness / business fields), keyed by id. */
export async function loadBusinessReferences(
  database: Database,
  ids: readonly number[],
): Promise<Map<number, BusinessReference>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await businessRows(database, unique);
  const contacts = await staffSummaries(database, 's.staff_id = ANY($1::int[])', [
    rows.flatMap((row) => (row.mainContactStaffId ? [row.mainContactStaffId] : [])),
  ]);
  const contactById = new Map(contacts.map((contact) => [contact.staffID, toStaffSummary(contact)]));
  return new Map(
    rows.map((row) => [
      row.businessID,
      {
        businessID: row.businessID,
        name: row.name,
        imageUrl: row.imageUrl,
        isSingleStore: row.isSingleStore,
        mainContact: row.mainContactStaffId ? (contactById.get(row.mainContactStaffId) ?? null) : null,
      },
    ]),
  );
}

interface StoreRow {
  storeID: number;
  businessID: number;
  name: string | null;
  description: string | null;
  logoImageUrl: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  cityTown: string | null;
  county: string | null;
  country: string | null;
  postCode: string | null;
  latitude: number | null;
  longitude: number | null;
  enabled: boolean;
  locked: boolean;
  externalStore: boolean;
  externalStoreID: string | null;
  externalStoreProviderID: number | null;
  externalStoreProviderName: string | null;
  managerStaffId: number | null;
}

const storeSelect = `
  SELECT st.store_id::int AS "storeID", st.business_id::int AS "businessID", st.name, st.description,
         st.logo_image_url AS "logoImageUrl", st.address1, st.address2, st.address3, st.city_town AS "cityTown",
         st.county, st.country, st.post_code AS "postCode", st.latitude::float8 AS latitude, st.longitude::float8 AS longitude,
         st.enabled, st.locked, st.external_store AS "externalStore", st.external_store_id AS "externalStoreID",
         p.external_store_provider_id::int AS "externalStoreProviderID", p.name AS "externalStoreProviderName",
         st.manager_staff_id::int AS "managerStaffId"
    FROM stores st LEFT JOIN external_store_providers p USING (external_store_provider_id)`;

const toAddress = (row: StoreRow): Address => ({
  address1: row.address1,
  address2: row.address2,
  address3: row.address3,
  cityTown: row.cityTown,
  county: row.county,
  country: row.country,
  postCode: row.postCode,
  latitude: row.latitude,
  longitude: row.longitude,
});

function toStoreSummary(row: StoreRow, references: Map<number, BusinessReference>): StoreSummary {
  return {
    storeID: row.storeID,
    name: row.name,
    logoImageUrl: row.logoImageUrl,
    address: toAddress(row),
    parentBusiness: references.get(row.businessID) ?? { businessID: row.businessID },
  };
}

interface CardRow extends Omit<Card, 'configuration'> {
  configuration: Card['configuration'] | string;
}

const cardSelect = `
  SELECT loyalty_card_id::int AS "loyaltyCardID", version::int AS version, store_id::int AS "storeID", business_id::int AS "storeGroupID",
         name, description, stamps::int AS stamps, active, configuration
    FROM cards`;

const toCard = (row: CardRow): Card => ({
  ...row,
  configuration:
    typeof row.configuration === 'string'
      ? (JSON.parse(row.configuration) as Card['configuration'])
      : row.configuration,
});

export async function loadCards(database: Database, where: string, params: unknown[]): Promise<Card[]> {
  const rows = await database.query<CardRow>(`${cardSelect} WHERE ${where} ORDER BY loyalty_card_id`, params);
  return rows.map(toCard);
}

const tagSelect = `SELECT tag_id::int AS "tagID", version::int AS version, name, tag_reference AS "tagReference", enabled, store_id::int AS "storeID" FROM nfc_tags t`;

/** The NFC tags matching `where` (over `nfc_tags t`), in their id order. */
export async function loadTags(database: Database, where: string, params: unknown[]): Promise<NfcTag[]> {
  return database.query<NfcTag>(`${tagSelect} WHERE ${where} ORDER BY tag_id`, params);
}

/**
 * Businesses, in the order of `ids`; with `cards: false` (lists) without their cards, whose
 * designs are most of the weight of a business.
 */
export async function loadBusinesses(
  database: Database,
  ids: readonly number[],
  { cards = true }: { cards?: boolean } = {},
): Promise<Business[]> {
  return jsonByIds<Business>(database, businessEntity({ cards }), ids);
}

/**
 * Stores, in the order of `ids`; with `relations: false` (long lists) without their cards,
 * staff and tags.
 */
export async function loadStores(
  database: Database,
  ids: readonly number[],
  { relations = true }: { relations?: boolean } = {},
): Promise<Store[]> {
  return jsonByIds<Store>(database, storeEntity({ relations }), ids);
}

/** Full staff members (user, business, stores), in the order of `ids`. */
export async function loadStaffMembers(database: Database, ids: readonly number[]): Promise<StaffMember[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<{ staffID: number; businessID: number; userID: string; imageUrl: string | null }>(
    `SELECT staff_id::int AS "staffID", business_id::int AS "businessID", user_id AS "userID", image_url AS "imageUrl"
       FROM staff WHERE staff_id = ANY($1::int[])`,
    [ids],
  );
  const [users, references, stores] = await Promise.all([
    loadUsers(
      database,
      rows.map((row) => row.userID),
    ),
    loadBusinessReferences(
      database,
      rows.map((row) => row.businessID),
    ),
    database.query<StoreRow & { staffID: number }>(
      `${storeSelect.replace('SELECT', 'SELECT ss.staff_id::int AS "staffID",')} JOIN store_staff ss ON ss.store_id = st.store_id
        WHERE ss.staff_id = ANY($1::int[]) ORDER BY lower(st.name)`,
      [ids],
    ),
  ]);
  const userById = new Map(users.map((user) => [user.userID, user]));
  const byId = new Map(
    rows.flatMap((row): [number, StaffMember][] => {
      const user = userById.get(row.userID);
      if (!user) return [];
      return [
        [
          row.staffID,
          {
            staffID: row.staffID,
            user,
            business: references.get(row.businessID) ?? null,
            stores: stores
              .filter((store) => store.staffID === row.staffID)
              .map((store) => toStoreSummary(store, references)),
            imageUrl: row.imageUrl,
          },
        ],
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
