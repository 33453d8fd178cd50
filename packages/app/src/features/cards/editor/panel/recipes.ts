import { createDefaultReward } from '@stampcard/card-preview';
import type { CardConfiguration, CardDraft, Reward } from '../types';

/** A change to a card draft: gets the current draft and returns the next one, never mutating it. */
export type CardRecipe = (draft: CardDraft) => CardDraft;

/** A copy of `value` without its properties set to `undefined`. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([, property]) => property !== undefined),
  ) as T;
}

/**
 * A recipe merging `patch` into the card's configuration. A property patched to `undefined` is
 * removed, so the preview falls back to card-preview's default (an emptied number field).
 */
export function setConfiguration(patch: Partial<CardConfiguration>): CardRecipe {
  return (draft) => ({ ...draft, configuration: withoutUndefined({ ...draft.configuration, ...patch }) });
}

/** Whether the card shows its title (otherwise its logo), read as the preview reads it. */
export function showsTitle(configuration: CardConfiguration): boolean {
  return configuration.titleDisplay ?? !(configuration.logoDisplay ?? false);
}

/**
 * The Switch button: shows the logo instead of the title or the other way round,
 * setting `titleDisplay` and `logoDisplay` together so they always hold opposite values.
 */
export const flipTitleAndLogo: CardRecipe = (draft) => {
  const title = !showsTitle(draft.configuration);
  return { ...draft, configuration: { ...draft.configuration, titleDisplay: title, logoDisplay: !title } };
};

/** Adds a new reward (card-preview's `createDefaultReward`) at the top of the list. */
export const addReward: CardRecipe = (draft) => ({
  ...draft,
  configuration: { ...draft.configuration, rewards: [createDefaultReward(), ...(draft.configuration.rewards ?? [])] },
});

/** A recipe removing the reward at `index`; an index outside the list changes nothing. */
export function removeReward(index: number): CardRecipe {
  return (draft) => {
    const rewards = draft.configuration.rewards ?? [];
    if (index < 0 || index >= rewards.length) return draft;
    return { ...draft, configuration: { ...draft.configuration, rewards: rewards.filter((_, at) => at !== index) } };
  };
}

/**
 * A recipe merging `patch` into the reward at `index` (a property patched to `undefined` is
 * removed); an index outside the list changes nothing.
 */
export function updateReward(index: number, patch: Partial<Reward>): CardRecipe {
  return (draft) => {
    const rewards = draft.configuration.rewards ?? [];
    const current = rewards[index];
    if (current === undefined) return draft;
    const next = withoutUndefined({ ...current, ...patch });
    return {
      ...draft,
      configuration: { ...draft.configuration, rewards: rewards.map((reward, at) => (at === index ? next : reward)) },
    };
  };
}

/** A recipe setting the card's name (the name under its thumbnail); an empty name is saved as the title. */
export function setName(name: string): CardRecipe {
  return (draft) => ({ ...draft, name });
}
