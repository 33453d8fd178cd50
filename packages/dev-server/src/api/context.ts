import type { IncomingMessage } from 'node:http';
import type { Context, Hono } from 'hono';

/** Who is calling: from the access token's claims. */
export interface Actor {
  userId: string;
  roles: readonly string[];
  isAdministrator: boolean;
  isMerchant: boolean;
}

/** Where a caller stands against one of the API's rate limits, for this request (rateLimit.ts). */
export interface RateLimitState {
  /** The policy's name in the RateLimit fields: 'user' or 'address'. */
  policy: 'user' | 'address';
  /** Requests the policy allows within a window. */
  quota: number;
  /** Requests left in the current window after this one; 0 once the quota is used up. */
  remaining: number;
  /** Milliseconds until the current window ends and the full quota is back. */
  resetMilliseconds: number;
  /** Whether this request went past the quota (it is refused with 429). */
  exceeded: boolean;
}

/**
 * What every API handler has in its context: who is calling, the checked body, a list's pagination,
 * the caller's rate limits; and, on the Node server, the request as Node received it (its socket's
 * address).
 */
export interface ApiEnvironment {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    actor: Actor;
    /** The request's JSON body, parsed and checked (`parseJsonBody`); `undefined` when empty. */
    body: unknown;
    /** A list answer's x-pagination header, for the list cache. */
    pagination: string | undefined;
    /** The rate limits this request counted against, the user's first (`RateLimitState`). */
    rateLimits: RateLimitState[];
  };
}

export type ApiContext = Context<ApiEnvironment>;
export type ApiApp = Hono<ApiEnvironment>;
