import { ApiError } from '@stampcard/api-client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './fieldErrors';

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
