import { ApiError, createStampcardClient } from '@stampcard/api-client';
import { buildAddress, buildBusinessReference, buildStore, buildStoreSummary } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { apiListQuery, describeError, parseListQuery } from '#app/lib/data';
import {
  businessCities,
  businessCitiesKey,
  loadBusinessCities,
  storeCreatedMessage,
  storeCreateFailure,
  storeDetails,
  storeFieldErrorsOf,
  storeHref,
  storesList,
} from './storesList';

describe('the stores list query', () => {
  it('asks for 11 a page, sorted, searched and filtered by cities and a category', () => {
    const query = parseListQuery(
      storesList,
      new URLSearchParams(
        'sort=no_of_employees&sortOrder=desc&locations=Bristol&locations=Liverpool&categories=Food&categories=Delivery&search=bold&page=2',
      ),
    );
    expect(apiListQuery(storesList, query)).toEqual({
      page: 2,
      pageCount: 11,
      SearchTerm: 'bold',
      OrderBy: '-no_of_employees',
      // Categories is a single filter: the first value only.
      filters: { locations: ['Bristol', 'Liverpool'], categories: ['Food'] },
    });
  });

  it('knows only its own sorts', () => {
    const query = parseListQuery(storesList, new URLSearchParams('sort=no_of_stores'));
    expect(query.sort).toBeNull();
    expect(apiListQuery(storesList, query)).toEqual({ page: 1, pageCount: 11 });
  });
});

describe('the locations filter', () => {
  const mine = buildBusinessReference({ businessID: 7 });
  const theirs = buildBusinessReference({ businessID: 8 });
  const stores = [
    buildStoreSummary({ parentBusiness: mine, address: buildAddress({ cityTown: 'Liverpool' }) }),
    buildStoreSummary({ parentBusiness: mine, address: buildAddress({ cityTown: ' Bristol ' }) }),
    buildStoreSummary({ parentBusiness: mine, address: buildAddress({ cityTown: 'Liverpool' }) }),
    buildStoreSummary({ parentBusiness: mine, address: buildAddress({ cityTown: '  ' }) }),
    buildStoreSummary({ parentBusiness: mine, address: null }),
    buildStoreSummary({ parentBusiness: theirs, address: buildAddress({ cityTown: 'Manchester' }) }),
  ];

  it('offers the distinct cities of this business’s stores only, sorted', () => {
    expect(businessCities(stores, 7)).toEqual(['Bristol', 'Liverpool']);
    expect(businessCities(stores, 8)).toEqual(['Manchester']);
    expect(businessCities(stores, 9)).toEqual([]);
  });

  it('reads them from GET /api/Stores', async () => {
    const requests: string[] = [];
    const api = createStampcardClient({
      baseUrl: 'https://api.example',
      retries: 0,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new URL(new Request(input, init).url).pathname);
        return Promise.resolve(Response.json(stores));
      },
    });
    await expect(loadBusinessCities(api, 7)).resolves.toEqual(['Bristol', 'Liverpool']);
    expect(requests).toEqual(['/api/Stores']);
  });

  it('keeps them under the business’s key, so a change of the business looks them up again', () => {
    expect(businessCitiesKey('7')).toEqual(['business', '7', 'cities']);
  });
});

describe('store cards', () => {
  it('lead to the store’s details', () => {
    expect(storeHref('7', { storeID: 71 })).toBe('/businesses/7/stores/71/details');
  });

  it('give the street and the city, or their placeholders', () => {
    expect(
      storeDetails(buildStore({ address: buildAddress({ address1: '42 Bold Street', cityTown: 'Liverpool' }) })),
    ).toEqual([
      { label: 'Street', value: '42 Bold Street', placeholder: 'Unspecified street' },
      { label: 'City', value: 'Liverpool', placeholder: 'Unspecified city' },
    ]);
    expect(storeDetails(buildStore({ address: null }))).toEqual([
      { label: 'Street', value: null, placeholder: 'Unspecified street' },
      { label: 'City', value: null, placeholder: 'Unspecified city' },
    ]);
  });
});

describe('creating a store', () => {
  it('says Store created! for 10 seconds, with a link to the store', () => {
    expect(storeCreatedMessage('7', { storeID: 72 })).toEqual({
      title: 'Store created!',
      duration: 10_000,
      link: { href: '/businesses/7/stores/72/details', label: 'Open the store' },
    });
  });

  it('says why a refused create failed in a sentence of its own when the server gives no reason', () => {
    const refused = new ApiError('createBusinessStore', 500, { title: 'Internal Server Error' });
    expect(describeError(refused, storeCreateFailure.fallback)).toBe(
      'An error occurred when trying to create the store.',
    );
  });

  it('puts the server’s errors on the store form’s fields, by their path in any notation', () => {
    const error = new ApiError('createBusinessStore', 400, {
      errors: {
        Name: ['A store with this name already exists.'],
        'body.address.postCode': 'Invalid postcode format',
        'Address.CityTown': ['Unknown city.'],
        isSingleStore: ['A single-store business cannot have a second store.'],
      },
    });
    expect(storeFieldErrorsOf(error)).toEqual({
      name: ['A store with this name already exists.'],
      'address.postCode': ['Invalid postcode format'],
      'address.cityTown': ['Unknown city.'],
    });
    expect(storeFieldErrorsOf(new ApiError('createBusinessStore', 400, { errors: ['Refused.'] }))).toEqual({});
    expect(storeFieldErrorsOf(new Error('offline'))).toEqual({});
  });
});
