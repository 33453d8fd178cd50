import { describe, expect, it } from 'vitest';
import { PaginationHeaderError, parsePaginationHeader } from './pagination';

describe('parsePaginationHeader', () => {
  it('reads the four fields of a valid header', () => {
    expect(parsePaginationHeader('{"totalCount":42,"pageSize":20,"currentPage":2,"totalPages":3}')).toEqual({
      totalCount: 42,
      pageSize: 20,
      currentPage: 2,
      totalPages: 3,
    });
  });

  it('ignores fields it does not know', () => {
    expect(
      parsePaginationHeader('{"totalCount":0,"pageSize":20,"currentPage":1,"totalPages":0,"hasNext":false}'),
    ).toEqual({ totalCount: 0, pageSize: 20, currentPage: 1, totalPages: 0 });
  });

  it('returns undefined when the header is absent or empty', () => {
    expect(parsePaginationHeader(null)).toBeUndefined();
    expect(parsePaginationHeader(undefined)).toBeUndefined();
    expect(parsePaginationHeader('  ')).toBeUndefined();
  });

  it.each([
    ['not JSON', 'totalCount=4', 'not JSON'],
    ['an array', '[1,2,3,4]', 'not an object'],
    ['a missing field', '{"totalCount":4,"pageSize":20,"currentPage":1}', 'totalPages must be'],
    ['a string number', '{"totalCount":"4","pageSize":20,"currentPage":1,"totalPages":1}', 'totalCount must be'],
    ['a negative page', '{"totalCount":4,"pageSize":20,"currentPage":-1,"totalPages":1}', 'currentPage must be'],
    ['a fraction', '{"totalCount":4,"pageSize":2.5,"currentPage":1,"totalPages":1}', 'pageSize must be'],
  ])('reports a header with %s', (_, header, reason) => {
    expect(() => parsePaginationHeader(header)).toThrow(PaginationHeaderError);
    expect(() => parsePaginationHeader(header)).toThrow(reason);
  });
});
