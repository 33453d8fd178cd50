import { describe, expect, it } from 'vitest';
import { orderBy, serializeQuery } from './query';

describe('serializeQuery', () => {
  it('interleaves FilterType and Filter, repeating Filter for a multi-value filter', () => {
    expect(serializeQuery({ page: 1, filters: { locations: ['Liverpool', 'Bristol'], categories: 'Food' } })).toBe(
      'page=1&FilterType=locations&Filter=Liverpool&Filter=Bristol&FilterType=categories&Filter=Food',
    );
  });

  it('skips empty values and filters left with none', () => {
    expect(
      serializeQuery({
        page: 2,
        SearchTerm: '',
        OrderBy: undefined,
        pageCount: null,
        filters: { locations: [], categories: ['', 'Food'], stores: null, type: '' },
      }),
    ).toBe('page=2&FilterType=categories&Filter=Food');
  });

  it('writes numbers and booleans as text and encodes special characters', () => {
    expect(serializeQuery({ storeID: 5, SearchTerm: 'fish & chips', filters: { enabled: true } })).toBe(
      'storeID=5&SearchTerm=fish+%26+chips&FilterType=enabled&Filter=true',
    );
  });
});

describe('orderBy', () => {
  it('prefixes a minus for descending order', () => {
    expect(orderBy('name', 'desc')).toBe('-name');
    expect(orderBy('-name', 'asc')).toBe('name');
    expect(orderBy('no_of_stores')).toBe('no_of_stores');
    expect(orderBy(undefined)).toBeUndefined();
  });
});
