/**
 * The contract's shapes of businesses, stores and users, built by the database as JSON: a list's
 * page (or a handful of entities) is one query that answers one text value, which the API sends as
 * it is. On PGlite most of a query's cost is carrying its rows into JavaScript, so one value
 * instead of a row per store, staff member and card is what keeps a page of a list fast with
 * 10,000 businesses (the targets `npm run bench:api` measures: p95 25 ms for page 1 of
 * businesses, users and stores; ADR 004, "Fast lists"). The loaders in entities.ts parse the same
 * JSON for single entities, so there is one definition of each shape.
 */
import type { Database } from '../db/database.ts';

/**
 * A user's (`user`: the users table's alias) display name, as `displayName` in entities.ts builds
 * it: first name and surname, null when both are empty.
 */
export const displayNameSql = (user: string) =>
  `nullif(concat_ws(' ', nullif(${user}.first_name, ''), nullif(${user}.surname, '')), '')`;

/**
 * A user (`u`): the contract's User, with the stores they signed up to as a customer
 * (`store_customers`), by store name; the stores a staff member works in are not these.
 */
export const userJson = (u = 'u') => `json_build_object(
  'userID', ${u}.user_id, 'version', ${u}.version, 'title', ${u}.title, 'firstName', ${u}.first_name, 'surname', ${u}.surname,
  'emailAddress', ${u}.email, 'phoneNumber', ${u}.phone_number, 'dateOfBirth', to_char(${u}.date_of_birth, 'YYYY-MM-DD'),
  'postCode', ${u}.post_code, 'profileImage', ${u}.profile_image, 'hasPassword', ${u}.password_hash IS NOT NULL,
  'roles', ${u}.roles, 'locked', ${u}.locked, 'name', ${displayNameSql(u)},
  'stores', coalesce((SELECT json_agg(json_build_object('storeID', cst.store_id, 'name', cst.name)
      ORDER BY lower(cst.name), cst.store_id)
    FROM store_customers csc JOIN stores cst USING (store_id) WHERE csc.user_id = ${u}.user_id), '[]'))`;

/** A staff member (`s`) with their user (`u`): the contract's StaffMemberSummary. */
const staffSummaryJson = (s: string, u: string) => `json_build_object(
  'staffID', ${s}.staff_id,
  'user', json_build_object('userID', ${u}.user_id, 'name', ${displayNameSql(u)}, 'emailAddress', ${u}.email),
  'imageUrl', ${s}.image_url)`;

const addressJson = (st: string) => `json_build_object(
  'address1', ${st}.address1, 'address2', ${st}.address2, 'address3', ${st}.address3, 'cityTown', ${st}.city_town,
  'county', ${st}.county, 'country', ${st}.country, 'postCode', ${st}.post_code,
  'latitude', ${st}.latitude::float8, 'longitude', ${st}.longitude::float8)`;

/** The cards matching a condition, in their id order: the contract's Card[]. */
const cardsJson = (condition: string) => `coalesce((SELECT json_agg(json_build_object(
    'loyaltyCardID', c.loyalty_card_id, 'version', c.version, 'storeID', c.store_id, 'storeGroupID', c.business_id, 'name', c.name,
    'description', c.description, 'stamps', c.stamps, 'active', c.active, 'configuration', c.configuration)
    ORDER BY c.loyalty_card_id) FROM cards c WHERE ${condition}), '[]')`;

/** The main contact of a business `b`, as `mc.summary`: one lookup shared by the business and its stores. */
const mainContactJoin = (b: string, as: string) => `LEFT JOIN LATERAL (
    SELECT ${staffSummaryJson('mcs', 'mcu')} AS summary FROM staff mcs JOIN users mcu USING (user_id)
     WHERE mcs.staff_id = ${b}.main_contact_staff_id) ${as} ON true`;

/** What the database builds an entity's JSON from: its table, its id, joins it reads, and the JSON. */
export interface JsonEntity {
  /** The table and its alias, e.g. `businesses b`; conditions and orders use the alias. */
  table: string;
  /** The id column, e.g. `b.business_id`. */
  id: string;
  /** Joins the JSON reads, made once per entity (not once per nested row). */
  joins: string;
  /** The JSON expression. */
  object: string;
}

/** A business: the contract's Business; without its cards (lists), as they are most of its weight. */
export function businessEntity({ cards = true }: { cards?: boolean } = {}): JsonEntity {
  const reference = `json_build_object('businessID', b.business_id, 'name', b.name, 'imageUrl', b.image_url,
    'isSingleStore', b.is_single_store, 'mainContact', mc.summary)`;
  return {
    table: 'businesses b',
    id: 'b.business_id',
    joins: mainContactJoin('b', 'mc'),
    object: `json_build_object(
  'businessID', b.business_id, 'name', b.name, 'description', b.description, 'imageUrl', b.image_url,
  'isSingleStore', b.is_single_store, 'isLocked', b.is_locked, 'mainContact', mc.summary,
  'stores', coalesce((SELECT json_agg(json_build_object(
      'storeID', st.store_id, 'name', st.name, 'logoImageUrl', st.logo_image_url, 'address', ${addressJson('st')},
      'parentBusiness', ${reference}) ORDER BY lower(st.name), st.store_id)
    FROM stores st WHERE st.business_id = b.business_id), '[]'),
  ${cards ? `'cards', ${cardsJson('c.business_id = b.business_id')},` : ''}
  'staff', coalesce((SELECT json_agg(${staffSummaryJson('f', 'fu')} ORDER BY fu.first_name, fu.surname, f.staff_id)
    FROM staff f JOIN users fu USING (user_id) WHERE f.business_id = b.business_id), '[]'),
  'dateCreated', to_char(b.date_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))`,
  };
}

/**
 * A store: the contract's Store; with `relations` (its own page) its cards, staff and NFC tags
 * too, without them (lists) not.
 */
export function storeEntity({ relations = true }: { relations?: boolean } = {}): JsonEntity {
  return {
    table: 'stores st',
    id: 'st.store_id',
    joins: `JOIN businesses pb ON pb.business_id = st.business_id ${mainContactJoin('pb', 'pmc')}
      LEFT JOIN external_store_providers p ON p.external_store_provider_id = st.external_store_provider_id`,
    object: `json_build_object(
  'storeID', st.store_id, 'name', st.name, 'description', st.description, 'logoImageUrl', st.logo_image_url,
  'address', ${addressJson('st')},
  'categories', coalesce((SELECT json_agg(json_build_object('categoryID', c.category_id, 'name', c.name, 'imageUrl', c.image_url)
      ORDER BY c.name) FROM store_categories sc JOIN categories c USING (category_id) WHERE sc.store_id = st.store_id), '[]'),
  'enabled', st.enabled, 'locked', st.locked, 'externalStore', st.external_store, 'externalStoreID', st.external_store_id,
  'externalStoreProvider', CASE WHEN p.external_store_provider_id IS NULL THEN NULL
      ELSE json_build_object('externalStoreProviderID', p.external_store_provider_id, 'name', p.name) END,
  'parentBusiness', json_build_object('businessID', pb.business_id, 'name', pb.name, 'imageUrl', pb.image_url,
      'isSingleStore', pb.is_single_store, 'mainContact', pmc.summary),
  ${
    relations
      ? `'cards', ${cardsJson('c.store_id = st.store_id')},
  'staff', coalesce((SELECT json_agg(${staffSummaryJson('f', 'fu')} ORDER BY fu.first_name, fu.surname)
      FROM store_staff ss JOIN staff f USING (staff_id) JOIN users fu USING (user_id) WHERE ss.store_id = st.store_id), '[]'),
  'nfcTags', coalesce((SELECT json_agg(json_build_object('tagID', t.tag_id, 'version', t.version, 'name', t.name, 'tagReference', t.tag_reference,
      'enabled', t.enabled, 'storeID', t.store_id) ORDER BY t.tag_id) FROM nfc_tags t WHERE t.store_id = st.store_id), '[]'),`
      : ''
  }
  'manager', CASE WHEN st.manager_staff_id IS NULL THEN NULL ELSE json_build_object('staffID', st.manager_staff_id) END)`,
  };
}

/**
 * A store as store pickers and filters list it (GET /api/Stores): the contract's StoreSummary, its
 * business with the business's manager.
 */
export const storeSummaryEntity: JsonEntity = {
  table: 'stores st',
  id: 'st.store_id',
  joins: `JOIN businesses pb ON pb.business_id = st.business_id ${mainContactJoin('pb', 'pmc')}`,
  object: `json_build_object(
  'storeID', st.store_id, 'name', st.name, 'logoImageUrl', st.logo_image_url, 'address', ${addressJson('st')},
  'parentBusiness', json_build_object('businessID', pb.business_id, 'name', pb.name, 'imageUrl', pb.image_url,
      'isSingleStore', pb.is_single_store, 'mainContact', pmc.summary))`,
};

/** A user: the contract's User. */
export const userEntity: JsonEntity = { table: 'users u', id: 'u.user_id', joins: '', object: userJson('u') };

/** Which entities a JSON list holds: those of `entity.table` matching `where`, in `order`. */
export interface JsonListQuery {
  entity: JsonEntity;
  where: string;
  /** The ORDER BY expressions over the table's alias; the list keeps this order. */
  order: string;
  params: readonly unknown[];
  /** LIMIT and OFFSET, as placeholders of `params` (a page); none for every matching row. */
  limit?: { count: string; offset: string };
}

/**
 * The entities of a `JsonListQuery` as one JSON array text, in order: what a list answers. The page
 * is chosen first (its ids, through the order's index), then only its entities are built.
 */
export async function jsonList(database: Database, query: JsonListQuery): Promise<string> {
  const { entity, where, order, params, limit } = query;
  const page = limit ? `LIMIT ${limit.count} OFFSET ${limit.offset}` : '';
  const [row] = await database.query<{ body: string | null }>(
    `SELECT coalesce(json_agg(${entity.object} ORDER BY chosen.position), '[]')::text AS body
       FROM (SELECT ${entity.id} AS id, row_number() OVER (ORDER BY ${order}) AS position
               FROM ${entity.table} WHERE ${where} ORDER BY ${order} ${page}) chosen
       JOIN ${entity.table} ON ${entity.id} = chosen.id ${entity.joins}`,
    params,
  );
  return row?.body ?? '[]';
}

/** Entities by id, in the order of `ids` (missing ones left out), parsed: what single-entity answers use. */
export async function jsonByIds<T>(
  database: Database,
  entity: JsonEntity,
  ids: readonly number[] | readonly string[],
): Promise<T[]> {
  if (ids.length === 0) return [];
  const type = typeof ids[0] === 'number' ? 'int' : 'text';
  const text = await jsonList(database, {
    entity,
    where: `${entity.id} = ANY($1::${type}[])`,
    order: `array_position($1::${type}[], ${entity.id})`,
    params: [ids],
  });
  return JSON.parse(text) as T[];
}
