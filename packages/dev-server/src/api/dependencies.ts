import type { Database } from '../db/database.ts';
import type { ListCache } from './lists.ts';

/** What every group of API routes is registered with. */
export interface ApiDependencies {
  database: Database;
  /** The clock, so tests can pin "today" for the dashboard. */
  now: () => Date;
  /** The answers of list operations, kept until the data changes. */
  lists: ListCache;
}
