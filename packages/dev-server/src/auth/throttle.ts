/**
 * Sign-in throttling: after repeated wrong passwords, sign-in is refused for a while, per account
 * (an attacker guessing one account's password) and per address (one address guessing many
 * accounts). Only failures count, and a success clears its account's, so people signing in
 * correctly — the demo accounts in the end-to-end suite — are never held up. In memory: the dev
 * server is one process.
 */
import { setNewest } from '../boundedMap.ts';

export interface SignInThrottleOptions {
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
  /** How far back failures count. @default 15 minutes */
  windowMilliseconds?: number;
  /** Failures of one account within the window before it waits. @default 5 */
  perAccount?: number;
  /** Failures from one address within the window before it waits. @default 20 */
  perAddress?: number;
  /** The most keys kept; the oldest go first (an attacker cannot fill the memory). @default 10,000 */
  maximumKeys?: number;
}

export interface SignInThrottle {
  /** Milliseconds before this account may try again from this address; 0 when it may now. */
  retryAfter(account: string, address: string): number;
  /** Records a failed sign-in. */
  failed(account: string, address: string): void;
  /** Records a successful sign-in: the account's failures are forgotten. */
  succeeded(account: string): void;
}

export function createSignInThrottle({
  now = Date.now,
  windowMilliseconds = 15 * 60 * 1000,
  perAccount = 5,
  perAddress = 20,
  maximumKeys = 10_000,
}: SignInThrottleOptions = {}): SignInThrottle {
  const failures = new Map<string, number[]>();
  const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  /** The failures of `key` still inside the window (older ones are dropped). */
  function recent(key: string): number[] {
    const since = now() - windowMilliseconds;
    const kept = (failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  /** How long until fewer than `limit` failures of `key` are inside the window. */
  function wait(key: string, limit: number): number {
    const times = recent(key);
    if (times.length < limit) return 0;
    const oldestCounted = times[times.length - limit] ?? now();
    return Math.max(0, oldestCounted + windowMilliseconds - now());
  }

  return {
    retryAfter(account, address) {
      return Math.max(wait(accountKey(account), perAccount), wait(addressKey(address), perAddress));
    },
    failed(account, address) {
      for (const key of [accountKey(account), addressKey(address)]) {
        setNewest(failures, key, [...recent(key), now()], maximumKeys);
      }
    },
    succeeded(account) {
      failures.delete(accountKey(account));
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
