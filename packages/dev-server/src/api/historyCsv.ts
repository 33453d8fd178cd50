/**
 * History as CSV: the entries a history list's filters match, newest first and unpaged, as one file
 * of at most 100,000 entries and 50 MB (a longer history gives its newest entries), streamed as
 * every list's export is (listCsv.ts). Its chunks walk the id index downwards from the newest entry:
 * as history is append-only, the file holds exactly the entries there were when it began.
 */
import type { Database } from '../db/database.ts';
import type { CellValue } from '../reports/exportCells.ts';
import { csvLine } from '../reports/exportText.ts';
import type { FieldChange } from './history.ts';
import { defaultCsvLimits, listCsv, type CsvLimits } from './listCsv.ts';
import type { Conditions } from './lists.ts';

/** The file's columns, in order. */
export const historyCsvColumns = [
  'Time',
  'Actor',
  'Role',
  'Business',
  'Store',
  'Entity type',
  'Entity id',
  'Entity name',
  'Action',
  'Changes',
] as const;

/** An entry as the export reads it. */
export interface HistoryCsvEntry {
  /** The entry's id, as text (a bigint). */
  id: string;
  /** ISO 8601, UTC. */
  occurredAt: string;
  actorName: string;
  actorRole: string;
  businessId: number | null;
  storeId: number | null;
  entityType: string;
  entityId: string;
  entityName: string | null;
  action: string;
  changes: FieldChange[] | string;
}

/** A value before or after a change as the file says it: text as it is, nothing as an em dash, anything else as JSON. */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The changes of an entry in one cell: `field: before → after`, joined by `; `. */
export function changesText(changes: readonly FieldChange[]): string {
  return changes
    .map(({ field, before, after }) => `${field}: ${changeValue(before)} → ${changeValue(after)}`)
    .join('; ');
}

/** One entry's cells, in the columns' order. */
export function historyCsvCells(entry: HistoryCsvEntry): CellValue[] {
  const changes = typeof entry.changes === 'string' ? (JSON.parse(entry.changes) as FieldChange[]) : entry.changes;
  return [
    entry.occurredAt,
    entry.actorName,
    entry.actorRole,
    entry.businessId,
    entry.storeId,
    entry.entityType,
    entry.entityId,
    entry.entityName,
    entry.action,
    changesText(changes),
  ];
}

/** One entry as a line of the file. */
export function historyCsvLine(entry: HistoryCsvEntry): string {
  return csvLine(historyCsvCells(entry));
}

/** The entries matching `conditions` (over `history h`) as a CSV file, its header first. */
export function historyCsv(
  database: Database,
  conditions: Conditions,
  limits: CsvLimits = defaultCsvLimits,
): Promise<ReadableStream<Uint8Array>> {
  return listCsv<HistoryCsvEntry>(
    database,
    {
      columns: historyCsvColumns,
      from: 'history h',
      select: `h.history_id::text AS id, to_char(h.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "occurredAt",
        h.actor_name AS "actorName", h.actor_role AS "actorRole", h.business_id AS "businessId",
        h.store_id AS "storeId", h.entity_type AS "entityType", h.entity_id AS "entityId",
        h.entity_name AS "entityName", h.action, h.changes`,
      conditions,
      order: { sql: 'h.history_id DESC', keys: [{ expression: 'h.history_id', descending: true }] },
      cells: historyCsvCells,
    },
    limits,
  );
}
