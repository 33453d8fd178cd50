import { formDate as formDatePattern } from './patterns';

/** A calendar date: year, month 1 to 12, day 1 to 31. */
export interface FormDateParts {
  year: number;
  month: number;
  day: number;
}

/** The earliest year a form date may have: a typed year must be above 1000. */
export const minimumFormDateYear = 1001;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads a DD/MM/YYYY date (the date format of forms): the parts of a real calendar date with a year
 * above 1000, or `undefined` for anything else (31/04/2024, 29/02/2023, 01/01/0999, 1/1/2024).
 */
export function parseFormDate(text: string): FormDateParts | undefined {
  const match = formDatePattern.exec(text);
  if (match === null) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < minimumFormDateYear || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** A DD/MM/YYYY date as the API's ISO date (YYYY-MM-DD), or `undefined` when it is not a valid form date. */
export function formDateToIsoDate(text: string): string | undefined {
  const parts = parseFormDate(text);
  return parts === undefined ? undefined : `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/**
 * Reads an ISO date (YYYY-MM-DD, optionally followed by a time, as the API and the kit's DatePicker
 * give dates): the parts of a real calendar date with a year above 1000, or `undefined`.
 */
export function parseIsoDate(iso: string): FormDateParts | undefined {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:$|T)/.exec(iso);
  if (match === null) return undefined;
  return parseFormDate(`${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}`);
}

/** An ISO date (YYYY-MM-DD, optionally with a time) as a form date (DD/MM/YYYY), or `undefined` when it is not a valid date. */
export function isoDateToFormDate(iso: string): string | undefined {
  const parts = parseIsoDate(iso);
  return parts === undefined ? undefined : `${pad(parts.day, 2)}/${pad(parts.month, 2)}/${pad(parts.year, 4)}`;
}
