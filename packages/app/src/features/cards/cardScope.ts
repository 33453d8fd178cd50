/**
 * The card builder's three scopes (spec A 2.4): all cards, a business's cards and a store's cards,
 * each with its heading, the name shown under it, its card list and its breadcrumbs.
 */
import {
  getBusiness,
  getBusinessStore,
  getCards,
  getStoreCards,
  type Card,
  type StampcardClient,
} from '@stampcard/api-client';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';

export type CardScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'business'; readonly businessID: number }
  | { readonly kind: 'store'; readonly businessID: number; readonly storeID: number };

/** The scope of the route's parameters, or null when an id is not a positive whole number. */
export function scopeOf(params: { businessID?: string | undefined; storeID?: string | undefined }): CardScope | null {
  const id = (value: string | undefined) =>
    value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
  if (params.businessID === undefined) return { kind: 'all' };
  const businessID = id(params.businessID);
  if (businessID === null) return null;
  if (params.storeID === undefined) return { kind: 'business', businessID };
  const storeID = id(params.storeID);
  return storeID === null ? null : { kind: 'store', businessID, storeID };
}

/** The page heading of a scope (spec A 2.4). */
export function scopeHeading(scope: CardScope): string {
  switch (scope.kind) {
    case 'all':
      return 'All cards';
    case 'business':
      return "Business's cards";
    case 'store':
      return "Store's cards";
  }
}

/** What the page loads for a scope: its name, its cards, and what the breadcrumbs need. */
export interface ScopeData {
  /** The business's or store's name, shown under the heading; null for all cards. */
  readonly name: string | null;
  readonly cards: readonly Card[];
  readonly businessName: string | null;
  /** For a store: whether its business has one store only (then the business's breadcrumbs apply). */
  readonly isSingleStoreBusiness: boolean;
  /** What a new card carries (D7, spec A 4): the scope's storeID and/or storeGroupID. */
  readonly newCardScope: { readonly storeID?: number; readonly storeGroupID?: number };
}

/** Loads a scope's name and cards. */
export async function loadScope(api: StampcardClient, scope: CardScope, signal: AbortSignal): Promise<ScopeData> {
  switch (scope.kind) {
    case 'all':
      return {
        name: null,
        cards: await getCards(api, { signal }),
        businessName: null,
        isSingleStoreBusiness: false,
        newCardScope: {},
      };
    case 'business': {
      const business = await getBusiness(api, { path: { id: scope.businessID }, signal });
      return {
        name: business.name ?? null,
        cards: business.cards ?? [],
        businessName: business.name ?? null,
        isSingleStoreBusiness: business.isSingleStore,
        newCardScope: { storeGroupID: scope.businessID },
      };
    }
    case 'store': {
      const [store, cards] = await Promise.all([
        getBusinessStore(api, { path: { id: scope.businessID, storeId: scope.storeID }, signal }),
        getStoreCards(api, { path: { id: scope.storeID }, signal }),
      ]);
      return {
        name: store.name ?? null,
        cards,
        businessName: store.parentBusiness?.name ?? null,
        isSingleStoreBusiness: store.parentBusiness?.isSingleStore ?? false,
        newCardScope: { storeID: scope.storeID, storeGroupID: scope.businessID },
      };
    }
  }
}

/**
 * The breadcrumbs of spec A 2.4: business scope 'businesses › {business} › CARDS › {card}'; store
 * scope in a multi-store business 'stores › {store} › CARDS › {card}'; a single-store business's
 * store uses the business's. All cards: 'CARDS › {card}'.
 */
export function scopeBreadcrumbs(scope: CardScope, data: ScopeData | null, cardName: string | null): Breadcrumb[] {
  const card = cardName === null ? [] : [{ label: cardName }];
  switch (scope.kind) {
    case 'all':
      return [{ label: 'CARDS', href: '/cards' }, ...card];
    case 'business':
      return [
        { label: 'businesses', href: '/businesses' },
        { label: data?.businessName ?? 'Business', href: `/businesses/${scope.businessID}/details` },
        { label: 'CARDS', href: `/businesses/${scope.businessID}/cards` },
        ...card,
      ];
    case 'store': {
      const storeCards = { label: 'CARDS', href: `/businesses/${scope.businessID}/stores/${scope.storeID}/cards` };
      if (data?.isSingleStoreBusiness) {
        return [
          { label: 'businesses', href: '/businesses' },
          { label: data.businessName ?? 'Business', href: `/businesses/${scope.businessID}/details` },
          storeCards,
          ...card,
        ];
      }
      return [
        { label: 'stores', href: `/businesses/${scope.businessID}/stores` },
        {
          label: data?.name ?? 'Store',
          href: `/businesses/${scope.businessID}/stores/${scope.storeID}/details`,
        },
        storeCards,
        ...card,
      ];
    }
  }
}
