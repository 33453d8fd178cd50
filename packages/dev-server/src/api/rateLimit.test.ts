// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/harness.ts';
import {
  createRateLimiter,
  type RateLimitOptions,
  rateLimitFromEnvironment,
  rateLimitHeaders,
  retryAfterSeconds,
  tooManyRequestsMessage,
} from './rateLimit.ts';

const second = 1000;

/**
 * The limiter over each store: this process's memory (an embedded database's single process) and
 * the database (PostgreSQL's processes), where the same requests must count the same.
 */
describe.each([
  { store: 'in memory', inDatabase: false },
  { store: 'in the database', inDatabase: true },
])('the API rate limiter, counting $store', ({ inDatabase }) => {
  let testDatabase: TestDatabase | undefined;
  let now = 0;

  beforeAll(async () => {
    if (inDatabase) testDatabase = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await testDatabase?.close();
  });

  /** A limiter of 3 requests per user and 5 per address a minute, on a clock the test moves, its keys new. */
  function setUp(options: RateLimitOptions = {}) {
    now += 3_600 * second;
    const limiter = createRateLimiter(
      { perUser: 3, perAddress: 5, windowSeconds: 60, now: () => now, ...options },
      testDatabase?.database,
    );
    const run = `${now}`;
    return {
      /** Counts a request of `user` (or none) from `address`, both named apart from other tests'. */
      count: (caller: { user?: string; address?: string }) =>
        limiter.count({
          address: `${caller.address ?? '10.0.0.1'}-${run}`,
          user: caller.user === undefined ? undefined : `${caller.user}-${run}`,
        }),
      advance: (milliseconds: number) => {
        now += milliseconds;
      },
    };
  }

  it('allows a user their quota within a window, counting down, then refuses until the window ends', async () => {
    const { count, advance } = setUp({ perAddress: 100 });
    expect(await count({ user: 'ada' })).toEqual([
      { policy: 'user', quota: 3, remaining: 2, resetMilliseconds: 60 * second, exceeded: false },
      { policy: 'address', quota: 100, remaining: 99, resetMilliseconds: 60 * second, exceeded: false },
    ]);
    advance(10 * second);
    expect((await count({ user: 'ada' }))[0]).toMatchObject({ remaining: 1, resetMilliseconds: 50 * second });
    expect((await count({ user: 'ada' }))[0]).toMatchObject({ remaining: 0, exceeded: false });
    advance(20 * second);
    expect((await count({ user: 'ada' }))[0]).toMatchObject({
      remaining: 0,
      resetMilliseconds: 30 * second,
      exceeded: true,
    });
    expect((await count({ user: 'ada' }))[0]).toMatchObject({ exceeded: true });
  });

  it('opens a new, full window with the first request after the window ended', async () => {
    const { count, advance } = setUp();
    for (let request = 0; request < 4; request += 1) await count({ user: 'ada' });
    advance(60 * second - 1);
    expect((await count({ user: 'ada' }))[0]).toMatchObject({ exceeded: true, resetMilliseconds: 1 });
    advance(1);
    expect(await count({ user: 'ada' })).toEqual([
      { policy: 'user', quota: 3, remaining: 2, resetMilliseconds: 60 * second, exceeded: false },
      { policy: 'address', quota: 5, remaining: 4, resetMilliseconds: 60 * second, exceeded: false },
    ]);
  });

  it('counts each user and each address apart, a user and an address of one name too', async () => {
    const { count } = setUp();
    for (let request = 0; request < 4; request += 1) await count({ user: 'ada', address: `10.0.1.${request}` });
    expect((await count({ user: 'ada', address: '10.0.2.1' }))[0]?.exceeded).toBe(true);
    expect((await count({ user: 'grace', address: '10.0.2.2' }))[0]).toMatchObject({ remaining: 2, exceeded: false });
    expect(await count({ address: 'ada' })).toEqual([expect.objectContaining({ policy: 'address', remaining: 4 })]);
    for (let request = 0; request < 5; request += 1) await count({ address: '10.0.0.1' });
    expect((await count({ address: '10.0.0.1' }))[0]?.exceeded).toBe(true);
    expect((await count({ address: '10.0.0.2' }))[0]).toMatchObject({ remaining: 4, exceeded: false });
  });

  it('does not count the user of a request its address is refused', async () => {
    const { count } = setUp({ perAddress: 1 });
    await count({ user: 'ada' });
    const refused = await count({ user: 'ada' });
    expect(refused).toEqual([expect.objectContaining({ policy: 'address', exceeded: true })]);
    expect((await count({ user: 'ada', address: '10.0.0.9' }))[0]).toMatchObject({ policy: 'user', remaining: 1 });
  });

  it('gives requests made at once each their own place: those past the quota refused, their user not counted', async () => {
    const { count } = setUp({ perAddress: 5, perUser: 100 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => count({ user: 'ada' })));
    const admitted = answers.filter((states) => !states.some((state) => state.exceeded));
    expect(admitted.map((states) => states[1]?.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(admitted.map((states) => states[0]?.remaining).sort()).toEqual([95, 96, 97, 98, 99]);
    const refused = answers.filter((states) => states.some((state) => state.exceeded));
    expect(refused.map((states) => states.map((state) => state.policy))).toEqual([
      ['address'],
      ['address'],
      ['address'],
    ]);
    expect((await count({ user: 'ada', address: '10.0.0.9' }))[0]).toMatchObject({ policy: 'user', remaining: 94 });
  });

  it('counts requests made at once, none lost', async () => {
    const { count } = setUp({ perUser: 1_000, perAddress: 1_000 });
    await Promise.all(Array.from({ length: 40 }, () => count({ user: 'ada' })));
    expect((await count({ user: 'ada' }))[0]).toMatchObject({ remaining: 1_000 - 41 });
  });
});

describe('the API rate limiter in memory', () => {
  it('keeps at most its maximum number of keys, forgetting the least recently seen', async () => {
    let now = 0;
    const limiter = createRateLimiter({ perUser: 1, maximumKeys: 2, now: () => now });
    const userState = async (user: string) => (await limiter.count({ address: user, user }))[0];
    await userState('first');
    now += 1;
    await userState('second');
    await userState('third');
    // Each request keeps an address and a user: only the third's are left.
    expect((await userState('first'))?.exceeded).toBe(false);
    expect((await userState('first'))?.exceeded).toBe(true);
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
