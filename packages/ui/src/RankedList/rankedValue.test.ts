import { describe, expect, it } from 'vitest';
import { formatStamps } from './rankedValue';

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
