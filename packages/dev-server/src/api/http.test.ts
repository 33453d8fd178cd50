import { describe, expect, it } from 'vitest';
import { HttpError } from '../httpError.ts';
import { assertStorableAddress, searchParamsOf } from './http.ts';

const errorsOf = (url: string) => {
  try {
    assertStorableAddress(url);
  } catch (error) {
    if (error instanceof HttpError) return error.errors;
    throw error;
  }
  return undefined;
};

describe("a request's query", () => {
  it.each([
    'http://localhost/api/Business',
    'http://localhost/api/Business?',
    'http://localhost/api/Business?page=1&pageCount=11',
    'http://localhost/api/Business?FilterType=locations&Filter=Liverpool&Filter=Leeds',
    'http://localhost/api/Users?SearchTerm=a+b%20c&&=&flag',
    'http://localhost/api/Users?SearchTerm=caf%C3%A9&bad=%ZZ&half=%ED%A0%80',
    'http://localhost/api/Users?a=b?c',
    'http://localhost/api/Users?page=1#part?page=2',
    'http://localhost/api/Users#part?page=2',
    'http://localhost/api/Users?SearchTerm=é"<>',
  ])('reads %s as the URL parser does', (url) => {
    expect([...searchParamsOf(url)]).toEqual([...new URL(url).searchParams]);
  });
});

describe("a request's address", () => {
  it('lets an address without escapes through', () => {
    expect(errorsOf('http://localhost/api/Business?page=1&pageCount=11&SearchTerm=café')).toBeUndefined();
  });

  it('lets escapes of text a column can store through', () => {
    expect(errorsOf('http://localhost/api/Users/Role/Store%20Manager?SearchTerm=caf%C3%A9')).toBeUndefined();
  });

  it('refuses a NUL or an unpaired surrogate, escaped, naming the path or the query parameter', () => {
    expect(errorsOf('http://localhost/api/Users/%00')).toEqual({ path: [expect.stringContaining('cannot be stored')] });
    expect(errorsOf('http://localhost/api/Business?SearchTerm=bold%00street')).toEqual({
      'query.SearchTerm': [expect.stringContaining('cannot be stored')],
    });
    expect(errorsOf('http://localhost/api/Users/%ED%A0%80')).toEqual({
      path: ['The address has an escape that is not valid UTF-8.'],
    });
  });

  it('checks an address holding a NUL as it is, as the URL parser would escape it', () => {
    expect(errorsOf('http://localhost/api/Business?SearchTerm=bold\u0000street')).toEqual({
      'query.SearchTerm': [expect.stringContaining('cannot be stored')],
    });
  });
});
