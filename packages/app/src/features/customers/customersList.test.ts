import { buildCustomer, buildStoreReference, buildUser } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { apiListQuery, listSearchParams, parseListQuery } from '#app/lib/data';
import {
  createdUserHref,
  customerEmail,
  customersApiQuery,
  customerSorts,
  customersList,
  customerStores,
  storeName,
} from './customersList';

describe('the customers list query', () => {
  it('asks for 20 a page, sorted by name, e-mail or business, searched and filtered by stores', () => {
    const query = parseListQuery(
      customersList,
      new URLSearchParams('sort=business&sortOrder=desc&stores=3&stores=4&search=ann&page=2'),
    );
    expect(apiListQuery(customersList, query)).toEqual({
      page: 2,
      pageCount: 20,
      SearchTerm: 'ann',
      OrderBy: '-business',
      filters: { stores: ['3', '4'] },
    });
  });

  it('asks for the first 20 without a query, and drops a sort it does not know', () => {
    const query = parseListQuery(customersList, new URLSearchParams('sort=no_of_stores'));
    expect(apiListQuery(customersList, query)).toEqual({ page: 1, pageCount: 20 });
    expect(listSearchParams(customersList, query).toString()).toBe('');
  });

  it('offers the sorts Name, Email and Business', () => {
    expect(customerSorts.map((sort) => [sort.value, sort.label])).toEqual([
      ['name', 'Name'],
      ['email', 'Email'],
      ['business', 'Business'],
    ]);
    expect(customerSorts.map((sort) => sort.value)).toEqual(customersList.sorts);
  });

  it('always asks for the Customer role, beside the stores chosen', () => {
    const query = parseListQuery(customersList, new URLSearchParams('stores=3&search=ann&page=2'));
    expect(customersApiQuery(query)).toEqual({
      page: 2,
      pageCount: 20,
      SearchTerm: 'ann',
      filters: { stores: ['3'], roles: ['Customer'] },
    });
    expect(customersApiQuery(parseListQuery(customersList, new URLSearchParams()))).toEqual({
      page: 1,
      pageCount: 20,
      filters: { roles: ['Customer'] },
    });
  });
});

describe('rows', () => {
  it('names the first store, with how many more, or says Not assigned to a store', () => {
    expect(customerStores(buildCustomer({ stores: [buildStoreReference({ name: 'Bold Street' })] }))).toBe(
      'Bold Street',
    );
    expect(
      customerStores(
        buildCustomer({
          stores: [
            buildStoreReference({ name: 'Albert Dock' }),
            buildStoreReference({ name: 'Bold Street' }),
            buildStoreReference({ name: 'Clifton Village' }),
          ],
        }),
      ),
    ).toBe('Albert Dock +2 more');
    expect(customerStores(buildCustomer({ stores: [] }))).toBe('Not assigned to a store');
    // A user the API sends without stores (a server before the field) has none.
    expect(customerStores({})).toBe('Not assigned to a store');
  });

  it('says Unnamed store for a store without a name', () => {
    expect(customerStores(buildCustomer({ stores: [buildStoreReference({ name: '  ' })] }))).toBe('Unnamed store');
    expect(storeName({ name: null })).toBe('Unnamed store');
    expect(storeName({ name: ' Bold Street ' })).toBe('Bold Street');
  });

  it('shows the e-mail, or null for No email', () => {
    expect(customerEmail(buildCustomer({ emailAddress: 'ann@example.com' }))).toBe('ann@example.com');
    expect(customerEmail(buildCustomer({ emailAddress: null }))).toBeNull();
    expect(customerEmail(buildCustomer({ emailAddress: ' ' }))).toBeNull();
  });
});

describe('creating a user', () => {
  it('links a new customer to their customer page, anyone else to their user page', () => {
    expect(createdUserHref(buildCustomer({ userID: 'u-1' }))).toBe('/customers/u-1');
    expect(createdUserHref(buildUser({ userID: 'u-2', roles: ['Merchant'] }))).toBe('/users/u-2');
    expect(createdUserHref(buildUser({ userID: 'u-3', roles: [] }))).toBe('/users/u-3');
  });
});
