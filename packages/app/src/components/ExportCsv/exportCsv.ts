/**
 * Export CSV, as pure functions: the name the file is saved under, what the API is asked for (the
 * list's query without its page), and what the button and its failure say.
 */
import type { ApiListQuery } from '#app/lib/data';

/** What the button and its failure say. */
export const exportCsvTexts = {
  label: 'Export CSV',
  failure: 'Could not export the list',
  fallback: 'An error occurred when trying to export the list.',
} as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The name an export is saved under: `{stem}-{YYYY-MM-DD}.csv`, the day `date` falls on where the
 * user is (their computer's time zone, as the day they would name it), e.g.
 * `customers-2026-11-29.csv` or `business-7-staff-2026-11-29.csv`.
 */
export function exportFileName(stem: string, date: Date = new Date()): string {
  const day = `${String(date.getFullYear())}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${stem}-${day}.csv`;
}

/**
 * What an export asks the API for: the query the list's page is loaded with (its search, filters
 * and sort, as `apiListQuery` builds it) without the page and its size, so the file holds every
 * item the list selects across all its pages.
 */
export function exportQueryOf<Query extends ApiListQuery>(query: Query): Omit<Query, 'page' | 'pageCount'> {
  const { page, pageCount, ...exported } = query;
  return exported;
}
