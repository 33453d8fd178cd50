/**
 * The businesses list: its schema in the URL, its sorts and filters, and where a business card
 * leads.
 */
import type { Business } from '@stampcard/api-client';
import { paths } from '#app/config/paths';
import { defineList, isNarrowed, type QueryOf } from '#app/lib/data';

/** 11 businesses a page, sorted, and filtered by city and category. */
export const businessesList = defineList({
  pageSize: 11,
  sorts: ['alphabetically', 'no_of_stores', 'no_of_employees', 'date_created'],
  filters: { locations: { type: 'multi' }, categories: { type: 'single' } },
});

export type BusinessesQuery = QueryOf<typeof businessesList>;

/** The sorts as the sort dropdown shows them. */
export const businessSorts = [
  { value: 'alphabetically', label: 'Alphabetically' },
  { value: 'no_of_stores', label: 'Number of stores' },
  { value: 'no_of_employees', label: 'Number of employees' },
  { value: 'date_created', label: 'Date created' },
] as const satisfies readonly { value: (typeof businessesList.sorts)[number]; label: string }[];

/** Skeleton cards while the first page loads. */
export const businessSkeletonCount = 12;

/** Whether the list shows everything the user may see: no search, no filter, the first page. */
export function isWholeList(query: BusinessesQuery): boolean {
  return !isNarrowed(query) && query.page === 1;
}

/**
 * Where a business's card leads: its details, or for a single-store business its store's details
 * (the single-store business's details are its store's).
 */
export function businessHref(business: Pick<Business, 'businessID' | 'isSingleStore' | 'stores'>): string {
  const store = business.isSingleStore ? business.stores?.[0] : undefined;
  return store === undefined
    ? paths.businessDetails.href({ businessID: business.businessID })
    : paths.storeDetails.href({ businessID: business.businessID, storeID: store.storeID });
}
