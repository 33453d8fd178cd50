import type { KyRequest, Options as KyOptions } from 'ky';
import { createClient, createConfig, type Client } from './generated/client';
import { serializeQuery } from './query';

/** Returns the access token to send, or nothing when the user is signed out. */
export type AccessTokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

export interface StampcardClientOptions {
  /**
   * Where the API is: an origin with an optional path prefix (`https://api.example.com`), or
   * empty for the page's own origin (the back-office serves the API beside the app).
   * @default ''
   */
  baseUrl?: string;
  /**
   * Supplies the bearer token. It is sent only to the page's origin and to the origin of an
   * absolute `baseUrl`: a request to any other origin never carries it.
   */
  getAccessToken?: AccessTokenProvider;
  /**
   * The fetch to use (a test double, an instrumented fetch, Node's fetch...).
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Milliseconds before a call fails with `ApiTimeoutError`; a call can override it.
   * @default 30000
   */
  timeout?: number;
  /**
   * How often an idempotent call (GET, PUT, DELETE) is retried after a network error or a 408,
   * 502, 503 or 504, waiting 300 ms, 600 ms, 1.2 s... between attempts; a GET answered 429 Too
   * Many Requests is retried once of them, after the server's `Retry-After` (see `maxRetryAfter`).
   * POST and PATCH are never retried, and no write is retried after a 429. 0 turns retries off.
   * @default 2
   */
  retries?: number;
  /**
   * The longest `Retry-After`, in seconds, a GET answered 429 waits before its one retry. A
   * longer wait is not waited out: the call fails at once with an `ApiError` whose
   * `retryAfterSeconds` says how long to wait, for the user to read.
   * @default 5
   */
  maxRetryAfter?: number;
}

/** A configured connection to the API. Pass it to any operation: `getCard(client, { path: { id } })`. */
export interface StampcardClient {
  /** The generated ky client underneath, for interceptors. */
  readonly http: Client;
  /** The API's base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** Default timeout of a call, in milliseconds. */
  readonly timeout: number;
  /** Retries of an idempotent call after a network error or a 408, 502, 503 or 504, or of a GET after a 429. */
  readonly retries: number;
  /** The longest `Retry-After` (seconds) a GET answered 429 waits out before its one retry. */
  readonly maxRetryAfter: number;
}

const pageOrigin = (): string | undefined =>
  typeof globalThis.location === 'object' && /^https?:$/.test(globalThis.location.protocol)
    ? globalThis.location.origin
    : undefined;

function originOf(url: string, base?: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** Creates a client of the Stampcard API. Every call sends credentials (cookies) and is validated against the contract. */
export function createStampcardClient(options: StampcardClientOptions = {}): StampcardClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeout = options.timeout ?? 30_000;
  const trustedOrigins = new Set(
    [pageOrigin(), /^https?:\/\//.test(baseUrl) ? originOf(baseUrl) : undefined].filter(
      (origin): origin is string => origin !== undefined,
    ),
  );

  const kyOptions: KyOptions = {
    // Retries happen in operation.ts: ky only retries errors it throws, and a thrown
    // HTTPError's body is consumed before the generated client can read the server's errors.
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  const http = createClient(
    createConfig({
      baseUrl,
      credentials: 'include',
      throwOnError: false,
      querySerializer: serializeQuery,
      kyOptions,
    }),
  );

  const { getAccessToken } = options;
  if (getAccessToken) {
    http.interceptors.request.use(async (request: KyRequest | Request) => {
      const origin = originOf(request.url, pageOrigin());
      if (origin === undefined || !trustedOrigins.has(origin)) return request;
      const token = await getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    });
  }

  return { http, baseUrl, timeout, retries: options.retries ?? 2, maxRetryAfter: options.maxRetryAfter ?? 5 };
}
