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
  path: readonly PropertyKey[];
  message: string;
}

/** Validation issues as the contract's error object: `{ "body.name": ["Required"] }`. */
export function issuesToErrors(issues: readonly Issue[], prefix: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** Validates `value` with a contract schema; a failure is a 400 naming each bad field. */
export function validate<T>(schema: Schema<T>, value: unknown, prefix: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(issuesToErrors(result.error.issues, prefix));
  return result.data;
}

/**
 * The largest request body the API takes: the largest legitimate one is a card with a 1 MB logo,
 * about 1.4 MB once base64-encoded in JSON; 2 MB leaves room for the rest of the design.
 */
export const maxBodyBytes = 2 * 1024 * 1024;

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

/** The largest id a row can have: every id column is a PostgreSQL `integer`. */
export const largestId = 2_147_483_647;

/** Whether a whole number (as text or as read from a query) is past every id a row can have. */
export function isPastEveryId(value: string | number | undefined): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value > largestId;
  return value !== undefined && integer.test(value) && BigInt(value) > BigInt(largestId);
}

/**
 * A numeric path parameter (an id): a whole number of 1 or more, or a 400 naming it. A whole
 * number past every id a row can have names nothing: a 404 saying `what` (`Business`, `Staff
 * member`) was not found, as for any id no row has.
 */
export function pathId(context: Context, name: string, what: string): number {
  const value = context.req.param(name) ?? '';
  if (isPastEveryId(value)) throw notFound(`${what} ${BigInt(value)}`);
  const number = integer.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) {
    throw badRequest({ [`path.${name}`]: ['Must be a whole number of 1 or more.'] });
  }
  return number;
}

/** A list query: plain parameters (numbers coerced) and the FilterType/Filter pairs, in order. */
export interface ListQuery {
  values: Record<string, string | number>;
  filters: Map<string, string[]>;
}

export function readQuery(context: Context, numeric: readonly string[] = ['page', 'pageCount', 'storeID']): ListQuery {
  const search = new URL(context.req.url).searchParams;
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
