/**
 * Stores the actor may see (the list filters offer their cities as locations), external store
 * providers and categories.
 */
import type { ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { businessScope } from '../access.ts';
import { jsonList, storeSummaryEntity } from '../json.ts';

export function registerStoreRoutes(app: ApiApp, { database, lists }: ApiDependencies): void {
  app.get('/api/Stores', async (context) => {
    const scope = await businessScope(database, context.get('actor'));
    // A long list, for pickers and filters: each store's summary.
    return lists.answer(context, database, () =>
      jsonList(database, {
        entity: storeSummaryEntity,
        where: '$1::int[] IS NULL OR st.business_id = ANY($1::int[])',
        order: `lower(coalesce(st.name, '')), st.store_id`,
        params: [scope ?? null],
      }),
    );
  });

  app.get('/api/Stores/ExternalStoreProviders', async (context) => {
    await businessScope(database, context.get('actor'));
    return context.json(
      await database.query(
        'SELECT external_store_provider_id::int AS "externalStoreProviderID", name FROM external_store_providers ORDER BY name',
      ),
    );
  });

  app.get('/api/Stores/Categories', async (context) => {
    await businessScope(database, context.get('actor'));
    return context.json(
      await database.query(
        'SELECT category_id::int AS "categoryID", name, image_url AS "imageUrl" FROM categories ORDER BY name',
      ),
    );
  });
}
