import { ApiError, ApiNetworkError, ApiValidationError } from '@stampcard/api-client';
import { buildCard } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { serverUnreachableMessage } from '../../lib/data';
import { failureDescription, replaceOrAppend, saveFailedFallback, toCardBody, withoutCard } from './cardSave';

describe('toCardBody', () => {
  it('defaults name, description and stamps to the configuration (spec A 3) and drops the id', () => {
    const body = toCardBody({
      loyaltyCardID: 5,
      configuration: { title: 'Coffee', description: 'Ten coffees', totalNoOfStamps: 10 },
    });
    expect(body).toEqual({
      name: 'Coffee',
      description: 'Ten coffees',
      stamps: 10,
      active: true,
      configuration: { title: 'Coffee', description: 'Ten coffees', totalNoOfStamps: 10 },
    });
    expect('loyaltyCardID' in body).toBe(false);
  });

  it('keeps a given name, description, stamps and active flag', () => {
    const body = toCardBody({
      name: 'Mine',
      description: 'Desc',
      stamps: 4,
      active: false,
      configuration: { title: 'T' },
    });
    expect(body).toMatchObject({ name: 'Mine', description: 'Desc', stamps: 4, active: false });
  });

  it('removes the data-URL prefix of the logo before saving', () => {
    const body = toCardBody({
      configuration: { logoEncodedString: 'data:image/jpeg;base64,/9j/4AAQ', logoMimeType: 'image/jpeg' },
    });
    expect(body.configuration.logoEncodedString).toBe('/9j/4AAQ');
  });
});

describe('failureDescription (D8, D9)', () => {
  it('lists the values of an errors object, and the items of an errors list', () => {
    const error = new ApiError('updateCard', 400, {
      errors: { name: 'Name is too long.', stamps: 'Stamps must be at least 1.' },
    });
    expect(failureDescription(error, saveFailedFallback)).toEqual(['Name is too long.', 'Stamps must be at least 1.']);
    expect(failureDescription(new ApiError('updateCard', 400, { errors: ['Only one.'] }), saveFailedFallback)).toEqual([
      'Only one.',
    ]);
  });

  it('shows an errors string as it is, not as a list', () => {
    const error = new ApiError('updateCard', 409, { errors: 'The card was changed by someone else.' });
    expect(failureDescription(error, saveFailedFallback)).toBe('The card was changed by someone else.');
  });

  it('falls back to the sentence, as text, when the server sends none', () => {
    expect(
      failureDescription(new ApiError('updateCard', 500, { title: 'Internal Server Error' }), saveFailedFallback),
    ).toBe(saveFailedFallback);
    expect(failureDescription(new ApiError('updateCard', 400, { errors: '  ' }), saveFailedFallback)).toBe(
      saveFailedFallback,
    );
    expect(failureDescription(new ApiError('updateCard', 400, { errors: [] }), saveFailedFallback)).toBe(
      saveFailedFallback,
    );
  });

  it('says when the server could not be reached', () => {
    const error = new ApiNetworkError('updateCard', new TypeError('Failed to fetch'));
    expect(failureDescription(error, saveFailedFallback)).toBe(serverUnreachableMessage);
  });

  it('never shows a malformed answer or a programming error: the fallback instead', () => {
    const invalid = new ApiValidationError('updateCard', 'response', []);
    expect(failureDescription(invalid, saveFailedFallback)).toBe(saveFailedFallback);
    expect(failureDescription(new TypeError('x is undefined'), saveFailedFallback)).toBe(saveFailedFallback);
  });
});

describe('the list after a save or delete (spec A 4)', () => {
  const one = buildCard({ loyaltyCardID: 1, name: 'One' });
  const two = buildCard({ loyaltyCardID: 2, name: 'Two' });

  it('replaces the card with the same id, in place', () => {
    const renamed = { ...one, name: 'Renamed' };
    expect(replaceOrAppend([one, two], renamed)).toEqual([renamed, two]);
  });

  it('appends a new card', () => {
    const three = buildCard({ loyaltyCardID: 3 });
    expect(replaceOrAppend([one, two], three)).toEqual([one, two, three]);
  });

  it('removes a deleted card', () => {
    expect(withoutCard([one, two], 1)).toEqual([two]);
  });
});
