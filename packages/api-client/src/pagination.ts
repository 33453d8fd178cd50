/**
 * The `x-pagination` response header of list endpoints: a JSON object describing
 * the page that came back. The OpenAPI generator does not type response headers,
 * so the client reads it here.
 */
export interface Pagination {
  /** Items across all pages. */
  totalCount: number;
  /** Items per page. */
  pageSize: number;
  /** The page returned, from 1. */
  currentPage: number;
  /** Pages in all; 0 when there are no items. */
  totalPages: number;
}

/** Thrown when a response carries an `x-pagination` header that is not a valid pagination object. */
export class PaginationHeaderError extends Error {
  override readonly name = 'PaginationHeaderError';
  /** The header as the server sent it. */
  readonly header: string;

  constructor(header: string, reason: string) {
    super(`The server sent an invalid x-pagination header (${reason}).`);
    this.header = header;
  }
}

const fields = ['totalCount', 'pageSize', 'currentPage', 'totalPages'] as const;

/**
 * Parses an `x-pagination` header value. Returns `undefined` when the header is absent
 * and throws `PaginationHeaderError` when it is malformed, so a broken response is
 * reported rather than rendered as a wrong page count.
 */
export function parsePaginationHeader(header: string | null | undefined): Pagination | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    throw new PaginationHeaderError(header, 'not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PaginationHeaderError(header, 'not an object');
  }
  const record = value as Record<string, unknown>;
  for (const field of fields) {
    const number = record[field];
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
      throw new PaginationHeaderError(header, `${field} must be a whole number of 0 or more`);
    }
  }
  return {
    totalCount: record.totalCount as number,
    pageSize: record.pageSize as number,
    currentPage: record.currentPage as number,
    totalPages: record.totalPages as number,
  };
}
