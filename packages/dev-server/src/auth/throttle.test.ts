// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase, type TestDatabase } from '../testing/harness.ts';
import { createSignInThrottle, tryAgainIn, type SignInThrottleOptions } from './throttle.ts';

const minute = 60_000;

let testDatabase: TestDatabase;
let database: Database;
let now = 0;
beforeAll(async () => {
  testDatabase = await openTestDatabase();
  database = testDatabase.database;
}, 60_000);
afterAll(() => testDatabase.close());

/** A throttle on the test's clock, moved a day on: no failure of an earlier test counts. */
function setUp(options: SignInThrottleOptions = {}) {
  now += 24 * 60 * minute;
  const throttle = createSignInThrottle(database, { now: () => now, ...options });
  return {
    throttle,
    advance: (milliseconds: number) => {
      now += milliseconds;
    },
  };
}

describe('the sign-in throttle', () => {
  it('lets an account try 5 times, then makes it wait until the oldest failure is 15 minutes old', async () => {
    const { throttle, advance } = setUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
      await throttle.failed('ada@example.com', '10.0.0.1');
      advance(minute);
    }
    // Five failures at minutes 0 to 4; now minute 5: the first counts until minute 15.
    expect(await throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(10 * minute);
    // Case and spaces do not make another account, and another address does not help.
    expect(await throttle.retryAfter(' ADA@example.com', '10.0.0.2')).toBe(10 * minute);
    advance(10 * minute);
    expect(await throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
  });

  it('makes an address that fails 20 times across accounts wait, for every account', async () => {
    const { throttle } = setUp();
    for (let attempt = 0; attempt < 20; attempt += 1) await throttle.failed(`user${attempt}@example.com`, '10.0.0.9');
    expect(await throttle.retryAfter('someone-new@example.com', '10.0.0.9')).toBe(15 * minute);
    expect(await throttle.retryAfter('someone-new@example.com', '10.0.0.10')).toBe(0);
  });

  it('forgets an account’s failures once it signs in', async () => {
    const { throttle } = setUp();
    for (let attempt = 0; attempt < 4; attempt += 1) await throttle.failed('ada@example.com', '10.0.0.1');
    await throttle.succeeded('ada@example.com');
    await throttle.failed('ada@example.com', '10.0.0.1');
    expect(await throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
  });

  it('counts the failures of every process: two throttles on one database are one', async () => {
    const { throttle } = setUp({ perAccount: 2 });
    const other = createSignInThrottle(database, { now: () => now, perAccount: 2 });
    await throttle.failed('grace@example.com', '10.0.0.1');
    await other.failed('grace@example.com', '10.0.0.2');
    expect(await throttle.retryAfter('grace@example.com', '10.0.0.3')).toBe(15 * minute);
  });

  it('deletes failures once they are out of the window', async () => {
    const { throttle, advance } = setUp();
    await throttle.failed('old@example.com', '10.0.0.1');
    advance(15 * minute);
    await throttle.failed('new@example.com', '10.0.0.2');
    const keys = await database.query<{ key: string }>(
      `SELECT key FROM sign_in_failures WHERE key IN ('account:old@example.com', 'account:new@example.com')`,
    );
    expect(keys.map((row) => row.key)).toEqual(['account:new@example.com']);
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
