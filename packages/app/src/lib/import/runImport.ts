/**
 * Sending an import to the server, a chunk of at most 500 rows a request, one after the other: for
 * the dry run that checks every row against the server's rules and existing data, then for the
 * import itself. Each chunk the server applies in one transaction, so a chunk has landed whole or
 * not at all; the outcome says which chunks landed, which did not, and (after a cancel or a lost
 * connection mid-request) which may have. As the server matches rows on their key, sending the
 * same rows again finishes an import without duplicating what already landed.
 */
import type { ImportAnswer, ImportOnExisting } from '@stampcard/api-client';
import Papa from 'papaparse';
import type { ImportKind } from './importKinds';
import { importLimits } from './limits';
import { isReady, type ReviewRow } from './review';

export interface SendOptions {
  readonly dryRun: boolean;
  readonly onExisting: ImportOnExisting;
  readonly signal: AbortSignal;
}

/** Sends one chunk's rows; the API's answer, or a thrown error. */
export type SendChunk<Row> = (rows: Row[], options: SendOptions) => Promise<ImportAnswer>;

export interface ChunkOutcome {
  /** From 1. */
  readonly number: number;
  /** The file lines of its first and last rows. */
  readonly firstLine: number;
  readonly lastLine: number;
  readonly rows: number;
  /** landed: applied; failed: refused or lost before it was applied; unknown: cancelled or lost while it ran; notSent. */
  readonly status: 'landed' | 'failed' | 'unknown' | 'notSent';
}

export interface FailedRow {
  readonly line: number;
  readonly values: Readonly<Record<string, string>>;
  readonly reason: string;
}

export interface ImportOutcome {
  readonly created: number;
  readonly updated: number;
  readonly skipped: number;
  readonly failed: number;
  readonly chunks: readonly ChunkOutcome[];
  /** The rows the server refused, with its reasons. */
  readonly failedRows: readonly FailedRow[];
  /** Why the import stopped before its last chunk: an error's message, or that it was cancelled. */
  readonly stopped?: { readonly reason: 'error' | 'cancelled'; readonly message: string } | undefined;
}

export interface Progress {
  readonly chunksDone: number;
  readonly chunks: number;
  readonly rowsDone: number;
  readonly rows: number;
}

/** The rows in chunks of at most `size`. */
export function chunksOf<T>(items: readonly T[], size: number = importLimits.chunkRows): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Read through a call: a loop that checked the signal before awaiting may find it aborted after. */
const isAborted = (signal: AbortSignal) => signal.aborted;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A failed row's reasons in one text: "E-mail: already in use; Surname: Required". */
function reasonOf(kind: ImportKind<unknown>, errors: Readonly<Record<string, readonly string[] | string>>): string {
  return Object.entries(errors)
    .map(([key, messages]) => {
      const label = kind.fields.find((field) => field.key === key)?.label ?? key;
      return `${label}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`;
    })
    .join('; ');
}

/**
 * The dry run: every ready row checked by the server, chunk by chunk. Answers the rows with the
 * server's word on each (existing data matched, its reasons for refusing).
 */
export async function dryRun<Row>(options: {
  kind: ImportKind<Row>;
  rows: readonly ReviewRow[];
  send: SendChunk<Row>;
  signal: AbortSignal;
  onProgress?: (progress: Progress) => void;
}): Promise<ReviewRow[]> {
  const { kind, rows, send, signal, onProgress } = options;
  const ready = rows.flatMap((row, index) => (isReady(row) ? [{ index, row }] : []));
  const chunks = chunksOf(ready);
  const next = rows.slice();
  let rowsDone = 0;
  for (const [number, chunk] of chunks.entries()) {
    const answer = await send(
      chunk.map(({ row }) => kind.toRow(row.values)),
      { dryRun: true, onExisting: 'skip', signal },
    );
    for (const result of answer.rows) {
      const sent = chunk[result.row];
      if (sent === undefined) continue;
      const { index, row } = sent;
      const serverErrors: Record<string, string> = {};
      if (result.outcome === 'failed') {
        for (const [key, messages] of Object.entries(result.errors ?? {})) serverErrors[key] = messages.join(' ');
        if (Object.keys(serverErrors).length === 0) serverErrors[kind.keyField] = 'Refused by the server';
      }
      next[index] = { ...row, isExisting: result.existing, serverErrors };
    }
    rowsDone += chunk.length;
    onProgress?.({ chunksDone: number + 1, chunks: chunks.length, rowsDone, rows: ready.length });
  }
  return next;
}

/**
 * The import: the ready rows, chunk by chunk, until the last or the first chunk that fails (a
 * refused request or a lost connection) or a cancel. Never throws: how far it got is the outcome.
 */
export async function runImport<Row>(options: {
  kind: ImportKind<Row>;
  rows: readonly ReviewRow[];
  onExisting: ImportOnExisting;
  send: SendChunk<Row>;
  signal: AbortSignal;
  describe: (error: unknown) => string;
  onProgress?: (progress: Progress) => void;
}): Promise<ImportOutcome> {
  const { kind, rows, onExisting, send, signal, describe, onProgress } = options;
  const ready = rows.filter(isReady);
  const chunks = chunksOf(ready);
  const chunkOutcome = (index: number, status: ChunkOutcome['status']): ChunkOutcome => {
    const chunk = chunks[index] ?? [];
    return {
      number: index + 1,
      firstLine: chunk[0]?.line ?? 0,
      lastLine: chunk.at(-1)?.line ?? 0,
      rows: chunk.length,
      status,
    };
  };
  const outcomes = chunks.map((_, index) => chunkOutcome(index, 'notSent'));
  const totals = { created: 0, updated: 0, skipped: 0, failed: 0 };
  const failedRows: FailedRow[] = [];
  let stopped: ImportOutcome['stopped'];
  let rowsDone = 0;
  for (const [index, chunk] of chunks.entries()) {
    if (signal.aborted) {
      stopped = { reason: 'cancelled', message: 'The import was cancelled.' };
      break;
    }
    try {
      const answer = await send(
        chunk.map((row) => kind.toRow(row.values)),
        { dryRun: false, onExisting, signal },
      );
      outcomes[index] = chunkOutcome(index, 'landed');
      totals.created += answer.created;
      totals.updated += answer.updated;
      totals.skipped += answer.skipped;
      totals.failed += answer.failed;
      for (const result of answer.rows) {
        const row = chunk[result.row];
        if (result.outcome === 'failed' && row !== undefined) {
          failedRows.push({ line: row.line, values: row.values, reason: reasonOf(kind, result.errors ?? {}) });
        }
      }
    } catch (error: unknown) {
      const wasCancelled = isAbort(error) || isAborted(signal);
      // A cancelled request may have reached the server; a refused one (an answer with an error) did not land.
      const hasAnswer = typeof error === 'object' && error !== null && 'status' in error;
      outcomes[index] = chunkOutcome(index, hasAnswer ? 'failed' : 'unknown');
      stopped = wasCancelled
        ? { reason: 'cancelled', message: 'The import was cancelled.' }
        : { reason: 'error', message: describe(error) };
      break;
    }
    rowsDone += chunk.length;
    onProgress?.({ chunksDone: index + 1, chunks: chunks.length, rowsDone, rows: ready.length });
  }
  return { ...totals, chunks: outcomes, failedRows, stopped };
}

/** The rows of an import's outcome that were not imported: those that did not land (all but the landed chunks'). */
export function rowsNotLanded(rows: readonly ReviewRow[], outcome: ImportOutcome): ReviewRow[] {
  const landed = outcome.chunks.filter((chunk) => chunk.status === 'landed');
  const ready = rows.filter(isReady);
  return ready.filter((row) => !landed.some((chunk) => row.line >= chunk.firstLine && row.line <= chunk.lastLine));
}

/**
 * The failed rows as a CSV file to fix and import again: the row's number in the file, its fields,
 * and the reason; UTF-8 with a byte order mark, and formula-like cells kept text.
 */
export function failedRowsCsv(kind: ImportKind<unknown>, failedRows: readonly FailedRow[]): Blob {
  const fields = kind.fields;
  const text = Papa.unparse(
    {
      fields: ['Row', ...fields.map((field) => field.label), 'Reason'],
      data: failedRows.map((row) => [
        String(row.line),
        ...fields.map((field) => row.values[field.key] ?? ''),
        row.reason,
      ]),
    },
    { newline: '\r\n', escapeFormulae: true },
  );
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}
