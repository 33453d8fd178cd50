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

/**
 * The values the locations and categories filters offer, as `keepKnownFilters` takes them: the
 * cities, and the categories by name. A lookup not loaded yet (undefined) keeps every value of its
 * filter.
 */
export function knownLocationsAndCategories(
  cities: readonly string[] | undefined,
  categories: readonly Category[] | undefined,
): { locations?: ReadonlySet<string>; categories?: ReadonlySet<string> } {
  return {
    ...(cities === undefined ? {} : { locations: new Set(cities) }),
    ...(categories === undefined ? {} : { categories: new Set(categories.map((category) => category.name)) }),
  };
}
