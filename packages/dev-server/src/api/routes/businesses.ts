/** Businesses: the list, creation, details, deletion and lock. */
import type { Business, BusinessForm, StoreForm } from '@stampcard/api-client';
import { zBusiness, zBusinessForm, zExportBusinessesQuery, zGetBusinessesQuery } from '@stampcard/api-client/schemas';
import type { Database } from '../../db/database.ts';
import { assertBusiness, businessScope, requireAdministrator } from '../access.ts';
import {
  businessOrThrow,
  insertStore,
  knownCategoryIds,
  ownStaffId,
  type CheckedStoreForm,
} from '../businessRecords.ts';
import type { Actor, ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { loadBusinesses } from '../entities.ts';
import { badRequest, forbidden, pathId, readJson, checkedQuery, validate, type ListQuery } from '../http.ts';
import { recordHistory } from '../history.ts';
import { businessEntity, displayNameSql } from '../json.ts';
import { csvAttachment, datedFileName, listCsv, yesNo } from '../listCsv.ts';
import { Conditions, jsonPage, likePattern, listOrder, paging } from '../lists.ts';
import { assertOnlyChanged, lockRow, patched } from '../patch.ts';

/** A business's name as its lists sort it (the index businesses_name_sort). */
const businessName = `lower(coalesce(b.name, ''))`;

/** The businesses a list (or its export) selects for `actor`: their scope, search, filters and order. */
async function businessListQuery(database: Database, actor: Actor, query: ListQuery) {
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
  const order = listOrder(
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
  return { conditions, order };
}

/** A business as its export reads it. */
interface BusinessCsvRow {
  businessID: number;
  name: string | null;
  description: string | null;
  isSingleStore: boolean;
  isLocked: boolean;
  stores: number;
  employees: number;
  mainContact: string | null;
  mainContactEmail: string | null;
  created: string;
}

/** The columns of the businesses' file, as the contract lists them. */
const businessCsvColumns = [
  'Business ID',
  'Name',
  'Description',
  'Single store',
  'Locked',
  'Stores',
  'Employees',
  'Main contact',
  'Main contact e-mail',
  'Created',
];

export function registerBusinessRoutes(app: ApiApp, { database, lists, now, csvLimits }: ApiDependencies): void {
  app.get('/api/Business', async (context) => {
    const query = checkedQuery(context, zGetBusinessesQuery);
    const page = paging(query, 20);
    const { conditions, order } = await businessListQuery(database, context.get('actor'), query);
    // A list: businesses without their cards (GET /api/Business/{id} has them).
    return lists.answer(context, database, () =>
      jsonPage(context, database, { entity: businessEntity({ cards: false }), conditions, order: order.sql, page }),
    );
  });

  // Before /api/Business/:id, which would take "Export" for an id. Never from the list cache: a file
  // is streamed, not kept.
  app.get('/api/Business/Export', async (context) => {
    const query = checkedQuery(context, zExportBusinessesQuery);
    const { conditions, order } = await businessListQuery(database, context.get('actor'), query);
    const file = await listCsv<BusinessCsvRow>(
      database,
      {
        columns: businessCsvColumns,
        from: `businesses b LEFT JOIN (staff mcs JOIN users mcu USING (user_id)) ON mcs.staff_id = b.main_contact_staff_id`,
        select: `b.business_id AS "businessID", b.name, b.description, b.is_single_store AS "isSingleStore",
          b.is_locked AS "isLocked", b.store_count AS stores, b.staff_count AS employees,
          ${displayNameSql('mcu')} AS "mainContact", mcu.email AS "mainContactEmail",
          to_char(b.date_created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created`,
        conditions,
        order,
        cells: (row) => [
          row.businessID,
          row.name,
          row.description,
          yesNo(row.isSingleStore),
          yesNo(row.isLocked),
          row.stores,
          row.employees,
          row.mainContact,
          row.mainContactEmail,
          row.created,
        ],
      },
      csvLimits,
    );
    return csvAttachment(context, file, datedFileName('businesses', now()));
  });

  app.post('/api/Business', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const form: BusinessForm = validate(zBusinessForm, await readJson(context), 'body');
    const stores = form.stores ?? [];
    if (form.isSingleStore && stores.length > 1) {
      throw badRequest({ 'body.stores': ['A single-store business has exactly one store.'] });
    }
    // A new business has no staff yet, so nobody can be named its manager (or a store's).
    if (form.mainContact || stores.some((store) => store.mainContact)) {
      throw badRequest({
        'body.mainContact': ['A new business has no staff yet: add its staff, then choose its manager.'],
      });
    }
    const storeForms: StoreForm[] = stores.length > 0 ? stores : form.isSingleStore ? [{ name: form.name }] : [];
    const businessId = await database.transaction(async (transaction) => {
      // Every store is checked before anything is written.
      const checked: CheckedStoreForm[] = [];
      for (const store of storeForms) {
        checked.push({
          form: store,
          categoryIds: await knownCategoryIds(transaction, store.categories ?? []),
          managerStaffId: null,
        });
      }
      const [row] = await transaction.query<{ id: number }>(
        `INSERT INTO businesses (name, description, image_url, is_single_store) VALUES ($1, $2, $3, $4)
         RETURNING business_id::int AS id`,
        [form.name, form.description ?? null, form.imageUrl ?? null, form.isSingleStore],
      );
      const created = (row as { id: number }).id;
      for (const store of checked) await insertStore(transaction, created, store);
      const [after] = await loadBusinesses(transaction, [created]);
      await recordHistory(transaction, actor, {
        action: 'business.create',
        entity: { type: 'business', id: created, name: form.name },
        businessId: created,
        after,
      });
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
    const body = await readJson(context);
    await database.transaction(async (transaction) => {
      await lockRow(transaction, 'businesses', businessId);
      const business = await businessOrThrow(transaction, actor, businessId);
      const { result } = patched(business, body, zBusiness);
      // Locking is a business setting, which only administrators may change: refused as the UI hides it.
      if (!actor.isAdministrator && (result.isLocked ?? false) !== (business.isLocked ?? false)) {
        throw forbidden('Only administrators can lock or unlock a business.');
      }
      // Converting belongs to the store's details, which merchants may read but not change.
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
      const [after] = await loadBusinesses(transaction, [businessId]);
      await recordHistory(transaction, actor, {
        action: businessAction(business, result),
        entity: { type: 'business', id: businessId, name: result.name },
        businessId,
        before: business,
        after,
      });
    });
    const [updated] = await loadBusinesses(database, [businessId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    await assertBusiness(database, actor, businessId);
    requireAdministrator(actor);
    await database.transaction(async (transaction) => {
      const before = await businessOrThrow(transaction, actor, businessId);
      await transaction.query('DELETE FROM businesses WHERE business_id = $1', [businessId]);
      await recordHistory(transaction, actor, {
        action: 'business.delete',
        entity: { type: 'business', id: businessId, name: before.name },
        businessId,
        before,
      });
    });
    return context.body(null, 204);
  });

  app.patch('/api/Business/:id/ToggleLock', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    await assertBusiness(database, actor, businessId);
    requireAdministrator(actor);
    const business = await database.transaction(async (transaction) => {
      await lockRow(transaction, 'businesses', businessId);
      const before = await businessOrThrow(transaction, actor, businessId);
      await transaction.query('UPDATE businesses SET is_locked = NOT is_locked WHERE business_id = $1', [businessId]);
      const [after] = await loadBusinesses(transaction, [businessId]);
      await recordHistory(transaction, actor, {
        action: after?.isLocked ? 'business.lock' : 'business.unlock',
        entity: { type: 'business', id: businessId, name: before.name },
        businessId,
        before,
        after,
      });
      return after;
    });
    return context.json(business);
  });
}

/**
 * What a change of a business is called in history: locking, unlocking and converting to
 * multi-store have names of their own; anything else is an update.
 */
function businessAction(before: Business, after: Business): string {
  if ((before.isLocked ?? false) !== (after.isLocked ?? false))
    return after.isLocked ? 'business.lock' : 'business.unlock';
  if (before.isSingleStore && !after.isSingleStore) return 'business.convert';
  return 'business.update';
}
