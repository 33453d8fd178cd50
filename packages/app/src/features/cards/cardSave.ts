/**
 * Saving and deleting a card: the body the API gets, the
 * call (create when the card has no id, update when it has), and the messages (the mutation
 * helper shows them, its `describeError` giving the server's errors or the fallback).
 */
import {
  createCard,
  deleteCard,
  entityTag,
  getCard,
  getCardChangeImpact,
  getCardDeletionImpact,
  updateCard,
  type Card,
  type CardImpact,
  type NewCard,
  type StampcardClient,
} from '@stampcard/api-client';
import {
  applyJsonPatch,
  jsonPatchDiff,
  messageDurations,
  valueText,
  type FailureMessage,
  type FieldDefinition,
  type SuccessMessage,
} from '#app/lib/data';
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

/** The holders of a live card could not be counted: nothing was saved or deleted. */
export const impactFailure = {
  title: 'Could not count who holds this card',
  fallback: 'Nothing was changed: try again.',
  duration: messageDurations.cardBuilder,
} as const satisfies FailureMessage;

/** A card deleted. */
export const deletedMessage = {
  title: 'Successfully deleted!',
  duration: messageDurations.cardBuilder,
} as const satisfies SuccessMessage;

/**
 * The card as the API takes it: name and description default to the configuration's title and
 * description and stamps follows its number of stamps, active defaults to true; the logo
 * goes without a data-URL prefix.
 */
export function toCardBody(draft: CardDraft): NewCard {
  const { loyaltyCardID, version, ...card } = draft;
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

/** A save of the editor: the card as the user left it, and as it was read (loaded or last saved). */
export interface CardSave {
  readonly draft: CardDraft;
  readonly baseline: CardDraft;
}

/** A card saved: the server's card, and whether it was created by this save. */
export interface SavedCard {
  readonly card: Card;
  readonly wasNew: boolean;
}

/**
 * Creates the card (no id yet) or updates it on the version it was read at (If-Match): a card
 * someone else saved since is refused, not overwritten. Resolves to the server's card.
 */
export async function saveCard(api: StampcardClient, { draft }: CardSave): Promise<SavedCard> {
  const body = toCardBody(draft);
  if (draft.loyaltyCardID === undefined) return { card: await createCard(api, { body }), wasNew: true };
  if (draft.version === undefined) throw new Error('A saved card without its version cannot be saved safely.');
  const card = await updateCard(api, {
    body: { ...body, loyaltyCardID: draft.loyaltyCardID },
    headers: { 'If-Match': entityTag(draft.version) },
  });
  return { card, wasNew: false };
}

/** What saving the edits would do to the card's holders, counted by the server without saving. */
export async function countSaveImpact(api: StampcardClient, { draft }: CardSave): Promise<CardImpact> {
  if (draft.loyaltyCardID === undefined) throw new Error('A new card has no holders to count.');
  return getCardChangeImpact(api, { body: { ...toCardBody(draft), loyaltyCardID: draft.loyaltyCardID } });
}

/** What deleting the card would do to its holders, counted by the server. */
export async function countDeletionImpact(api: StampcardClient, loyaltyCardID: number): Promise<CardImpact> {
  return getCardDeletionImpact(api, { path: { id: loyaltyCardID } });
}

/** The card as the server has it now, for a save someone else's overtook. */
export async function currentCard(api: StampcardClient, { draft }: CardSave): Promise<SavedCard> {
  return { card: await getCard(api, { path: { id: draft.loyaltyCardID ?? 0 } }), wasNew: false };
}

/** The rewards as a conflict lists them: each by its title, else its text, else its stamp. */
function rewardsText(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return 'No rewards';
  return value
    .map((reward: { title?: string | null; text?: string | null; trigger?: number }) =>
      valueText(reward.title ?? reward.text ?? `Reward at stamp ${String(reward.trigger ?? '')}`),
    )
    .join(', ');
}

/**
 * The card's fields as a conflict with someone else's save names them, as the editor's panel does;
 * any other changed setting is named after its key ('Stamp area colour').
 */
export const cardConflictFields: readonly FieldDefinition[] = [
  { path: '/name', label: 'Name' },
  { path: '/description', label: 'Description' },
  { path: '/configuration/title', label: 'Title' },
  { path: '/configuration/description', label: 'Card description' },
  { path: '/configuration/totalNoOfStamps', label: 'Number of Stamps' },
  { path: '/configuration/backgroundColour', label: 'Background Colour' },
  { path: '/configuration/cardColour', label: 'Card Colour' },
  { path: '/configuration/cardInListColour', label: 'Card in List Colour' },
  {
    path: '/configuration/logoEncodedString',
    label: 'Logo',
    text: (value) => (typeof value === 'string' && value !== '' ? 'An image' : 'No logo'),
  },
  { path: '/configuration/rewards', label: 'Rewards', text: rewardsText },
];

/**
 * The save that puts the user's edits on top of `current`, someone else's newer version: every
 * setting the user changed since the card was read, as they left it, the rest as it is now.
 */
export function rebaseCardSave({ draft, baseline }: CardSave, current: Card): CardSave {
  const rebased = applyJsonPatch<CardDraft>(current, jsonPatchDiff(baseline, draft));
  return { draft: rebased, baseline: current };
}

export async function removeCard(api: StampcardClient, loyaltyCardID: number): Promise<void> {
  await deleteCard(api, { path: { id: loyaltyCardID } });
}
