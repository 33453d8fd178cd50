/**
 * A spreadsheet file read into rows of text: its encoding detected (UTF-8, with or without a byte
 * order mark, else Windows-1252, the encoding Excel writes CSV in on Windows), its separator
 * detected (comma, tab or semicolon; the one that gives the most rows of the header's width), and
 * parsed by papaparse, which follows RFC 4180 (quoted cells hold separators, doubled quotes and line
 * breaks). Runs in a Web Worker (`parse.worker.ts`), so a 10 MB file never blocks the page.
 *
 * A file that cannot be imported is refused with one plain sentence and nothing is kept: an empty
 * file, a binary file (a spreadsheet saved as .xlsx, an image renamed .csv), a header row alone, a
 * file over 10 MB or 50,000 rows, unbalanced quotes. Rows with more or fewer cells than the header
 * are kept and named, so the review can show them.
 */
import Papa from 'papaparse';
import { importLimits } from './limits';

export type Delimiter = ',' | '\t' | ';';
export type Encoding = 'utf-8' | 'windows-1252';

export const delimiters: readonly { value: Delimiter; label: string }[] = [
  { value: ',', label: 'Comma (,)' },
  { value: '\t', label: 'Tab' },
  { value: ';', label: 'Semicolon (;)' },
];

export interface ParsedFile {
  readonly status: 'parsed';
  readonly fileName: string;
  readonly encoding: Encoding;
  readonly delimiter: Delimiter;
  /** The header row's cells, trimmed. */
  readonly headers: readonly string[];
  /** The data rows, each padded or cut to the header's width. */
  readonly rows: readonly (readonly string[])[];
  /** Rows (index into `rows`) that had another number of cells than the header, with how many. */
  readonly ragged: readonly { readonly row: number; readonly cells: number }[];
}

export interface RefusedFile {
  readonly status: 'refused';
  readonly fileName: string;
  /** Why, as the user reads it. */
  readonly message: string;
}

export type ReadResult = ParsedFile | RefusedFile;

export interface ReadOptions {
  /** The separator to use instead of the detected one. */
  readonly delimiter?: Delimiter | undefined;
  readonly maxBytes?: number;
  readonly maxRows?: number;
}

export const refusals = {
  empty: 'The file is empty.',
  unreadable: 'The file could not be read.',
  binary: 'The file is not a text spreadsheet. Save it as CSV (comma, tab or semicolon separated) and choose it again.',
  headerOnly: 'The file has a header row but no rows below it.',
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${String(Math.round(maxBytes / 1024 / 1024))} MB. Split it into smaller files.`,
  tooManyRows: (maxRows: number) =>
    `The file has more than ${maxRows.toLocaleString('en-GB')} rows. Split it into smaller files.`,
  unbalancedQuotes: (line: number) =>
    `A quoted cell is never closed (it opens on row ${String(line)}). Check the quotes in the file.`,
} as const;

/** The text of the file's bytes, and the encoding it was in. */
export function decode(bytes: Uint8Array): { text: string; encoding: Encoding } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.startsWith('\uFEFF') ? text.slice(1) : text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Whether the bytes look like a binary file: a NUL byte, or many control characters, at its start. */
export function isBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) controls += 1;
  }
  return controls > sample.length / 20;
}

/** The separator that splits the first lines into the most, equally wide, rows. */
export function detectDelimiter(text: string): Delimiter {
  const sample = text.slice(0, 64 * 1024);
  let best: Delimiter = ',';
  let bestScore = -1;
  for (const { value } of delimiters) {
    const result = Papa.parse<string[]>(sample, { delimiter: value, preview: 20, skipEmptyLines: true });
    const widths = result.data.map((row) => row.length);
    const header = widths[0] ?? 0;
    if (header < 2) continue;
    const score = widths.filter((width) => width === header).length * header;
    if (score > bestScore) {
      best = value;
      bestScore = score;
    }
  }
  return best;
}

/** Reads a file's bytes as rows, or says why it cannot be imported. */
export function readRows(fileName: string, bytes: Uint8Array, options: ReadOptions = {}): ReadResult {
  const { maxBytes = importLimits.maxBytes, maxRows = importLimits.maxRows } = options;
  const refuse = (message: string): RefusedFile => ({ status: 'refused', fileName, message });
  if (bytes.length > maxBytes) return refuse(refusals.tooLarge(maxBytes));
  if (isBinary(bytes)) return refuse(refusals.binary);
  const { text, encoding } = decode(bytes);
  if (text.trim() === '') return refuse(refusals.empty);
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const rows: string[][] = [];
  const found: { isOverLimit: boolean; unclosedQuote?: number } = { isOverLimit: false };
  // Streamed a row at a time and stopped at the row limit: a file past it is not read further.
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step(result, parser) {
      for (const error of result.errors) {
        if (error.code === 'MissingQuotes') found.unclosedQuote ??= rows.length + 1;
      }
      // The header and `maxRows` rows are in: one more is past the limit.
      if (rows.length > maxRows) {
        found.isOverLimit = true;
        parser.abort();
        return;
      }
      rows.push(result.data);
    },
  });
  if (found.isOverLimit) return refuse(refusals.tooManyRows(maxRows));
  if (found.unclosedQuote !== undefined) return refuse(refusals.unbalancedQuotes(found.unclosedQuote));
  const [header, ...body] = rows;
  if (header === undefined) return refuse(refusals.empty);
  if (body.length === 0) return refuse(refusals.headerOnly);
  const width = header.length;
  const ragged: { row: number; cells: number }[] = [];
  const fitted = body.map((row, index) => {
    if (row.length === width) return row;
    ragged.push({ row: index, cells: row.length });
    return row.length > width ? row.slice(0, width) : [...row, ...Array<string>(width - row.length).fill('')];
  });
  return {
    status: 'parsed',
    fileName,
    encoding,
    delimiter,
    headers: header.map((cell) => cell.trim()),
    rows: fitted,
    ragged,
  };
}
