/**
 * The API's rate limits. Every /api request counts against the address it comes from; a request
 * with a valid access token counts also against its user (the token's subject). Each key has a
 * fixed window: it opens with the key's first request, lasts `windowSeconds`, and holds the
 * policy's quota of requests; a request past the quota is refused with 429 and Retry-After until
 * that window ends, and the key's next request after it opens a new, full window. The quotas are
 * far above what a person or the test suites ask for, so only a runaway client is ever refused.
 *
 * Every /api answer, success or error, says where its caller stands, in the RateLimit-Policy and
 * RateLimit fields of the IETF draft (structured-field lists, one item per policy, the user's
 * first):
 *
 *   RateLimit-Policy: "user";q=1200;w=60, "address";q=6000;w=60
 *   RateLimit: "user";r=1187;t=42, "address";r=5950;t=42
 *
 * `q` is the quota and `w` the window in seconds; `r` the requests left in the current window and
 * `t` the seconds until it ends. A request without a valid token carries the address policy only.
 *
 * On PostgreSQL the windows are rows of the database, so every process serving it counts the same
 * requests: one statement a request. An embedded database belongs to one process, which counts
 * them in memory.
 */
import { setNewest } from '../boundedMap.ts';
import { callerAddress } from '../callerAddress.ts';
import type { Database } from '../db/database.ts';
import type { ApiContext, ApiEnvironment, RateLimitState } from './context.ts';
import { errorBody, HttpError } from './http.ts';

export interface RateLimitOptions {
  /** Requests one signed-in user may make within a window, from any address. @default 1200 */
  perUser?: number;
  /** Requests one address may make within a window, signed in or not, all users together. @default 6000 */
  perAddress?: number;
  /** The window's length in seconds. @default 60 */
  windowSeconds?: number;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
  /** In memory: the most keys (users and addresses) kept; the least recently seen go first. @default 10,000 */
  maximumKeys?: number;
}

export const defaultRateLimits = { perUser: 1200, perAddress: 6000, windowSeconds: 60 } as const;

/** One key's window: when it opened (milliseconds) and how many requests it has counted. */
interface Window {
  openedAt: number;
  count: number;
}

/** Who a request counts against: its address, and its user when it has a valid token. */
export interface Caller {
  address: string;
  user?: string | undefined;
}

export interface RateLimiter {
  /**
   * Counts a request against its address and, unless the address is past its quota, its user,
   * and says where each stands, the user's first.
   */
  count(caller: Caller): Promise<RateLimitState[]>;
  /** The window's length in seconds, for RateLimit-Policy. */
  readonly windowSeconds: number;
}

/**
 * Where the windows are counted: in this process, or in the database, where every process serving
 * it counts the same windows. `count` adds one request to each key in turn, stopping after a key
 * past its quota (`limit` is the quota plus one: the most a window counts), and returns the windows
 * counted.
 */
interface WindowStore {
  count(keys: readonly { key: string; limit: number }[], time: number, windowMilliseconds: number): Promise<Window[]>;
}

/** The next state of a key's window after one more request at `time`. */
function nextWindow(current: Window | undefined, time: number, windowMilliseconds: number, limit: number): Window {
  if (current === undefined || time >= current.openedAt + windowMilliseconds) return { openedAt: time, count: 1 };
  // Refused requests count too, but never past one over the quota: the window ends when it ends.
  return { openedAt: current.openedAt, count: Math.min(current.count + 1, limit) };
}

function memoryStore(maximumKeys: number): WindowStore {
  const windows = new Map<string, Window>();
  return {
    count(keys, time, windowMilliseconds) {
      const counted: Window[] = [];
      for (const { key, limit } of keys) {
        const window = nextWindow(windows.get(key), time, windowMilliseconds, limit);
        setNewest(windows, key, window, maximumKeys);
        counted.push(window);
        if (window.count >= limit) break;
      }
      return Promise.resolve(counted);
    },
  };
}

/**
 * Counts `$4` requests of one caller at time `$1` in windows of `$2` milliseconds: its address
 * (`$3`) by all of them, and its user (`$6`, or none) by those the address admits, the first of
 * them up to its quota (`$5`). A window that has ended gives way to a new one opened now. Returns
 * the address's window, how many requests it admitted, and the user's window when counted.
 */
const countStatement = `
  WITH address AS (
    INSERT INTO rate_limit_windows AS w (key, opened_at, count) VALUES ($3::text, $1::bigint, $4::int)
    ON CONFLICT (key) DO UPDATE SET
      opened_at = CASE WHEN $1::bigint >= w.opened_at + $2::bigint THEN $1::bigint ELSE w.opened_at END,
      count = CASE WHEN $1::bigint >= w.opened_at + $2::bigint THEN $4::int ELSE w.count + $4::int END
    RETURNING opened_at, count
  ), admitted AS (
    SELECT opened_at, count, least(greatest($5::int - (count - $4::int), 0), $4::int) AS admitted FROM address
  ), person AS (
    INSERT INTO rate_limit_windows AS w (key, opened_at, count)
    SELECT $6::text, $1::bigint, admitted FROM admitted WHERE $6::text IS NOT NULL AND admitted > 0
    ON CONFLICT (key) DO UPDATE SET
      opened_at = CASE WHEN $1::bigint >= w.opened_at + $2::bigint THEN $1::bigint ELSE w.opened_at END,
      count = CASE WHEN $1::bigint >= w.opened_at + $2::bigint THEN EXCLUDED.count ELSE w.count + EXCLUDED.count END
    RETURNING opened_at, count
  )
  SELECT a.opened_at::float8 AS "openedAt", a.count, a.admitted,
         p.opened_at::float8 AS "userOpenedAt", p.count AS "userCount"
  FROM admitted a LEFT JOIN person p ON true`;

interface CountRow {
  openedAt: number;
  count: number;
  admitted: number;
  userOpenedAt: number | null;
  userCount: number | null;
}

/** Requests of one caller waiting to be counted together. */
interface Batch {
  keys: readonly { key: string; limit: number }[];
  time: number;
  windowMilliseconds: number;
  waiting: { resolve: (windows: Window[]) => void; reject: (error: unknown) => void }[];
}

/**
 * The windows in the database (rate_limit_windows), one statement for a caller's address and user.
 * A caller's requests that arrive while a statement for them is under way are counted together by
 * the next (`$4` of them), each then given its own place in the window: exact as one statement a
 * request, without every request of a busy caller waiting its turn on the same two rows.
 */
function databaseStore(database: Database): WindowStore {
  const queued = new Map<string, Batch>();
  const counting = new Set<string>();

  async function flush(id: string): Promise<void> {
    const batch = queued.get(id);
    if (batch === undefined) return;
    queued.delete(id);
    counting.add(id);
    const [address, user] = batch.keys;
    const requests = batch.waiting.length;
    try {
      const [row] = await database.query<CountRow>(
        countStatement,
        [batch.time, batch.windowMilliseconds, address?.key, requests, (address?.limit ?? 1) - 1, user?.key ?? null],
        { changesData: false },
      );
      if (row === undefined) throw new Error('The rate limit was not counted.');
      batch.waiting.forEach(({ resolve }, index) => {
        const windows: Window[] = [{ openedAt: row.openedAt, count: row.count - requests + 1 + index }];
        if (index < row.admitted && row.userOpenedAt !== null && row.userCount !== null) {
          windows.push({ openedAt: row.userOpenedAt, count: row.userCount - row.admitted + 1 + index });
        }
        resolve(windows);
      });
    } catch (error) {
      for (const { reject } of batch.waiting) reject(error);
    } finally {
      counting.delete(id);
      if (queued.has(id)) void flush(id);
    }
  }

  return {
    count(keys, time, windowMilliseconds) {
      if (keys.length === 0 || keys.length > 2) throw new Error('An address and at most a user are counted.');
      const id = keys.map(({ key }) => key).join('\u0000');
      return new Promise<Window[]>((resolve, reject) => {
        const batch = queued.get(id) ?? { keys, time, windowMilliseconds, waiting: [] };
        batch.time = Math.max(batch.time, time);
        batch.waiting.push({ resolve, reject });
        queued.set(id, batch);
        if (!counting.has(id)) void flush(id);
      });
    },
  };
}

export function createRateLimiter(
  {
    perUser = defaultRateLimits.perUser,
    perAddress = defaultRateLimits.perAddress,
    windowSeconds = defaultRateLimits.windowSeconds,
    now = Date.now,
    maximumKeys = 10_000,
  }: RateLimitOptions = {},
  /** Counts in the database, for every process serving it; undefined counts in this process. */
  database?: Database,
): RateLimiter {
  const windowMilliseconds = windowSeconds * 1000;
  const quotas = { user: perUser, address: perAddress };
  const store = database ? databaseStore(database) : memoryStore(maximumKeys);
  return {
    windowSeconds,
    async count({ address, user }) {
      const time = now();
      const policies: RateLimitState['policy'][] = ['address', ...(user === undefined ? [] : ['user' as const])];
      const keys = policies.map((policy) => ({
        key: `${policy}:${policy === 'user' ? user : address}`,
        limit: quotas[policy] + 1,
      }));
      const windows = await store.count(keys, time, windowMilliseconds);
      const states = windows.map((window, index): RateLimitState => {
        const policy = policies[index] ?? 'address';
        const quota = quotas[policy];
        return {
          policy,
          quota,
          remaining: Math.max(0, quota - window.count),
          resetMilliseconds: window.openedAt + windowMilliseconds - time,
          exceeded: window.count > quota,
        };
      });
      return states.reverse();
    },
  };
}

/** The RateLimit-Policy and RateLimit fields for the policies a request counted against. */
export function rateLimitHeaders(states: readonly RateLimitState[], windowSeconds: number): Record<string, string> {
  return {
    'RateLimit-Policy': states.map((state) => `"${state.policy}";q=${state.quota};w=${windowSeconds}`).join(', '),
    RateLimit: states
      .map((state) => `"${state.policy}";r=${state.remaining};t=${Math.ceil(state.resetMilliseconds / 1000)}`)
      .join(', '),
  };
}

/** Whole seconds until every exceeded policy's window has ended; at least 1. */
export function retryAfterSeconds(states: readonly RateLimitState[]): number {
  const waits = states.filter((state) => state.exceeded).map((state) => Math.ceil(state.resetMilliseconds / 1000));
  return Math.max(1, ...waits);
}

/** 'Too many requests: try again in 42 seconds.' */
export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** The address `context`'s request came from (`callerAddress`). */
export function addressOf(context: ApiContext, behindProxy = false): string {
  const socket = (context.env as ApiEnvironment['Bindings'] | undefined)?.incoming?.socket;
  return callerAddress(socket?.remoteAddress, context.req.header('X-Forwarded-For'), behindProxy);
}

/** The 429 answer: the API's errors body, Retry-After, and where the caller stands. */
function tooManyRequests(context: ApiContext, states: readonly RateLimitState[]): Response {
  const seconds = retryAfterSeconds(states);
  return context.json(errorBody(new HttpError(429, [tooManyRequestsMessage(seconds)])), 429, {
    'Retry-After': String(seconds),
  });
}

/** Writes the RateLimit fields of `states` on the context's answer. */
export function writeRateLimitHeaders(context: ApiContext, states: readonly RateLimitState[], windowSeconds: number) {
  for (const [name, value] of Object.entries(rateLimitHeaders(states, windowSeconds)))
    context.res.headers.set(name, value);
}

/**
 * Counts a request against `caller`'s limits, in one step: refused with 429 when past a quota,
 * otherwise answered by `next`, and either way with the RateLimit fields on whatever answer comes
 * back, errors included. An /api request counts against its user once its token is checked.
 */
export async function limitRequest(
  limiter: RateLimiter,
  context: ApiContext,
  caller: Caller,
  next: () => Promise<void>,
): Promise<void> {
  const states = await limiter.count(caller);
  context.set('rateLimits', states);
  if (states.some((state) => state.exceeded)) context.res = tooManyRequests(context, states);
  else await next();
  writeRateLimitHeaders(context, states, limiter.windowSeconds);
}

/**
 * The rate limits from the environment of `npm start`: RATE_LIMIT=off turns them off;
 * RATE_LIMIT_PER_USER, RATE_LIMIT_PER_ADDRESS and RATE_LIMIT_WINDOW_SECONDS (whole numbers of at
 * least 1) change the quotas and the window. Throws naming a variable that is not such a number.
 */
export function rateLimitFromEnvironment(environment: Record<string, string | undefined>): RateLimitOptions | false {
  if (environment.RATE_LIMIT?.trim().toLowerCase() === 'off') return false;
  const settings = {
    perUser: 'RATE_LIMIT_PER_USER',
    perAddress: 'RATE_LIMIT_PER_ADDRESS',
    windowSeconds: 'RATE_LIMIT_WINDOW_SECONDS',
  } as const;
  const options: RateLimitOptions = {};
  for (const [option, variable] of Object.entries(settings) as [keyof typeof settings, string][]) {
    const text = environment[variable]?.trim();
    if (!text) continue;
    if (!/^[1-9]\d*$/.test(text)) throw new Error(`${variable} must be a whole number of at least 1, not "${text}".`);
    options[option] = Number(text);
  }
  return options;
}
