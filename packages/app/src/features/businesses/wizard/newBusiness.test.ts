import { ApiError } from '@stampcard/api-client';
import { buildBusiness, buildStoreSummary, categories } from '@stampcard/api-client/testing';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  businessFieldErrorsOf,
  createdMessage,
  createFailedTitle,
  emptyBusinessForm,
  multiStoreBusinessBody,
  newBusinessFormSchema,
  singleStoreBusinessBody,
  singleStoreFieldErrorsOf,
} from './newBusiness';
import { emptyStoreForm, newStoreFormSchema } from '#app/components/StoreForm';

const [food] = categories;

const validStore = {
  ...emptyStoreForm,
  name: ' Harbour Deli ',
  description: 'Sandwiches by the water.',
  categories: food ? [food] : [],
  address: {
    ...emptyStoreForm.address,
    address1: '1 Quay Street',
    cityTown: 'Bristol',
    country: 'United Kingdom',
    postCode: 'BS1 4DB',
    latitude: '51.45',
    longitude: '-2.6',
  },
};

/** The messages of each field with a problem. */
function problems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the store form', () => {
  it('asks for the name and the location’s address line 1, city, country, postcode, latitude and longitude', () => {
    expect(problems(newStoreFormSchema, emptyStoreForm)).toEqual({
      name: 'Required',
      'address.address1': 'Required',
      'address.cityTown': 'Required',
      'address.country': 'Required',
      'address.postCode': 'Required',
      'address.latitude': 'Required',
      'address.longitude': 'Required',
    });
  });

  it('does not ask for a manager while store-specific managers are unavailable', () => {
    expect(problems(newStoreFormSchema, validStore)).toEqual({});
  });

  it('says Not valid with the range for a latitude or longitude outside it, and limits texts to 200', () => {
    expect(
      problems(newStoreFormSchema, {
        ...validStore,
        address: { ...validStore.address, latitude: '91', longitude: '-180.5', county: 'x'.repeat(201) },
      }),
    ).toEqual({
      'address.latitude': 'Not valid (must be between -90 and 90)',
      'address.longitude': 'Not valid (must be between -180 and 180)',
      'address.county': 'Too many characters (maximum 200, currently 201)',
    });
  });
});

describe('the business form', () => {
  it('asks for a name of at most 200 characters and a description of at most 1000', () => {
    expect(problems(newBusinessFormSchema, emptyBusinessForm)).toEqual({ name: 'Required' });
    expect(problems(newBusinessFormSchema, { name: 'x'.repeat(201), description: 'y'.repeat(1001) })).toEqual({
      name: 'Too many characters (maximum 200, currently 201)',
      description: 'Too many characters (maximum 1000, currently 1001)',
    });
  });
});

describe('what the wizard sends (POST /api/Business)', () => {
  it('sends a single-store business named as its store, carrying the store', () => {
    const body = singleStoreBusinessBody(z.parse(newStoreFormSchema, validStore));
    expect(body).toEqual({
      name: 'Harbour Deli',
      description: 'Sandwiches by the water.',
      imageUrl: null,
      mainContact: null,
      isSingleStore: true,
      stores: [
        {
          name: 'Harbour Deli',
          description: 'Sandwiches by the water.',
          logoImageUrl: null,
          categories: food ? [food] : [],
          mainContact: null,
          address: {
            address1: '1 Quay Street',
            address2: null,
            address3: null,
            cityTown: 'Bristol',
            county: null,
            country: 'United Kingdom',
            postCode: 'BS1 4DB',
            latitude: 51.45,
            longitude: -2.6,
          },
        },
      ],
    });
  });

  it('sends a multi-store business without stores, blank texts as null', () => {
    const body = multiStoreBusinessBody(
      z.parse(newBusinessFormSchema, { name: 'Bristol Bakes ', description: ' ', imageUrl: '' }),
    );
    expect(body).toEqual({
      name: 'Bristol Bakes',
      description: null,
      imageUrl: null,
      mainContact: null,
      isSingleStore: false,
      stores: [],
    });
  });
});

describe('the messages', () => {
  it('says what was created for 10 s, with a link to it', () => {
    const single = buildBusiness({ businessID: 5, isSingleStore: true, stores: [buildStoreSummary({ storeID: 9 })] });
    expect(createdMessage('single-store', single)).toEqual({
      title: 'Single-store business created!',
      duration: 10_000,
      link: { href: '/businesses/5/stores/9/details', label: 'Open the business' },
    });
    const multi = buildBusiness({ businessID: 6, isSingleStore: false });
    expect(createdMessage('multi-store', multi)).toMatchObject({
      title: 'Business created!',
      link: { href: '/businesses/6/details' },
    });
  });

  it('titles a refused create by what the form was', () => {
    expect(createFailedTitle('single-store')).toBe('Could not create the store');
    expect(createFailedTitle('multi-store')).toBe('Could not create the business');
  });
});

describe('the server’s errors on the fields of a refused create', () => {
  const refusal = (errors: unknown) => new ApiError('createBusiness', 400, { errors });

  it('puts a multi-store business’s errors on the business form’s fields', () => {
    expect(
      businessFieldErrorsOf(
        refusal({
          'body.name': ['Name is taken'],
          Description: 'Too long.',
          'body.mainContact': ['A new business has no staff yet: add its staff, then choose its manager.'],
        }),
      ),
    ).toEqual({ name: ['Name is taken'], description: ['Too long.'] });
  });

  it('puts a single-store business’s errors and its store’s on the store form’s fields, each message once', () => {
    const cannotBeStored =
      'Contains a character that cannot be stored (a NUL byte or an unpaired surrogate): remove it.';
    expect(
      singleStoreFieldErrorsOf(
        refusal({
          'body.name': [cannotBeStored],
          'body.stores.0.name': [cannotBeStored],
          'body.imageUrl': ['Not an address.'],
          'body.stores.0.address.postCode': ['Invalid postcode format'],
          'body.stores': ['A single-store business has exactly one store.'],
        }),
      ),
    ).toEqual({
      name: [cannotBeStored],
      logoImageUrl: ['Not an address.'],
      'address.postCode': ['Invalid postcode format'],
    });
  });

  it('gives no field errors for errors without fields, or for other failures', () => {
    expect(businessFieldErrorsOf(refusal(['Refused.']))).toEqual({});
    expect(singleStoreFieldErrorsOf(refusal('Refused.'))).toEqual({});
    expect(singleStoreFieldErrorsOf(new Error('offline'))).toEqual({});
  });
});
