/*
 * The report viewer's filters: what each report parameter holds
 * in the Filters form, how the URL keeps it, and how the API takes it. Pure: the loaders read the
 * URL with it (`filterValuesFromUrl`, `reportRequestParameters`), the Filters card writes it
 * (`filterSearchParams`, `clearedSearchParams`).
 *
 * The URL is the state, and the form's values are patched from it:
 * - `path` and `name` name the report; `page` is left out after Apply or Clear, which is page 1
 *   (the canonical query, as the lists write it: the default is no parameter).
 * - Each filter is kept under its parameter's key: text and numbers as typed (trimmed), dates as
 *   YYYY-MM-DD, booleans as 'true' or 'false', a single choice as its option's value, a multi
 *   choice as one repeated key per chosen value.
 * - A parameter absent from the URL has its default value: a report opened from the list, or after
 *   Clear filters, shows its defaults, which is what the report runs with. A filter emptied by the
 *   user is omitted when it has no default, and written as `key=` (present, empty) when it has one,
 *   so the emptied field stays empty rather than coming back with the default.
 */
import type { ReportParameter, ReportParameterType } from '@stampcard/api-client';
import { getValidationMessage, isoDateToFormDate, parseFormDate, parseIsoDate } from '@stampcard/ui/validation';
import { reportNumberFilterSchema, reportTextFilterSchema } from '#app/lib/forms';

/** What a parameter's field is, by its type number (0 Boolean ... 5 MultiChoice). */
export type ReportFilterKind = 'boolean' | 'date' | 'number' | 'text' | 'singleChoice' | 'multiChoice';

const kinds: Readonly<Record<ReportParameterType, ReportFilterKind>> = {
  0: 'boolean',
  1: 'date',
  2: 'number',
  3: 'text',
  4: 'singleChoice',
  5: 'multiChoice',
};

/** The kind of field of a parameter type: 0 Boolean, 1 Date, 2 Number, 3 String, 4 SingleChoice, 5 MultiChoice. */
export function reportFilterKind(type: ReportParameterType): ReportFilterKind {
  return kinds[type];
}

/**
 * One filter's value in the form, by kind: a boolean for a checkbox; an ISO date (YYYY-MM-DD) or
 * null for a date; the text typed ('' when empty) for text and numbers; the chosen option's value
 * or null for a single choice; the chosen values for a multi choice.
 */
export type FilterValue = string | boolean | readonly string[] | null;

/** The Filters form's values, by parameter key. */
export type FilterValues = Readonly<Record<string, FilterValue>>;

/** The report a viewer URL names: its path and its title. */
export interface ReportAddress {
  /** The report's path (the `path` query parameter). */
  readonly path: string;
  /** The report's name, the viewer's title (the `name` query parameter); left out when empty. */
  readonly name?: string | null | undefined;
}

/** An option of a choice parameter, with its text and value resolved. */
export interface ReportChoiceOption {
  readonly label: string;
  readonly value: string;
}

/** A time of day to send with a date: the API takes `DD/MM/YYYY hh:mm:ss A`. */
const midnight = '12:00:00 AM';

/** The label of a parameter's field: its name, or its key when it has none. */
export function reportFilterLabel(parameter: ReportParameter): string {
  const name = parameter.name?.trim() ?? '';
  return name === '' ? parameter.key : name;
}

/** The options of a choice parameter; an option without a value cannot be chosen and is left out. */
export function reportChoiceOptions(parameter: ReportParameter): ReportChoiceOption[] {
  return (parameter.value ?? []).flatMap((option) => {
    const value = option.value;
    if (value === null || value === undefined) return [];
    const label = option.label?.trim() ?? '';
    return [{ label: label === '' ? value : label, value }];
  });
}

// Validation: text within the contract's bound of a report parameter's value, a number at most 20
// characters (#app/lib/forms), with the kit's default texts.

/** A text filter: at most the contract's bound; "Too many characters (maximum …, currently …)". */
export const textFilterSchema = reportTextFilterSchema;

/**
 * A number filter: at most 20 characters ("Too many characters (maximum 20, currently …)"), and a
 * number (digits, an optional sign and decimal point: "Invalid value" otherwise), so what is sent
 * is one. Empty is allowed.
 */
export const numberFilterSchema = reportNumberFilterSchema;

/** The message of a filter's value that cannot be applied, or undefined when it can. Only text and numbers have rules. */
export function reportFilterMessage(parameter: ReportParameter, value: FilterValue | undefined): string | undefined {
  switch (reportFilterKind(parameter.type)) {
    case 'text':
      return getValidationMessage(textFilterSchema, asText(value));
    case 'number':
      return getValidationMessage(numberFilterSchema, asText(value));
    default:
      return undefined;
  }
}

// Reading a form value whatever it holds: a value of the wrong shape reads as empty.

function asText(value: FilterValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function asChoice(value: FilterValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function asChoices(value: FilterValue | undefined): readonly string[] {
  return typeof value === 'object' && value !== null ? value : [];
}

/** The ISO date (YYYY-MM-DD) a filter holds, or null when it holds none or no real date. */
export function filterDate(value: FilterValue | undefined): string | null {
  return typeof value === 'string' ? isoDateOfReportDate(value) : null;
}

/** The filter's text (text and number filters); '' when it holds none. */
export function filterText(value: FilterValue | undefined): string {
  return asText(value);
}

/** Whether a boolean filter is checked. */
export function filterBoolean(value: FilterValue | undefined): boolean {
  return value === true;
}

/** The chosen option's value of a single-choice filter, or null. */
export function filterChoice(value: FilterValue | undefined): string | null {
  return asChoice(value);
}

/** The chosen options' values of a multi-choice filter. */
export function filterChoices(value: FilterValue | undefined): readonly string[] {
  return asChoices(value);
}

// Dates.

/**
 * The ISO date of a date as the URL, a default value or the API may write it: YYYY-MM-DD (the
 * URL's) or DD/MM/YYYY (the API's), either optionally followed by a time (`21/03/2024 12:00:00 AM`,
 * `2024-03-21T00:00:00`). Null when it is empty or not a real date with a year above 1000.
 */
export function isoDateOfReportDate(text: string): string | null {
  const trimmed = text.trim();
  const date = trimmed.slice(0, 10);
  const rest = trimmed.slice(10);
  if (rest !== '' && !/^[T\s]/.test(rest)) return null;
  const parts = parseIsoDate(date) ?? parseFormDate(date);
  if (parts === undefined) return null;
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/**
 * A date as the API takes it (`DD/MM/YYYY hh:mm:ss A`), at midnight:
 * '2024-03-21' is '21/03/2024 12:00:00 AM'. Null when it is empty or not a real date.
 */
export function reportRequestDate(value: string | null | undefined): string | null {
  const iso = value === null || value === undefined ? null : isoDateOfReportDate(value);
  const formDate = iso === null ? undefined : isoDateToFormDate(iso);
  return formDate === undefined ? null : `${formDate} ${midnight}`;
}

// Reading values (from the URL, or a default value).

/**
 * A parameter's value read from a list of texts (the URL's values for its key, or its default
 * value); undefined when they do not say (a boolean that is neither 'true' nor 'false'). Values
 * that do not fit are dropped: text or numbers failing their rule, dates that are no real date,
 * choices that are not among the options.
 */
function readValue(parameter: ReportParameter, texts: readonly string[]): FilterValue | undefined {
  const first = texts[0] ?? '';
  switch (reportFilterKind(parameter.type)) {
    case 'boolean': {
      const text = first.trim().toLowerCase();
      if (text === 'true') return true;
      return text === 'false' ? false : undefined;
    }
    case 'date':
      return isoDateOfReportDate(first);
    case 'number':
    case 'text': {
      const text = first.trim();
      return reportFilterMessage(parameter, text) === undefined ? text : '';
    }
    case 'singleChoice': {
      const options = new Set(reportChoiceOptions(parameter).map((option) => option.value));
      return options.has(first) ? first : null;
    }
    case 'multiChoice': {
      const options = new Set(reportChoiceOptions(parameter).map((option) => option.value));
      return [...new Set(texts)].filter((text) => options.has(text));
    }
  }
}

/** A parameter's default value in the form: its `defaultValue` read as the URL is; a boolean without one is unchecked. */
export function defaultFilterValue(parameter: ReportParameter): FilterValue {
  const value = readValue(parameter, parameter.defaultValue ?? []);
  return value === undefined ? false : value;
}

/** Every parameter's default value: what the form shows for a URL without filters. */
export function defaultFilterValues(parameters: readonly ReportParameter[]): FilterValues {
  return Object.fromEntries(parameters.map((parameter) => [parameter.key, defaultFilterValue(parameter)]));
}

/**
 * The Filters form's values for a viewer URL: each parameter's value from the query (repeated keys
 * for a multi choice; dates as YYYY-MM-DD, also DD/MM/YYYY; booleans as 'true' or 'false'), or
 * its default value when its key is absent (or a boolean says neither). Values that do not fit are
 * dropped (see `readValue`).
 */
export function filterValuesFromUrl(
  parameters: readonly ReportParameter[],
  searchParams: URLSearchParams,
): FilterValues {
  return Object.fromEntries(
    parameters.map((parameter) => {
      const fromUrl = searchParams.has(parameter.key)
        ? readValue(parameter, searchParams.getAll(parameter.key))
        : undefined;
      return [parameter.key, fromUrl === undefined ? defaultFilterValue(parameter) : fromUrl];
    }),
  );
}

// Writing values (to the URL, and to the API).

/** The texts a filter's value is kept as in the URL; none when it is empty. */
function urlTexts(parameter: ReportParameter, value: FilterValue | undefined): string[] {
  switch (reportFilterKind(parameter.type)) {
    case 'boolean':
      return [String(filterBoolean(value))];
    case 'date': {
      const date = filterDate(value);
      return date === null ? [] : [date];
    }
    case 'number':
    case 'text': {
      const text = asText(value).trim();
      return text === '' ? [] : [text];
    }
    case 'singleChoice': {
      const choice = asChoice(value);
      return choice === null ? [] : [choice];
    }
    case 'multiChoice':
      return [...asChoices(value)];
  }
}

/** Whether a parameter's default value is empty (booleans never are). */
function hasEmptyDefault(parameter: ReportParameter): boolean {
  return urlTexts(parameter, defaultFilterValue(parameter)).length === 0;
}

/**
 * The viewer URL's query for a report: `path`, then `name` when there is one; no `page` (page 1).
 */
export function clearedSearchParams({ path, name }: ReportAddress): URLSearchParams {
  const searchParams = new URLSearchParams({ path });
  const title = name?.trim() ?? '';
  if (title !== '') searchParams.set('name', name ?? '');
  return searchParams;
}

/**
 * What Apply filters navigates to: the report's `path` and `name` kept, `page` left
 * out (page 1), and each filter's value under its key, in the parameters' order. An empty filter is
 * left out, unless its default is not empty: then it is written empty (`key=`), so that reading the
 * URL back gives the emptied field, not the default.
 */
export function filterSearchParams(
  parameters: readonly ReportParameter[],
  values: FilterValues,
  address: ReportAddress,
): URLSearchParams {
  const searchParams = clearedSearchParams(address);
  for (const parameter of parameters) {
    const texts = urlTexts(parameter, values[parameter.key]);
    if (texts.length === 0 && !hasEmptyDefault(parameter)) searchParams.append(parameter.key, '');
    for (const text of texts) searchParams.append(parameter.key, text);
  }
  return searchParams;
}

/**
 * The API's `parameters` for the filters' values: every value wrapped in a list;
 * booleans as 'true' or 'false'; dates as `DD/MM/YYYY hh:mm:ss A` at midnight, empty or invalid
 * dates dropped; text and numbers trimmed, empty ones dropped; a single choice unless none is
 * chosen. A multi choice whose selection has as many values as its default value is omitted;
 * otherwise it is sent, an empty selection as [].
 */
export function reportRequestParameters(
  parameters: readonly ReportParameter[],
  values: FilterValues,
): Record<string, string[]> {
  const request: Record<string, string[]> = {};
  for (const parameter of parameters) {
    const value = values[parameter.key];
    if (reportFilterKind(parameter.type) === 'multiChoice') {
      const selection = asChoices(value);
      if (selection.length !== (parameter.defaultValue?.length ?? 0)) request[parameter.key] = [...selection];
      continue;
    }
    if (reportFilterKind(parameter.type) === 'date') {
      const date = reportRequestDate(filterDate(value));
      if (date !== null) request[parameter.key] = [date];
      continue;
    }
    const texts = urlTexts(parameter, value);
    if (texts.length > 0) request[parameter.key] = texts;
  }
  return request;
}
