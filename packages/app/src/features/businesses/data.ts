/**
 * The businesses feature's loaders (ADR 010), a chunk apart from its pages so that a page's
 * request leaves while its code downloads.
 */
import {
  getBusiness,
  getBusinesses,
  getBusinessStaff,
  getBusinessStaffMember,
  getBusinessStore,
  getBusinessStores,
  getTags,
  type Business,
  type NfcTag,
  type Page,
  type StaffMember,
  type Store,
} from '@stampcard/api-client';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { servicesOf } from '#app/lib/appContext';
import {
  apiListQuery,
  dataRoute,
  InvalidAddressError,
  keepKnownFilters,
  listSearchParams,
  parseListQuery,
  type Loading,
  type LoadLocation,
} from '#app/lib/data';
import { can } from '#app/lib/permissions';
import {
  businessHref,
  businessesList as list,
  isWholeList,
  loadCategories,
  loadCities,
  lookupKeys,
  type BusinessesQuery,
} from './businessesList';
import { businessStaffList as staffList, type BusinessStaffQuery } from './staff/businessStaffList';
import { businessCitiesKey, loadBusinessCities, storesList, type StoresQuery } from './stores/storesList';
import { nfcTagsList, storeKey, tagsQuery } from './tags/nfcTags';

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
      query = keepKnownFilters(query, {
        locations: new Set(knownCities),
        categories: new Set(knownCategories.map((category) => category.name)),
      });
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
export const businessesList = {
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

/** A business, loaded once for all of its pages (`businesses/:businessID/...`): breadcrumbs and children. */
export const business = dataRoute<Business>({
  key: ({ params }) => ['business', params.businessID ?? ''],
  async load({ params, signal, services }) {
    return getBusiness(services.api, { path: { id: businessIdOf(params) }, signal });
  },
});

/** The business's id in the address, or the error that says it names none. */
function businessIdOf(params: LoadLocation['params']): number {
  const id = /^[1-9]\d{0,15}$/.test(params.businessID ?? '') ? Number(params.businessID) : null;
  if (id === null) throw new InvalidAddressError('The address does not name a business.');
  return id;
}

const staffQueryOf = ({ url }: LoadLocation): BusinessStaffQuery => parseListQuery(staffList, url.searchParams);

/**
 * A business's staff, a page of 20. Its key begins with the business's, so whatever changes the
 * business (a new or removed staff member) reloads it too.
 */
export const businessStaff = dataRoute<Page<StaffMember>>({
  key: (location) => [
    'business',
    location.params.businessID ?? '',
    'staff',
    listSearchParams(staffList, staffQueryOf(location)).toString(),
  ],
  async load({ params, url, signal, services }) {
    const id = businessIdOf(params);
    const query = apiListQuery(staffList, staffQueryOf({ url, params }));
    return getBusinessStaff(services.api, { path: { id }, query, signal });
  },
});

/** A staff member of the business (the staff details within the business). */
export const businessStaffMember = dataRoute<StaffMember>({
  key: ({ params }) => ['business', params.businessID ?? '', 'staff', 'member', params.staffID ?? ''],
  async load({ params, signal, services }) {
    const id = businessIdOf(params);
    const staffId = /^[1-9]\d{0,15}$/.test(params.staffID ?? '') ? Number(params.staffID) : null;
    if (staffId === null) throw new InvalidAddressError('The address does not name a staff member.');
    return getBusinessStaffMember(services.api, { path: { id, staffId }, signal });
  },
});

/** The store's id in the address, or the error that says it names none. */
export function storeIdOf(params: LoadLocation['params']): number {
  const id = /^[1-9]\d{0,15}$/.test(params.storeID ?? '') ? Number(params.storeID) : null;
  if (id === null) throw new InvalidAddressError('The address does not name a store.');
  return id;
}

/**
 * A store of the business with its settings, categories, cards, staff and tags. Its key begins with
 * the business's, so a change of the business or the store reloads both.
 */
export const storeDetails = dataRoute<Store>({
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
export const businessStores = dataRoute<Page<Store>>({
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
      query = keepKnownFilters(query, {
        locations: new Set(knownCities),
        categories: new Set(knownCategories.map((category) => category.name)),
      });
    } else {
      cities.catch(() => undefined);
      categories.catch(() => undefined);
    }
    return getBusinessStores(api, { path: { id }, query: apiListQuery(storesList, query), signal });
  },
});

/**
 * A store's NFC tags, searched (`?search=`), not paged. Its key begins with the store's
 * (`storeDetails`), so a change of the store or of its tags reloads both.
 */
export const storeTags = dataRoute<NfcTag[]>({
  key: (location) => [
    ...storeKey(location.params.businessID ?? '', location.params.storeID ?? ''),
    'tags',
    parseListQuery(nfcTagsList, location.url.searchParams).search,
  ],
  async load({ params, url, signal, services }) {
    businessIdOf(params); // An address naming no business names no store's tags either.
    const query = tagsQuery(storeIdOf(params), parseListQuery(nfcTagsList, url.searchParams).search);
    return getTags(services.api, { query, signal });
  },
});
