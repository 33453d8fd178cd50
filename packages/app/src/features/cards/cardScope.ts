/**
 * The card builder's three scopes: all cards, a business's cards and a store's cards,
 * each with its heading, the name shown under it, its card list and its breadcrumbs. The business
 * of the business scope is its parent route's (loaded once for every page of a business); the
 * other scopes load their own cards.
 */
import {
  getBusinessStore,
  getCards,
  getStoreCards,
  type Business,
  type Card,
  type StampcardClient,
  type Store,
} from '@stampcard/api-client';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { paths } from '#app/config/paths';
import { addressId, type DataKey } from '#app/lib/data';

export type CardScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'business'; readonly businessID: number }
  | { readonly kind: 'store'; readonly businessID: number; readonly storeID: number };

/** The scope of the route's parameters, or null when an id is not a positive whole number. */
export function scopeOf(params: { businessID?: string | undefined; storeID?: string | undefined }): CardScope | null {
  if (params.businessID === undefined) return { kind: 'all' };
  const businessID = addressId(params.businessID);
  if (businessID === null) return null;
  if (params.storeID === undefined) return { kind: 'business', businessID };
  const storeID = addressId(params.storeID);
  return storeID === null ? null : { kind: 'store', businessID, storeID };
}

/** The key of a scope's cards: saving or deleting a card invalidates `['cards']`. */
export function scopeKey(scope: CardScope | null): DataKey {
  if (scope === null) return ['cards', 'invalid'];
  switch (scope.kind) {
    case 'all':
      return ['cards', 'all'];
    case 'business':
      return ['cards', 'business', scope.businessID];
    case 'store':
      return ['cards', 'store', scope.storeID];
  }
}

/** The page heading of a scope. */
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

/** What a new card carries: the scope's storeID and/or storeGroupID. */
export interface NewCardScope {
  readonly storeID?: number;
  readonly storeGroupID?: number;
}

/** A new card's scope: none for all cards, the business, or the store and its business. */
export function newCardScopeOf(scope: CardScope): NewCardScope {
  switch (scope.kind) {
    case 'all':
      return {};
    case 'business':
      return { storeGroupID: scope.businessID };
    case 'store':
      return { storeID: scope.storeID, storeGroupID: scope.businessID };
  }
}

/** What the card builder's route loads for a scope; the business scope's cards are its business's. */
export type ScopeSource =
  | { readonly kind: 'all'; readonly cards: readonly Card[] }
  | { readonly kind: 'business' }
  | { readonly kind: 'store'; readonly store: Store; readonly cards: readonly Card[] };

/** Loads a scope's own data: all cards, or a store and its cards (the business comes from its route). */
export async function loadScopeSource(
  api: StampcardClient,
  scope: CardScope,
  signal: AbortSignal,
): Promise<ScopeSource> {
  switch (scope.kind) {
    case 'all':
      return { kind: 'all', cards: await getCards(api, { signal }) };
    case 'business':
      return { kind: 'business' };
    case 'store': {
      const [store, cards] = await Promise.all([
        getBusinessStore(api, { path: { id: scope.businessID, storeId: scope.storeID }, signal }),
        getStoreCards(api, { path: { id: scope.storeID }, signal }),
      ]);
      return { kind: 'store', store, cards };
    }
  }
}

/** What the page shows of a scope: its name, its cards, and what the breadcrumbs need. */
export interface ScopeData {
  /** The business's or store's name, shown under the heading; null for all cards. */
  readonly name: string | null;
  readonly cards: readonly Card[];
  readonly businessName: string | null;
  /** For a store: whether its business has one store only (then the business's breadcrumbs apply). */
  readonly isSingleStoreBusiness: boolean;
}

/** A scope's data from its source and, for the business scope, its business (undefined until loaded). */
export function scopeData(source: ScopeSource, business: Business | undefined): ScopeData | undefined {
  switch (source.kind) {
    case 'all':
      return { name: null, cards: source.cards, businessName: null, isSingleStoreBusiness: false };
    case 'business':
      return business === undefined
        ? undefined
        : {
            name: business.name ?? null,
            cards: business.cards ?? [],
            businessName: business.name ?? null,
            isSingleStoreBusiness: business.isSingleStore,
          };
    case 'store':
      return {
        name: source.store.name ?? null,
        cards: source.cards,
        businessName: source.store.parentBusiness?.name ?? null,
        isSingleStoreBusiness: source.store.parentBusiness?.isSingleStore ?? false,
      };
  }
}

/**
 * The breadcrumbs of a scope: business scope 'businesses › {business} › CARDS › {card}'; store
 * scope in a multi-store business 'stores › {store} › CARDS › {card}'; a single-store business's
 * store uses the business's. All cards: 'CARDS › {card}'.
 */
export function scopeBreadcrumbs(scope: CardScope, data: ScopeData | undefined, cardName: string | null): Breadcrumb[] {
  const card = cardName === null ? [] : [{ label: cardName }];
  switch (scope.kind) {
    case 'all':
      return [{ label: 'CARDS', href: paths.cards.href({}) }, ...card];
    case 'business':
      return [
        { label: 'businesses', href: paths.businesses.href({}) },
        { label: data?.businessName ?? 'Business', href: paths.businessDetails.href(scope) },
        { label: 'CARDS', href: paths.businessCards.href(scope) },
        ...card,
      ];
    case 'store': {
      const storeCards = { label: 'CARDS', href: paths.storeCards.href(scope) };
      if (data?.isSingleStoreBusiness) {
        return [
          { label: 'businesses', href: paths.businesses.href({}) },
          { label: data.businessName ?? 'Business', href: paths.businessDetails.href(scope) },
          storeCards,
          ...card,
        ];
      }
      return [
        { label: 'stores', href: paths.stores.href(scope) },
        { label: data?.name ?? 'Store', href: paths.storeDetails.href(scope) },
        storeCards,
        ...card,
      ];
    }
  }
}
