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
import { badRequest, HttpError, notFound, pathId, readJson, readQuery, validate, type ListQuery } from '../http.ts';
import { applyPatch, PatchError, type PatchOperation } from '../jsonPatch.ts';
import { Conditions, likePattern, orderClause, pageOfIds, paging } from '../lists.ts';

/** Applies a JSON patch to an entity and validates the result against its contract schema. */
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
    if (error instanceof PatchError) throw badRequest({ [`body[${error.index}]`]: [error.message] });
    throw error;
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

/** The staff record of `userId` in a business, created when missing. */
async function ensureStaff(database: Database, businessId: number, userId: string): Promise<number> {
  const user = await database.query('SELECT 1 FROM users WHERE user_id = $1', [userId]);
  if (user.length === 0) throw badRequest({ 'mainContact.user.userID': [`User ${userId} does not exist.`] });
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO staff (business_id, user_id) VALUES ($1, $2)
     ON CONFLICT (business_id, user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING staff_id::int AS id`,
    [businessId, userId],
  );
  return (row as { id: number }).id;
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
    const staffId = await ensureStaff(database, businessId, form.mainContact.user.userID);
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

/** Store filters shared by the stores of a business and GET /api/Stores. */
export function storeFilters(conditions: Conditions, query: ListQuery, alias = 'st'): void {
  const term = query.values.SearchTerm;
  if (typeof term === 'string' && term.trim() !== '') {
    conditions.add(
      `(${alias}.name ILIKE $? OR ${alias}.city_town ILIKE $?)`,
      likePattern(term.trim()),
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

export function registerBusinessRoutes(app: ApiApp, { database }: ApiDependencies): void {
  app.get('/api/Business', async (context) => {
    const actor = context.get('actor');
    const query = readQuery(context);
    const page = paging(query, 20);
    const scope = await businessScope(database, actor);
    const conditions = new Conditions();
    if (scope) conditions.add('b.business_id = ANY($?::int[])', scope);
    const term = query.values.SearchTerm;
    if (typeof term === 'string' && term.trim() !== '') conditions.add('b.name ILIKE $?', likePattern(term.trim()));
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
        name: 'lower(b.name)',
        alphabetically: 'lower(b.name)',
        no_of_stores: '(SELECT count(*) FROM stores s WHERE s.business_id = b.business_id)',
        no_of_employees: '(SELECT count(*) FROM staff f WHERE f.business_id = b.business_id)',
        date_created: 'b.date_created',
      },
      'lower(b.name)',
      'b.business_id',
    );
    const ids = await pageOfIds<number>(context, database, {
      id: 'b.business_id::int',
      from: 'businesses b',
      conditions,
      order,
      page,
    });
    // A list: businesses without their cards (GET /api/Business/{id} has them).
    return context.json(await loadBusinesses(database, ids, { cards: false }));
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
      const storeForms: StoreForm[] = stores.length > 0 ? stores : form.isSingleStore ? [{ name: form.name }] : [];
      for (const store of storeForms) await insertStore(transaction, created, store);
      if (form.mainContact) {
        const staffId = await ensureStaff(transaction, created, form.mainContact.user.userID);
        await transaction.query('UPDATE businesses SET main_contact_staff_id = $2 WHERE business_id = $1', [
          created,
          staffId,
        ]);
      }
      return created;
    });
    const [business] = await loadBusinesses(database, [businessId]);
    return context.json(business, 201);
  });

  app.get('/api/Business/:id', async (context) => {
    const businessId = pathId(context, 'id');
    return context.json(await businessOrThrow(database, context.get('actor'), businessId));
  });

  app.patch('/api/Business/:id', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    const business = await businessOrThrow(database, actor, businessId);
    const { result } = patched(business, await readJson(context), zBusiness);
    const editable = [
      'name',
      'description',
      'imageUrl',
      'mainContact',
      'isSingleStore',
      ...(actor.isAdministrator ? ['isLocked'] : []),
    ];
    assertOnlyChanged(business, result, editable);
    if (!business.isSingleStore && result.isSingleStore) {
      throw badRequest({ '/isSingleStore': ['A multi-store business cannot become single-store again.'] });
    }
    await database.transaction(async (transaction) => {
      let mainContactStaffId: number | null = null;
      const contact = result.mainContact;
      if (contact) {
        const owned = await transaction.query('SELECT 1 FROM staff WHERE staff_id = $1 AND business_id = $2', [
          contact.staffID,
          businessId,
        ]);
        mainContactStaffId =
          owned.length > 0 && contact.staffID !== business.mainContact?.staffID
            ? contact.staffID
            : contact.user?.userID && contact.user.userID !== business.mainContact?.user?.userID
              ? await ensureStaff(transaction, businessId, contact.user.userID)
              : owned.length > 0
                ? contact.staffID
                : null;
        if (mainContactStaffId === null)
          throw badRequest({ '/mainContact': ['Choose a user or a staff member of this business.'] });
      }
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
    const businessId = pathId(context, 'id');
    await assertBusiness(database, actor, businessId);
    requireAdministrator(actor);
    await database.query('DELETE FROM businesses WHERE business_id = $1', [businessId]);
    return context.body(null, 204);
  });

  app.patch('/api/Business/:id/ToggleLock', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    await assertBusiness(database, actor, businessId);
    requireAdministrator(actor);
    await database.query('UPDATE businesses SET is_locked = NOT is_locked WHERE business_id = $1', [businessId]);
    const [business] = await loadBusinesses(database, [businessId]);
    return context.json(business);
  });

  // Staff of a business.
  app.get('/api/Business/:id/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
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
    const ids = await pageOfIds<number>(context, database, {
      id: 's.staff_id::int',
      from: 'staff s JOIN users u USING (user_id)',
      conditions,
      order,
      page,
    });
    return context.json(await loadStaffMembers(database, ids));
  });

  app.post('/api/Business/:id/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    await assertBusiness(database, actor, businessId);
    const body = validate(zCreateBusinessStaffMemberBody, await readJson(context), 'body');
    const staffId = await database.transaction(async (transaction) => {
      const email = body.user.emailAddress.trim().toLowerCase();
      const [existing] = await transaction.query<{ id: string }>(
        'SELECT user_id AS id FROM users WHERE lower(email) = $1',
        [email],
      );
      let userId = existing?.id;
      if (!userId) {
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
      const duplicate = await transaction.query('SELECT 1 FROM staff WHERE business_id = $1 AND user_id = $2', [
        businessId,
        userId,
      ]);
      if (duplicate.length > 0) throw new HttpError(409, [`${email} is already staff of this business.`]);
      const staffMember = await ensureStaff(transaction, businessId, userId);
      if (body.imageUrl)
        await transaction.query('UPDATE staff SET image_url = $2 WHERE staff_id = $1', [staffMember, body.imageUrl]);
      return staffMember;
    });
    const [member] = await loadStaffMembers(database, [staffId]);
    return context.json(member, 201);
  });

  app.get('/api/Business/:id/Staff/:staffId', async (context) => {
    return context.json(
      await staffOrThrow(database, context.get('actor'), pathId(context, 'id'), pathId(context, 'staffId')),
    );
  });

  app.patch('/api/Business/:id/Staff/:staffId', async (context) => {
    const businessId = pathId(context, 'id');
    const staffId = pathId(context, 'staffId');
    const member = await staffOrThrow(database, context.get('actor'), businessId, staffId);
    const { result } = patched(member, await readJson(context), zStaffMember);
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
    await database.transaction(async (transaction) => {
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
    const businessId = pathId(context, 'id');
    const staffId = pathId(context, 'staffId');
    await staffOrThrow(database, context.get('actor'), businessId, staffId);
    await database.query('DELETE FROM staff WHERE staff_id = $1', [staffId]);
    return context.body(null, 204);
  });

  // Stores of a business.
  app.get('/api/Business/:id/Stores', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    await assertBusiness(database, actor, businessId);
    const query = readQuery(context);
    const page = paging(query, 20);
    const conditions = new Conditions().add('st.business_id = $?', businessId);
    storeFilters(conditions, query);
    const order = orderClause(
      query.values.OrderBy,
      {
        name: 'lower(st.name)',
        alphabetically: 'lower(st.name)',
        no_of_employees: '(SELECT count(*) FROM store_staff ss WHERE ss.store_id = st.store_id)',
      },
      'lower(st.name)',
      'st.store_id',
    );
    const ids = await pageOfIds<number>(context, database, {
      id: 'st.store_id::int',
      from: 'stores st',
      conditions,
      order,
      page,
    });
    return context.json(await loadStores(database, ids));
  });

  app.post('/api/Business/:id/Stores', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
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
      await storeOrThrow(database, context.get('actor'), pathId(context, 'id'), pathId(context, 'storeId')),
    );
  });

  app.patch('/api/Business/:id/Stores/:storeId', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
    const store = await storeOrThrow(database, actor, businessId, storeId);
    requireAdministrator(actor);
    const { result } = patched(store, await readJson(context), zStore);
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
    await database.transaction(async (transaction) => {
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
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
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
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
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
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
    const staffId = pathId(context, 'staffId');
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
    const staffId = pathId(context, 'staffId');
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
