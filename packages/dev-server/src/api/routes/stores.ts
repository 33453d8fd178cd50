/** Stores the actor may see, external store providers and categories (spec A 7, spec B 7, DECISIONS D2). */
import type { ApiApp, ApiDependencies } from '../context.ts';
import { businessScope } from '../access.ts';
import { loadStores } from '../entities.ts';

export function registerStoreRoutes(app: ApiApp, { database }: ApiDependencies): void {
  app.get('/api/Stores', async (context) => {
    const scope = await businessScope(database, context.get('actor'));
    const rows = await database.query<{ id: number }>(
      `SELECT store_id::int AS id FROM stores WHERE $1::int[] IS NULL OR business_id = ANY($1::int[]) ORDER BY lower(name), store_id`,
      [scope ?? null],
    );
    // A long list: stores without their cards, staff and tags.
    return context.json(
      await loadStores(
        database,
        rows.map((row) => row.id),
        { relations: false },
      ),
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
