import { describe, expect, it } from 'vitest';
import {
  apiListQuery,
  changeListQuery,
  defineList,
  isNarrowed,
  keepKnownFilters,
  listSearchParams,
  parseListQuery,
  toggledValues,
} from './listQuery';

const list = defineList({
  pageSize: 11,
  sorts: ['alphabetically', 'no_of_stores'],
  filters: { locations: { type: 'multi' }, categories: { type: 'single' } },
});

const parse = (search: string) => parseListQuery(list, new URLSearchParams(search));
const canonical = (search: string) => listSearchParams(list, parse(search)).toString();

describe('parseListQuery', () => {
  it('reads search, page, sort, sortOrder and each filter from the query string', () => {
    expect(
      parse(
        'search=coffee&page=3&sort=no_of_stores&sortOrder=desc&locations=Bristol&locations=Liverpool&categories=Food',
      ),
    ).toEqual({
      search: 'coffee',
      page: 3,
      sort: 'no_of_stores',
      sortOrder: 'desc',
      filters: { locations: ['Bristol', 'Liverpool'], categories: ['Food'] },
    });
  });

  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual({
      search: '',
      page: 1,
      sort: null,
      sortOrder: 'asc',
      filters: { locations: [], categories: [] },
    });
  });

  it.each(['abc', '-3', '0', '1.5', '', ' 2', '2e3', '99999999999'])('falls back to page 1 for page=%s', (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it('falls back to the list’s own order for an unknown sort, and to ascending for any other order', () => {
    expect(parse('sort=price&sortOrder=desc')).toMatchObject({ sort: null, sortOrder: 'asc' });
    expect(parse('sort=alphabetically&sortOrder=sideways')).toMatchObject({ sort: 'alphabetically', sortOrder: 'asc' });
  });

  it('keeps one value of a single filter, drops blank and repeated values', () => {
    expect(parse('categories=Food&categories=Delivery').filters.categories).toEqual(['Food']);
    expect(parse('locations=&locations=Bristol&locations=Bristol&locations=%20').filters.locations).toEqual([
      'Bristol',
    ]);
  });

  it('searches for the beginning of a search longer than the API takes', () => {
    const long = `${'a'.repeat(199)} ${'b'.repeat(100)}`;
    expect(parse(`search=${long}`).search).toBe('a'.repeat(199));
    expect(parse(`search=${'c'.repeat(200)}`).search).toBe('c'.repeat(200));
  });

  it('ignores parameters the list does not know', () => {
    expect(parse('utm_source=mail&id=4')).toEqual(parse(''));
  });
});

describe('listSearchParams', () => {
  it('writes the state in a fixed order, defaults left out, so one state has one URL', () => {
    expect(canonical('page=2&categories=Food&sort=no_of_stores&search=coffee&sortOrder=desc')).toBe(
      'search=coffee&sort=no_of_stores&sortOrder=desc&categories=Food&page=2',
    );
    expect(canonical('page=1&sortOrder=asc&search=')).toBe('');
    expect(canonical('page=abc&sort=unknown')).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = parse('search=a%26b%3Dc&locations=St%20Ives&locations=Bristol&page=4');
    expect(parseListQuery(list, listSearchParams(list, query))).toEqual(query);
  });
});

describe('changeListQuery', () => {
  const onPage3 = parse('search=coffee&page=3');

  it('goes to a page and keeps everything else', () => {
    expect(changeListQuery(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('goes back to page 1 on any change of sort, order, filter or search', () => {
    expect(changeListQuery(onPage3, { sort: 'no_of_stores' }).page).toBe(1);
    expect(changeListQuery(onPage3, { sortOrder: 'desc' }).page).toBe(1);
    expect(changeListQuery(onPage3, { filters: { locations: ['Bristol'] } })).toMatchObject({
      page: 1,
      filters: { locations: ['Bristol'], categories: [] },
    });
    expect(changeListQuery(onPage3, { search: 'tea' })).toMatchObject({ page: 1, search: 'tea' });
    expect(changeListQuery(onPage3, { search: 'tea', page: 5 }).page).toBe(1);
  });
});

describe('toggledValues', () => {
  it('adds what was ticked and removes what was unticked, from the newest values', () => {
    expect(toggledValues(['1'], [], ['2'])).toEqual(['1', '2']);
    expect(toggledValues(['1', '2'], ['1'], [])).toEqual(['2']);
    expect(toggledValues(['1', '2'], ['1', '2'], ['2', '3'])).toEqual(['2', '3']);
    expect(toggledValues(['2'], [], ['2'])).toEqual(['2']);
  });
});

describe('keepKnownFilters', () => {
  it('drops filter values the API does not offer and keeps filters whose options are unknown', () => {
    const query = parse('locations=Bristol&locations=Atlantis&categories=Nothing');
    expect(keepKnownFilters(query, { locations: new Set(['Bristol', 'Liverpool']) }).filters).toEqual({
      locations: ['Bristol'],
      categories: ['Nothing'],
    });
    expect(keepKnownFilters(query, { categories: new Set(['Food']) }).filters.categories).toEqual([]);
  });
});

describe('isNarrowed', () => {
  it('says whether a search or a filter narrows the list', () => {
    expect(isNarrowed(parse('page=4&sort=no_of_stores'))).toBe(false);
    expect(isNarrowed(parse('search=x'))).toBe(true);
    expect(isNarrowed(parse('categories=Food'))).toBe(true);
  });
});

describe('apiListQuery', () => {
  it('maps the state to page, pageCount, SearchTerm, OrderBy and the filters', () => {
    expect(
      apiListQuery(
        list,
        parse('search=coffee&page=2&sort=no_of_stores&locations=Bristol&locations=Liverpool&categories=Food'),
      ),
    ).toEqual({
      page: 2,
      pageCount: 11,
      SearchTerm: 'coffee',
      OrderBy: 'no_of_stores',
      filters: { locations: ['Bristol', 'Liverpool'], categories: ['Food'] },
    });
  });

  it('writes a descending order with a leading minus', () => {
    expect(apiListQuery(list, parse('sort=alphabetically&sortOrder=desc')).OrderBy).toBe('-alphabetically');
  });

  it('leaves out what is not set', () => {
    expect(apiListQuery(list, parse(''))).toEqual({ page: 1, pageCount: 11 });
  });
});
