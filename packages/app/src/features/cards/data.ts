/**
 * The card builder's loaders (ADR 010), a chunk apart from its page: the scope's cards, and the
 * card the `id` query parameter selects.
 */
import { getCard } from '@stampcard/api-client';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { addressId, dataRoute, InvalidAddressError } from '#app/lib/data';
import { loadScopeSource, newCardScopeOf, scopeKey, scopeOf, type ScopeSource } from './cardScope';
import { newCardDraft } from './newCardDraft';
import type { CardDraft } from './editor/types';

/** The scope's cards (all cards, a store's; a business's come with its route's business). */
export const cardScopeRoute = dataRoute<ScopeSource>({
  key: ({ params }) => scopeKey(scopeOf(params)),
  load({ params, signal, services }) {
    const scope = scopeOf(params);
    if (scope === null)
      return Promise.reject(new InvalidAddressError('The address does not name a business or store.'));
    return loadScopeSource(services.api, scope, signal);
  },
});

/** The card `id` selects: none, a new card for the scope (`new`), or the card loaded from the server. */
const selectedCardData = dataRoute<CardDraft | null>({
  key: ({ url }) => ['card', url.searchParams.get('id') ?? ''],
  async load({ url, params, signal, services }) {
    const id = url.searchParams.get('id');
    if (id === null) return null;
    if (id === 'new') {
      const scope = scopeOf(params);
      return scope === null ? null : newCardDraft(newCardScopeOf(scope));
    }
    const cardId = addressId(id);
    if (cardId === null) throw new InvalidAddressError("The card's id in the address is not valid.");
    return getCard(services.api, { path: { id: cardId }, signal });
  },
});

/** Card ids that the editor on screen goes on editing: a new card saved under its new id. */
const continued = new Set<string>();

/**
 * The editor on screen goes on with the card it saved, now under `id` in the address:
 * its route does not load that card again.
 */
export function continueEditingAs(id: string): void {
  continued.add(id);
}

export const selectedCardRoute = {
  loader: selectedCardData.loader,
  shouldRevalidate: (args: ShouldRevalidateFunctionArgs): boolean => {
    const next = args.nextUrl.searchParams.get('id');
    if (next !== null && continued.delete(next)) return false;
    return selectedCardData.shouldRevalidate(args);
  },
};
