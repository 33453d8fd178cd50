import { describe, expect, it, vi } from 'vitest';
import { exportFileName, exportQueryOf } from './exportCsv';

describe('exportFileName', () => {
  it('names the file after its list and the day, as YYYY-MM-DD', () => {
    expect(exportFileName('customers', new Date(2026, 10, 29, 15, 30))).toBe('customers-2026-11-29.csv');
    expect(exportFileName('business-7-staff', new Date(2026, 10, 29))).toBe('business-7-staff-2026-11-29.csv');
  });

  it('pads the month and the day to two digits', () => {
    expect(exportFileName('businesses', new Date(2027, 0, 5))).toBe('businesses-2027-01-05.csv');
  });

  it('takes the day where the user is, not in UTC', () => {
    // One minute before and one after local midnight: the local day changes, whatever the zone.
    expect(exportFileName('tags', new Date(2026, 11, 31, 23, 59))).toBe('tags-2026-12-31.csv');
    expect(exportFileName('tags', new Date(2027, 0, 1, 0, 1))).toBe('tags-2027-01-01.csv');
  });

  it('is named for today when no date is given', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 29, 9, 0) });
    try {
      expect(exportFileName('history')).toBe('history-2026-11-29.csv');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('exportQueryOf', () => {
  it("keeps the list's search, sort and filters and drops its page and page size", () => {
    expect(
      exportQueryOf({
        page: 3,
        pageCount: 20,
        SearchTerm: 'ann',
        OrderBy: '-name',
        filters: { stores: ['2', '5'], roles: ['Customer'] },
      }),
    ).toEqual({ SearchTerm: 'ann', OrderBy: '-name', filters: { stores: ['2', '5'], roles: ['Customer'] } });
  });

  it('asks for everything when the list is neither searched, sorted nor filtered', () => {
    expect(exportQueryOf({ page: 1, pageCount: 11 })).toEqual({});
  });
});
