/**
 * Saving and deleting a card (spec A 4 "Save" and "Delete", D8, D9): the body the API gets, the
 * call (create when the card has no id, update when it has), and the messages (the mutation
 * helper shows them, its `describeError` giving the server's errors or the fallback).
 */
import {
  createCard,
  deleteCard,
  updateCard,
  type Card,
  type NewCard,
  type StampcardClient,
} from '@stampcard/api-client';
import { messageDurations, type FailureMessage, type SuccessMessage } from '../../lib/data';
import { stripDataUrlPrefix } from './editor/panel';
import type { CardDraft } from './editor/types';

// The card builder's messages stay 5 s (60 s while their details are open), where the management
// pages' successes stay 2 s.

/** A refused save: its title, and the server's errors under it or, when it sent none, the fallback. */
export const saveFailure = {
  title: 'Could not save',
  fallback: 'An error occurred when trying to save the changes.',
  duration: messageDurations.cardBuilder,
} as const satisfies FailureMessage;

/** A refused delete: its title, and the server's errors under it or, when it sent none, the fallback. */
export const deleteFailure = {
  title: 'Could not delete the card',
  fallback: 'An error occurred when trying to delete the card.',
  duration: messageDurations.cardBuilder,
} as const satisfies FailureMessage;

/** A card deleted. */
export const deletedMessage = {
  title: 'Successfully deleted!',
  duration: messageDurations.cardBuilder,
} as const satisfies SuccessMessage;

/**
 * The card as the API takes it: name and description default to the configuration's title and
 * description and stamps follows its number of stamps (spec A 3), active defaults to true; the logo
 * goes without a data-URL prefix.
 */
export function toCardBody(draft: CardDraft): NewCard {
  const { loyaltyCardID, ...card } = draft;
  const configuration = card.configuration;
  const logo = configuration.logoEncodedString;
  return {
    ...card,
    name: card.name?.trim() ? card.name : (configuration.title ?? null),
    description: card.description?.trim() ? card.description : (configuration.description ?? null),
    // The card's stamps follow its Number of Stamps, the one the editor changes.
    stamps: configuration.totalNoOfStamps ?? card.stamps ?? 9,
    active: card.active ?? true,
    configuration:
      typeof logo === 'string' ? { ...configuration, logoEncodedString: stripDataUrlPrefix(logo) } : configuration,
  };
}

/** Creates the card (no id yet) or updates it, resolving to the server's card. */
export async function saveCard(api: StampcardClient, draft: CardDraft): Promise<{ card: Card; wasNew: boolean }> {
  const body = toCardBody(draft);
  if (draft.loyaltyCardID === undefined) return { card: await createCard(api, { body }), wasNew: true };
  return { card: await updateCard(api, { body: { ...body, loyaltyCardID: draft.loyaltyCardID } }), wasNew: false };
}

export async function removeCard(api: StampcardClient, loyaltyCardID: number): Promise<void> {
  await deleteCard(api, { path: { id: loyaltyCardID } });
}
