import type { StampcardClient } from './client';
import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiValidationError,
  RequiredParameterError,
  StampcardApiError,
  parseRetryAfter,
} from './errors';
import { PaginationHeaderError, parsePaginationHeader, type Pagination } from './pagination';
import type { ListFilters } from './query';

/** Settings any call accepts besides its parameters. */
export interface RequestSettings {
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Milliseconds before the call fails with `ApiTimeoutError`; defaults to the client's. */
  timeout?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Overrides the client's base URL for this call. */
  baseUrl?: string;
}

/** The parameters of an operation (`path`, `query`, `body` as the contract defines them) and request settings. */
export type CallOptions<TData> = Omit<TData, 'url'> & RequestSettings;

/** Like `CallOptions`, with list filters given as `query.filters` instead of FilterType/Filter arrays. */
export type ListCallOptions<TData extends { query?: unknown }> = Omit<TData, 'url' | 'query'> &
  RequestSettings & {
    query?: Omit<NonNullable<TData['query']>, 'FilterType' | 'Filter'> & {
      /** Filters by type: `{ locations: ['Liverpool', 'Bristol'], categories: 'Food' }`. */
      filters?: ListFilters;
    };
  };

/** One page of a list, with the server's pagination. */
export interface Page<TItem> {
  items: TItem[];
  pagination: Pagination;
}

/** A call that may omit its options when the operation has no required parameters. */
type Call<TOptions, TResult> =
  Partial<TOptions> extends TOptions
    ? (client: StampcardClient, options?: TOptions) => Promise<TResult>
    : (client: StampcardClient, options: TOptions) => Promise<TResult>;

interface SdkResult {
  data?: unknown;
  error?: unknown;
  response?: Response;
}

/** A generated SDK function; operations call it with the client and `throwOnError: false`. */
type SdkFunction = (options: never) => Promise<unknown>;

interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

const isValidationFailure = (error: unknown): error is { issues: ValidationIssue[] } =>
  typeof error === 'object' && error !== null && Array.isArray((error as { issues?: unknown }).issues);

/** `['body', 'rewards', 0, 'trigger']` -> `body.rewards[0].trigger`. */
function formatPath(path: readonly PropertyKey[]): string {
  const text = path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return text === '' ? '(root)' : text;
}

function toError(operation: string, error: unknown, response: Response | undefined, timeout: number): Error {
  if (error instanceof StampcardApiError) return error;
  if (response && !response.ok) {
    return new ApiError(operation, response.status, error, {
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }
  if (isValidationFailure(error)) {
    return new ApiValidationError(
      operation,
      response ? 'response' : 'request',
      error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
      { cause: error },
    );
  }
  if (response && error instanceof SyntaxError) {
    return new ApiValidationError(operation, 'response', [{ path: '(root)', message: 'the body is not valid JSON' }], {
      cause: error,
    });
  }
  if (error instanceof Error && error.name === 'TimeoutError')
    return new ApiTimeoutError(operation, timeout, { cause: error });
  return new ApiNetworkError(operation, error);
}

/**
 * How an operation is called: its HTTP method and the parameters it cannot do without, path
 * parameters (`id`) and headers (`If-Match`, the version a write is made on) alike.
 */
export interface OperationDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  required?: readonly string[];
}

const idempotent = new Set(['GET', 'PUT', 'DELETE']);
const transientStatuses = new Set([408, 502, 503, 504]);

/** Waits, or less when the call is cancelled meanwhile. */
function wait(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, milliseconds);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * How long to wait before sending a failed attempt again, or undefined when it is not sent again.
 *
 * A network failure, a 408, 502, 503 or 504 of an idempotent call (GET, PUT, DELETE) is sent again
 * after 300 ms, 600 ms, 1.2 s... (at most 3 s).
 *
 * A 429 Too Many Requests is sent again only by a read (GET), once, after the `Retry-After` the
 * server asked for (the backoff when it gave none); a wait longer than `maxRetryAfter` seconds is
 * not waited out: the call fails at once, its error carrying the wait for the user to read. A
 * write refused with 429 (POST, PATCH, PUT, DELETE) is never sent again by itself: the server did
 * nothing, and replayed seconds later it could land after a newer change of the same thing, in the
 * wrong order; its `If-Match` may no longer hold by then. The user sees the refusal and saves again.
 */
function retryDelay(
  method: OperationDefinition['method'],
  result: SdkResult,
  attempt: number,
  rateLimitRetried: boolean,
  maxRetryAfter: number,
): number | undefined {
  const backoff = Math.min(300 * 2 ** (attempt - 1), 3_000);
  const { response } = result;
  if (response?.status === 429) {
    if (method !== 'GET' || rateLimitRetried) return undefined;
    const seconds = parseRetryAfter(response.headers.get('Retry-After'));
    if (seconds === undefined) return backoff;
    return seconds <= maxRetryAfter ? seconds * 1_000 : undefined;
  }
  if (!idempotent.has(method)) return undefined;
  if (response) return transientStatuses.has(response.status) ? backoff : undefined;
  return result.error instanceof TypeError ? backoff : undefined;
}

/** Sends a call through a generated SDK function; returns its data and response or throws a typed error. */
export async function send(
  operation: string,
  sdk: SdkFunction,
  definition: OperationDefinition,
  client: StampcardClient,
  options: RequestSettings & { path?: Record<string, unknown>; parseAs?: 'blob' } = {},
): Promise<{ data: unknown; response: Response }> {
  for (const parameter of definition.required ?? []) {
    // A missing path parameter or header, null included (`null ?? …` is undefined), sends nothing.
    const value = options.path?.[parameter] ?? options.headers?.[parameter];
    if (value === undefined || value === '') throw new RequiredParameterError(operation, parameter);
  }
  const timeout = options.timeout ?? client.timeout;
  let result: SdkResult = {};
  let rateLimitRetried = false;
  for (let attempt = 1; ; attempt += 1) {
    try {
      result = (await sdk({ ...options, timeout, client: client.http, throwOnError: false } as never)) as SdkResult;
    } catch (error) {
      throw toError(operation, error, undefined, timeout);
    }
    if (result.error === undefined && result.response?.ok) break;
    if (options.signal?.aborted || attempt > client.retries) break;
    const delay = retryDelay(definition.method, result, attempt, rateLimitRetried, client.maxRetryAfter);
    if (delay === undefined) break;
    rateLimitRetried ||= result.response?.status === 429;
    await wait(delay, options.signal);
    if (options.signal?.aborted) break;
  }
  const { data, error, response } = result;
  if (error !== undefined || !response?.ok) throw toError(operation, error, response, timeout);
  return { data, response };
}

/** Wraps a generated SDK function into an operation that returns its data or throws a typed error. */
export function defineOperation<TData, TResponse>(
  operation: string,
  sdk: SdkFunction,
  definition: OperationDefinition,
): Call<CallOptions<TData>, TResponse> {
  const call = async (client: StampcardClient, options?: CallOptions<TData>): Promise<TResponse> => {
    const { data, response } = await send(operation, sdk, definition, client, options);
    // A 204 has no body: the operation resolves to undefined.
    return (response.status === 204 ? undefined : data) as TResponse;
  };
  return call;
}

/** How an operation answering a file is called: as any operation, and the content types its file may have. */
export interface FileOperationDefinition extends OperationDefinition {
  /** The content types the contract gives its answer, e.g. `['image/png']`. */
  contentTypes: readonly string[];
}

/**
 * Wraps an operation whose answer is a file: resolves to it as a Blob. An answer of another
 * content type (JSON, an HTML page where the file was expected) is reported as an
 * `ApiValidationError`, never returned as the file. `TOptions` is how it is called: as any
 * operation, or, for an export of a list, with the list's filters as `query.filters`
 * (`ListCallOptions`).
 */
export function defineFileOperation<TData, TOptions extends RequestSettings = CallOptions<TData>>(
  operation: string,
  sdk: SdkFunction,
  definition: FileOperationDefinition,
): Call<TOptions, Blob> {
  const call = async (client: StampcardClient, options?: TOptions): Promise<Blob> => {
    const { data } = await send(operation, sdk, definition, client, { ...options, parseAs: 'blob' });
    const type = data instanceof Blob ? (data.type.split(';')[0]?.trim().toLowerCase() ?? '') : '';
    if (!(data instanceof Blob) || !definition.contentTypes.includes(type)) {
      const received = data instanceof Blob ? data.type || 'a file without a content type' : typeof data;
      throw new ApiValidationError(operation, 'response', [
        { path: '(root)', message: `expected ${definition.contentTypes.join(' or ')}, received ${received}` },
      ]);
    }
    return data;
  };
  return call;
}

/** Wraps a paged list operation: resolves to its items and the parsed `x-pagination` header. */
export function definePagedOperation<TData extends { query?: unknown }, TResponse extends unknown[]>(
  operation: string,
  sdk: SdkFunction,
  definition: OperationDefinition,
): Call<ListCallOptions<TData>, Page<TResponse[number]>> {
  const call = async (client: StampcardClient, options?: ListCallOptions<TData>): Promise<Page<TResponse[number]>> => {
    const { data, response } = await send(operation, sdk, definition, client, options);
    let pagination: Pagination | undefined;
    try {
      pagination = parsePaginationHeader(response.headers.get('x-pagination'));
    } catch (error) {
      const message = error instanceof PaginationHeaderError ? error.message : String(error);
      throw new ApiValidationError(operation, 'response', [{ path: 'x-pagination', message }], { cause: error });
    }
    if (!pagination) {
      throw new ApiValidationError(operation, 'response', [
        {
          path: 'x-pagination',
          message: 'the header is missing (an API on another origin must list it in Access-Control-Expose-Headers)',
        },
      ]);
    }
    return { items: data as TResponse, pagination };
  };
  return call;
}
