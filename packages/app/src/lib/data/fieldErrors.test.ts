import { ApiError } from '@stampcard/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorsOf, showFieldErrors } from './fieldErrors';

function refusal(errors: unknown): ApiError {
  return new ApiError('patchBusinessStore', 400, { errors });
}

describe('fieldErrorsOf', () => {
  const fields = ['address1', 'cityTown', 'latitude', 'externalStoreID', 'address.postCode'] as const;

  it('matches paths in any notation and case to the fields', () => {
    expect(
      fieldErrorsOf(
        refusal({
          'body.address1': ['Too long'],
          '/cityTown': 'Required',
          'Address.Latitude': ['Not valid'],
          '/externalStoreID': ['An external store needs its external ID and provider.'],
          'body.address.postCode': ['Invalid postcode format'],
        }),
        fields,
      ),
    ).toEqual({
      address1: ['Too long'],
      cityTown: ['Required'],
      latitude: ['Not valid'],
      externalStoreID: ['An external store needs its external ID and provider.'],
      'address.postCode': ['Invalid postcode format'],
    });
  });

  it('gives nothing for other fields, blank messages or other errors', () => {
    expect(fieldErrorsOf(refusal({ '/name': ['Required'], cityTown: [' '] }), fields)).toEqual({});
    expect(fieldErrorsOf(refusal('A list of problems'), fields)).toEqual({});
    expect(fieldErrorsOf(new Error('offline'), fields)).toEqual({});
  });
});

describe('showFieldErrors', () => {
  it("puts each field's messages on it, in the form's order, focusing only the first", () => {
    const setError = vi.fn();
    const errors = fieldErrorsOf(refusal({ '/cityTown': 'Required', address1: ['Too long', 'Not a street'] }), [
      'address1',
      'cityTown',
    ] as const);
    showFieldErrors(errors, setError);
    expect(setError.mock.calls).toEqual([
      ['address1', { type: 'server', message: 'Too long Not a street' }, { shouldFocus: true }],
      ['cityTown', { type: 'server', message: 'Required' }, { shouldFocus: false }],
    ]);
  });

  it('sets nothing without errors', () => {
    const setError = vi.fn();
    showFieldErrors(undefined, setError);
    showFieldErrors({ address1: [] }, setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
