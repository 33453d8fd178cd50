import { describe, expect, it } from 'vitest';
import { paths, relativePattern, searchString } from './paths';

describe('paths', () => {
  it('builds each href from its pattern, parameters URL-encoded', () => {
    expect(paths.home.href({})).toBe('/');
    expect(paths.businesses.href({})).toBe('/businesses');
    expect(paths.businessDetails.href({ businessID: 7 })).toBe('/businesses/7/details');
    expect(paths.storeCards.href({ businessID: 7, storeID: 12 })).toBe('/businesses/7/stores/12/cards');
    expect(paths.customer.href({ userID: 'a b/c' })).toBe('/customers/a%20b%2Fc');
  });

  it('adds a query: values in order, repeated for lists, empty ones left out', () => {
    expect(
      paths.businesses.href(
        {},
        { search: 'coffee & tea', page: 2, sort: undefined, locations: ['Bristol', 'St Ives'] },
      ),
    ).toBe('/businesses?search=coffee+%26+tea&page=2&locations=Bristol&locations=St+Ives');
    expect(paths.businessCards.href({ businessID: 1 }, new URLSearchParams({ id: 'new' }))).toBe(
      '/businesses/1/cards?id=new',
    );
    expect(searchString({ search: '', page: null, filters: [] })).toBe('');
  });

  it('gives a child route its pattern under its parent', () => {
    expect(relativePattern(paths.business, paths.businessDetails)).toBe('details');
    expect(relativePattern(paths.business, paths.storeCards)).toBe('stores/:storeID/cards');
    expect(() => relativePattern(paths.business, paths.cards)).toThrow(/not under/);
  });

  it('names each pattern once', () => {
    const patterns = Object.values(paths).map((path) => path.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
