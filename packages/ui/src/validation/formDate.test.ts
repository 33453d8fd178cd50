import { describe, expect, it } from 'vitest';
import { formDateToIsoDate, isoDateToFormDate, parseFormDate, parseIsoDate } from './formDate';

describe('parseFormDate', () => {
  it('reads a real DD/MM/YYYY date', () => {
    expect(parseFormDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseFormDate('01/01/1001')).toEqual({ year: 1001, month: 1, day: 1 });
  });

  it('refuses days that do not exist, years up to 1000 and other formats', () => {
    for (const text of ['31/04/2024', '29/02/2023', '29/02/2100', '31/12/1000', '1/1/2024', '2024-01-01', '']) {
      expect(parseFormDate(text)).toBeUndefined();
    }
  });
});

describe('formDateToIsoDate', () => {
  it('turns a form date into the API date', () => {
    expect(formDateToIsoDate('31/12/1990')).toBe('1990-12-31');
    expect(formDateToIsoDate('31/11/1990')).toBeUndefined();
  });
});

describe('isoDateToFormDate', () => {
  it('turns the API date, with or without a time, into a form date', () => {
    expect(isoDateToFormDate('1990-12-31')).toBe('31/12/1990');
    expect(isoDateToFormDate('1990-12-31T00:00:00Z')).toBe('31/12/1990');
    expect(isoDateToFormDate('1990-02-30')).toBeUndefined();
    expect(isoDateToFormDate('31/12/1990')).toBeUndefined();
  });
});

describe('parseIsoDate', () => {
  it('reads a real ISO date with a year above 1000', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('0999-01-01')).toBeUndefined();
  });
});
