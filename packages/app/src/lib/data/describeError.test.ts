import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiValidationError,
  PaginationHeaderError,
} from '@stampcard/api-client';
import { describe, expect, it } from 'vitest';
import { InvalidAddressError } from './addressError';
import {
  describeError,
  describeErrorLine,
  forbiddenMessage,
  notFoundMessage,
  serverTimeoutMessage,
  serverUnreachableMessage,
  tooManyRequestsMessage,
  unexpectedErrorMessage,
  unreadableAnswerMessage,
} from './describeError';

const fallback = 'An error occurred when trying to save the changes.';

describe('describeError', () => {
  it('lists the values of an errors object, and the items of an errors list, as bullets', () => {
    const error = new ApiError('patchBusiness', 400, {
      errors: { name: 'Name is too long.', stamps: 'Stamps must be at least 1.' },
    });
    expect(describeError(error, fallback)).toEqual(['Name is too long.', 'Stamps must be at least 1.']);
    expect(describeError(new ApiError('patchBusiness', 400, { errors: ['Only one.'] }), fallback)).toEqual([
      'Only one.',
    ]);
  });

  it('shows an errors string as it is, not as a list', () => {
    const error = new ApiError('updateCard', 409, { errors: 'The card was changed by someone else.' });
    expect(describeError(error, fallback)).toBe('The card was changed by someone else.');
  });

  it('gives the context’s fallback, as text, when the server sends no errors', () => {
    expect(describeError(new ApiError('updateCard', 500, { title: 'Internal Server Error' }), fallback)).toBe(fallback);
    expect(describeError(new ApiError('updateCard', 400, { errors: '  ' }), fallback)).toBe(fallback);
    expect(describeError(new ApiError('updateCard', 400, { errors: [] }), fallback)).toBe(fallback);
    expect(describeError(new ApiError('updateCard', 500, 'not json'))).toBe(unexpectedErrorMessage);
  });

  it('says what a refused, missing or slow answer means when the server gives no errors', () => {
    expect(describeError(new ApiError('getBusiness', 403, {}), fallback)).toBe(forbiddenMessage);
    expect(describeError(new ApiError('getBusiness', 404, {}), fallback)).toBe(notFoundMessage);
    expect(describeError(new ApiError('getBusiness', 504, {}), fallback)).toBe(serverTimeoutMessage);
    expect(describeError(new ApiTimeoutError('getBusiness', 10_000), fallback)).toBe(serverTimeoutMessage);
    // The server's own words win.
    expect(describeError(new ApiError('getBusiness', 404, { errors: ['No business 9.'] }))).toEqual(['No business 9.']);
  });

  it('says how long to wait after too many requests, whatever the server’s errors, for a read or a write', () => {
    const body = { errors: { rateLimit: ['Rate limit exceeded.'] }, title: 'Too Many Requests', status: 429 };
    expect(describeError(new ApiError('getBusinesses', 429, body, { retryAfterSeconds: 30 }), fallback)).toBe(
      'Too many requests: try again in 30 seconds',
    );
    expect(describeError(new ApiError('patchBusiness', 429, body, { retryAfterSeconds: 2 }), fallback)).toBe(
      'Too many requests: try again in 2 seconds',
    );
    expect(describeErrorLine(new ApiError('createBusiness', 429, {}, { retryAfterSeconds: 120 }))).toBe(
      'Too many requests: try again in 120 seconds',
    );
  });

  it('says one second in the singular, a wait already over as one second, and a moment when unknown', () => {
    expect(describeError(new ApiError('getCard', 429, {}, { retryAfterSeconds: 1 }))).toBe(
      'Too many requests: try again in 1 second',
    );
    expect(describeError(new ApiError('getCard', 429, {}, { retryAfterSeconds: 0 }))).toBe(
      'Too many requests: try again in 1 second',
    );
    expect(describeError(new ApiError('getCard', 429, {}))).toBe(tooManyRequestsMessage(undefined));
    expect(tooManyRequestsMessage(undefined)).toBe('Too many requests: try again in a moment');
  });

  it('says when the server could not be reached', () => {
    const error = new ApiNetworkError('updateCard', new TypeError('Failed to fetch'));
    expect(describeError(error, fallback)).toBe(serverUnreachableMessage);
  });

  it('reports an answer that broke the contract (a body or an x-pagination header) instead of showing it', () => {
    const body = new ApiValidationError('getBusinesses', 'response', [{ path: '[0].businessID', message: 'Required' }]);
    expect(describeError(body, fallback)).toBe(unreadableAnswerMessage);
    const header = new ApiValidationError('getBusinesses', 'response', [
      { path: 'x-pagination', message: 'The server sent an invalid x-pagination header (not JSON).' },
    ]);
    expect(describeError(header)).toBe(unreadableAnswerMessage);
    expect(describeError(new PaginationHeaderError('{', 'not JSON'))).toBe(unreadableAnswerMessage);
  });

  it('shows what an address that names nothing says', () => {
    expect(describeError(new InvalidAddressError('The address does not name a business.'))).toBe(
      'The address does not name a business.',
    );
  });

  it('never shows a programmer’s message: the fallback instead', () => {
    expect(describeError(new ApiValidationError('updateCard', 'request', []), fallback)).toBe(fallback);
    expect(describeError(new TypeError('x is undefined'), fallback)).toBe(fallback);
    expect(describeError(new Error('patchBusiness failed with HTTP 400'))).toBe(unexpectedErrorMessage);
    expect(describeError('a string')).toBe(unexpectedErrorMessage);
  });
});

describe('describeErrorLine', () => {
  it('joins the server’s errors into one line, and leaves a sentence as it is', () => {
    const error = new ApiError('createBusiness', 400, { errors: { name: 'Required.', city: 'Too long.' } });
    expect(describeErrorLine(error)).toBe('Required. Too long.');
    expect(describeErrorLine(new Error('internal'), 'Could not load.')).toBe('Could not load.');
  });
});
