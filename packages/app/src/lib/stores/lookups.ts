/**
 * The lookups the businesses and stores lists filter by, and the store forms offer: the cities of
 * the stores and the store categories, each one entry of the app's shared cache (ADR 010).
 */
import { getStoreCategories, getStores, type Category, type StampcardClient } from '@stampcard/api-client';
import type { DataKey } from '../data';

/** The cache keys of the lookups, which a store or category change invalidates. */
export const lookupKeys = {
  cities: ['stores', 'cities'],
  categories: ['categories'],
} as const satisfies Record<string, DataKey>;

/** The locations filter offers the distinct cities of the stores (GET /api/Stores), sorted. */
export async function loadCities(api: StampcardClient, signal?: AbortSignal): Promise<string[]> {
  const stores = await getStores(api, signal ? { signal } : {});
  const cities = new Set<string>();
  for (const store of stores) {
    const city = store.address?.cityTown?.trim();
    if (city) cities.add(city);
  }
  return [...cities].sort((first, second) => first.localeCompare(second));
}

/** The categories filter offers the store categories (GET /api/Stores/Categories). */
export function loadCategories(api: StampcardClient, signal?: AbortSignal): Promise<Category[]> {
  return getStoreCategories(api, signal ? { signal } : {});
}
