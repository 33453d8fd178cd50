import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { Actor } from './access.ts';
import type { ListCache } from './lists.ts';

/** What every API handler has: the database and who is calling. */
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

export interface ApiDependencies {
  database: Database;
  /** The clock, so tests can pin "today" for the dashboard. */
  now: () => Date;
  /** The answers of list operations, kept until the data changes. */
  lists: ListCache;
}
