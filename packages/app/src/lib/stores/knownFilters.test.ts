import { describe, expect, it } from 'vitest';
import { knownStores } from './allStores';
import { knownLocationsAndCategories } from './lookups';

describe('knownLocationsAndCategories', () => {
  it('offers the cities, and the categories by name', () => {
    expect(knownLocationsAndCategories(['Bristol', 'Liverpool'], [{ categoryID: 1, name: 'Food' }])).toEqual({
      locations: new Set(['Bristol', 'Liverpool']),
      categories: new Set(['Food']),
    });
  });

  it('keeps every value of a filter whose options are not loaded yet', () => {
    expect(knownLocationsAndCategories(undefined, [{ categoryID: 1, name: 'Food' }])).toEqual({
      categories: new Set(['Food']),
    });
    expect(knownLocationsAndCategories(['Bristol'], undefined)).toEqual({ locations: new Set(['Bristol']) });
  });
});

describe('knownStores', () => {
  it("offers the stores' ids as the URL names them", () => {
    expect(knownStores([{ storeID: 2 }, { storeID: 15 }])).toEqual({ stores: new Set(['2', '15']) });
  });

  it('keeps every store while the stores are not loaded', () => {
    expect(knownStores(undefined)).toEqual({});
  });
});
