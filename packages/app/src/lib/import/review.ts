/**
 * The review of an import: each row of the file as the fields' texts, checked cell by cell with the
 * fields' rules, rows whose key another row already has marked (the later ones), and what the
 * server's dry run says (a row matching existing data; its own reasons for refusing a row). Rows
 * can be edited in place and excluded; only rows without problems are sent.
 *
 * A cell exported from a spreadsheet-safe CSV (a text starting with =, +, -, @ kept text by a
 * leading quote) is read back without that quote, so a file Stampcard exported imports unchanged.
 */
import type { ImportKind } from './importKinds';
import type { ColumnMapping } from './mapping';

export interface ReviewRow {
  /** The row's number in the file, counting the header as row 1, as a spreadsheet shows it. */
  readonly line: number;
  /** Each mapped field's text. */
  readonly values: Readonly<Record<string, string>>;
  /** Each field's problem found in the browser by the fields' rules. */
  readonly errors: Readonly<Record<string, string>>;
  /** The line of an earlier row with the same key, if any. */
  readonly duplicateOf: number | null;
  /** Each field's problem the server's dry run found. */
  readonly serverErrors: Readonly<Record<string, string>>;
  /** Whether the dry run matched the row to existing data. */
  readonly isExisting: boolean;
  readonly isExcluded: boolean;
}

export const duplicateMessage = (line: number) => `Already in the file on row ${String(line)}`;

/** A cell's text without the quote that kept a formula-like text as text. */
export function unguard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

function checkValues(kind: ImportKind<unknown>, values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of kind.fields) {
    if (!(field.key in values)) continue;
    const problem = field.check(values[field.key] ?? '');
    if (problem !== undefined) errors[field.key] = problem;
  }
  return errors;
}

/** The rows of a file as the mapping reads them, each checked. */
export function reviewRows(
  kind: ImportKind<unknown>,
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  ragged: readonly { readonly row: number; readonly cells: number }[] = [],
  headerWidth = 0,
): ReviewRow[] {
  const columns = kind.fields.flatMap((field) => {
    const column = mapping[field.key];
    return column == null ? [] : [[field.key, column] as const];
  });
  const raggedRows = new Map(ragged.map((entry) => [entry.row, entry.cells]));
  const reviewed = rows.map((row, index): ReviewRow => {
    const values: Record<string, string> = {};
    for (const [key, column] of columns) values[key] = unguard(row[column] ?? '');
    const errors = checkValues(kind, values);
    const cells = raggedRows.get(index);
    if (cells !== undefined) {
      // A row of another width may have its cells under the wrong headers: say so on the first field.
      const first = columns[0]?.[0];
      if (first !== undefined) {
        errors[first] ??= `This row has ${String(cells)} cells, the header ${String(headerWidth)}`;
      }
    }
    return {
      line: index + 2,
      values,
      errors,
      duplicateOf: null,
      serverErrors: {},
      isExisting: false,
      isExcluded: false,
    };
  });
  return markDuplicates(kind, reviewed);
}

/** The rows with each later row whose key an earlier included row has marked as its duplicate. */
export function markDuplicates(kind: ImportKind<unknown>, rows: readonly ReviewRow[]): ReviewRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const key = kind.keyOf(row.values[kind.keyField] ?? '');
    let duplicateOf: number | null = null;
    if (!row.isExcluded && key !== '' && row.errors[kind.keyField] === undefined) {
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, row.line);
      else duplicateOf = first;
    }
    return duplicateOf === row.duplicateOf ? row : { ...row, duplicateOf };
  });
}

/** Every problem of a row by field: its rules', its duplicate, the server's. */
export function problemsOf(kind: ImportKind<unknown>, row: ReviewRow): Record<string, string> {
  const problems: Record<string, string> = { ...row.serverErrors, ...row.errors };
  if (row.duplicateOf !== null) problems[kind.keyField] ??= duplicateMessage(row.duplicateOf);
  return problems;
}

/** The rows with one cell changed and checked again (the server's word on the row is stale). */
export function editCell(
  kind: ImportKind<unknown>,
  rows: readonly ReviewRow[],
  index: number,
  field: string,
  text: string,
): ReviewRow[] {
  const row = rows[index];
  if (row === undefined) return [...rows];
  const values = { ...row.values, [field]: text };
  const next = rows.slice();
  next[index] = { ...row, values, errors: checkValues(kind, values), serverErrors: {}, isExisting: false };
  return field === kind.keyField ? markDuplicates(kind, next) : next;
}

/** The rows with one row excluded or included again. */
export function setExcluded(
  kind: ImportKind<unknown>,
  rows: readonly ReviewRow[],
  index: number,
  isExcluded: boolean,
): ReviewRow[] {
  const row = rows[index];
  if (row === undefined) return [...rows];
  const next = rows.slice();
  next[index] = { ...row, isExcluded };
  return markDuplicates(kind, next);
}

export const hasProblems = (row: ReviewRow) =>
  row.duplicateOf !== null || Object.keys(row.errors).length > 0 || Object.keys(row.serverErrors).length > 0;

/** Whether the row is sent: included, and without problems. */
export const isReady = (row: ReviewRow) => !row.isExcluded && !hasProblems(row);

export interface ReviewCounts {
  readonly total: number;
  readonly ready: number;
  readonly withProblems: number;
  readonly excluded: number;
  readonly existing: number;
}

export function countRows(rows: readonly ReviewRow[]): ReviewCounts {
  let ready = 0;
  let withProblems = 0;
  let excluded = 0;
  let existing = 0;
  for (const row of rows) {
    if (row.isExcluded) excluded += 1;
    else if (hasProblems(row)) withProblems += 1;
    else {
      ready += 1;
      if (row.isExisting) existing += 1;
    }
  }
  return { total: rows.length, ready, withProblems, excluded, existing };
}

/**
 * The indexes of the rows a filter shows: all, or only those with problems; and those whose text
 * contains `search` (case aside) in any field. Rows in `kept` show whatever their problems: a row
 * being fixed under "problems only" stays in view until the filter changes, not only until its
 * last problem goes mid-word.
 */
/** Each row's fields as one lower-case text, made once per row (an edit makes a new row). */
const searchTexts = new WeakMap<ReviewRow, string>();
function searchTextOf(row: ReviewRow): string {
  let text = searchTexts.get(row);
  if (text === undefined) {
    text = Object.values(row.values).join('\u0000').toLowerCase();
    searchTexts.set(row, text);
  }
  return text;
}

export function visibleRows(
  rows: readonly ReviewRow[],
  onlyProblems: boolean,
  search = '',
  kept: ReadonlySet<number> = new Set(),
): number[] {
  const term = search.trim().toLowerCase();
  const indexes: number[] = [];
  for (const [index, row] of rows.entries()) {
    if (onlyProblems && !kept.has(index) && (row.isExcluded || !hasProblems(row))) continue;
    if (term !== '' && !searchTextOf(row).includes(term)) continue;
    indexes.push(index);
  }
  return indexes;
}
