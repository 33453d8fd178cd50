/**
 * Sign-in throttling: after repeated wrong passwords, sign-in is refused for a while, per account
 * (an attacker guessing one account's password) and per address (one address guessing many
 * accounts). Only failures count, and a success clears its account's, so people signing in
 * correctly — the demo accounts in the end-to-end suite — are never held up. The failures are rows
 * of the database (sign_in_failures), so every process serving it counts the same ones and a
 * restart forgets none; rows older than the window are deleted as new failures come.
 */
import type { Database } from '../db/database.ts';

export interface SignInThrottleOptions {
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
  /** How far back failures count. @default 15 minutes */
  windowMilliseconds?: number;
  /** Failures of one account within the window before it waits. @default 5 */
  perAccount?: number;
  /** Failures from one address within the window before it waits. @default 20 */
  perAddress?: number;
}

export interface SignInThrottle {
  /** Milliseconds before this account may try again from this address; 0 when it may now. */
  retryAfter(account: string, address: string): Promise<number>;
  /** Records a failed sign-in. */
  failed(account: string, address: string): Promise<void>;
  /** Records a successful sign-in: the account's failures are forgotten. */
  succeeded(account: string): Promise<void>;
}

/** The throttle's own bookkeeping: no list or record the API caches changes with it. */
const bookkeeping = { changesData: false } as const;

export function createSignInThrottle(
  database: Database,
  { now = Date.now, windowMilliseconds = 15 * 60 * 1000, perAccount = 5, perAddress = 20 }: SignInThrottleOptions = {},
): SignInThrottle {
  const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  /** How long until fewer than `limit` of `times` (oldest first, inside the window) are inside it. */
  function wait(times: readonly number[], limit: number, time: number): number {
    if (times.length < limit) return 0;
    const oldestCounted = times[times.length - limit] ?? time;
    return Math.max(0, oldestCounted + windowMilliseconds - time);
  }

  return {
    async retryAfter(account, address) {
      const time = now();
      const keys = [accountKey(account), addressKey(address)] as const;
      const rows = await database.query<{ key: string; failedAt: number }>(
        `SELECT key, failed_at::float8 AS "failedAt" FROM sign_in_failures
         WHERE key = ANY($1::text[]) AND failed_at > $2::bigint ORDER BY failed_at`,
        [keys, time - windowMilliseconds],
      );
      const timesOf = (key: string) => rows.filter((row) => row.key === key).map((row) => row.failedAt);
      return Math.max(wait(timesOf(keys[0]), perAccount, time), wait(timesOf(keys[1]), perAddress, time));
    },
    async failed(account, address) {
      const time = now();
      await database.query(
        `WITH expired AS (DELETE FROM sign_in_failures WHERE failed_at <= $3::bigint - $4::bigint)
         INSERT INTO sign_in_failures (key, failed_at) VALUES ($1, $3::bigint), ($2, $3::bigint)`,
        [accountKey(account), addressKey(address), time, windowMilliseconds],
        bookkeeping,
      );
    },
    async succeeded(account) {
      await database.query('DELETE FROM sign_in_failures WHERE key = $1', [accountKey(account)], bookkeeping);
    },
  };
}

/** 'Try again in 12 minutes.' for a wait in milliseconds (whole minutes, rounded up; seconds under one). */
export function tryAgainIn(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  if (seconds < 60) return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
