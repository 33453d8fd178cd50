/** The records of a business that several of its resources read and write: itself, its staff and its stores. */
import type { Business, StaffMember, Store, StoreForm } from '@stampcard/api-client';
import type { Database } from '../db/database.ts';
import { assertBusiness, assertStore } from './access.ts';
import type { Actor, ApiContext } from './context.ts';
import { loadBusinesses, loadStaffMembers, loadStores } from './entities.ts';
import { badRequest, notFound, pathId } from './http.ts';

/**
 * The business's own staff member a manager (`mainContact`, a store's manager) names: by its user
 * (the manager picker chooses a user) or, without one, by its staffID. Anyone who is not
 * staff of this business is refused: naming a user never makes them staff (that is POST
 * /api/Business/{id}/Staff, with its own rules).
 */
export async function ownStaffId(
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

/** The ids of `categories`, every one of them known; an unknown one is a 400 naming it. */
export async function knownCategoryIds(
  database: Database,
  categories: readonly { categoryID: number }[],
): Promise<number[]> {
  const ids = categories.map((category) => category.categoryID);
  if (ids.length === 0) return ids;
  const known = await database.query<{ id: number }>(
    'SELECT category_id::int AS id FROM categories WHERE category_id = ANY($1::int[])',
    [ids],
  );
  const missing = ids.filter((categoryId) => !known.some((row) => row.id === categoryId));
  if (missing.length > 0) throw badRequest({ categories: [`Unknown categories: ${missing.join(', ')}.`] });
  return ids;
}

/** A store form checked before anything is written: its categories known, its manager one of the business's staff. */
export interface CheckedStoreForm {
  form: StoreForm;
  categoryIds: number[];
  managerStaffId: number | null;
}

/** Checks a new store of a business: its categories (`knownCategoryIds`), then its manager (`ownStaffId`). */
export async function checkStoreForm(
  database: Database,
  businessId: number,
  form: StoreForm,
): Promise<CheckedStoreForm> {
  const categoryIds = await knownCategoryIds(database, form.categories ?? []);
  const managerStaffId = form.mainContact
    ? await ownStaffId(database, businessId, form.mainContact, 'body.mainContact')
    : null;
  return { form, categoryIds, managerStaffId };
}

/**
 * A store's address as the values of its columns address1, address2, address3, city_town, county,
 * country, post_code, latitude and longitude, in that order; what it does not give is null.
 */
export function addressColumns(address: StoreForm['address'] | null): (string | number | null)[] {
  const { address1, address2, address3, cityTown, county, country, postCode, latitude, longitude } = address ?? {};
  return [address1, address2, address3, cityTown, county, country, postCode, latitude, longitude].map(
    (value) => value ?? null,
  );
}

/** Writes a checked store (`checkStoreForm`) and its categories; returns its id. */
export async function insertStore(
  database: Database,
  businessId: number,
  { form, categoryIds, managerStaffId }: CheckedStoreForm,
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO stores (business_id, name, description, logo_image_url, address1, address2, address3, city_town, county, country,
                         post_code, latitude, longitude, manager_staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING store_id::int AS id`,
    [
      businessId,
      form.name,
      form.description ?? null,
      form.logoImageUrl ?? null,
      ...addressColumns(form.address),
      managerStaffId,
    ],
  );
  const storeId = (row as { id: number }).id;
  await setStoreCategories(database, storeId, categoryIds);
  return storeId;
}

/** Replaces a store's categories with `ids`, each of them known (`knownCategoryIds`). */
export async function setStoreCategories(database: Database, storeId: number, ids: readonly number[]): Promise<void> {
  await database.query('DELETE FROM store_categories WHERE store_id = $1', [storeId]);
  if (ids.length === 0) return;
  await database.query(
    'INSERT INTO store_categories (store_id, category_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [storeId, ids],
  );
}

/**
 * Who asks, and which business and which of its records (a store, a staff member) a path
 * /api/Business/{id}/…/{param} names.
 */
export function businessRecordPath(
  context: ApiContext,
  param: string,
): { actor: Actor; businessId: number; recordId: number } {
  const actor = context.get('actor');
  const businessId = pathId(context, 'id');
  return { actor, businessId, recordId: pathId(context, param) };
}

export async function businessOrThrow(database: Database, actor: Actor, businessId: number): Promise<Business> {
  await assertBusiness(database, actor, businessId);
  const [business] = await loadBusinesses(database, [businessId]);
  if (!business) throw notFound(`Business ${businessId}`);
  return business;
}

export async function storeOrThrow(
  database: Database,
  actor: Actor,
  businessId: number,
  storeId: number,
): Promise<Store> {
  await assertStore(database, actor, storeId, businessId);
  const [store] = await loadStores(database, [storeId]);
  if (!store) throw notFound(`Store ${storeId}`);
  return store;
}

export async function staffOrThrow(
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
