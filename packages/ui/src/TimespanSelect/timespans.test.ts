import { describe, expect, it } from 'vitest';
import { getTimespanLabel, isTimespan, timespans } from './timespans';

describe('timespans', () => {
  it('lists the seven timespans with their labels, shortest first', () => {
    expect(timespans.map(({ key, label }) => [key, label])).toEqual([
      ['week_to_date', 'Week to date'],
      ['last_week', 'Last week'],
      ['month_to_date', 'Month to date'],
      ['last_month', 'Last month'],
      ['year_to_date', 'Year to date'],
      ['last_year', 'Last year'],
      ['all_time', 'All time'],
    ]);
  });

  it('recognises a timespan key from a query parameter', () => {
    expect(isTimespan('last_month')).toBe(true);
    expect(isTimespan('all_time')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isTimespan('All time')).toBe(false);
    expect(isTimespan('')).toBe(false);
    expect(isTimespan(null)).toBe(false);
    expect(isTimespan(7)).toBe(false);
  });

  it('names a timespan by its label', () => {
    expect(getTimespanLabel('year_to_date')).toBe('Year to date');
  });
});
