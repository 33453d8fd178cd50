// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSignInThrottle, tryAgainIn } from './throttle.ts';

const minute = 60_000;

function setUp() {
  let now = 0;
  const throttle = createSignInThrottle({ now: () => now });
  return {
    throttle,
    advance: (milliseconds: number) => {
      now += milliseconds;
    },
  };
}

describe('the sign-in throttle', () => {
  it('lets an account try 5 times, then makes it wait until the oldest failure is 15 minutes old', () => {
    const { throttle, advance } = setUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
      throttle.failed('ada@example.com', '10.0.0.1');
      advance(minute);
    }
    // Five failures at minutes 0 to 4; now minute 5: the first counts until minute 15.
    expect(throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(10 * minute);
    // Case and spaces do not make another account, and another address does not help.
    expect(throttle.retryAfter(' ADA@example.com', '10.0.0.2')).toBe(10 * minute);
    advance(10 * minute);
    expect(throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
  });

  it('makes an address that fails 20 times across accounts wait, for every account', () => {
    const { throttle } = setUp();
    for (let attempt = 0; attempt < 20; attempt += 1) throttle.failed(`user${attempt}@example.com`, '10.0.0.9');
    expect(throttle.retryAfter('someone-new@example.com', '10.0.0.9')).toBe(15 * minute);
    expect(throttle.retryAfter('someone-new@example.com', '10.0.0.10')).toBe(0);
  });

  it('forgets an account’s failures once it signs in', () => {
    const { throttle } = setUp();
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.failed('ada@example.com', '10.0.0.1');
    throttle.succeeded('ada@example.com');
    throttle.failed('ada@example.com', '10.0.0.1');
    expect(throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
  });

  it('keeps at most its maximum number of keys, dropping the oldest', () => {
    let now = 0;
    const throttle = createSignInThrottle({ now: () => now, maximumKeys: 3, perAccount: 1 });
    throttle.failed('first@example.com', 'a');
    now += 1;
    throttle.failed('second@example.com', 'b');
    expect(throttle.retryAfter('first@example.com', 'c')).toBe(0);
    expect(throttle.retryAfter('second@example.com', 'c')).toBeGreaterThan(0);
  });
});

describe('tryAgainIn', () => {
  it('says when, in whole minutes or seconds', () => {
    expect(tryAgainIn(15 * minute)).toBe('Try again in 15 minutes.');
    expect(tryAgainIn(61_000)).toBe('Try again in 2 minutes.');
    expect(tryAgainIn(60_000)).toBe('Try again in 1 minute.');
    expect(tryAgainIn(1_500)).toBe('Try again in 2 seconds.');
    expect(tryAgainIn(1)).toBe('Try again in 1 second.');
  });
});
