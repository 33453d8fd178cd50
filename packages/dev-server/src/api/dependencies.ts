import type { Database } from '../db/database.ts';
import type { CsvLimits } from './listCsv.ts';
import type { ListCache } from './lists.ts';

/** What every group of API routes is registered with. */
export interface ApiDependencies {
  database: Database;
  /** The clock, so tests can pin "today" for the dashboard. */
  now: () => Date;
  /** The answers of list operations, kept until the data changes. */
  lists: ListCache;
  /** How much a list's CSV export holds and reads at a time (listCsv.ts). */
  csvLimits: CsvLimits;
}
