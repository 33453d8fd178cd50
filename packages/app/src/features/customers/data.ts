/**
 * The customers feature's loaders (ADR 010), a chunk apart from its pages so that a page's request
 * leaves while its code downloads.
 */
import { getUsers, type Page, type User } from '@stampcard/api-client';
import { dataRoute, keepKnownFilters, listSearchParams, parseListQuery, type LoadLocation } from '#app/lib/data';
import { allStoresKey, knownStores, loadAllStores } from '#app/lib/stores';
import { customersApiQuery, customersList as list, type CustomersQuery } from './customersList';

const queryOf = ({ url }: LoadLocation): CustomersQuery => parseListQuery(list, url.searchParams);

/**
 * All customers, a page of 20: the users holding the Customer role (GET /api/Users filtered by
 * `roles`, the list the rest of the product's people come from). The store filter's options load with
 * the first page (the dropdown needs them), and a store the API does not offer (a hand-edited URL)
 * is dropped, quietly, as on the businesses list.
 */
export const customersRoute = dataRoute<Page<User>>({
  key: (location) => ['customers', 'list', listSearchParams(list, queryOf(location)).toString()],
  async load({ url, signal, services }) {
    const { api, cache } = services;
    const stores = cache.get(allStoresKey, () => loadAllStores(api));
    let query = queryOf({ url, params: {} });
    if (query.filters.stores.length > 0) {
      query = keepKnownFilters(query, knownStores(await stores));
    } else {
      stores.catch(() => undefined);
    }
    return getUsers(api, { query: customersApiQuery(query), signal });
  },
});
