/** Below this many cards the Top Cards widget says how many the store has. */
export const storeCardsHintThreshold = 3;

/**
 * The hint of the Top Cards widget: 'Store has N card(s)' when the store has fewer than 3 cards,
 * so a short ranking is not mistaken for missing data; `null` from 3 cards on.
 */
export function getStoreCardsHint(count: number): string | null {
  if (!Number.isInteger(count) || count < 0 || count >= storeCardsHintThreshold) return null;
  return `Store has ${count} card(s)`;
}
