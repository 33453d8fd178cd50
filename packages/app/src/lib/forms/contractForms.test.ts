import { describe, expect, it } from 'vitest';
import { getValidationMessage } from '@stampcard/ui/validation';
import {
  addressFormSchema,
  businessDescriptionSchema,
  businessNameSchema,
  nfcTagFormSchema,
  reportTextFilterSchema,
  userFormSchema,
} from './contractForms';

describe('the forms bounded by the contract', () => {
  it('takes a business name of 200 characters and refuses 201 with the kit text', () => {
    expect(getValidationMessage(businessNameSchema, 'n'.repeat(200))).toBeUndefined();
    expect(getValidationMessage(businessNameSchema, 'n'.repeat(201))).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(businessNameSchema, ' ')).toBe('Required');
  });

  it('refuses a description past 1000 characters', () => {
    expect(getValidationMessage(businessDescriptionSchema, 'd'.repeat(1000))).toBeUndefined();
    expect(getValidationMessage(businessDescriptionSchema, 'd'.repeat(1001))).toBe(
      'Too many characters (maximum 1000, currently 1001)',
    );
  });

  it("bounds a tag's name by 1000 and its serial number by 10000", () => {
    expect(getValidationMessage(nfcTagFormSchema, { name: 'n'.repeat(1001), tagReference: 's' })).toBe(
      'Too many characters (maximum 1000, currently 1001)',
    );
    expect(getValidationMessage(nfcTagFormSchema, { name: 'n', tagReference: 's'.repeat(10001) })).toBe(
      'Too many characters (maximum 10000, currently 10001)',
    );
  });

  it("bounds a user's names by 200, the e-mail address by 254 and the phone number by 20", () => {
    const valid = { title: 'Ms', firstName: 'Ada', surname: 'Lovelace', emailAddress: 'ada@example.com' };
    expect(getValidationMessage(userFormSchema, valid)).toBeUndefined();
    expect(getValidationMessage(userFormSchema, { ...valid, firstName: 'a'.repeat(201) })).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(userFormSchema, { ...valid, surname: 'a'.repeat(201) })).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(userFormSchema, { ...valid, emailAddress: `${'a'.repeat(243)}@example.com` })).toBe(
      'Too many characters (maximum 254, currently 255)',
    );
    expect(getValidationMessage(userFormSchema, { ...valid, phoneNumber: '0'.repeat(21) })).toBe(
      'Too many characters (maximum 20, currently 21)',
    );
  });

  it('bounds every address text by 200 and keeps the coordinate ranges', () => {
    const address = {
      address1: '1 Bold Street',
      cityTown: 'Liverpool',
      country: 'United Kingdom',
      postCode: 'L1 4DJ',
      latitude: '53.4',
      longitude: '-2.9',
    };
    expect(getValidationMessage(addressFormSchema, address)).toBeUndefined();
    expect(getValidationMessage(addressFormSchema, { ...address, address2: 'a'.repeat(201) })).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
    expect(getValidationMessage(addressFormSchema, { ...address, latitude: '91' })).toBe(
      'Not valid (must be between -90 and 90)',
    );
  });

  it("bounds a report's text filter by a parameter value's 200 characters", () => {
    expect(getValidationMessage(reportTextFilterSchema, 'a'.repeat(201))).toBe(
      'Too many characters (maximum 200, currently 201)',
    );
  });
});
