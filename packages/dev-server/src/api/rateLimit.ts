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
 * In memory: the dev server is one process.
 */
import type { MiddlewareHandler } from 'hono';
import { setNewest } from '../boundedMap.ts';
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
  /** The most keys (users and addresses) kept; the least recently seen go first. @default 10,000 */
  maximumKeys?: number;
}

export const defaultRateLimits = { perUser: 1200, perAddress: 6000, windowSeconds: 60 } as const;

/** One key's window: when it opened and how many requests it has counted. */
interface Window {
  openedAt: number;
  count: number;
}

export interface RateLimiter {
  /** Counts a request of `key` against `policy` and says where the key now stands. */
  count(policy: RateLimitState['policy'], key: string): RateLimitState;
  /** The window's length in seconds, for RateLimit-Policy. */
  readonly windowSeconds: number;
}

export function createRateLimiter({
  perUser = defaultRateLimits.perUser,
  perAddress = defaultRateLimits.perAddress,
  windowSeconds = defaultRateLimits.windowSeconds,
  now = Date.now,
  maximumKeys = 10_000,
}: RateLimitOptions = {}): RateLimiter {
  const windowMilliseconds = windowSeconds * 1000;
  const quotas = { user: perUser, address: perAddress };
  const windows = new Map<string, Window>();
  return {
    windowSeconds,
    count(policy, key) {
      const time = now();
      const mapKey = `${policy}:${key}`;
      const current = windows.get(mapKey);
      const window =
        current === undefined || time >= current.openedAt + windowMilliseconds ? { openedAt: time, count: 0 } : current;
      const quota = quotas[policy];
      // Refused requests count too, but never past one over the quota: the window ends when it ends.
      window.count = Math.min(window.count + 1, quota + 1);
      setNewest(windows, mapKey, window, maximumKeys);
      return {
        policy,
        quota,
        remaining: Math.max(0, quota - window.count),
        resetMilliseconds: window.openedAt + windowMilliseconds - time,
        exceeded: window.count > quota,
      };
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

/**
 * The address a request came from, as its socket has it; an IPv4 address seen on an IPv6 socket
 * (`::ffff:127.0.0.1`) counts as that IPv4 address. No forwarding header is believed: the dev
 * server is never behind a proxy, and a client could write any address there. A request handed to
 * the app without Node's (a test's `app.request`) has no address: 'unknown'.
 */
export function addressOf(context: ApiContext): string {
  const address = (context.env as ApiEnvironment['Bindings'] | undefined)?.incoming?.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** The 429 answer: the API's errors body, Retry-After, and where the caller stands. */
function tooManyRequests(context: ApiContext, states: readonly RateLimitState[]): Response {
  const seconds = retryAfterSeconds(states);
  return context.json(errorBody(new HttpError(429, [tooManyRequestsMessage(seconds)])), 429, {
    'Retry-After': String(seconds),
  });
}

/**
 * The two middlewares of the API's rate limits: `byAddress` goes before the access token is checked
 * (every request counts, and it writes the RateLimit fields on whatever answer comes back, errors
 * included), `byUser` after it (only a request with a valid token has a user).
 */
export function createRateLimitMiddleware(options: RateLimitOptions = {}): {
  byAddress: MiddlewareHandler<ApiEnvironment>;
  byUser: MiddlewareHandler<ApiEnvironment>;
} {
  const limiter = createRateLimiter(options);
  return {
    byAddress: async (context, next) => {
      const states = [limiter.count('address', addressOf(context))];
      context.set('rateLimits', states);
      if (states.some((state) => state.exceeded)) context.res = tooManyRequests(context, states);
      else await next();
      for (const [name, value] of Object.entries(rateLimitHeaders(context.get('rateLimits'), limiter.windowSeconds)))
        context.res.headers.set(name, value);
    },
    byUser: async (context, next) => {
      const states = [limiter.count('user', context.get('actor').userId), ...context.get('rateLimits')];
      context.set('rateLimits', states);
      if (states.some((state) => state.exceeded)) return tooManyRequests(context, states);
      await next();
      return undefined;
    },
  };
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
