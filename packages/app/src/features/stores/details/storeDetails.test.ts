import { buildAddress, buildBusiness, buildStore } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import {
  addressFormValuesOf,
  addressOf,
  afterDeleteHref,
  convertPatch,
  deleteStoreTexts,
  locationLines,
  storeAccess,
  storeBreadcrumbs,
  editableStore,
  isNoChange,
  storeEdit,
  storeFields,
  storePatch,
} from './storeDetails';
import { conflictingFields } from '#app/lib/data';

const food = { categoryID: 1, name: 'Food' };
const delivery = { categoryID: 2, name: 'Delivery' };
const provider = { externalStoreProviderID: 3, name: 'Deliveroo' };

describe('storePatch', () => {
  const store = buildStore({
    storeID: 5,
    name: 'Bold Street',
    description: null,
    address: buildAddress({ address1: '1 Bold Street', cityTown: 'Liverpool', address2: undefined }),
    categories: [delivery, food],
    enabled: true,
    externalStore: false,
    externalStoreID: null,
    externalStoreProvider: null,
  });

  it('replaces a changed name, and sends nothing for the same one (No changes to apply.)', () => {
    expect(storePatch(store, { field: 'name', value: 'Bold St' })).toEqual([
      { op: 'test', path: '/name', value: 'Bold Street' },
      { op: 'replace', path: '/name', value: 'Bold St' },
    ]);
    expect(storePatch(store, { field: 'name', value: 'Bold Street' })).toEqual([]);
  });

  it('clears text to null', () => {
    expect(storePatch(store, { field: 'name', value: '' })).toEqual([
      { op: 'test', path: '/name', value: 'Bold Street' },
      { op: 'replace', path: '/name', value: null },
    ]);
  });

  it('sends only the address fields that changed, a blank one equal to a missing one', () => {
    expect(storePatch(store, { field: 'address', value: { ...store.address, cityTown: 'Bristol' } })).toEqual([
      { op: 'test', path: '/address/cityTown', value: 'Liverpool' },
      { op: 'replace', path: '/address/cityTown', value: 'Bristol' },
    ]);
    expect(storePatch(store, { field: 'address', value: { ...store.address } })).toEqual([]);
  });

  it('replaces the categories whole, whatever their order', () => {
    expect(storePatch(store, { field: 'categories', value: [food, delivery] })).toEqual([]);
    expect(storePatch(store, { field: 'categories', value: [food] })).toEqual([
      { op: 'test', path: '/categories', value: [food, delivery] },
      { op: 'replace', path: '/categories', value: [food] },
    ]);
  });

  it('turns test mode on as enabled false, and off as enabled true', () => {
    expect(storePatch(store, { field: 'enabled', value: false })).toEqual([
      { op: 'test', path: '/enabled', value: true },
      { op: 'replace', path: '/enabled', value: false },
    ]);
    expect(storePatch({ ...store, enabled: false }, { field: 'enabled', value: true })).toEqual([
      { op: 'test', path: '/enabled', value: false },
      { op: 'replace', path: '/enabled', value: true },
    ]);
  });

  it('sets the external store with its parameters, and clears them when turned off', () => {
    expect(
      storePatch(store, { field: 'external', value: { externalStoreID: ' ext-1 ', externalStoreProvider: provider } }),
    ).toEqual([
      { op: 'test', path: '/externalStore', value: false },
      { op: 'replace', path: '/externalStore', value: true },
      { op: 'test', path: '/externalStoreID', value: null },
      { op: 'replace', path: '/externalStoreID', value: 'ext-1' },
      { op: 'test', path: '/externalStoreProvider', value: null },
      { op: 'replace', path: '/externalStoreProvider', value: provider },
    ]);
    const external = { ...store, externalStore: true, externalStoreID: 'ext-1', externalStoreProvider: provider };
    expect(storePatch(external, { field: 'external', value: null })).toEqual([
      { op: 'test', path: '/externalStore', value: true },
      { op: 'replace', path: '/externalStore', value: false },
      { op: 'test', path: '/externalStoreID', value: 'ext-1' },
      { op: 'replace', path: '/externalStoreID', value: null },
      { op: 'test', path: '/externalStoreProvider/externalStoreProviderID', value: 3 },
      { op: 'test', path: '/externalStoreProvider/name', value: 'Deliveroo' },
      { op: 'replace', path: '/externalStoreProvider', value: null },
    ]);
  });

  it('sends nothing for external parameters left as they were (No changes to apply.)', () => {
    const external = { ...store, externalStore: true, externalStoreID: 'ext-1', externalStoreProvider: provider };
    expect(
      isNoChange(external, {
        field: 'external',
        value: { externalStoreID: 'ext-1 ', externalStoreProvider: provider },
      }),
    ).toBe(true);
    expect(
      isNoChange(external, { field: 'external', value: { externalStoreID: 'ext-2', externalStoreProvider: provider } }),
    ).toBe(false);
  });

  it('tests the text the user started from, when the name changed on screen while they typed', () => {
    expect(storePatch({ ...store, name: 'Theirs' }, { field: 'name', value: 'Mine', previous: 'Bold Street' })).toEqual(
      [
        { op: 'test', path: '/name', value: 'Bold Street' },
        { op: 'replace', path: '/name', value: 'Mine' },
      ],
    );
  });

  it('names the fields of a conflict as the page does', () => {
    const edit = storeEdit(store, { field: 'enabled', value: false });
    const current = { ...store, enabled: false, categories: [food] };
    expect(conflictingFields(edit, editableStore(current), storeFields)).toEqual([]);
    const categories = storeEdit(store, { field: 'categories', value: [] });
    expect(conflictingFields(categories, editableStore(current), storeFields)).toEqual([
      { label: 'Categories', current: 'Food', mine: 'No categories' },
    ]);
  });
});

describe('the location', () => {
  it('shows street, city and postcode, with placeholders for blanks', () => {
    expect(locationLines(buildAddress({ address1: '1 Bold Street', cityTown: ' ', postCode: 'L1 4DN' }))).toEqual({
      street: '1 Bold Street',
      city: 'Unspecified city',
      postCode: 'L1 4DN',
    });
    expect(locationLines(null).street).toBe('Unspecified street');
  });

  it('round-trips the form: blank optional text becomes null, coordinates numbers', () => {
    const values = addressFormValuesOf(null);
    expect(values.latitude).toBe('');
    const address = addressOf({
      address1: ' 1 Bold Street ',
      address2: ' ',
      address3: '',
      cityTown: 'Liverpool',
      county: '',
      country: 'UK',
      postCode: 'L1 4DN',
      latitude: 53.4,
      longitude: -2.98,
    });
    expect(address).toEqual({
      address1: '1 Bold Street',
      address2: null,
      address3: null,
      cityTown: 'Liverpool',
      county: null,
      country: 'UK',
      postCode: 'L1 4DN',
      latitude: 53.4,
      longitude: -2.98,
    });
    expect(addressFormValuesOf(address).longitude).toBe('-2.98');
  });
});

describe('storeBreadcrumbs', () => {
  const ids = { businessID: '1', storeID: '5' };
  it('is businesses > store for a single-store business', () => {
    expect(
      storeBreadcrumbs({ name: 'Clifton Pharmacy', isSingleStore: true }, { storeID: 5, name: 'Clifton' }, ids),
    ).toEqual([
      { label: 'businesses', href: '/businesses' },
      { label: 'Clifton', href: '/businesses/1/stores/5/details' },
    ]);
  });
  it('is businesses > business > stores > store otherwise, Unnamed store when blank', () => {
    expect(
      storeBreadcrumbs({ name: 'Bold Street Coffee', isSingleStore: false }, { storeID: 5, name: ' ' }, ids, {
        label: 'Stampcard Tags',
      }),
    ).toEqual([
      { label: 'businesses', href: '/businesses' },
      { label: 'Bold Street Coffee', href: '/businesses/1/details' },
      { label: 'stores', href: '/businesses/1/stores' },
      { label: 'Unnamed store', href: '/businesses/1/stores/5/details' },
      { label: 'Stampcard Tags' },
    ]);
  });
});

describe('deleting', () => {
  it('says what failed and where the page goes', () => {
    const texts = deleteStoreTexts('Albert Dock', false);
    expect(texts.failure).toEqual({
      title: 'Could not delete store Albert Dock',
      fallback: 'An error has occurred when trying to delete this store.',
    });
    expect(deleteStoreTexts('Clifton', true).text).toMatch(/deletes the whole business/);
    expect(afterDeleteHref(1, true)).toBe('/businesses');
    expect(afterDeleteHref(1, false)).toBe('/businesses/1/details');
  });
});

describe('convertPatch', () => {
  const business = buildBusiness({
    businessID: 2,
    name: 'Clifton Pharmacy',
    description: null,
    imageUrl: 'data:image/png;base64,AAAA',
    isSingleStore: true,
  });
  it('sets isSingleStore false with the form, a blank image keeping the current one', () => {
    expect(convertPatch(business, { name: 'Clifton Group ', description: 'Pharmacies', imageUrl: '' })).toEqual([
      { op: 'test', path: '/name', value: 'Clifton Pharmacy' },
      { op: 'replace', path: '/name', value: 'Clifton Group' },
      { op: 'test', path: '/description', value: null },
      { op: 'replace', path: '/description', value: 'Pharmacies' },
      { op: 'test', path: '/isSingleStore', value: true },
      { op: 'replace', path: '/isSingleStore', value: false },
    ]);
  });
});

describe('storeAccess', () => {
  it('gives administrators everything', () => {
    expect(storeAccess(['Administrators'])).toMatchObject({
      details: true,
      canEdit: true,
      settings: true,
      canChangeSettings: true,
      canDelete: true,
    });
  });
  it('lets merchants read the details and the cards, not edit them, and hides the settings', () => {
    expect(storeAccess(['Merchant'])).toEqual({
      details: true,
      canEdit: false,
      settings: false,
      canChangeSettings: false,
      canDelete: false,
      cards: true,
      staff: true,
      tags: true,
    });
  });
});
