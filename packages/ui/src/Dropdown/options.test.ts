import { describe, expect, it } from 'vitest';
import {
  filterOptions,
  getOptionKey,
  getOptionLabel,
  isSameKey,
  normaliseSearchText,
  resolveSingleSelection,
  toggleSelection,
} from './options';

interface Store {
  storeID: number;
  name: string;
  cityTown?: string;
}

const liverpool: Store = { storeID: 1, name: 'Liverpool Central', cityTown: 'Liverpool' };
const bristol: Store = { storeID: 2, name: 'Bristol Harbour', cityTown: 'Bristol' };
const liverBuilding: Store = { storeID: 3, name: 'Old Liver Building' };
const stores = [liverpool, bristol, liverBuilding];
const labels = stores.map((store) => normaliseSearchText(store.name));

describe('option display and identifier properties', () => {
  it('reads the display property by name', () => {
    expect(getOptionLabel(bristol, 'name')).toBe('Bristol Harbour');
  });

  it('reads the display property through a function', () => {
    expect(getOptionLabel(liverpool, (store) => `${store.name} (${store.storeID})`)).toBe('Liverpool Central (1)');
  });

  it('shows an empty label when the display property is missing', () => {
    expect(getOptionLabel(liverBuilding, 'cityTown')).toBe('');
  });

  it('uses a plain string option as its own label and identifier', () => {
    expect(getOptionLabel('Food')).toBe('Food');
    expect(getOptionKey('Food')).toBe('Food');
  });

  it('reads the identifier property by name or function, keeping numbers as numbers', () => {
    expect(getOptionKey(bristol, 'storeID')).toBe(2);
    expect(getOptionKey(bristol, (store) => `store-${store.storeID}`)).toBe('store-2');
  });

  it('treats an identifier from the URL and the same one from the API as equal', () => {
    expect(isSameKey(5, '5')).toBe(true);
    expect(isSameKey(5, '6')).toBe(false);
  });
});

describe('filterOptions', () => {
  it('keeps the options whose label contains the search text, whatever its case', () => {
    expect(filterOptions(stores, 'LIVER', labels).map((store) => store.storeID)).toEqual([1, 3]);
    expect(filterOptions(stores, 'harb', labels).map((store) => store.storeID)).toEqual([2]);
  });

  it('ignores spaces around the search text', () => {
    expect(filterOptions(stores, '  bristol ', labels).map((store) => store.storeID)).toEqual([2]);
  });

  it('returns every option, in order, for an empty search', () => {
    expect(filterOptions(stores, '', labels)).toBe(stores);
    expect(filterOptions(stores, '   ', labels)).toBe(stores);
  });

  it('returns nothing when no label matches', () => {
    expect(filterOptions(stores, 'Manchester', labels)).toEqual([]);
  });

  it('filters 10,000 options by a label in the middle of the list', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ id: index, name: `Store ${index + 1}` }));
    const manyLabels = many.map((option) => normaliseSearchText(option.name));
    expect(filterOptions(many, 'store 5000', manyLabels).map((option) => option.id)).toEqual([4999]);
  });
});

describe('resolveSingleSelection', () => {
  const key = (store: Store) => store.storeID;

  it('selects the chosen option', () => {
    expect(resolveSingleSelection(null, liverpool, key, true)).toBe(liverpool);
    expect(resolveSingleSelection(bristol, liverpool, key, true)).toBe(liverpool);
  });

  it('clears the selection when the selected value is chosen again and deselecting is allowed', () => {
    expect(resolveSingleSelection(liverpool, { ...liverpool }, key, true)).toBeNull();
  });

  it('keeps the selection when the selected value is chosen again and deselecting is not allowed', () => {
    expect(resolveSingleSelection(liverpool, liverpool, key, false)).toBe(liverpool);
  });
});

describe('toggleSelection', () => {
  const key = (store: Store) => store.storeID;

  it('adds an option that is not selected, at the end', () => {
    expect(toggleSelection([bristol], liverpool, key)).toEqual([bristol, liverpool]);
  });

  it('removes an option that is selected, matched by its identifier', () => {
    expect(toggleSelection([liverpool, bristol], { ...liverpool }, key)).toEqual([bristol]);
  });
});
