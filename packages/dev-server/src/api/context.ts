import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { Actor } from './access.ts';

/** What every API handler has: the database and who is calling. */
export interface ApiEnvironment {
  Variables: {
    actor: Actor;
  };
}

export type ApiContext = Context<ApiEnvironment>;
export type ApiApp = Hono<ApiEnvironment>;

export interface ApiDependencies {
  database: Database;
  /** The clock, so tests can pin "today" for the dashboard. */
  now: () => Date;
}
