/**
 * What the imports share (customers: customerImport.ts, NFC tags: tagImport.ts). A request is one
 * chunk of at most 500 rows into one store. Each row's outcome is planned first, from one read of
 * the rows its keys match (never a query per row): `created`, `updated` or `skipped` (a match, as
 * `onExisting` says; skip when it says nothing), or `failed` with messages per field. A dry run
 * answers the plan and writes nothing; otherwise the plan is made again inside one transaction and
 * carried out there with a statement per kind of write (all new rows in one INSERT, all changes in
 * one UPDATE, all history in one INSERT), so a chunk happens whole or not at all.
 */
import type { ImportAnswer, ImportOnExisting, ImportRowResult } from '@stampcard/api-client';
import type { Database } from '../db/database.ts';
import { badRequest } from './http.ts';

/** What a matched row does when the request does not say. */
export const defaultOnExisting: ImportOnExisting = 'skip';

/** The answer of a chunk: its rows' outcomes, in the request's order, and their counts. */
export function importAnswer(dryRun: boolean, rows: readonly ImportRowResult[]): ImportAnswer {
  const count = (outcome: ImportRowResult['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  return {
    dryRun,
    created: count('created'),
    updated: count('updated'),
    skipped: count('skipped'),
    failed: count('failed'),
    rows: [...rows],
  };
}

/** The business of the store an import goes into, or a 400 naming `body.storeID`. */
export async function importStoreBusiness(database: Database, storeId: number): Promise<number> {
  const [store] = await database.query<{ businessId: number }>(
    'SELECT business_id::int AS "businessId" FROM stores WHERE store_id = $1',
    [storeId],
  );
  if (!store) throw badRequest({ 'body.storeID': [`Store ${storeId} does not exist.`] });
  return store.businessId;
}

/**
 * Waits, within a transaction, until no other import is being applied: two chunks naming the same
 * new e-mail or serial number at once would otherwise both plan to create it. The plan is made
 * after the wait, so it sees what the other chunk wrote.
 */
export async function waitForOtherImports(transaction: Database): Promise<void> {
  await transaction.query('SELECT pg_advisory_xact_lock(7325102)');
}

/** Indexes of the rows whose key an earlier row of the chunk has (their keys as `keyOf` gives them). */
export function repeatedRows<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  rows.forEach((row, index) => {
    const key = keyOf(row);
    if (seen.has(key)) repeated.add(index);
    seen.add(key);
  });
  return repeated;
}
