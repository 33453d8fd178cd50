/** The stores of a business. */
import type { Store } from '@stampcard/api-client';
import { zExportBusinessStoresQuery, zGetBusinessStoresQuery, zStore, zStoreForm } from '@stampcard/api-client/schemas';
import { assertBusiness, requireAdministrator } from '../access.ts';
import {
  addressColumns,
  businessOrThrow,
  businessRecordPath,
  checkStoreForm,
  insertStore,
  knownCategoryIds,
  setStoreCategories,
  storeOrThrow,
} from '../businessRecords.ts';
import type { ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { loadStores } from '../entities.ts';
import { recordHistory } from '../history.ts';
import { badRequest, pathId, readJson, checkedQuery, validate, type ListQuery } from '../http.ts';
import { storeEntity } from '../json.ts';
import { csvAttachment, datedFileName, listCsv, yesNo } from '../listCsv.ts';
import { Conditions, jsonPage, likePattern, listOrder, paging } from '../lists.ts';
import { assertOnlyChanged, lockRow, patched } from '../patch.ts';

/** A store's place in history: the store and its business. */
function storePlace(store: Store, businessId: number) {
  return { entity: { type: 'store', id: store.storeID, name: store.name }, businessId, storeId: store.storeID };
}

/** What a change of a store is called in history: locking and enabling have names of their own. */
function storeAction(before: Store, after: Store): string {
  if ((before.locked ?? false) !== (after.locked ?? false)) return after.locked ? 'store.lock' : 'store.unlock';
  if ((before.enabled ?? true) !== (after.enabled ?? true)) return after.enabled ? 'store.enable' : 'store.disable';
  return 'store.update';
}

/** The search and filters of a business's stores: name or city, locations, categories. */
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

/** A store's name as the stores' lists sort it (the index stores_name_sort). */
const storeName = `lower(coalesce(st.name, ''))`;

/**
 * The stores of business `businessId` a list (or its export) selects, over `stores st`: search,
 * filters and order. The caller has checked the business is in scope.
 */
function storeListQuery(businessId: number, query: ListQuery) {
  const conditions = new Conditions().add('st.business_id = $?', businessId);
  storeFilters(conditions, query);
  const order = listOrder(
    query.values.OrderBy,
    { name: storeName, alphabetically: storeName, no_of_employees: 'st.staff_count' },
    storeName,
    'st.store_id',
  );
  return { conditions, order };
}

/** A store as the stores' export reads it. */
interface StoreCsvRow {
  storeID: number;
  name: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  cityTown: string | null;
  county: string | null;
  country: string | null;
  postCode: string | null;
  categories: string | null;
  employees: number;
  enabled: boolean;
}

/** The columns of the stores' file, as the contract lists them. */
const storeCsvColumns = [
  'Store ID',
  'Name',
  'Address 1',
  'Address 2',
  'Address 3',
  'City or town',
  'County',
  'Country',
  'Post code',
  'Categories',
  'Employees',
  'Enabled',
];

export function registerBusinessStoreRoutes(app: ApiApp, { database, lists, now, csvLimits }: ApiDependencies): void {
  app.get('/api/Business/:id/Stores', async (context) => {
    const businessId = pathId(context, 'id');
    await assertBusiness(database, context.get('actor'), businessId);
    const query = checkedQuery(context, zGetBusinessStoresQuery);
    const page = paging(query, 20);
    const { conditions, order } = storeListQuery(businessId, query);
    // A list: stores without their cards, staff and tags (GET .../Stores/{storeId} has them).
    return lists.answer(context, database, () =>
      jsonPage(context, database, { entity: storeEntity({ relations: false }), conditions, order: order.sql, page }),
    );
  });

  // Before /api/Business/:id/Stores/:storeId, which would take "Export" for a store id.
  app.get('/api/Business/:id/Stores/Export', async (context) => {
    const businessId = pathId(context, 'id');
    await assertBusiness(database, context.get('actor'), businessId);
    const { conditions, order } = storeListQuery(businessId, checkedQuery(context, zExportBusinessStoresQuery));
    const file = await listCsv<StoreCsvRow>(
      database,
      {
        columns: storeCsvColumns,
        from: 'stores st',
        select: `st.store_id AS "storeID", st.name, st.address1, st.address2, st.address3, st.city_town AS "cityTown",
          st.county, st.country, st.post_code AS "postCode",
          (SELECT string_agg(c.name, '; ' ORDER BY c.name) FROM store_categories sc JOIN categories c USING (category_id)
            WHERE sc.store_id = st.store_id) AS categories,
          st.staff_count AS employees, st.enabled`,
        conditions,
        order,
        cells: (row) => [
          row.storeID,
          row.name,
          row.address1,
          row.address2,
          row.address3,
          row.cityTown,
          row.county,
          row.country,
          row.postCode,
          row.categories,
          row.employees,
          yesNo(row.enabled),
        ],
      },
      csvLimits,
    );
    return csvAttachment(context, file, datedFileName(`business-${businessId}-stores`, now()));
  });

  app.post('/api/Business/:id/Stores', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    const business = await businessOrThrow(database, actor, businessId);
    const form = validate(zStoreForm, await readJson(context), 'body');
    if (business.isSingleStore && (business.stores?.length ?? 0) > 0) {
      throw badRequest({ body: ['A single-store business has one store: convert it to multi-store first.'] });
    }
    const storeId = await database.transaction(async (transaction) => {
      const created = await insertStore(transaction, businessId, await checkStoreForm(transaction, businessId, form));
      const [after] = await loadStores(transaction, [created]);
      if (after)
        await recordHistory(transaction, actor, { action: 'store.create', ...storePlace(after, businessId), after });
      return created;
    });
    const [store] = await loadStores(database, [storeId]);
    return context.json(store, 201);
  });

  app.get('/api/Business/:id/Stores/:storeId', async (context) => {
    const { actor, businessId, recordId } = businessRecordPath(context, 'storeId');
    return context.json(await storeOrThrow(database, actor, businessId, recordId));
  });

  app.patch('/api/Business/:id/Stores/:storeId', async (context) => {
    const { actor, businessId, recordId: storeId } = businessRecordPath(context, 'storeId');
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
      const categoriesChanged = JSON.stringify(result.categories ?? []) !== JSON.stringify(store.categories ?? []);
      const categoryIds = categoriesChanged ? await knownCategoryIds(transaction, result.categories ?? []) : undefined;
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
          ...addressColumns(result.address),
          result.enabled ?? true,
          result.locked ?? false,
          result.externalStore ?? false,
          result.externalStore ? (result.externalStoreID ?? null) : null,
          result.externalStore ? providerId : null,
          result.manager?.staffID ?? null,
        ],
      );
      if (categoryIds) await setStoreCategories(transaction, storeId, categoryIds);
      const [after] = await loadStores(transaction, [storeId]);
      if (after) {
        await recordHistory(transaction, actor, {
          action: storeAction(store, after),
          ...storePlace(after, businessId),
          before: store,
          after,
        });
      }
    });
    const [updated] = await loadStores(database, [storeId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id/Stores/:storeId', async (context) => {
    const { actor, businessId, recordId: storeId } = businessRecordPath(context, 'storeId');
    const store = await storeOrThrow(database, actor, businessId, storeId);
    requireAdministrator(actor);
    await database.transaction(async (transaction) => {
      // Deleting the store of a single-store business deletes the business.
      if (store.parentBusiness?.isSingleStore) {
        await transaction.query('DELETE FROM businesses WHERE business_id = $1', [businessId]);
      } else {
        await transaction.query('DELETE FROM stores WHERE store_id = $1', [storeId]);
      }
      await recordHistory(transaction, actor, {
        action: 'store.delete',
        ...storePlace(store, businessId),
        before: store,
      });
    });
    return context.body(null, 204);
  });
}
