/*
 * Pure logic of the date picker's text: auto-formatting while typing, parsing, formatting and
 * the rules that make a date unavailable. Values are ISO dates ('YYYY-MM-DD'): serialisable,
 * sortable as strings, and easy to put in forms and URLs.
 */

/** The text format the date is typed and shown in: forms use DD/MM/YYYY, report filters YYYY-MM-DD. */
export type DateFormat = 'DD/MM/YYYY' | 'YYYY-MM-DD';

/** Days that cannot be chosen, inclusive, with the reason shown to the user. */
export interface DisabledDateRange {
  /** The first unavailable day, as an ISO date ('YYYY-MM-DD'; a longer ISO date-time is cut to its date). */
  start: string;
  /** The last unavailable day, as an ISO date. */
  end: string;
  /** Why the days are unavailable, shown beside them. */
  reason: string;
}

/** Why a typed text is not applied. */
export type DateInputProblem = 'incomplete' | 'notADate' | 'yearTooEarly';

/** The result of parsing a typed text. */
export interface ParsedDateInput {
  /** The ISO date typed, or null when the text is empty or not a date. */
  value: string | null;
  /** Why the text is not a date; null when it is one, or when it is empty. */
  problem: DateInputProblem | null;
}

/** The rules that make a date unavailable, besides its being a real date. */
export interface DateConstraints {
  /** The earliest date that can be chosen, as an ISO date. */
  minValue?: string | null | undefined;
  /** The latest date that can be chosen, as an ISO date. */
  maxValue?: string | null | undefined;
  /** Ranges of days that cannot be chosen, each with its reason. */
  disabledRanges?: readonly DisabledDateRange[] | undefined;
}

/** A typed year must be above 1000: the earliest date there is. */
export const EARLIEST_DATE = '1001-01-01';
/** The latest date four digits of year can write. */
export const LATEST_DATE = '9999-12-31';

/** Length of a complete date text in either format. */
const DATE_TEXT_LENGTH = 10;

interface FormatLayout {
  /** Digits per part, in the order typed. */
  lengths: readonly number[];
  separator: string;
}

const LAYOUTS: Record<DateFormat, FormatLayout> = {
  'DD/MM/YYYY': { lengths: [2, 2, 4], separator: '/' },
  'YYYY-MM-DD': { lengths: [4, 2, 2], separator: '-' },
};

const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Characters a person may type between the parts; the format's own separator replaces them. */
const TYPED_SEPARATOR = /[/\-.\s]/;

/**
 * Formats text as it is typed: keeps the digits, inserts the format's separators, and adds the
 * separator that follows a complete day, month or year (so '2103' becomes '21/03/'). A separator
 * typed after one digit of a day or month pads it ('1/' becomes '01/'). While deleting
 * (`isDeleting`) no separator is added or padded, so each Backspace removes one character, a
 * separator included, and the remaining digits close up. A complete date pasted in the other format is converted. At most
 * 10 characters come out.
 */
export function autoFormatDateInput(text: string, format: DateFormat, isDeleting = false): string {
  const pasted = convertOtherFormat(text.trim(), format);
  if (pasted !== null) return pasted;

  const { lengths, separator } = LAYOUTS[format];
  const parts: string[] = [''];
  for (const character of text) {
    const index = parts.length - 1;
    const part = parts[index] ?? '';
    const length = lengths[index] ?? 0;
    if (character >= '0' && character <= '9') {
      if (part.length < length) parts[index] = part + character;
      if ((parts[index] ?? '').length === length && index < lengths.length - 1) parts.push('');
    } else if (
      !isDeleting &&
      TYPED_SEPARATOR.test(character) &&
      length === 2 &&
      part.length === 1 &&
      index < lengths.length - 1
    ) {
      parts[index] = `0${part}`;
      parts.push('');
    }
  }

  const formatted = parts.join(separator);
  // While deleting, a separator stays only where the text still has one: each Backspace removes one character.
  const keepsTrailingSeparator = !isDeleting || TYPED_SEPARATOR.test(text.slice(-1));
  return formatted.endsWith(separator) && !keepsTrailingSeparator ? formatted.slice(0, -separator.length) : formatted;
}

/** A complete date typed or pasted in the other format, rewritten in `format`; otherwise null. */
function convertOtherFormat(text: string, format: DateFormat): string | null {
  if (format === 'DD/MM/YYYY') {
    const match = YEAR_FIRST.exec(text.slice(0, DATE_TEXT_LENGTH));
    return match && text.length >= DATE_TEXT_LENGTH ? `${match[3]}/${match[2]}/${match[1]}` : null;
  }
  const match = DAY_FIRST.exec(text.slice(0, DATE_TEXT_LENGTH));
  return match && text.length >= DATE_TEXT_LENGTH ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in a month (1 to 12) of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** The ISO date of a year, month (1 to 12) and day, or null when there is no such day. */
function toIsoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Parses a typed text. Empty text is no date and no problem; a text that is not 10 characters
 * in the format is incomplete; 31/02/2024 is not a date; a year of 1000 or less is too early.
 */
export function parseDateInput(text: string, format: DateFormat): ParsedDateInput {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, problem: null };
  const match = (format === 'DD/MM/YYYY' ? DAY_FIRST : YEAR_FIRST).exec(trimmed);
  if (!match) return { value: null, problem: 'incomplete' };
  const [first, second, third] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [year, month, day] = format === 'DD/MM/YYYY' ? [third, second, first] : [first, second, third];
  const value = toIsoDate(year, month, day);
  if (value === null) return { value: null, problem: 'notADate' };
  if (value < EARLIEST_DATE) return { value: null, problem: 'yearTooEarly' };
  return { value, problem: null };
}

/**
 * The ISO date of a value that may be empty or a longer ISO date-time (as APIs send); null when
 * it is empty or not a real date.
 */
export function normalizeIsoDate(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const match = YEAR_FIRST.exec(value.slice(0, DATE_TEXT_LENGTH));
  if (!match) return null;
  return toIsoDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An ISO date written in `format`: '2024-03-21' is '21/03/2024' as DD/MM/YYYY. Empty when there is no date. */
export function formatIsoDate(iso: string | null | undefined, format: DateFormat): string {
  const date = normalizeIsoDate(iso);
  if (date === null) return '';
  if (format === 'YYYY-MM-DD') return date;
  const [year, month, day] = date.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/** The first disabled range that holds the date, if any. */
export function findDisabledRange(
  iso: string,
  ranges: readonly DisabledDateRange[] | undefined,
): DisabledDateRange | undefined {
  return ranges?.find((range) => {
    const start = normalizeIsoDate(range.start);
    const end = normalizeIsoDate(range.end);
    return start !== null && end !== null && iso >= start && iso <= end;
  });
}

/** The effective first and last dates that can be chosen: the bounds, within 1001-01-01 and 9999-12-31. */
export function getDateBounds(minValue?: string | null, maxValue?: string | null): { min: string; max: string } {
  const min = normalizeIsoDate(minValue);
  const max = normalizeIsoDate(maxValue);
  return {
    min: min !== null && min > EARLIEST_DATE ? min : EARLIEST_DATE,
    max: max !== null && max < LATEST_DATE ? max : LATEST_DATE,
  };
}

/** Why a date cannot be chosen, and whether that is a disabled range (rather than the bounds). */
function getUnavailability(
  iso: string,
  ranges: readonly DisabledDateRange[] | undefined,
  minValue: string | null | undefined,
  maxValue: string | null | undefined,
  format: DateFormat,
): { reason: string; isRange: boolean } | null {
  const { min, max } = getDateBounds(minValue, maxValue);
  if (iso < min) return { reason: `Dates from ${formatIsoDate(min, format)} only`, isRange: false };
  if (iso > max) return { reason: `Dates until ${formatIsoDate(max, format)} only`, isRange: false };
  const range = findDisabledRange(iso, ranges);
  return range === undefined ? null : { reason: range.reason, isRange: true };
}

/**
 * Why a date cannot be chosen, or null when it can: the reason of the disabled range that holds
 * it, or a message when it is before the earliest date (the minimum, and never before 01/01/1001)
 * or after the maximum. Dates in the messages are written in `format`.
 */
export function isDateDisabled(
  iso: string,
  ranges?: readonly DisabledDateRange[],
  minValue?: string | null,
  maxValue?: string | null,
  format: DateFormat = 'DD/MM/YYYY',
): string | null {
  return getUnavailability(iso, ranges, minValue, maxValue, format)?.reason ?? null;
}

/**
 * The message that explains why a typed text is not applied, or null when it is empty or a date
 * that can be chosen. Shown when the field loses focus.
 */
export function getDateInputMessage(
  text: string,
  format: DateFormat,
  constraints: DateConstraints = {},
): string | null {
  const { value, problem } = parseDateInput(text, format);
  switch (problem) {
    case 'incomplete':
      return `Enter a date as ${format}`;
    case 'notADate':
      return `Invalid date: ${text.trim()} does not exist`;
    case 'yearTooEarly':
      return `Dates from ${formatIsoDate(EARLIEST_DATE, format)} only`;
    case null:
      break;
  }
  return value === null ? null : getUnavailableDateMessage(value, format, constraints);
}

/**
 * Why a date cannot be chosen, as a message: 'Unavailable: {reason}' for a disabled range, or the
 * bounds ('Dates from 01/03/2024 only'). Null when the date can be chosen.
 */
export function getUnavailableDateMessage(
  iso: string,
  format: DateFormat,
  constraints: DateConstraints = {},
): string | null {
  const unavailable = getUnavailability(
    iso,
    constraints.disabledRanges,
    constraints.minValue,
    constraints.maxValue,
    format,
  );
  if (unavailable === null) return null;
  return unavailable.isRange ? `Unavailable: ${unavailable.reason}` : unavailable.reason;
}
