/** Businesses, their staff and their stores (spec B sections 2.2-2.7 and 7). */
import type { Business, BusinessForm, StaffMember, Store, StoreForm } from '@stampcard/api-client';
import {
  zAddStoreStaffMemberBody,
  zBusiness,
  zBusinessForm,
  zCreateBusinessStaffMemberBody,
  zJsonPatchDocument,
  zStaffMember,
  zStore,
  zStoreForm,
} from '@stampcard/api-client/schemas';
import type { Database } from '../../db/database.ts';
import { assertBusiness, assertStore, businessScope, requireAdministrator, type Actor } from '../access.ts';
import type { ApiApp, ApiDependencies } from '../context.ts';
import { loadBusinesses, loadStaffMembers, loadStores } from '../entities.ts';
import {
  badRequest,
  changedSinceReadMessage,
  forbidden,
  HttpError,
  notFound,
  pathId,
  readJson,
  readQuery,
  validate,
  type ListQuery,
} from '../http.ts';
import { applyPatch, PatchError, type PatchOperation } from '../jsonPatch.ts';
import { businessEntity, storeEntity } from '../json.ts';
import { Conditions, jsonPage, likePattern, orderClause, pageOfIds, paging } from '../lists.ts';

/**
 * Applies a JSON patch to an entity and validates the result against its contract schema. Callers
 * read the entity and write the result in one transaction holding the entity's row (`lockRow`),
 * so the patch's `test` operations check the values it is applied to, not ones another request is
 * about to replace.
 */
function patched<T>(
  entity: T,
  body: unknown,
  schema: Parameters<typeof validate<T>>[0],
): { result: T; operations: PatchOperation[] } {
  const operations = validate(zJsonPatchDocument, body, 'body') as PatchOperation[];
  let result: T;
  try {
    result = applyPatch(entity, operations);
  } catch (error) {
    if (!(error instanceof PatchError)) throw error;
    // A failed `test` is a value that is no longer the one the client read: someone else changed
    // it. The patch is refused whole (409), so their change is never undone unseen.
    const failed = operations[error.index];
    if (failed?.op === 'test') throw new HttpError(409, { [failed.path || '/']: [changedSinceReadMessage] });
    throw badRequest({ [`body[${error.index}]`]: [error.message] });
  }
  // Validate, but keep the patched value itself: parsing would add schema defaults the entity never had.
  validate(schema, result, 'result');
  return { result, operations };
}

/** Rejects changes to anything but `editable` (compared as JSON). */
function assertOnlyChanged(before: object, after: object, editable: readonly string[]): void {
  const changed = new Set([...Object.keys(before), ...Object.keys(after)]);
  const errors: Record<string, string[]> = {};
  for (const key of changed) {
    const a = JSON.stringify((before as Record<string, unknown>)[key] ?? null);
    const b = JSON.stringify((after as Record<string, unknown>)[key] ?? null);
    if (a !== b && !editable.includes(key)) errors[`/${key}`] = ['This field cannot be changed here.'];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Holds a row until the transaction ends: a second patch of the same entity waits for the first. */
async function lockRow(transaction: Database, table: 'businesses' | 'stores' | 'staff', id: number): Promise<void> {
  const column = { businesses: 'business_id', stores: 'store_id', staff: 'staff_id' }[table];
  await transaction.query(`SELECT 1 FROM ${table} WHERE ${column} = $1 FOR UPDATE`, [id]);
}

/** The roles a merchant may grant: Merchant, and nothing else. */
const rolesMerchantsGrant: readonly string[] = ['Merchant'];

/**
 * Whether a merchant may make an existing account staff (ADR 004): it works for no business and holds
 * no role beyond what a merchant may grant. Administrators, customers and other businesses' staff
 * are out of a merchant's reach.
 */
export function staffableByMerchant(roles: readonly string[], staffOf: readonly number[]): boolean {
  return staffOf.length === 0 && roles.every((role) => rolesMerchantsGrant.includes(role));
}

/**
 * A merchant changes a staff member's own details (name, phone…) only when the account is within
 * their reach as `staffableByMerchant` says, counting their own businesses: it holds no role beyond
 * Merchant and works for none of their businesses' outsiders. Anyone else's account is an
 * administrator's to change (ADR 004).
 */
async function assertMerchantMayEditUser(database: Database, actor: Actor, userId: string): Promise<void> {
  const scope = (await businessScope(database, actor)) ?? [];
  const [row] = await database.query<{ roles: string[]; staffOf: number[] }>(
    `SELECT u.roles, coalesce(array_agg(s.business_id::int) FILTER (WHERE s.business_id IS NOT NULL), '{}') AS "staffOf"
       FROM users u LEFT JOIN staff s USING (user_id) WHERE u.user_id = $1 GROUP BY u.roles`,
    [userId],
  );
  const elsewhere = (row?.staffOf ?? []).filter((business) => !scope.includes(business));
  if (!row || !staffableByMerchant(row.roles, elsewhere)) {
    throw forbidden("This person's account can only be changed by an administrator.");
  }
}

/**
 * The business's own staff member a manager (`mainContact`, a store's manager) names: by its user
 * (the manager picker chooses a user, spec B 7) or, without one, by its staffID. Anyone who is not
 * staff of this business is refused: naming a user never makes them staff (that is POST
 * /api/Business/{id}/Staff, with its own rules).
 */
async function ownStaffId(
  database: Database,
  businessId: number,
  contact: { staffID?: number | null; user?: { userID?: string | null } | null },
  field: string,
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `SELECT staff_id::int AS id FROM staff
      WHERE business_id = $1 AND CASE WHEN $3::text IS NULL THEN staff_id = $2::int ELSE user_id = $3 END`,
    [businessId, contact.staffID ?? null, contact.user?.userID ?? null],
  );
  if (!row) throw badRequest({ [field]: ['Choose a staff member of this business.'] });
  return row.id;
}

async function insertStore(database: Database, businessId: number, form: StoreForm): Promise<number> {
  const address = form.address ?? {};
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO stores (business_id, name, description, logo_image_url, address1, address2, address3, city_town, county, country,
                         post_code, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING store_id::int AS id`,
    [
      businessId,
      form.name,
      form.description ?? null,
      form.logoImageUrl ?? null,
      address.address1 ?? null,
      address.address2 ?? null,
      address.address3 ?? null,
      address.cityTown ?? null,
      address.county ?? null,
      address.country ?? null,
      address.postCode ?? null,
      address.latitude ?? null,
      address.longitude ?? null,
    ],
  );
  const storeId = (row as { id: number }).id;
  await setStoreCategories(database, storeId, form.categories ?? []);
  if (form.mainContact) {
    const staffId = await ownStaffId(database, businessId, form.mainContact, 'body.mainContact');
    await database.query('UPDATE stores SET manager_staff_id = $2 WHERE store_id = $1', [storeId, staffId]);
  }
  return storeId;
}

async function setStoreCategories(
  database: Database,
  storeId: number,
  categories: readonly { categoryID: number }[],
): Promise<void> {
  await database.query('DELETE FROM store_categories WHERE store_id = $1', [storeId]);
  if (categories.length === 0) return;
  const ids = categories.map((category) => category.categoryID);
  const known = await database.query<{ id: number }>(
    'SELECT category_id::int AS id FROM categories WHERE category_id = ANY($1::int[])',
    [ids],
  );
  const missing = ids.filter((categoryId) => !known.some((row) => row.id === categoryId));
  if (missing.length > 0) throw badRequest({ categories: [`Unknown categories: ${missing.join(', ')}.`] });
  await database.query(
    'INSERT INTO store_categories (store_id, category_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [storeId, ids],
  );
}

async function businessOrThrow(database: Database, actor: Actor, businessId: number): Promise<Business> {
  await assertBusiness(database, actor, businessId);
  const [business] = await loadBusinesses(database, [businessId]);
  if (!business) throw notFound(`Business ${businessId}`);
  return business;
}

async function storeOrThrow(database: Database, actor: Actor, businessId: number, storeId: number): Promise<Store> {
  await assertStore(database, actor, storeId, businessId);
  const [store] = await loadStores(database, [storeId]);
  if (!store) throw notFound(`Store ${storeId}`);
  return store;
}

async function staffOrThrow(
  database: Database,
  actor: Actor,
  businessId: number,
  staffId: number,
): Promise<StaffMember> {
  await assertBusiness(database, actor, businessId);
  const rows = await database.query('SELECT 1 FROM staff WHERE staff_id = $1 AND business_id = $2', [
    staffId,
    businessId,
  ]);
  const [member] = rows.length > 0 ? await loadStaffMembers(database, [staffId]) : [];
  if (!member) throw notFound(`Staff member ${staffId}`);
  return member;
}

/** A business's name as its lists sort it (the index businesses_name_sort). */
const businessName = `lower(coalesce(b.name, ''))`;

/** Store filters shared by the stores of a business and GET /api/Stores. */
export function storeFilters(conditions: Conditions, query: ListQuery, alias = 'st'): void {
  const term = query.values.SearchTerm;
  if (typeof term === 'string' && term.trim() !== '') {
    // Name and city in one expression, searched through its trigram index (stores_search).
    conditions.add(
      `(coalesce(${alias}.name, '') || ' ' || coalesce(${alias}.city_town, '')) ILIKE $?`,
      likePattern(term.trim()),
    );
  }
  const locations = query.filters.get('locations');
  if (locations?.length) conditions.add(`${alias}.city_town = ANY($?::text[])`, locations);
  const categories = query.filters.get('categories');
  if (categories?.length) {
    conditions.add(
      `EXISTS (SELECT 1 FROM store_categories sc JOIN categories c USING (category_id)
                WHERE sc.store_id = ${alias}.store_id AND (c.name = ANY($?::text[]) OR c.category_id::text = ANY($?::text[])))`,
      categories,
      categories,
    );
  }
}

export function registerBusinessRoutes(app: ApiApp, { database, lists }: ApiDependencies): void {
  app.get('/api/Business', async (context) => {
    const actor = context.get('actor');
    const query = readQuery(context);
    const page = paging(query, 20);
    const scope = await businessScope(database, actor);
    const conditions = new Conditions();
    if (scope) conditions.add('b.business_id = ANY($?::int[])', scope);
    const term = query.values.SearchTerm;
    if (typeof term === 'string' && term.trim() !== '') {
      conditions.add(`coalesce(b.name, '') ILIKE $?`, likePattern(term.trim()));
    }
    const locations = query.filters.get('locations');
    if (locations?.length) {
      conditions.add(
        'EXISTS (SELECT 1 FROM stores s WHERE s.business_id = b.business_id AND s.city_town = ANY($?::text[]))',
        locations,
      );
    }
    const categories = query.filters.get('categories');
    if (categories?.length) {
      conditions.add(
        `EXISTS (SELECT 1 FROM stores s JOIN store_categories sc USING (store_id) JOIN categories c USING (category_id)
                  WHERE s.business_id = b.business_id AND (c.name = ANY($?::text[]) OR c.category_id::text = ANY($?::text[])))`,
        categories,
        categories,
      );
    }
    const order = orderClause(
      query.values.OrderBy,
      {
        name: businessName,
        alphabetically: businessName,
        no_of_stores: 'b.store_count',
        no_of_employees: 'b.staff_count',
        date_created: 'b.date_created',
      },
      businessName,
      'b.business_id',
    );
    // A list: businesses without their cards (GET /api/Business/{id} has them).
    return lists.answer(context, database, () =>
      jsonPage(context, database, { entity: businessEntity({ cards: false }), conditions, order, page }),
    );
  });

  app.post('/api/Business', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const form: BusinessForm = validate(zBusinessForm, await readJson(context), 'body');
    const stores = form.stores ?? [];
    if (form.isSingleStore && stores.length > 1) {
      throw badRequest({ 'body.stores': ['A single-store business has exactly one store.'] });
    }
    const businessId = await database.transaction(async (transaction) => {
      const [row] = await transaction.query<{ id: number }>(
        `INSERT INTO businesses (name, description, image_url, is_single_store) VALUES ($1, $2, $3, $4)
         RETURNING business_id::int AS id`,
        [form.name, form.description ?? null, form.imageUrl ?? null, form.isSingleStore],
      );
      const created = (row as { id: number }).id;
      // A new business has no staff yet, so nobody can be named its manager (or a store's).
      if (form.mainContact || stores.some((store) => store.mainContact)) {
        throw badRequest({
          'body.mainContact': ['A new business has no staff yet: add its staff, then choose its manager.'],
        });
      }
      const storeForms: StoreForm[] = stores.length > 0 ? stores : form.isSingleStore ? [{ name: form.name }] : [];
      for (const store of storeForms) await insertStore(transaction, created, store);
      return created;
    });
    const [business] = await loadBusinesses(database, [businessId]);
    return context.json(business, 201);
  });

  app.get('/api/Business/:id', async (context) => {
    const businessId = pathId(context, 'id', 'Business');
    return context.json(await businessOrThrow(database, context.get('actor'), businessId));
  });

  app.patch('/api/Business/:id', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    const body = await readJson(context);
    await database.transaction(async (transaction) => {
      await lockRow(transaction, 'businesses', businessId);
      const business = await businessOrThrow(transaction, actor, businessId);
      const { result } = patched(business, body, zBusiness);
      // Locking is a business setting: administrators' only (spec B 6), refused as the UI hides it.
      if (!actor.isAdministrator && (result.isLocked ?? false) !== (business.isLocked ?? false)) {
        throw forbidden('Only administrators can lock or unlock a business.');
      }
      // Converting belongs to the store's details, which merchants only read (spec B 6).
      if (!actor.isAdministrator && result.isSingleStore !== business.isSingleStore) {
        throw forbidden('Only administrators can convert a business to multi-store.');
      }
      assertOnlyChanged(business, result, [
        'name',
        'description',
        'imageUrl',
        'mainContact',
        'isSingleStore',
        'isLocked',
      ]);
      if (!business.isSingleStore && result.isSingleStore) {
        throw badRequest({ '/isSingleStore': ['A multi-store business cannot become single-store again.'] });
      }
      // The manager is one of the business's own staff, never another account (ADR 004).
      const mainContactStaffId = result.mainContact
        ? await ownStaffId(transaction, businessId, result.mainContact, '/mainContact')
        : null;
      await transaction.query(
        `UPDATE businesses SET name = $2, description = $3, image_url = $4, is_single_store = $5, is_locked = $6,
                main_contact_staff_id = $7 WHERE business_id = $1`,
        [
          businessId,
          result.name ?? null,
          result.description ?? null,
          result.imageUrl ?? null,
          result.isSingleStore,
          result.isLocked ?? false,
          mainContactStaffId,
        ],
      );
    });
    const [updated] = await loadBusinesses(database, [businessId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    await assertBusiness(database, actor, businessId);
    requireAdministrator(actor);
    await database.query('DELETE FROM businesses WHERE business_id = $1', [businessId]);
    return context.body(null, 204);
  });

  app.patch('/api/Business/:id/ToggleLock', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    await assertBusiness(database, actor, businessId);
    requireAdministrator(actor);
    await database.query('UPDATE businesses SET is_locked = NOT is_locked WHERE business_id = $1', [businessId]);
    const [business] = await loadBusinesses(database, [businessId]);
    return context.json(business);
  });

  // Staff of a business.
  app.get('/api/Business/:id/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    await assertBusiness(database, actor, businessId);
    const query = readQuery(context);
    const page = paging(query, 20);
    const conditions = new Conditions().add('s.business_id = $?', businessId);
    const term = query.values.SearchTerm;
    if (typeof term === 'string' && term.trim() !== '') {
      conditions.add(
        `(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, '') ILIKE $? OR u.email ILIKE $?)`,
        likePattern(term.trim()),
        likePattern(term.trim()),
      );
    }
    const stores = query.filters.get('stores');
    if (stores?.length) {
      conditions.add(
        'EXISTS (SELECT 1 FROM store_staff ss WHERE ss.staff_id = s.staff_id AND ss.store_id::text = ANY($?::text[]))',
        stores,
      );
    }
    const order = orderClause(
      query.values.OrderBy,
      { name: `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, ''))`, email: 'lower(u.email)' },
      `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, ''))`,
      's.staff_id',
    );
    return lists.answer(context, database, async () => {
      const ids = await pageOfIds<number>(context, database, {
        id: 's.staff_id::int',
        from: 'staff s JOIN users u USING (user_id)',
        conditions,
        order,
        page,
      });
      return JSON.stringify(await loadStaffMembers(database, ids));
    });
  });

  app.post('/api/Business/:id/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    await assertBusiness(database, actor, businessId);
    const body = validate(zCreateBusinessStaffMemberBody, await readJson(context), 'body');
    const staffId = await database.transaction(async (transaction) => {
      const email = body.user.emailAddress.trim().toLowerCase();
      const [existing] = await transaction.query<{ id: string; roles: string[]; staffOf: number[] }>(
        `SELECT u.user_id AS id, u.roles,
                coalesce(array_agg(s.business_id::int) FILTER (WHERE s.business_id IS NOT NULL), '{}') AS "staffOf"
           FROM users u LEFT JOIN staff s USING (user_id) WHERE lower(u.email) = $1 GROUP BY u.user_id, u.roles`,
        [email],
      );
      let userId: string;
      if (existing) {
        if (existing.staffOf.includes(businessId)) {
          throw new HttpError(409, { 'body.user.emailAddress': [`${email} is already staff of this business.`] });
        }
        // ADR 004: a merchant makes staff only of new people, or of accounts that work nowhere and
        // hold no role beyond Merchant (the one role a merchant may grant). Anything else is refused
        // with one message that says nothing of the account, and the account is left as it was.
        if (!actor.isAdministrator && !staffableByMerchant(existing.roles, existing.staffOf)) {
          throw new HttpError(409, {
            'body.user.emailAddress': [
              'An account with this e-mail address cannot be added as staff here. Ask an administrator to add it.',
            ],
          });
        }
        userId = existing.id;
        // Linking an account never edits it: the details typed for it are not written. A merchant
        // grants the one role they may, so the new staff member can use the back-office.
        if (!actor.isAdministrator && !existing.roles.includes('Merchant')) {
          await transaction.query(`UPDATE users SET roles = array_append(roles, 'Merchant') WHERE user_id = $1`, [
            userId,
          ]);
        }
      } else {
        userId = crypto.randomUUID();
        await transaction.query(
          `INSERT INTO users (user_id, email, title, first_name, surname, phone_number, post_code, date_of_birth, roles)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{Merchant}')`,
          [
            userId,
            email,
            body.user.title,
            body.user.firstName,
            body.user.surname,
            body.user.phoneNumber ?? null,
            body.user.postCode ?? null,
            body.user.dateOfBirth ?? null,
          ],
        );
      }
      const [row] = await transaction.query<{ id: number }>(
        'INSERT INTO staff (business_id, user_id, image_url) VALUES ($1, $2, $3) RETURNING staff_id::int AS id',
        [businessId, userId, body.imageUrl ?? null],
      );
      return (row as { id: number }).id;
    });
    const [member] = await loadStaffMembers(database, [staffId]);
    return context.json(member, 201);
  });

  app.get('/api/Business/:id/Staff/:staffId', async (context) => {
    return context.json(
      await staffOrThrow(
        database,
        context.get('actor'),
        pathId(context, 'id', 'Business'),
        pathId(context, 'staffId', 'Staff member'),
      ),
    );
  });

  app.patch('/api/Business/:id/Staff/:staffId', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    const staffId = pathId(context, 'staffId', 'Staff member');
    const body = await readJson(context);
    await database.transaction(async (transaction) => {
      await lockRow(transaction, 'staff', staffId);
      const member = await staffOrThrow(transaction, actor, businessId, staffId);
      const { result } = patched(member, body, zStaffMember);
      assertOnlyChanged(member, result, ['imageUrl', 'user']);
      assertOnlyChanged(member.user, result.user, [
        'title',
        'firstName',
        'surname',
        'phoneNumber',
        'postCode',
        'dateOfBirth',
        'profileImage',
        'name',
      ]);
      if (!actor.isAdministrator && JSON.stringify(member.user) !== JSON.stringify(result.user)) {
        await assertMerchantMayEditUser(transaction, actor, member.user.userID);
      }
      await transaction.query('UPDATE staff SET image_url = $2 WHERE staff_id = $1', [
        staffId,
        result.imageUrl ?? null,
      ]);
      const user = result.user;
      await transaction.query(
        `UPDATE users SET title = $2, first_name = $3, surname = $4, phone_number = $5, post_code = $6, date_of_birth = $7,
                profile_image = $8 WHERE user_id = $1`,
        [
          user.userID,
          user.title ?? null,
          user.firstName ?? null,
          user.surname ?? null,
          user.phoneNumber ?? null,
          user.postCode ?? null,
          user.dateOfBirth ?? null,
          user.profileImage ? JSON.stringify(user.profileImage) : null,
        ],
      );
    });
    const [updated] = await loadStaffMembers(database, [staffId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id/Staff/:staffId', async (context) => {
    const businessId = pathId(context, 'id', 'Business');
    const staffId = pathId(context, 'staffId', 'Staff member');
    await staffOrThrow(database, context.get('actor'), businessId, staffId);
    await database.query('DELETE FROM staff WHERE staff_id = $1', [staffId]);
    return context.body(null, 204);
  });

  // Stores of a business.
  app.get('/api/Business/:id/Stores', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    await assertBusiness(database, actor, businessId);
    const query = readQuery(context);
    const page = paging(query, 20);
    const conditions = new Conditions().add('st.business_id = $?', businessId);
    storeFilters(conditions, query);
    const order = orderClause(
      query.values.OrderBy,
      {
        name: `lower(coalesce(st.name, ''))`,
        alphabetically: `lower(coalesce(st.name, ''))`,
        no_of_employees: 'st.staff_count',
      },
      `lower(coalesce(st.name, ''))`,
      'st.store_id',
    );
    // A list: stores without their cards, staff and tags (GET .../Stores/{storeId} has them).
    return lists.answer(context, database, () =>
      jsonPage(context, database, { entity: storeEntity({ relations: false }), conditions, order, page }),
    );
  });

  app.post('/api/Business/:id/Stores', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    const business = await businessOrThrow(database, actor, businessId);
    const form = validate(zStoreForm, await readJson(context), 'body');
    if (business.isSingleStore && (business.stores?.length ?? 0) > 0) {
      throw badRequest({ body: ['A single-store business has one store: convert it to multi-store first.'] });
    }
    const storeId = await database.transaction((transaction) => insertStore(transaction, businessId, form));
    const [store] = await loadStores(database, [storeId]);
    return context.json(store, 201);
  });

  app.get('/api/Business/:id/Stores/:storeId', async (context) => {
    return context.json(
      await storeOrThrow(
        database,
        context.get('actor'),
        pathId(context, 'id', 'Business'),
        pathId(context, 'storeId', 'Store'),
      ),
    );
  });

  app.patch('/api/Business/:id/Stores/:storeId', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    const storeId = pathId(context, 'storeId', 'Store');
    const body = await readJson(context);
    await database.transaction(async (transaction) => {
      await lockRow(transaction, 'stores', storeId);
      const store = await storeOrThrow(transaction, actor, businessId, storeId);
      requireAdministrator(actor);
      const { result } = patched(store, body, zStore);
      assertOnlyChanged(store, result, [
        'name',
        'description',
        'logoImageUrl',
        'address',
        'categories',
        'enabled',
        'locked',
        'externalStore',
        'externalStoreID',
        'externalStoreProvider',
        'manager',
      ]);
      if (result.externalStore && (!result.externalStoreID || !result.externalStoreProvider)) {
        throw badRequest({ '/externalStoreID': ['An external store needs its external ID and provider.'] });
      }
      const address = result.address ?? {};
      if (result.manager) {
        const owned = await transaction.query('SELECT 1 FROM staff WHERE staff_id = $1 AND business_id = $2', [
          result.manager.staffID,
          businessId,
        ]);
        if (owned.length === 0) throw badRequest({ '/manager': ['The manager must be staff of this business.'] });
      }
      const providerId = result.externalStoreProvider?.externalStoreProviderID ?? null;
      if (providerId !== null) {
        const provider = await transaction.query(
          'SELECT 1 FROM external_store_providers WHERE external_store_provider_id = $1',
          [providerId],
        );
        if (provider.length === 0) throw badRequest({ '/externalStoreProvider': [`Unknown provider ${providerId}.`] });
      }
      await transaction.query(
        `UPDATE stores SET name = $2, description = $3, logo_image_url = $4, address1 = $5, address2 = $6, address3 = $7,
                city_town = $8, county = $9, country = $10, post_code = $11, latitude = $12, longitude = $13, enabled = $14,
                locked = $15, external_store = $16, external_store_id = $17, external_store_provider_id = $18, manager_staff_id = $19
          WHERE store_id = $1`,
        [
          storeId,
          result.name ?? null,
          result.description ?? null,
          result.logoImageUrl ?? null,
          address.address1 ?? null,
          address.address2 ?? null,
          address.address3 ?? null,
          address.cityTown ?? null,
          address.county ?? null,
          address.country ?? null,
          address.postCode ?? null,
          address.latitude ?? null,
          address.longitude ?? null,
          result.enabled ?? true,
          result.locked ?? false,
          result.externalStore ?? false,
          result.externalStore ? (result.externalStoreID ?? null) : null,
          result.externalStore ? providerId : null,
          result.manager?.staffID ?? null,
        ],
      );
      if (JSON.stringify(result.categories ?? []) !== JSON.stringify(store.categories ?? [])) {
        await setStoreCategories(transaction, storeId, result.categories ?? []);
      }
    });
    const [updated] = await loadStores(database, [storeId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id/Stores/:storeId', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    const storeId = pathId(context, 'storeId', 'Store');
    const store = await storeOrThrow(database, actor, businessId, storeId);
    requireAdministrator(actor);
    // Deleting the store of a single-store business deletes the business (spec B section 4).
    if (store.parentBusiness?.isSingleStore) {
      await database.query('DELETE FROM businesses WHERE business_id = $1', [businessId]);
    } else {
      await database.query('DELETE FROM stores WHERE store_id = $1', [storeId]);
    }
    return context.body(null, 204);
  });

  app.patch('/api/Business/:id/Stores/:storeId/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    const storeId = pathId(context, 'storeId', 'Store');
    await storeOrThrow(database, actor, businessId, storeId);
    const body = validate(zAddStoreStaffMemberBody, await readJson(context), 'body');
    const member = await database.query('SELECT 1 FROM staff WHERE staff_id = $1 AND business_id = $2', [
      body.staffID,
      businessId,
    ]);
    if (member.length === 0) throw badRequest({ 'body.staffID': ['The staff member must work for this business.'] });
    await database.query('INSERT INTO store_staff (store_id, staff_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      storeId,
      body.staffID,
    ]);
    const [updated] = await loadStores(database, [storeId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id/Stores/:storeId/Staff/:staffId', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id', 'Business');
    const storeId = pathId(context, 'storeId', 'Store');
    const staffId = pathId(context, 'staffId', 'Staff member');
    await storeOrThrow(database, actor, businessId, storeId);
    const rows = await database.query('DELETE FROM store_staff WHERE store_id = $1 AND staff_id = $2 RETURNING 1', [
      storeId,
      staffId,
    ]);
    if (rows.length === 0) throw notFound(`Staff member ${staffId} of store ${storeId}`);
    return context.body(null, 204);
  });

  // A staff member with their user, business and stores (DECISIONS D2).
  app.get('/api/Staff/:staffId', async (context) => {
    const actor = context.get('actor');
    const staffId = pathId(context, 'staffId', 'Staff member');
    const [row] = await database.query<{ businessId: number }>(
      'SELECT business_id::int AS "businessId" FROM staff WHERE staff_id = $1',
      [staffId],
    );
    if (!row) throw notFound(`Staff member ${staffId}`);
    const scope = await businessScope(database, actor);
    if (scope && !scope.includes(row.businessId)) throw notFound(`Staff member ${staffId}`);
    const [member] = await loadStaffMembers(database, [staffId]);
    return context.json(member);
  });
}
