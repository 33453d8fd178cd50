import type { Context } from 'hono';
import { HttpError } from '../httpError.ts';
import { hasUnstorableCharacter, unstorableCharacterMessage } from '../input.ts';
import type { ApiContext } from './context.ts';

export { hasUnstorableCharacter, HttpError, unstorableCharacterMessage };

const titles: Record<HttpError['status'], string> = {
  400: 'One or more validation errors occurred.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
};

export const badRequest = (errors: HttpError['errors']) => new HttpError(400, errors);
export const notFound = (what: string) => new HttpError(404, [`${what} was not found.`]);
export const forbidden = (reason = 'You are not allowed to do this.') => new HttpError(403, [reason]);

/** What a write made on top of a newer version is told (a failed If-Match, a failed patch `test`). */
export const changedSinceReadMessage =
  'Someone else changed this since you read it. Read it again to see their change.';

/** The longest If-Match the API reads: a handful of entity tags (a tag is at most 11 characters). */
const longestIfMatch = 100;

/** The ETag of an entity's version: the number in double quotes (a strong entity tag). */
export const entityTag = (version: number) => `"${version}"`;

/**
 * The versions a write may be made on, from its If-Match header (`"3"`, or a list); `'any'` for
 * `*`. A write without the header is refused with 428, so that no client can overwrite someone
 * else's change by leaving it out; a header naming no version the server gives (a weak tag, a
 * malformed one) can match nothing, so it is refused with 412 at once.
 */
export function ifMatchVersions(context: Context): number[] | 'any' {
  const header = context.req.header('If-Match')?.trim() ?? '';
  if (header === '') {
    throw new HttpError(428, { 'If-Match': ['Send the ETag of the version you changed as If-Match.'] });
  }
  if (header.length > longestIfMatch) {
    throw badRequest({ 'If-Match': [`Must be at most ${longestIfMatch} characters.`] });
  }
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return 'any';
  const versions = tags.flatMap((tag) => {
    const version = /^"(\d{1,9})"$/.exec(tag)?.[1];
    return version === undefined ? [] : [Number(version)];
  });
  if (versions.length === 0) throw new HttpError(412, [changedSinceReadMessage]);
  return versions;
}

export function errorBody(error: HttpError) {
  return { errors: error.errors, title: titles[error.status], status: error.status };
}

interface Issue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
}

/** The parts of a zod schema's inner workings that tell which schema sits at a path and its bounds. */
interface SchemaInternals {
  _zod?: {
    def?: {
      type?: string;
      shape?: Record<string, unknown>;
      innerType?: unknown;
      element?: unknown;
      valueType?: unknown;
      in?: unknown;
      /** A string format's name: `date`, `datetime`, `email`… */
      format?: string;
    };
    bag?: { minimum?: number | bigint; maximum?: number | bigint };
  };
}

/** The schema at `path` inside `schema` (through objects, arrays, maps, optional and default values). */
function schemaAt(schema: unknown, path: readonly PropertyKey[]): SchemaInternals | undefined {
  let current = schema as SchemaInternals | undefined;
  let index = 0;
  while (current?._zod?.def) {
    const def = current._zod.def;
    if (def.innerType !== undefined) current = def.innerType as SchemaInternals;
    else if (def.type === 'pipe') current = def.in as SchemaInternals;
    else if (index >= path.length) return current;
    else if (def.type === 'object') current = def.shape?.[String(path[index++])] as SchemaInternals | undefined;
    else if (def.type === 'array') current = (index++, def.element as SchemaInternals);
    else if (def.type === 'record') current = (index++, def.valueType as SchemaInternals);
    else return undefined;
  }
  return undefined;
}

/** The years the contract's date and date-time patterns take (a year 0 no database can store). */
const contractYears = 'in the years 1000 to 9999';

const plural = (count: number | bigint, noun: string) => `${String(count)} ${noun}${Number(count) === 1 ? '' : 's'}`;

/**
 * A validation issue as a sentence saying what the field must be: a whole number with its range
 * (`Must be a whole number from 1 to 30.`), a length, a number of items, a format.
 */
function sentence(issue: Issue, schema: unknown): string {
  const field = schemaAt(schema, issue.path)?._zod;
  const bag = field?.bag;
  const isWhole = issue.origin === 'int' || issue.expected === 'int' || issue.format === 'safeint';
  const range =
    bag?.minimum !== undefined && bag.maximum !== undefined
      ? `from ${String(bag.minimum)} to ${String(bag.maximum)}`
      : '';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required.';
      if (isWhole) return range ? `Must be a whole number ${range}.` : 'Must be a whole number.';
      return `Must be a ${issue.expected ?? 'value of another type'}.`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const limit = big ? issue.maximum : issue.minimum;
      if (limit === undefined) break;
      if (issue.origin === 'string') {
        if (!big && Number(limit) === 1) return 'Must not be empty.';
        return `Must be at ${big ? 'most' : 'least'} ${plural(limit, 'character')}.`;
      }
      if (issue.origin === 'array') return `Must have at ${big ? 'most' : 'least'} ${plural(limit, 'item')}.`;
      if (range) return `Must be ${isWhole || issue.origin === 'int' ? 'a whole number' : 'a number'} ${range}.`;
      return `Must be ${String(limit)} or ${big ? 'less' : 'more'}.`;
    }
    case 'invalid_format':
      // A date's pattern (its years) and its calendar are one rule to the reader: one sentence.
      if (field?.def?.format === 'date') return `Must be a real date, YYYY-MM-DD, ${contractYears}.`;
      if (field?.def?.format === 'datetime') {
        return `Must be a real date and time, YYYY-MM-DDThh:mm:ss without offset, ${contractYears}.`;
      }
      if (issue.format === 'email') return 'Must be an e-mail address.';
      if (issue.format === 'regex') return 'Is not in the form this field takes.';
      return `Must be a valid ${issue.format ?? 'value'}.`;
    case 'invalid_value':
      if (issue.values) return `Must be one of: ${issue.values.map(String).join(', ')}.`;
      break;
  }
  return issue.message;
}

/** Validation issues as the contract's error object: `{ "body.name": ["Required"] }`. */
export function issuesToErrors(issues: readonly Issue[], prefix: string, schema?: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix;
    const message = schema === undefined ? issue.message : sentence(issue, schema);
    const messages = (errors[key] ??= []);
    // Two checks of one rule (a date's calendar and its pattern) say the same sentence once.
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** Validates `value` with a contract schema; a failure is a 400 naming each bad field, saying what it must be. */
export function validate<T>(schema: Schema<T>, value: unknown, prefix: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(issuesToErrors(result.error.issues, prefix, schema));
  return result.data;
}

/**
 * The largest request body the API takes: the contract lets an image field (a card's logo, a
 * business's image) hold 2 MiB of text; 3 MB is one such image at its limit and room for the rest.
 * An import's chunk fits too: 500 tags with names and serial numbers at their longest (1,000
 * characters each, three bytes a character at most) are just under it; 500 customers, under 1 MB.
 */
export const maxBodyBytes = 3 * 1024 * 1024;

/** The paths (`body.user.firstName`, `body.rewards.0.text`) of every string or key in `value` that has one. */
export function unstorableFields(value: unknown, path: string): string[] {
  if (typeof value === 'string') return hasUnstorableCharacter(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableFields(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      hasUnstorableCharacter(key) ? [path] : unstorableFields(item, `${path}.${key}`),
    );
  }
  return [];
}

/** Throws a 400 naming every field of `value` (under `prefix`) holding a character that cannot be stored. */
export function assertStorable(value: unknown, prefix: string): void {
  const fields = unstorableFields(value, prefix);
  if (fields.length > 0)
    throw badRequest(Object.fromEntries(fields.map((field) => [field, [unstorableCharacterMessage]])));
}

/**
 * Throws a 400 when the path of `url` (an absolute URL) or its query holds, once decoded, text no
 * column can store, or its path an escape that is not UTF-8. Only an escape (`%`) can put such text
 * in an address that does not hold it already (the URL parser writes escapes for the characters it
 * is given, never others), so an address with neither is let through without being parsed: the
 * case of nearly every request.
 */
export function assertStorableAddress(url: string): void {
  if (!url.includes('%') && !hasUnstorableCharacter(url)) return;
  const { pathname, searchParams } = new URL(url);
  const errors: Record<string, string[]> = {};
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      errors.path = ['The address has an escape that is not valid UTF-8.'];
      continue;
    }
    if (hasUnstorableCharacter(decoded)) errors.path = [unstorableCharacterMessage];
  }
  for (const [key, value] of searchParams) {
    if (hasUnstorableCharacter(key) || hasUnstorableCharacter(value)) {
      errors[`query.${key}`] = [unstorableCharacterMessage];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Whether a Content-Type is JSON: application/json or a `+json` type such as application/json-patch+json. */
export function isJsonContentType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * Parses a request body as JSON: empty is `undefined`; not JSON by its type is a 415, not JSON by
 * its content a 400, and text no database can hold (NUL, unpaired surrogates) a 400 naming the
 * fields. Size is limited before this (413, `maxBodyBytes`).
 */
export function parseJsonBody(text: string, contentType: string | undefined): unknown {
  if (text.trim() === '') return undefined;
  if (!isJsonContentType(contentType)) {
    throw new HttpError(415, { body: ['Send the body as JSON, with the Content-Type application/json.'] });
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest({ body: ['The body is not valid JSON.'] });
  }
  assertStorable(value, 'body');
  return value;
}

/** The request's JSON body, parsed and checked by the API's body middleware (`parseJsonBody`). */
export function readJson(context: ApiContext): Promise<unknown> {
  return Promise.resolve(context.get('body'));
}

const integer = /^-?\d+$/;

/** The largest id a row can have: every id column is a PostgreSQL `integer`, as the contract's int32 ids. */
export const largestId = 2_147_483_647;

/**
 * A numeric path parameter (an id): a whole number from 1 to the largest id a row can have, as the
 * contract bounds it, or a 400 naming it.
 */
export function pathId(context: Context, name: string): number {
  const value = context.req.param(name) ?? '';
  const isInRange = /^\d+$/.test(value) && BigInt(value) >= 1n && BigInt(value) <= BigInt(largestId);
  if (!isInRange) throw badRequest({ [`path.${name}`]: [`Must be a whole number from 1 to ${largestId}.`] });
  return Number(value);
}

/** A text path parameter (a user id, a role), checked with the operation's path schema, or a 400 naming it. */
export function pathText(context: Context, name: string, schema: Schema<Record<string, string>>): string {
  const checked = validate(schema, { [name]: context.req.param(name) ?? '' }, 'path');
  return checked[name] ?? '';
}

/** A list query: plain parameters (numbers coerced) and the FilterType/Filter pairs, in order. */
export interface ListQuery {
  values: Record<string, string | number>;
  filters: Map<string, string[]>;
}

/**
 * The query of a list or a widget: `readQuery`'s reading, checked with the operation's query schema
 * (every parameter's bounds, the number of FilterType and Filter values); a 400 names each bad one.
 */
export function checkedQuery(context: Context, schema: Schema<unknown>): ListQuery {
  const search = searchParamsOf(context.req.url);
  const query = listQueryOf(search);
  const repeated = Object.fromEntries(
    ['FilterType', 'Filter'].flatMap((key) => (search.has(key) ? [[key, search.getAll(key)]] : [])),
  );
  validate(schema, { ...query.values, ...repeated }, 'query');
  return query;
}

/**
 * The query of `url`, a URL as a request holds it (serialized, or its target as the client sent it
 * when that has no character to escape): what `new URL(url).searchParams` holds, read from the text
 * between the first `?` and the fragment without parsing the whole URL.
 */
export function searchParamsOf(url: string): URLSearchParams {
  const fragment = url.indexOf('#');
  const end = fragment === -1 ? url.length : fragment;
  const start = url.indexOf('?');
  return new URLSearchParams(start === -1 || start > end ? '' : url.slice(start + 1, end));
}

export function readQuery(context: Context, numeric?: readonly string[]): ListQuery {
  return listQueryOf(searchParamsOf(context.req.url), numeric);
}

function listQueryOf(
  search: URLSearchParams,
  numeric: readonly string[] = ['page', 'pageCount', 'storeID'],
): ListQuery {
  const values: Record<string, string | number> = {};
  const filters = new Map<string, string[]>();
  let current: string | undefined;
  for (const [key, value] of search) {
    if (key === 'FilterType') {
      current = value;
      if (!filters.has(value)) filters.set(value, []);
    } else if (key === 'Filter') {
      if (current !== undefined && value !== '') filters.get(current)?.push(value);
    } else {
      values[key] = numeric.includes(key) && integer.test(value) ? Number(value) : value;
    }
  }
  return { values, filters };
}
