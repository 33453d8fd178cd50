import { createDefaultCard } from '@stampcard/card-preview';
import type { NewCardScope } from './cardScope';
import type { CardDraft } from './editor/types';

/** A blank card carrying the scope's storeID and/or storeGroupID, with card-preview's defaults. */
export function newCardDraft(scope: NewCardScope): CardDraft {
  // Name, description and stamps follow the configuration when saved (`toCardBody`).
  const { loyaltyCardID, name, description, stamps, configuration, ...card } = createDefaultCard(scope);
  return { ...card, configuration: { ...configuration } } as CardDraft;
}
