import { describe, expect, it } from 'vitest';
import { ApiError, normalizeErrors } from './errors';

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
});
