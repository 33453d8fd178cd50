import type { ReportParameter } from '@stampcard/api-client';
import { describe, expect, it } from 'vitest';
import {
  clearedSearchParams,
  defaultFilterValues,
  filterSearchParams,
  filterValuesFromUrl,
  isoDateOfReportDate,
  reportChoiceOptions,
  reportFilterKind,
  reportFilterLabel,
  reportFilterMessage,
  reportRequestDate,
  reportRequestParameters,
  type FilterValues,
} from './reportFilters';

const includeTestStores: ReportParameter = {
  key: 'IncludeTestStores',
  name: 'Include stores in test mode',
  type: 0,
  value: null,
  defaultValue: ['false'],
};
const activeOnly: ReportParameter = { key: 'ActiveOnly', name: 'Active cards only', type: 0, defaultValue: ['True'] };
const from: ReportParameter = { key: 'From', name: 'From', type: 1, value: null, defaultValue: null };
const since: ReportParameter = { key: 'Since', name: 'Since', type: 1, defaultValue: ['01/02/2024 12:00:00 AM'] };
const minimumStamps: ReportParameter = { key: 'MinimumStamps', name: 'Minimum stamps', type: 2, defaultValue: ['0'] };
const name: ReportParameter = { key: 'Name', name: 'Name contains', type: 3, value: null, defaultValue: null };
const store: ReportParameter = {
  key: 'Store',
  name: 'Store',
  type: 4,
  value: [
    { label: 'Bold Street', value: '1' },
    { label: 'Clifton Village', value: '2' },
  ],
  defaultValue: null,
};
const categories: ReportParameter = {
  key: 'Categories',
  name: 'Categories',
  type: 5,
  value: [
    { label: 'Coffee', value: '10' },
    { label: 'Bakery', value: '11' },
    { label: 'Pharmacy', value: '12' },
  ],
  defaultValue: ['10', '11', '12'],
};
const tags: ReportParameter = {
  key: 'Tags',
  name: null,
  type: 5,
  value: [
    { label: 'New', value: 'new' },
    { label: 'Loyal', value: 'loyal' },
  ],
  defaultValue: null,
};

const everyType = [includeTestStores, from, minimumStamps, name, store, categories];
const address = { path: '/Reports/StampsByStore', name: 'Stamps by store' };
const read = (search: string, parameters: readonly ReportParameter[] = everyType) =>
  filterValuesFromUrl(parameters, new URLSearchParams(search));

describe('reportFilterKind (0 Boolean, 1 Date, 2 Number, 3 String, 4 SingleChoice, 5 MultiChoice)', () => {
  it('maps each type number to its field', () => {
    expect(([0, 1, 2, 3, 4, 5] as const).map(reportFilterKind)).toEqual([
      'boolean',
      'date',
      'number',
      'text',
      'singleChoice',
      'multiChoice',
    ]);
  });
});

describe('reportFilterLabel and reportChoiceOptions', () => {
  it('labels a field by its name, or its key when it has none', () => {
    expect(reportFilterLabel(name)).toBe('Name contains');
    expect(reportFilterLabel(tags)).toBe('Tags');
    expect(reportFilterLabel({ ...name, name: '  ' })).toBe('Name');
  });

  it('leaves out options without a value and shows the value of options without a label', () => {
    expect(
      reportChoiceOptions({
        ...store,
        value: [{ label: 'Bold Street', value: '1' }, { label: 'Nothing', value: null }, { value: '3' }],
      }),
    ).toEqual([
      { label: 'Bold Street', value: '1' },
      { label: '3', value: '3' },
    ]);
    expect(reportChoiceOptions(name)).toEqual([]);
  });
});

describe('reportFilterMessage (text at most 200 characters, number at most 20)', () => {
  it('accepts text of up to 200 characters and refuses longer text', () => {
    expect(reportFilterMessage(name, 'a'.repeat(200))).toBeUndefined();
    expect(reportFilterMessage(name, 'a'.repeat(201))).toBe('Too many characters (maximum 200, currently 201)');
    expect(reportFilterMessage(name, '')).toBeUndefined();
  });

  it('accepts numbers of up to 20 characters and refuses longer ones or text that is no number', () => {
    expect(reportFilterMessage(minimumStamps, '1'.repeat(20))).toBeUndefined();
    expect(reportFilterMessage(minimumStamps, '-12.5')).toBeUndefined();
    expect(reportFilterMessage(minimumStamps, '')).toBeUndefined();
    expect(reportFilterMessage(minimumStamps, '1'.repeat(21))).toBe('Too many characters (maximum 20, currently 21)');
    expect(reportFilterMessage(minimumStamps, 'twelve')).toBe('Invalid value');
  });

  it('has no rule for the other kinds', () => {
    expect(reportFilterMessage(includeTestStores, true)).toBeUndefined();
    expect(reportFilterMessage(store, 'anything')).toBeUndefined();
  });
});

describe('dates (displayed YYYY-MM-DD, sent as DD/MM/YYYY hh:mm:ss A)', () => {
  it.each([
    ['2024-03-21', '2024-03-21'],
    ['21/03/2024', '2024-03-21'],
    ['21/03/2024 12:00:00 AM', '2024-03-21'],
    ['2024-03-21T00:00:00', '2024-03-21'],
    [' 2024-02-29 ', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(isoDateOfReportDate(text)).toBe(iso);
  });

  it.each(['', 'yesterday', '2023-02-29', '31/04/2024', '2024-3-1', '0999-01-01', '2024-03-21garbage'])(
    'reads %s as no date',
    (text) => {
      expect(isoDateOfReportDate(text)).toBeNull();
    },
  );

  it('sends a date at midnight, 12:00:00 AM', () => {
    expect(reportRequestDate('2024-03-21')).toBe('21/03/2024 12:00:00 AM');
    expect(reportRequestDate('2024-12-01')).toBe('01/12/2024 12:00:00 AM');
    expect(reportRequestDate('2024-02-30')).toBeNull();
    expect(reportRequestDate(null)).toBeNull();
  });
});

describe('filterValuesFromUrl (the form is patched from the URL)', () => {
  it('gives every parameter its default value when the URL has no filters', () => {
    const defaults = {
      IncludeTestStores: false,
      From: null,
      MinimumStamps: '0',
      Name: '',
      Store: null,
      Categories: ['10', '11', '12'],
    };
    expect(read('path=%2FReports%2FStampsByStore&name=Stamps&page=3')).toEqual(defaults);
    expect(defaultFilterValues(everyType)).toEqual(defaults);
  });

  it('reads each type from the query: repeated keys for a multi choice, dates as YYYY-MM-DD, booleans as true or false', () => {
    expect(
      read('IncludeTestStores=true&From=2024-03-01&MinimumStamps=5&Name=Bold&Store=2&Categories=11&Categories=10'),
    ).toEqual({
      IncludeTestStores: true,
      From: '2024-03-01',
      MinimumStamps: '5',
      Name: 'Bold',
      Store: '2',
      Categories: ['11', '10'],
    });
  });

  it('accepts default dates written DD/MM/YYYY with a time, or YYYY-MM-DD, and default booleans in any case', () => {
    expect(read('', [since, activeOnly])).toEqual({ Since: '2024-02-01', ActiveOnly: true });
    expect(read('', [{ ...since, defaultValue: ['2024-02-01'] }])).toEqual({ Since: '2024-02-01' });
    expect(read('Since=01/03/2024', [since])).toEqual({ Since: '2024-03-01' });
  });

  it('keeps the defaults of the parameters absent from the URL when others are present', () => {
    expect(read('Name=Bold')).toMatchObject({ Name: 'Bold', MinimumStamps: '0', Categories: ['10', '11', '12'] });
  });

  it('reads a key present but empty as an emptied field, not its default', () => {
    expect(read('MinimumStamps=&Categories=&From=&Store=')).toMatchObject({
      MinimumStamps: '',
      Categories: [],
      From: null,
      Store: null,
    });
  });

  it('drops choice values that are not among the options, and repeated ones', () => {
    expect(read('Store=99&Categories=12&Categories=99&Categories=12')).toMatchObject({
      Store: null,
      Categories: ['12'],
    });
    expect(read('', [{ ...categories, defaultValue: ['10', '99'] }])).toEqual({ Categories: ['10'] });
  });

  it('drops what does not fit: no real date, text or number failing its rule', () => {
    expect(read(`From=2024-02-30&Name=${'a'.repeat(201)}&MinimumStamps=many`)).toMatchObject({
      From: null,
      Name: '',
      MinimumStamps: '',
    });
  });

  it('falls back to the default for a boolean that says neither true nor false', () => {
    expect(read('IncludeTestStores=yes')).toMatchObject({ IncludeTestStores: false });
    expect(read('ActiveOnly=maybe', [activeOnly])).toEqual({ ActiveOnly: true });
    expect(read('ActiveOnly=false', [activeOnly])).toEqual({ ActiveOnly: false });
  });

  it('trims text and numbers', () => {
    expect(read('Name=%20%20Bold%20&MinimumStamps=%203')).toMatchObject({ Name: 'Bold', MinimumStamps: '3' });
  });
});

describe('filterSearchParams (Apply filters)', () => {
  const chosen: FilterValues = {
    IncludeTestStores: true,
    From: '2024-03-01',
    MinimumStamps: ' 5 ',
    Name: '  Bold ',
    Store: '2',
    Categories: ['11', '10'],
  };

  it('keeps path and name, leaves out page (page 1) and writes each filter by key in the parameters’ order', () => {
    expect(filterSearchParams(everyType, chosen, address).toString()).toBe(
      'path=%2FReports%2FStampsByStore&name=Stamps+by+store&IncludeTestStores=true&From=2024-03-01&MinimumStamps=5&Name=Bold&Store=2&Categories=11&Categories=10',
    );
  });

  it('leaves out empty filters without a default, and writes booleans either way', () => {
    const empty: FilterValues = { IncludeTestStores: false, From: null, Name: '   ', Store: null, Tags: [] };
    expect(filterSearchParams([includeTestStores, from, name, store, tags], empty, address).toString()).toBe(
      'path=%2FReports%2FStampsByStore&name=Stamps+by+store&IncludeTestStores=false',
    );
  });

  it('writes an emptied filter that has a default as an empty key, so it reads back empty', () => {
    const emptied: FilterValues = { MinimumStamps: '', Categories: [], Since: null };
    const searchParams = filterSearchParams([minimumStamps, categories, since], emptied, address);
    expect(searchParams.toString()).toBe(
      'path=%2FReports%2FStampsByStore&name=Stamps+by+store&MinimumStamps=&Categories=&Since=',
    );
    expect(filterValuesFromUrl([minimumStamps, categories, since], searchParams)).toEqual(emptied);
  });

  it('reads back what it wrote', () => {
    const searchParams = filterSearchParams(everyType, chosen, address);
    expect(filterValuesFromUrl(everyType, searchParams)).toEqual({
      ...chosen,
      MinimumStamps: '5',
      Name: 'Bold',
    });
  });

  it('leaves out a date that is no real date', () => {
    expect(filterSearchParams([from], { From: '2024-02-30' }, address).has('From')).toBe(false);
  });

  it('leaves out an empty name', () => {
    expect(filterSearchParams([], {}, { path: '/Reports/X', name: ' ' }).toString()).toBe('path=%2FReports%2FX');
    expect(filterSearchParams([], {}, { path: '/Reports/X' }).toString()).toBe('path=%2FReports%2FX');
  });
});

describe('clearedSearchParams (Clear filters applies an empty set)', () => {
  it('keeps only path and name: no filter and no page', () => {
    expect(clearedSearchParams(address).toString()).toBe('path=%2FReports%2FStampsByStore&name=Stamps+by+store');
  });

  it('so the form shows the defaults again, which is what the report runs with', () => {
    expect(filterValuesFromUrl(everyType, clearedSearchParams(address))).toEqual(defaultFilterValues(everyType));
  });
});

describe('reportRequestParameters (the API’s parameters)', () => {
  it('wraps every value in a list, with dates as DD/MM/YYYY hh:mm:ss A', () => {
    expect(
      reportRequestParameters(everyType, {
        IncludeTestStores: true,
        From: '2024-03-01',
        MinimumStamps: '5',
        Name: 'Bold',
        Store: '2',
        Categories: ['11'],
      }),
    ).toEqual({
      IncludeTestStores: ['true'],
      From: ['01/03/2024 12:00:00 AM'],
      MinimumStamps: ['5'],
      Name: ['Bold'],
      Store: ['2'],
      Categories: ['11'],
    });
  });

  it('sends an unchecked boolean as false', () => {
    expect(reportRequestParameters([includeTestStores], { IncludeTestStores: false })).toEqual({
      IncludeTestStores: ['false'],
    });
  });

  it('drops empty and invalid dates, empty text and numbers (trimmed) and a single choice with nothing chosen', () => {
    expect(
      reportRequestParameters([from, since, minimumStamps, name, store], {
        From: null,
        Since: '2023-02-29',
        MinimumStamps: ' ',
        Name: '   ',
        Store: null,
      }),
    ).toEqual({});
    expect(reportRequestParameters([name, minimumStamps], { Name: '  Bold ', MinimumStamps: ' 7 ' })).toEqual({
      Name: ['Bold'],
      MinimumStamps: ['7'],
    });
  });

  it('omits a multi choice whose selection has as many values as its default', () => {
    expect(reportRequestParameters([categories], { Categories: ['12', '11', '10'] })).toEqual({});
    // The count decides, not which values: a selection as long as the default is omitted.
    expect(reportRequestParameters([{ ...categories, defaultValue: ['10'] }], { Categories: ['12'] })).toEqual({});
  });

  it('sends any other multi choice selection, an empty one as []', () => {
    expect(reportRequestParameters([categories], { Categories: ['10', '12'] })).toEqual({ Categories: ['10', '12'] });
    expect(reportRequestParameters([categories], { Categories: [] })).toEqual({ Categories: [] });
  });

  it('omits an empty multi choice without a default (same count: none) and sends a chosen one', () => {
    expect(reportRequestParameters([tags], { Tags: [] })).toEqual({});
    expect(reportRequestParameters([tags], { Tags: ['loyal'] })).toEqual({ Tags: ['loyal'] });
  });

  it('sends the defaults for a URL with no filters, as the server reads them', () => {
    expect(reportRequestParameters(everyType, read(''))).toEqual({
      IncludeTestStores: ['false'],
      MinimumStamps: ['0'],
    });
  });

  it('reads values of the wrong shape as empty', () => {
    expect(
      reportRequestParameters([name, store, categories, includeTestStores], {
        Name: true,
        Store: ['1'],
        Categories: 'Coffee',
        IncludeTestStores: 'true',
      }),
    ).toEqual({ Categories: [], IncludeTestStores: ['false'] });
  });
});
