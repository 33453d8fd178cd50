// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createRateLimiter,
  rateLimitFromEnvironment,
  rateLimitHeaders,
  retryAfterSeconds,
  tooManyRequestsMessage,
} from './rateLimit.ts';

const second = 1000;

function setUp() {
  let now = 0;
  const limiter = createRateLimiter({ perUser: 3, perAddress: 5, windowSeconds: 60, now: () => now });
  return {
    limiter,
    advance: (milliseconds: number) => {
      now += milliseconds;
    },
  };
}

describe('the API rate limiter', () => {
  it('allows a user their quota within a window, counting down, then refuses until the window ends', () => {
    const { limiter, advance } = setUp();
    expect(limiter.count('user', 'ada')).toEqual({
      policy: 'user',
      quota: 3,
      remaining: 2,
      resetMilliseconds: 60 * second,
      exceeded: false,
    });
    advance(10 * second);
    expect(limiter.count('user', 'ada')).toMatchObject({ remaining: 1, resetMilliseconds: 50 * second });
    expect(limiter.count('user', 'ada')).toMatchObject({ remaining: 0, exceeded: false });
    advance(20 * second);
    expect(limiter.count('user', 'ada')).toMatchObject({
      remaining: 0,
      resetMilliseconds: 30 * second,
      exceeded: true,
    });
    expect(limiter.count('user', 'ada')).toMatchObject({ exceeded: true });
  });

  it('opens a new, full window with the first request after the window ended', () => {
    const { limiter, advance } = setUp();
    for (let request = 0; request < 4; request += 1) limiter.count('user', 'ada');
    advance(60 * second - 1);
    expect(limiter.count('user', 'ada')).toMatchObject({ exceeded: true, resetMilliseconds: 1 });
    advance(1);
    expect(limiter.count('user', 'ada')).toEqual({
      policy: 'user',
      quota: 3,
      remaining: 2,
      resetMilliseconds: 60 * second,
      exceeded: false,
    });
  });

  it('counts each user, each address and each policy apart', () => {
    const { limiter } = setUp();
    for (let request = 0; request < 4; request += 1) limiter.count('user', 'ada');
    expect(limiter.count('user', 'ada').exceeded).toBe(true);
    expect(limiter.count('user', 'grace')).toMatchObject({ remaining: 2, exceeded: false });
    // A user and an address with the same name are different keys.
    expect(limiter.count('address', 'ada')).toMatchObject({ quota: 5, remaining: 4 });
    for (let request = 0; request < 5; request += 1) limiter.count('address', '10.0.0.1');
    expect(limiter.count('address', '10.0.0.1').exceeded).toBe(true);
    expect(limiter.count('address', '10.0.0.2')).toMatchObject({ remaining: 4, exceeded: false });
  });

  it('keeps at most its maximum number of keys, forgetting the least recently seen', () => {
    let now = 0;
    const limiter = createRateLimiter({ perUser: 1, maximumKeys: 2, now: () => now });
    limiter.count('user', 'first');
    now += 1;
    limiter.count('user', 'second');
    limiter.count('user', 'third');
    expect(limiter.count('user', 'first').exceeded).toBe(false);
    expect(limiter.count('user', 'third').exceeded).toBe(true);
  });
});

describe('the RateLimit fields', () => {
  it('name each policy with its quota and window, and what is left and for how long, the user first', () => {
    const headers = rateLimitHeaders(
      [
        { policy: 'user', quota: 1200, remaining: 1187, resetMilliseconds: 41_200, exceeded: false },
        { policy: 'address', quota: 6000, remaining: 5950, resetMilliseconds: 41_200, exceeded: false },
      ],
      60,
    );
    expect(headers).toEqual({
      'RateLimit-Policy': '"user";q=1200;w=60, "address";q=6000;w=60',
      RateLimit: '"user";r=1187;t=42, "address";r=5950;t=42',
    });
  });

  it('ask to retry once every exceeded window has ended, in whole seconds, at least 1', () => {
    expect(
      retryAfterSeconds([
        { policy: 'user', quota: 3, remaining: 0, resetMilliseconds: 12_100, exceeded: true },
        { policy: 'address', quota: 5, remaining: 0, resetMilliseconds: 30_000, exceeded: false },
      ]),
    ).toBe(13);
    expect(retryAfterSeconds([{ policy: 'user', quota: 3, remaining: 0, resetMilliseconds: 0, exceeded: true }])).toBe(
      1,
    );
    expect(tooManyRequestsMessage(13)).toBe('Too many requests: try again in 13 seconds.');
    expect(tooManyRequestsMessage(1)).toBe('Too many requests: try again in 1 second.');
  });
});

describe('rateLimitFromEnvironment', () => {
  it('reads the quotas and the window, turns the limits off, and refuses what is not a whole number', () => {
    expect(rateLimitFromEnvironment({})).toEqual({});
    expect(
      rateLimitFromEnvironment({
        RATE_LIMIT_PER_USER: '5',
        RATE_LIMIT_PER_ADDRESS: ' 100 ',
        RATE_LIMIT_WINDOW_SECONDS: '30',
      }),
    ).toEqual({ perUser: 5, perAddress: 100, windowSeconds: 30 });
    expect(rateLimitFromEnvironment({ RATE_LIMIT: 'off', RATE_LIMIT_PER_USER: '5' })).toBe(false);
    expect(() => rateLimitFromEnvironment({ RATE_LIMIT_PER_USER: '0' })).toThrow(
      'RATE_LIMIT_PER_USER must be a whole number of at least 1, not "0".',
    );
    expect(() => rateLimitFromEnvironment({ RATE_LIMIT_WINDOW_SECONDS: '1.5' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });
});
