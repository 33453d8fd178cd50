/** The text exports: CSV (RFC 4180, UTF-8 with a byte order mark, CRLF) and XML. */
import { type CellValue, valueOf, xmlSafe } from './exportCells.ts';
import type { ReportColumn, ReportTable } from './render.ts';

/** What a CSV file starts with: a UTF-8 byte order mark, so that spreadsheets read it as UTF-8. */
export const csvByteOrderMark = '\uFEFF';

export function renderCsv(table: ReportTable): Uint8Array {
  const lines = [
    table.columns.map((column) => csvField(column.label)).join(',') + '\r\n',
    ...table.rows.map((row) => csvLine(table.columns.map((column) => valueOf(row, column)))),
  ];
  return new TextEncoder().encode(`${csvByteOrderMark}${lines.join('')}`);
}

/** One line of a CSV file, with its CRLF: each value escaped, and text that would run as a formula kept text. */
export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvValue).join(',')}\r\n`;
}

function csvValue(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  // A text starting with = + - @ would run as a formula in a spreadsheet: keep it text (OWASP CSV injection).
  const isFormula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value);
  return csvField(isFormula ? `'${value}` : value);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function renderXml(table: ReportTable): Uint8Array {
  const names = xmlNames(table.columns);
  const subtitle = table.subtitle === undefined ? '' : ` subtitle="${escapeXml(table.subtitle)}"`;
  const rows = table.rows.map((row) => {
    const elements = table.columns.map((column, index) => {
      const name = names[index] ?? '_';
      const value = valueOf(row, column);
      if (value === null) return `<${name}/>`;
      return `<${name}>${escapeXml(typeof value === 'number' ? String(value) : value)}</${name}>`;
    });
    return `<row>${elements.join('')}</row>`;
  });
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<report title="${escapeXml(table.title)}"${subtitle}>${rows.join('')}</report>`;
  return new TextEncoder().encode(xml);
}

/** An XML element name for each column key: ASCII name characters only, never "xml…", unique. */
function xmlNames(columns: readonly ReportColumn[]): string[] {
  const used = new Set<string>();
  return columns.map((column) => {
    let name = column.key.replace(/[^A-Za-z0-9._-]/g, '_');
    if (!/^[A-Za-z_]/.test(name) || /^xml/i.test(name)) name = `_${name}`;
    let unique = name;
    for (let suffix = 2; used.has(unique); suffix += 1) unique = `${name}_${suffix}`;
    used.add(unique);
    return unique;
  });
}

const xmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Escapes text for an element or an attribute; tabs and line breaks as references so parsers keep them. */
function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"'\t\n\r]/g, (character) => xmlEscapes[character] ?? character);
}
