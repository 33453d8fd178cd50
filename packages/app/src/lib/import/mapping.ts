/**
 * Matching a file's columns to an import's fields: guessed from the header names ("E-mail address",
 * "email" and "Mail" are the E-mail; "Serial no." the serial number), each field from at most one
 * column and each column for at most one field; the user changes any of it. A field's column is
 * the first one whose name means it; names are compared lower case, letters and digits only.
 */
import type { ImportField } from './importKinds';

/** For each field (by key), the index of its column, or null when no column gives it (ignored). */
export type ColumnMapping = Readonly<Record<string, number | null>>;

/** A header as compared with fields' names: "E-mail address" is "emailaddress". */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function guessMapping(headers: readonly string[], fields: readonly ImportField[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const mapping: Record<string, number | null> = {};
  const claim = (field: ImportField, isMatch: (key: string, name: string) => boolean) => {
    if (mapping[field.key] != null) return;
    const index = keys.findIndex((key, at) => !taken.has(at) && field.names.some((name) => isMatch(key, name)));
    if (index >= 0) {
      mapping[field.key] = index;
      taken.add(index);
    }
  };
  // Exact names first (so "Tag ID" is never the serial number), then names that begin a header
  // ("Email address (work)"), then names within one ("Customer e-mail").
  for (const field of fields) claim(field, (key, name) => key === name);
  for (const field of fields) claim(field, (key, name) => name.length > 2 && key.startsWith(name));
  for (const field of fields) claim(field, (key, name) => name.length > 3 && key.includes(name));
  for (const field of fields) mapping[field.key] ??= null;
  return mapping;
}

/** The required fields no column gives. */
export function missingFields(mapping: ColumnMapping, fields: readonly ImportField[]): ImportField[] {
  return fields.filter((field) => field.isRequired && mapping[field.key] == null);
}

/** Sets `field`'s column (or none), taking the column from any other field that had it. */
export function assignColumn(mapping: ColumnMapping, field: string, column: number | null): ColumnMapping {
  const next: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(mapping)) next[key] = column !== null && value === column ? null : value;
  next[field] = column;
  return next;
}

/** Up to `count` non-empty values of a column, for the sample under its header. */
export function sampleValues(rows: readonly (readonly string[])[], column: number, count = 3): string[] {
  const values: string[] = [];
  for (const row of rows) {
    const value = row[column]?.trim() ?? '';
    if (value !== '') values.push(value);
    if (values.length >= count) break;
  }
  return values;
}
