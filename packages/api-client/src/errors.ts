/**
 * The errors an operation can throw. Every one names the operation, so a message in
 * the app or a log line says which call failed.
 */

/** Base class of every error the client throws. */
export class StampcardApiError extends Error {
  /** The operation that failed, e.g. `getCard`. */
  readonly operation: string;

  constructor(operation: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.operation = operation;
  }
}

/** An operation was called without one of its path parameters; nothing was sent. */
export class RequiredParameterError extends StampcardApiError {
  /** The missing parameter, e.g. `id`, `staffId`, `storeId`. */
  readonly parameter: string;

  constructor(operation: string, parameter: string) {
    super(operation, `Required parameter ${parameter} was null or undefined when calling ${operation}`);
    this.parameter = parameter;
  }
}

/** What an `ApiError` knows besides its status and body. */
export interface ApiErrorOptions {
  /** The seconds the server asked to wait before trying again (its `Retry-After` header). */
  retryAfterSeconds?: number;
}

/** The server answered with an HTTP error status (4xx or 5xx). */
export class ApiError extends StampcardApiError {
  /** The HTTP status, e.g. 400, 404, 429, 500. */
  readonly status: number;
  /** The server's messages from the body's `errors` field, normalised to a list (empty when it sent none). */
  readonly errors: readonly string[];
  /** The response body as sent: parsed JSON, or text. */
  readonly body: unknown;
  /**
   * The seconds the server asked to wait before trying again, from its `Retry-After` header
   * (sent with a 429 Too Many Requests, or a 503): delta-seconds as sent, an HTTP-date as the
   * seconds until it, rounded up. Undefined when the server sent none or one that cannot be read.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(operation: string, status: number, body: unknown, options: ApiErrorOptions = {}) {
    const errors = normalizeErrors(body);
    super(operation, `${operation} failed with HTTP ${status}${errors.length > 0 ? `: ${errors.join('; ')}` : ''}`);
    this.status = status;
    this.errors = errors;
    this.body = body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * The seconds a `Retry-After` header asks to wait: delta-seconds (`120`) as they are, an HTTP-date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`) as the seconds from `now` until it, rounded up (0 once it has
 * passed). Undefined for no header or one that is neither.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // Date.parse reads almost anything ('1.5' is a date to it): an HTTP-date starts with its weekday.
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The request or the response did not match the API contract: a response body that is
 * not JSON or fails its schema, a malformed `x-pagination` header, or a request whose
 * body or query the contract rejects (nothing was sent then). Never rendered as data.
 */
export class ApiValidationError extends StampcardApiError {
  /** Whether the request (not sent) or the response (received) was invalid. */
  readonly direction: 'request' | 'response';
  /** Where the first bad value is, e.g. `[2].configuration.cardWidth`, `x-pagination`, or `(root)`. */
  readonly path: string;
  /** Every problem found, as `path: message`. */
  readonly issues: readonly string[];

  constructor(
    operation: string,
    direction: 'request' | 'response',
    issues: readonly { path: string; message: string }[],
    options?: ErrorOptions,
  ) {
    const first = issues[0] ?? { path: '(root)', message: 'invalid' };
    super(
      operation,
      direction === 'response'
        ? `The server's response to ${operation} is not valid at ${first.path}: ${first.message}`
        : `The request for ${operation} is not valid at ${first.path}: ${first.message}`,
      options,
    );
    this.direction = direction;
    this.path = first.path;
    this.issues = issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
}

/** No answer came within the configured timeout. */
export class ApiTimeoutError extends StampcardApiError {
  /** The timeout that ran out, in milliseconds. */
  readonly timeout: number;

  constructor(operation: string, timeout: number, options?: ErrorOptions) {
    super(operation, `${operation} timed out after ${timeout} ms`, options);
    this.timeout = timeout;
  }
}

/** The request could not be sent or no response arrived (offline, DNS, CORS, aborted). */
export class ApiNetworkError extends StampcardApiError {
  constructor(operation: string, cause: unknown) {
    super(operation, `${operation} could not reach the server: ${describe(cause)}`, { cause });
  }
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value)) return Object.values(value).flatMap(strings);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

/**
 * The server's error messages as a flat list, from a body whose `errors` field is an
 * object of lists (`{ name: ['Required'] }`), a list, or a string. Anything else gives [].
 */
export function normalizeErrors(body: unknown): string[] {
  if (!isRecord(body) || !('errors' in body)) return [];
  return strings(body.errors);
}
