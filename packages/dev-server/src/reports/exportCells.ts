/** What every export format shares: a cell's value, how it reads and how it is aligned. */
import type { ReportColumn, ReportTable } from './render.ts';

export type CellValue = string | number | null;
export type Align = 'left' | 'right';

export const EMPTY_MESSAGE = 'No data for these filters.';
const NULL_TEXT = '—';
const numberFormat = new Intl.NumberFormat('en-GB');

export function valueOf(row: ReportTable['rows'][number], column: ReportColumn): CellValue {
  return row[column.key] ?? null;
}

/** The value as people read it: numbers en-GB with thousands separators, null as an em dash. */
export function displayText(value: CellValue): string {
  if (value === null) return NULL_TEXT;
  return typeof value === 'number' ? numberFormat.format(value) : value;
}

export function cellAlign(column: ReportColumn, value: CellValue): Align {
  return column.align ?? (typeof value === 'number' ? 'right' : 'left');
}

/** The column's own alignment, or right when every value of the column is a number. */
export function columnAlign(column: ReportColumn, rows: ReportTable['rows']): Align {
  if (column.align) return column.align;
  const values = rows.map((row) => valueOf(row, column)).filter((value) => value !== null);
  return values.length > 0 && values.every((value) => typeof value === 'number') ? 'right' : 'left';
}

/** Removes the characters XML 1.0 cannot hold even escaped (controls, lone surrogates, U+FFFE/U+FFFF). */
export function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu, '');
}
