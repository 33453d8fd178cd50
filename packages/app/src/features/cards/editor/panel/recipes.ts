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
 * removed, so the preview falls back to the spec's default (an emptied number field).
 */
export function setConfiguration(patch: Partial<CardConfiguration>): CardRecipe {
  return (draft) => ({ ...draft, configuration: withoutUndefined({ ...draft.configuration, ...patch }) });
}

/** Whether the card shows its title (otherwise its logo), read as the preview reads it. */
export function showsTitle(configuration: CardConfiguration): boolean {
  return configuration.titleDisplay ?? !(configuration.logoDisplay ?? false);
}

/**
 * The Switch button (spec A 2.4): shows the logo instead of the title or the other way round,
 * setting `titleDisplay` and `logoDisplay` together so they always hold opposite values.
 */
export const flipTitleAndLogo: CardRecipe = (draft) => {
  const title = !showsTitle(draft.configuration);
  return { ...draft, configuration: { ...draft.configuration, titleDisplay: title, logoDisplay: !title } };
};

/**
 * A new reward with the spec's defaults (spec A 3: trigger 1, white background, 14 px black text);
 * the rest as card-preview's `createDefaultCard` reward (a gift icon, radius 35, no padding).
 */
export function createReward(): Reward {
  return {
    trigger: 1,
    title: '',
    backgroundColour: '#ffffff',
    borderRadius: 35,
    isIcon: true,
    icon: 's-gift',
    fontSize: 14,
    fontColour: '#000000',
    textStyle: [],
    paddingTop: 0,
    paddingRight: 0,
    paddingBottom: 0,
    paddingLeft: 0,
    text: '',
  };
}

/** Adds a new reward (spec defaults) at the top of the list (spec A 2.4). */
export const addReward: CardRecipe = (draft) => ({
  ...draft,
  configuration: { ...draft.configuration, rewards: [createReward(), ...(draft.configuration.rewards ?? [])] },
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
