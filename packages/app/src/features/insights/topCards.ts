/**
 * The Top Cards widget's texts: each card's stamps count, and the hint under a short ranking, so a
 * store with fewer than 3 cards is not taken for missing data.
 */

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A Top Cards value: the stamps count, grouped as in en-GB ('1 stamp', '1,234 stamps'). */
export function formatStamps(value: number): string {
  return `${numberFormat.format(value)} ${value === 1 ? 'stamp' : 'stamps'}`;
}

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
