/**
 * Every store the signed-in user may see (GET /api/Stores, store summaries), one entry of the app's
 * shared cache: Insights' store dropdown, the customers' store filter and a staff member's store
 * picker read the same list, loaded once and again after a store changes (ADR 010).
 */
import { getStores, type StampcardClient, type StoreSummary } from '@stampcard/api-client';
import type { DataKey } from '../data';

/** The cache key of every store the user may see. */
export const allStoresKey = ['stores', 'all'] as const satisfies DataKey;

/** Every store the user may see, from the API (callers cache it under `allStoresKey`). */
export function loadAllStores(api: StampcardClient, signal?: AbortSignal): Promise<StoreSummary[]> {
  return getStores(api, signal ? { signal } : {});
}

/**
 * The values a stores filter offers, as `keepKnownFilters` takes them: the stores' ids. Stores not
 * loaded yet (undefined) keep every value of the filter.
 */
export function knownStores(stores: readonly StoreSummary[] | undefined): { stores?: ReadonlySet<string> } {
  return stores === undefined ? {} : { stores: new Set(stores.map((store) => String(store.storeID))) };
}
