/**
 * The stores feature's data routes (ADR 010): a business's stores and a store's details, a chunk
 * apart from the pages so that a page's request leaves while its code downloads.
 */
import { getBusinessStore, getBusinessStores, type Page, type Store } from '@stampcard/api-client';
import { businessIdOf, storeIdOf } from '#app/lib/business';
import {
  apiListQuery,
  dataRoute,
  keepKnownFilters,
  listSearchParams,
  parseListQuery,
  type LoadLocation,
} from '#app/lib/data';
import { knownLocationsAndCategories, loadCategories, lookupKeys } from '#app/lib/stores';
import { businessCitiesKey, loadBusinessCities, storesList, type StoresQuery } from './storesList';

/**
 * A store of the business with its settings, categories, cards, staff and tags. Its key begins with
 * the business's, so a change of the business or the store reloads both.
 */
export const storeDetailsRoute = dataRoute<Store>({
  key: ({ params }) => ['business', params.businessID ?? '', 'store', params.storeID ?? ''],
  async load({ params, signal, services }) {
    const id = businessIdOf(params);
    return getBusinessStore(services.api, { path: { id, storeId: storeIdOf(params) }, signal });
  },
});

const storesQueryOf = ({ url }: LoadLocation): StoresQuery => parseListQuery(storesList, url.searchParams);

/**
 * A business's stores, a page of 11. Its key begins with the business's, so whatever changes the
 * business (a new store) reloads it too. The filters' options (the business's cities, the
 * categories) load with the first page, and a filter value they do not offer (a hand-edited URL) is
 * dropped, quietly, as on the businesses list.
 */
export const businessStoresRoute = dataRoute<Page<Store>>({
  key: (location) => [
    'business',
    location.params.businessID ?? '',
    'stores',
    listSearchParams(storesList, storesQueryOf(location)).toString(),
  ],
  async load({ params, url, signal, services }) {
    const id = businessIdOf(params);
    const { api, cache } = services;
    const cities = cache.get(businessCitiesKey(params.businessID ?? ''), () => loadBusinessCities(api, id));
    const categories = cache.get(lookupKeys.categories, () => loadCategories(api));
    let query = storesQueryOf({ url, params });
    if (query.filters.locations.length > 0 || query.filters.categories.length > 0) {
      const [knownCities, knownCategories] = await Promise.all([cities, categories]);
      query = keepKnownFilters(query, knownLocationsAndCategories(knownCities, knownCategories));
    } else {
      cities.catch(() => undefined);
      categories.catch(() => undefined);
    }
    return getBusinessStores(api, { path: { id }, query: apiListQuery(storesList, query), signal });
  },
});
