/**
 * The businesses feature's data routes (ADR 010), a chunk apart from its pages so that a page's
 * request leaves while its code downloads.
 */
import { getBusinesses, type Business, type Page } from '@stampcard/api-client';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { servicesOf } from '#app/lib/appContext';
import {
  apiListQuery,
  dataRoute,
  keepKnownFilters,
  listSearchParams,
  parseListQuery,
  type Loading,
  type LoadLocation,
} from '#app/lib/data';
import { can } from '#app/lib/permissions';
import { knownLocationsAndCategories, loadCategories, loadCities, lookupKeys } from '#app/lib/stores';
import { businessHref, businessesList as list, isWholeList, type BusinessesQuery } from './businessesList';

// The business every page under it shares: the parent route's loader, in this chunk.
export { businessRoute } from '#app/lib/business';

const queryOf = ({ url }: LoadLocation): BusinessesQuery => parseListQuery(list, url.searchParams);

const businessesPage = dataRoute<Page<Business>>({
  key: (location) => ['businesses', 'list', listSearchParams(list, queryOf(location)).toString()],
  async load({ url, signal, services }) {
    const { api, cache } = services;
    // The filters' options load with the first page (the dropdowns need them), once per app.
    const cities = cache.get(lookupKeys.cities, () => loadCities(api));
    const categories = cache.get(lookupKeys.categories, () => loadCategories(api));
    let query = queryOf({ url, params: {} });
    const isFiltered = query.filters.locations.length > 0 || query.filters.categories.length > 0;
    if (isFiltered) {
      // A filter value the API does not offer (a hand-edited URL) is dropped, quietly.
      const [knownCities, knownCategories] = await Promise.all([cities, categories]);
      query = keepKnownFilters(query, knownLocationsAndCategories(knownCities, knownCategories));
    } else {
      cities.catch(() => undefined);
      categories.catch(() => undefined);
    }
    return getBusinesses(api, { query: apiListQuery(list, query), signal });
  },
});

/** Resolves when `signal` aborts: a loader waiting for data gives up with its navigation. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener(
      'abort',
      () => {
        reject(new DOMException('The navigation was given up.', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * The businesses list. A user who may not create businesses and whose whole list holds exactly one
 * goes straight to it: the loader waits for the list and redirects before the list is shown, so the
 * list never enters the history and Back does not bounce back to it.
 */
export const businessesRoute = {
  shouldRevalidate: businessesPage.shouldRevalidate,
  loader: async (args: LoaderFunctionArgs): Promise<Loading<Page<Business>>> => {
    const loading = businessesPage.start(args);
    const user = servicesOf(args).auth.getSnapshot();
    const query = queryOf({ url: new URL(args.request.url), params: args.params });
    if (can(user?.roles ?? [], 'businessesList', 'create') || !isWholeList(query)) return loading;
    const settled = await Promise.race([loading.result, aborted(args.request.signal)]);
    if (settled.status === 'ready' && settled.data.pagination.totalCount === 1 && settled.data.items.length === 1) {
      const [only] = settled.data.items;
      if (only) throw redirect(businessHref(only));
    }
    return loading;
  },
};
