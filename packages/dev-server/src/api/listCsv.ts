/**
 * A list as a CSV file (RFC 4180, UTF-8 with a byte order mark, CRLF line ends): every row the
 * list's conditions select, in the list's order, not one page. It is read and sent a chunk at a
 * time, each chunk starting after the last row of the one before by the order's keys (a keyset:
 * `addKeysetCondition` in lists.ts), so the server holds one chunk at a time whatever the list's
 * length, and a row written meanwhile neither repeats nor shifts a row out of the file as an offset
 * would. A file holds at most `maxRows` rows and `maxBytes` bytes: a longer list gives its first
 * rows. Cells are escaped as the report exports escape them (reports/exportText.ts): quoted when
 * they hold a comma, a quote or a line break, a text a spreadsheet would run as a formula kept text,
 * a number left a number.
 */
import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import type { CellValue } from '../reports/exportCells.ts';
import { csvByteOrderMark, csvLine } from '../reports/exportText.ts';
import { addKeysetCondition, type Conditions, type ListOrder } from './lists.ts';

/** How much one export holds and reads at a time. */
export interface CsvLimits {
  /** The most rows after the header. */
  maxRows: number;
  /** The largest file, in bytes, header and byte order mark included. */
  maxBytes: number;
  /** Rows read from the database at a time. */
  chunkRows: number;
}

/** What the contract promises: at most 100,000 rows and 50 MB. */
export const defaultCsvLimits: CsvLimits = { maxRows: 100_000, maxBytes: 50 * 1024 * 1024, chunkRows: 2_000 };

/** A list to export: where its rows come from, which of them, in which order, and each row's cells. */
export interface ListCsvQuery<Row> {
  /** The header row's names, in order. */
  columns: readonly string[];
  /** The FROM clause, with the aliases `conditions`, `order` and `select` use. */
  from: string;
  /** The SELECT list of a row's fields (never named `_key…`). */
  select: string;
  conditions: Conditions;
  order: ListOrder;
  /** A row's cells, one per column. */
  cells: (row: Row) => readonly CellValue[];
}

/** A boolean as the files say it. */
export const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

/**
 * The rows of `query` as a CSV file, its header first. The first chunk is read before the stream is
 * returned, so a query that fails is the request's error, not a file cut short.
 */
export async function listCsv<Row extends object>(
  database: Database,
  query: ListCsvQuery<Row>,
  limits: CsvLimits = defaultCsvLimits,
): Promise<ReadableStream<Uint8Array>> {
  const { keys } = query.order;
  const keyColumns = keys.map((key, index) => `(${key.expression})::text AS "_key${index}"`).join(', ');
  const encoder = new TextEncoder();
  let rowsSent = 0;
  let bytes = 0;
  let last: (string | null)[] | undefined;
  let isLastChunk = false;

  const read = async (): Promise<Row[]> => {
    const limit = Math.min(limits.chunkRows, limits.maxRows - rowsSent);
    const conditions = query.conditions.copy();
    if (last) addKeysetCondition(conditions, keys, last);
    const count = conditions.next(limit);
    const rows = await database.query<Row & Record<string, unknown>>(
      `SELECT ${query.select}, ${keyColumns} FROM ${query.from} WHERE ${conditions.where}
        ORDER BY ${query.order.sql} LIMIT ${count}`,
      conditions.params,
    );
    isLastChunk = rows.length < limit || rowsSent + rows.length >= limits.maxRows;
    const final = rows.at(-1);
    if (final) last = keys.map((_, index) => (final[`_key${index}`] as string | null | undefined) ?? null);
    return rows;
  };

  /** Sends the chunk's lines; false once the file is full. */
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, rows: readonly Row[]): boolean => {
    const lines: string[] = [];
    let isFull = false;
    for (const row of rows) {
      const line = csvLine(query.cells(row));
      const size = Buffer.byteLength(line);
      if (bytes + size > limits.maxBytes) {
        isFull = true;
        break;
      }
      lines.push(line);
      bytes += size;
      rowsSent += 1;
    }
    if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
    return !isFull;
  };

  const first = await read();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const header = encoder.encode(`${csvByteOrderMark}${csvLine(query.columns)}`);
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

/** A file name with the day it was made (UTC): `businesses-2026-11-29.csv`. */
export const datedFileName = (name: string, now: Date): string => `${name}-${now.toISOString().slice(0, 10)}.csv`;

/** Answers with a CSV file to download as `fileName`. */
export function csvAttachment(context: Context, file: ReadableStream<Uint8Array>, fileName: string): Response {
  return context.body(file, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}
