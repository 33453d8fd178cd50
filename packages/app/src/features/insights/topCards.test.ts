import { describe, expect, it } from 'vitest';
import { formatStamps, getStoreCardsHint } from './topCards';

describe('formatStamps', () => {
  it('counts stamps with thousands grouped as in en-GB', () => {
    expect(formatStamps(1234)).toBe('1,234 stamps');
    expect(formatStamps(12)).toBe('12 stamps');
  });

  it('says "stamp" for exactly one and "stamps" otherwise', () => {
    expect(formatStamps(1)).toBe('1 stamp');
    expect(formatStamps(0)).toBe('0 stamps');
  });
});

describe('getStoreCardsHint', () => {
  it('says how many cards the store has when it has fewer than 3', () => {
    expect(getStoreCardsHint(0)).toBe('Store has 0 card(s)');
    expect(getStoreCardsHint(1)).toBe('Store has 1 card(s)');
    expect(getStoreCardsHint(2)).toBe('Store has 2 card(s)');
  });

  it('has no hint from 3 cards on', () => {
    expect(getStoreCardsHint(3)).toBeNull();
    expect(getStoreCardsHint(4)).toBeNull();
    expect(getStoreCardsHint(120)).toBeNull();
  });

  it('has no hint for a count that is not a whole, non-negative number', () => {
    expect(getStoreCardsHint(-1)).toBeNull();
    expect(getStoreCardsHint(1.5)).toBeNull();
    expect(getStoreCardsHint(Number.NaN)).toBeNull();
  });
});
