import type { Context } from 'hono';

/** An error answer: the status and the contract's error body (`errors` object of lists, list or string). */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422;
  readonly errors: Record<string, string[]> | string[] | string;

  constructor(status: HttpError['status'], errors: HttpError['errors']) {
    super(typeof errors === 'string' ? errors : JSON.stringify(errors));
    this.status = status;
    this.errors = errors;
  }
}

const titles: Record<HttpError['status'], string> = {
  400: 'One or more validation errors occurred.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
};

export const badRequest = (errors: HttpError['errors']) => new HttpError(400, errors);
export const notFound = (what: string) => new HttpError(404, [`${what} was not found.`]);
export const forbidden = (reason = 'You are not allowed to do this.') => new HttpError(403, [reason]);

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

/** Reads the JSON body; an unreadable body is a 400. */
export async function readJson(context: Context): Promise<unknown> {
  const text = await context.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest({ body: ['The body is not valid JSON.'] });
  }
}

const integer = /^-?\d+$/;

/** A numeric path parameter (an id): a whole number of 1 or more, or a 400 naming it. */
export function pathId(context: Context, name: string): number {
  const value = context.req.param(name) ?? '';
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
