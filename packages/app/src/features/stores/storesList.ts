/**
 * A business's stores list: its schema in the URL, its sorts, what a store card says and where it
 * leads, the lookup of its locations filter (the cities of the business's stores), and the messages
 * of creating a store.
 */
import { getStores, type Store, type StampcardClient, type StoreSummary } from '@stampcard/api-client';
import type { EntityCardDetail } from '@stampcard/ui/EntityCard';
import { paths } from '#app/config/paths';
import {
  defineList,
  fieldErrorsOf,
  messageDurations,
  type DataKey,
  type FailureMessage,
  type FieldErrors,
  type QueryOf,
  type SuccessMessage,
} from '#app/lib/data';
import { placeholders } from '#app/lib/placeholders';
import { newStoreFields, type NewStoreField } from '#app/components/StoreForm';

/** 11 stores a page, sorted by name or number of employees, filtered by city and category. */
export const storesList = defineList({
  pageSize: 11,
  sorts: ['alphabetically', 'no_of_employees'],
  filters: { locations: { type: 'multi' }, categories: { type: 'single' } },
});

export type StoresQuery = QueryOf<typeof storesList>;

/** The sorts as the sort dropdown shows them. */
export const storeSorts = [
  { value: 'alphabetically', label: 'Alphabetically' },
  { value: 'no_of_employees', label: 'Number of employees' },
] as const satisfies readonly { value: (typeof storesList.sorts)[number]; label: string }[];

/** Skeleton cards while the first page loads. */
export const storeSkeletonCount = 12;

/**
 * The key of the business's cities (its locations filter's options). It begins with the
 * business's key, so whatever changes the business (a new store) looks them up again.
 */
export function businessCitiesKey(businessID: string): DataKey {
  return ['business', businessID, 'cities'];
}

/** The distinct cities of the stores of `businessID` among `stores`, sorted. */
export function businessCities(stores: readonly StoreSummary[], businessID: number): string[] {
  const cities = new Set<string>();
  for (const store of stores) {
    if (store.parentBusiness?.businessID !== businessID) continue;
    const city = store.address?.cityTown?.trim();
    if (city) cities.add(city);
  }
  return [...cities].sort((first, second) => first.localeCompare(second));
}

/**
 * The locations filter offers the distinct cities of the business's stores: those of
 * GET /api/Stores whose parent business is this one.
 */
export async function loadBusinessCities(
  api: StampcardClient,
  businessID: number,
  signal?: AbortSignal,
): Promise<string[]> {
  return businessCities(await getStores(api, signal ? { signal } : {}), businessID);
}

/** Where a store's card leads: the store's details. */
export function storeHref(businessID: number | string, store: Pick<Store, 'storeID'>): string {
  return paths.storeDetails.href({ businessID, storeID: store.storeID });
}

/** A store card's lines: the street (address line 1) and the city, or their placeholders. */
export function storeDetails(store: Pick<Store, 'address'>): EntityCardDetail[] {
  return [
    { label: 'Street', value: store.address?.address1 ?? null, placeholder: placeholders.street },
    { label: 'City', value: store.address?.cityTown ?? null, placeholder: placeholders.city },
  ];
}

/** 'Store created!' for 10 s, with a link to the new store's details. */
export function storeCreatedMessage(businessID: number | string, created: Pick<Store, 'storeID'>): SuccessMessage {
  return {
    title: 'Store created!',
    duration: messageDurations.created,
    link: { href: storeHref(businessID, created), label: 'Open the store' },
  };
}

/** A refused create: what failed, the server's errors under it (or the fallback when it gave none). */
export const storeCreateFailure = {
  title: 'Could not create the store',
  fallback: 'An error occurred when trying to create the store.',
} as const satisfies FailureMessage;

/**
 * The errors of a refused create that name a field of the store form (`Name`, `body.address.postCode`,
 * `Address.CityTown`), to show on their fields; the others show only in the failure's message.
 */
export function storeFieldErrorsOf(error: unknown): FieldErrors<NewStoreField> {
  return fieldErrorsOf(error, newStoreFields);
}
