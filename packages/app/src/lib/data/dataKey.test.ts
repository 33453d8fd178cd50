import { describe, expect, it } from 'vitest';
import { covers, keyStartsWith, sameKey } from './dataKey';

describe('data keys', () => {
  it('are the same when every part is', () => {
    expect(sameKey(['business', 7], ['business', 7])).toBe(true);
    expect(sameKey(['business', 7], ['business', '7'])).toBe(false);
    expect(sameKey(['business'], ['business', 7])).toBe(false);
  });

  it('are covered by their beginnings, or by everything', () => {
    expect(keyStartsWith(['businesses', 'list', 'page=2'], ['businesses'])).toBe(true);
    expect(keyStartsWith(['businesses'], ['businesses', 'list'])).toBe(false);
    expect(keyStartsWith(['business', 7], [])).toBe(true);
    expect(covers([['cards'], ['business']], ['business', 7])).toBe(true);
    expect(covers([['cards'], ['business', 8]], ['business', 7])).toBe(false);
    expect(covers('everything', ['anything'])).toBe(true);
    expect(covers([], ['business', 7])).toBe(false);
  });
});
