/**
 * History as CSV: the entries a history list's filters match, newest first and unpaged, as one file
 * of at most `maxExportEntries` entries and `maxExportBytes` bytes (a longer history gives its
 * newest entries). Read and sent a chunk at a time, walking the id index downwards from the newest
 * entry: as history is append-only, the file holds exactly the entries there were when it began.
 * Cells are escaped as the report exports escape them (reports/exportText.ts): quoted when they hold
 * a comma, a quote or a line break, and a text a spreadsheet would run as a formula kept text.
 */
import type { Database } from '../db/database.ts';
import { csvByteOrderMark, csvLine } from '../reports/exportText.ts';
import type { FieldChange } from './history.ts';
import type { Conditions } from './lists.ts';

/** The most entries one export holds. */
export const maxExportEntries = 100_000;
/** The largest file one export makes, in bytes. */
export const maxExportBytes = 50 * 1024 * 1024;
/** Entries read at a time. */
const chunkEntries = 5_000;

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

/** One entry as a line of the file. */
export function historyCsvLine(entry: HistoryCsvEntry): string {
  const changes = typeof entry.changes === 'string' ? (JSON.parse(entry.changes) as FieldChange[]) : entry.changes;
  return csvLine([
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
  ]);
}

/**
 * The entries matching `conditions` (over `history h`) as a CSV file, its header first, read
 * `chunkEntries` at a time. The first chunk is read before the stream is returned, so a query that
 * fails is the request's error, not a file cut short.
 */
export async function historyCsv(database: Database, conditions: Conditions): Promise<ReadableStream<Uint8Array>> {
  const after = conditions.params.length + 1;
  const sql = `
    SELECT h.history_id::text AS id, to_char(h.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "occurredAt",
           h.actor_name AS "actorName", h.actor_role AS "actorRole", h.business_id AS "businessId",
           h.store_id AS "storeId", h.entity_type AS "entityType", h.entity_id AS "entityId",
           h.entity_name AS "entityName", h.action, h.changes
      FROM history h
     WHERE ${conditions.where} AND ($${after}::bigint IS NULL OR h.history_id < $${after}::bigint)
     ORDER BY h.history_id DESC LIMIT $${after + 1}`;
  const encoder = new TextEncoder();
  let entries = 0;
  let bytes = 0;
  let last: string | null = null;
  let isLastChunk = false;
  const read = async (): Promise<HistoryCsvEntry[]> => {
    const limit = Math.min(chunkEntries, maxExportEntries - entries);
    const rows = await database.query<HistoryCsvEntry>(sql, [...conditions.params, last, limit]);
    isLastChunk = rows.length < limit || entries + rows.length >= maxExportEntries;
    last = rows.at(-1)?.id ?? last;
    return rows;
  };
  /** Sends the chunk's lines; false once the file is full. */
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, rows: HistoryCsvEntry[]): boolean => {
    const lines: string[] = [];
    let isFull = false;
    for (const row of rows) {
      const line = historyCsvLine(row);
      const size = Buffer.byteLength(line);
      if (bytes + size > maxExportBytes) {
        isFull = true;
        break;
      }
      lines.push(line);
      bytes += size;
      entries += 1;
    }
    if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
    return !isFull;
  };
  const first = await read();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const header = encoder.encode(`${csvByteOrderMark}${historyCsvColumns.join(',')}\r\n`);
      bytes += header.length;
      controller.enqueue(header);
      if (!send(controller, first) || isLastChunk) controller.close();
    },
    async pull(controller) {
      const rows = await read();
      if (!send(controller, rows) || isLastChunk) controller.close();
    },
  });
}
