import type { Context, Hono } from 'hono';

/** Who is calling: from the access token's claims. */
export interface Actor {
  userId: string;
  roles: readonly string[];
  isAdministrator: boolean;
  isMerchant: boolean;
}

/** What every API handler has in its context: who is calling, the checked body, a list's pagination. */
export interface ApiEnvironment {
  Variables: {
    actor: Actor;
    /** The request's JSON body, parsed and checked (`parseJsonBody`); `undefined` when empty. */
    body: unknown;
    /** A list answer's x-pagination header, for the list cache. */
    pagination: string | undefined;
  };
}

export type ApiContext = Context<ApiEnvironment>;
export type ApiApp = Hono<ApiEnvironment>;
