import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addressFormSchema,
  businessFormSchema,
  changePasswordFormSchema,
  convertToMultiStoreFormSchema,
  externalStoreFormSchema,
  nfcTagFormSchema,
  setPasswordFormSchema,
  storeFormSchema,
  userFormSchema,
} from './formSchemas';

/** The first message per field path ("address.cityTown"), as react-hook-form shows them. */
function fieldErrors(schema: z.core.$ZodType, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

const validAddress = {
  address1: '1 Bold Street',
  address2: '',
  cityTown: 'Liverpool',
  country: 'United Kingdom',
  postCode: 'L1 4DJ',
  latitude: '53.4031',
  longitude: '-2.9786',
};

describe('userFormSchema', () => {
  const valid = {
    title: 'Ms',
    firstName: 'Ada',
    surname: 'Lovelace',
    emailAddress: 'ada@example.com',
    phoneNumber: '07123 456789',
    postCode: 'L1 8JQ',
    dateOfBirth: '1985-12-10',
  };

  it('accepts a complete user', () => {
    expect(fieldErrors(userFormSchema, valid)).toEqual({});
  });

  it('accepts a user without the optional phone number, postcode and date of birth', () => {
    expect(fieldErrors(userFormSchema, { ...valid, phoneNumber: '', postCode: null, dateOfBirth: undefined })).toEqual(
      {},
    );
  });

  it('says Required for the missing title, names and e-mail address', () => {
    expect(fieldErrors(userFormSchema, { title: null, firstName: '', surname: ' ', emailAddress: '' })).toEqual({
      title: 'Required',
      firstName: 'Required',
      surname: 'Required',
      emailAddress: 'Required',
    });
  });

  it('gives the product texts for a wrong phone number and postcode', () => {
    expect(
      fieldErrors(userFormSchema, {
        ...valid,
        title: 'Dr',
        emailAddress: 'ada@',
        phoneNumber: '020 7946 0018',
        postCode: 'L1-8JQ',
        dateOfBirth: '1985-02-31',
      }),
    ).toEqual({
      title: 'Required',
      emailAddress: 'Invalid value',
      phoneNumber: 'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
      postCode: 'Invalid postcode format',
      dateOfBirth: 'Invalid value (use DD/MM/YYYY)',
    });
  });

  it("says a postcode longer than the contract's 9 characters is too long before checking its form", () => {
    expect(fieldErrors(userFormSchema, { ...valid, postCode: 'L1 8JQ 1234' })).toEqual({
      postCode: 'Too many characters (maximum 9, currently 11)',
    });
  });
});

describe('addressFormSchema', () => {
  it('accepts an address and gives latitude and longitude as numbers', () => {
    const result = z.parse(addressFormSchema, validAddress);
    expect(result.latitude).toBe(53.4031);
    expect(result.longitude).toBe(-2.9786);
  });

  it('requires address1, cityTown, country, postCode, latitude and longitude', () => {
    expect(fieldErrors(addressFormSchema, {})).toEqual({
      address1: 'Required',
      cityTown: 'Required',
      country: 'Required',
      postCode: 'Required',
      latitude: 'Required',
      longitude: 'Required',
    });
  });

  it('limits every text to 200 characters and checks the coordinate ranges', () => {
    expect(
      fieldErrors(addressFormSchema, {
        ...validAddress,
        address3: 'a'.repeat(201),
        county: 'b'.repeat(250),
        latitude: '91',
        longitude: '-180.5',
      }),
    ).toEqual({
      address3: 'Too many characters (maximum 200, currently 201)',
      county: 'Too many characters (maximum 200, currently 250)',
      latitude: 'Not valid (must be between -90 and 90)',
      longitude: 'Not valid (must be between -180 and 180)',
    });
  });
});

describe('storeFormSchema', () => {
  const valid = {
    name: 'Bean There Camden',
    description: '',
    categories: [{ categoryID: 1, name: 'Food' }],
    mainContact: { user: { userID: 'f3b1' } },
    address: validAddress,
  };

  it('accepts a store', () => {
    expect(fieldErrors(storeFormSchema, valid)).toEqual({});
  });

  it('requires the name and the main contact, and checks the nested address', () => {
    expect(
      fieldErrors(storeFormSchema, {
        ...valid,
        name: '',
        mainContact: null,
        address: { ...validAddress, cityTown: '' },
      }),
    ).toEqual({
      name: 'Required',
      mainContact: 'Required',
      'address.cityTown': 'Required',
    });
  });

  it('limits the name to 200 and the description to 1000 characters', () => {
    expect(fieldErrors(storeFormSchema, { ...valid, name: 'n'.repeat(201), description: 'd'.repeat(1001) })).toEqual({
      name: 'Too many characters (maximum 200, currently 201)',
      description: 'Too many characters (maximum 1000, currently 1001)',
    });
  });
});

describe('businessFormSchema', () => {
  it('requires only the name', () => {
    expect(fieldErrors(businessFormSchema, { name: 'Bean There' })).toEqual({});
    expect(fieldErrors(businessFormSchema, { name: '' })).toEqual({ name: 'Required' });
  });
});

describe('externalStoreFormSchema', () => {
  it('requires the external store ID and the provider', () => {
    expect(
      fieldErrors(externalStoreFormSchema, {
        externalStoreID: 'ext-42',
        externalStoreProvider: { externalStoreProviderID: 1, name: 'Deliveroo' },
      }),
    ).toEqual({});
    expect(fieldErrors(externalStoreFormSchema, { externalStoreID: '', externalStoreProvider: null })).toEqual({
      externalStoreID: 'Required',
      externalStoreProvider: 'Required',
    });
  });
});

describe('convertToMultiStoreFormSchema', () => {
  it('requires a name of at most 200 characters and limits the description to 1000', () => {
    expect(fieldErrors(convertToMultiStoreFormSchema, { name: 'Bean There Group', imageUrl: null })).toEqual({});
    expect(
      fieldErrors(convertToMultiStoreFormSchema, { name: 'n'.repeat(201), description: 'd'.repeat(1001) }),
    ).toEqual({
      name: 'Too many characters (maximum 200, currently 201)',
      description: 'Too many characters (maximum 1000, currently 1001)',
    });
  });
});

describe('nfcTagFormSchema', () => {
  it('requires the name (at most 1000 characters) and the serial number (at most 10000)', () => {
    expect(fieldErrors(nfcTagFormSchema, { name: 'Counter', tagReference: '04:A2:2B:1A' })).toEqual({});
    expect(fieldErrors(nfcTagFormSchema, { name: '', tagReference: '' })).toEqual({
      name: 'Required',
      tagReference: 'Required',
    });
    expect(fieldErrors(nfcTagFormSchema, { name: 'n'.repeat(1001), tagReference: 's'.repeat(10001) })).toEqual({
      name: 'Too many characters (maximum 1000, currently 1001)',
      tagReference: 'Too many characters (maximum 10000, currently 10001)',
    });
  });
});

describe('changePasswordFormSchema', () => {
  it('requires every field and does not compare the new passwords (no match check)', () => {
    expect(
      fieldErrors(changePasswordFormSchema, { currentPassword: 'a', newPassword: 'b', newPasswordRepeat: 'c' }),
    ).toEqual({});
    expect(fieldErrors(changePasswordFormSchema, {})).toEqual({
      currentPassword: 'Required',
      newPassword: 'Required',
      newPasswordRepeat: 'Required',
    });
  });

  it('has a variant without the current password for users who have none', () => {
    expect(fieldErrors(setPasswordFormSchema, { newPassword: 'b', newPasswordRepeat: 'b' })).toEqual({});
    expect(fieldErrors(setPasswordFormSchema, { newPassword: '' })).toEqual({
      newPassword: 'Required',
      newPasswordRepeat: 'Required',
    });
  });
});
