import { describe, expect, it } from 'vitest';
import { ApiError, normalizeErrors, parseRetryAfter } from './errors';

describe('normalizeErrors', () => {
  it('flattens an object of lists in field order', () => {
    expect(normalizeErrors({ errors: { name: ['Required'], email: ['Invalid', 'Taken'] } })).toEqual([
      'Required',
      'Invalid',
      'Taken',
    ]);
  });

  it('keeps a list and wraps a string', () => {
    expect(normalizeErrors({ errors: ['One', 'Two'] })).toEqual(['One', 'Two']);
    expect(normalizeErrors({ errors: 'Only one' })).toEqual(['Only one']);
  });

  it('gives an empty list when there is nothing to show', () => {
    expect(normalizeErrors('Internal Server Error')).toEqual([]);
    expect(normalizeErrors({ title: 'Bad Request' })).toEqual([]);
    expect(normalizeErrors({ errors: '   ' })).toEqual([]);
    expect(normalizeErrors(null)).toEqual([]);
  });
});

describe('ApiError', () => {
  it('says which operation failed, with what status and messages', () => {
    const error = new ApiError('updateCard', 400, { errors: { name: ['Required'] } });
    expect(error.message).toBe('updateCard failed with HTTP 400: Required');
    expect(error.name).toBe('ApiError');
  });

  it('carries the wait the server asked for, when it asked for one', () => {
    expect(new ApiError('getCards', 429, {}, { retryAfterSeconds: 30 }).retryAfterSeconds).toBe(30);
    expect(new ApiError('getCards', 500, {}).retryAfterSeconds).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 9, 21, 7, 28, 0);

  it('reads delta-seconds as they are', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date as the seconds until it, rounded up, and 0 once it has passed', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', now + 29_500)).toBe(1);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
    // The obsolete forms a server may still send.
    expect(parseRetryAfter('Wednesday, 21-Oct-26 07:28:10 GMT', now)).toBe(10);
  });

  it('gives undefined for no header or one that is neither', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('1.5', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
