import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import type { ErrorResponse } from '../generated/types.gen';
import type { Pagination } from '../pagination';

/** What a mocked request gets: the request and its path parameters. */
export interface MockRequestInfo {
  request: Request;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** Marks a mocked call that never answers: the screen stays in its loading state. */
export const loading: unique symbol = Symbol('loading');

/**
 * A mocked answer: the body (validated against nothing: pass contract types), a ready
 * `Response` (e.g. `apiError(...)`), `loading`, or a function of the request returning one.
 */
export type MockResponse<TBody> =
  | TBody
  | Response
  | typeof loading
  | ((info: MockRequestInfo) => TBody | Response | typeof loading | Promise<TBody | Response | typeof loading>);

/** A mocked page of a list: its items and, optionally, the pagination (default: one page of them all). */
export interface MockPage<TItem> {
  items: TItem[];
  pagination?: Pagination;
}

/** An error answer with the contract's error body, e.g. `apiError(400, { name: ['Required'] })`. */
export function apiError(status: number, errors?: ErrorResponse['errors'], title?: string): Response {
  return HttpResponse.json(
    { ...(errors === undefined ? {} : { errors }), ...(title ? { title } : {}), status },
    { status },
  );
}

/**
 * A 429 Too Many Requests as the API answers it: the errors body and `Retry-After`, in seconds or
 * as a date (`tooManyRequests(30)`, `tooManyRequests(new Date(...))`).
 */
export function tooManyRequests(retryAfter: number | Date): Response {
  const seconds =
    retryAfter instanceof Date ? Math.max(0, Math.ceil((retryAfter.getTime() - Date.now()) / 1000)) : retryAfter;
  return HttpResponse.json(
    {
      errors: [`Too many requests: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`],
      title: 'Too Many Requests',
      status: 429,
    },
    {
      status: 429,
      headers: { 'Retry-After': retryAfter instanceof Date ? retryAfter.toUTCString() : String(retryAfter) },
    },
  );
}

async function resolve<TBody>(response: MockResponse<TBody>, info: MockRequestInfo): Promise<TBody | Response> {
  const value =
    typeof response === 'function' ? await (response as (info: MockRequestInfo) => unknown)(info) : response;
  if (value === loading) {
    await delay('infinite');
  }
  // A Response body can be read once: answer each request with a copy, so a mock serves many.
  return isResponse(value) ? value.clone() : (value as TBody);
}

/**
 * Whether a mock's answer is a ready `Response`, by its kind rather than by `instanceof` alone: a
 * test runner that reuses a worker across environments (jsdom for one file, node for the next)
 * can hold a `Response` of another realm's class, which must still be sent as it is, not as a body.
 */
function isResponse(value: unknown): value is Response {
  return value instanceof Response || Object.prototype.toString.call(value) === '[object Response]';
}

/** A resolver answering JSON (or nothing, for 204) with the given status. */
export function respond<TBody>(response: MockResponse<TBody>, status = 200): HttpResponseResolver {
  return async (info) => {
    const value = await resolve(response, info as MockRequestInfo);
    if (isResponse(value)) return value;
    if (status === 204 || value === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(value as Parameters<typeof HttpResponse.json>[0], { status });
  };
}

/**
 * The page of `items` a list request asks for, as the API answers it: its `page` and `pageCount`
 * query parameters (1 and 20 by default), with the pagination. For mocks that filter a list of
 * their own: `handlers.getBusinessStaff(({ request }) => pageOf(staff.filter(...), request))`.
 */
export function pageOf<TItem>(items: readonly TItem[], request: Request): MockPage<TItem> {
  const query = new URL(request.url).searchParams;
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.max(1, Number(query.get('pageCount') ?? 20) || 20);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: {
      totalCount: items.length,
      pageSize,
      currentPage: page,
      totalPages: Math.ceil(items.length / pageSize),
    },
  };
}

/** A resolver answering a page of items with its `x-pagination` header. */
export function respondPaged<TItem>(response: MockResponse<MockPage<TItem>>): HttpResponseResolver {
  return async (info) => {
    const value = await resolve(response, info as MockRequestInfo);
    if (isResponse(value)) return value;
    const pagination = value.pagination ?? {
      totalCount: value.items.length,
      pageSize: Math.max(value.items.length, 1),
      currentPage: 1,
      totalPages: value.items.length > 0 ? 1 : 0,
    };
    return HttpResponse.json(value.items as Parameters<typeof HttpResponse.json>[0], {
      headers: { 'x-pagination': JSON.stringify(pagination) },
    });
  };
}

/** A resolver answering a file. */
export function respondFile(response: MockResponse<Blob>): HttpResponseResolver {
  return async (info) => {
    const value = await resolve(response, info as MockRequestInfo);
    if (isResponse(value)) return value;
    return new HttpResponse(value, { headers: { 'Content-Type': value.type || 'application/octet-stream' } });
  };
}
