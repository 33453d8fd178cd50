import { describe, expect, it } from 'vitest';
import {
  autoFormatDateInput,
  daysInMonth,
  formatIsoDate,
  getDateBounds,
  getDateInputMessage,
  getUnavailableDateMessage,
  isDateDisabled,
  normalizeIsoDate,
  parseDateInput,
  type DisabledDateRange,
} from './dateInput';

/** Types `keys` one character at a time, as the input does. */
function typeInto(keys: string, format: 'DD/MM/YYYY' | 'YYYY-MM-DD', start = ''): string {
  let text = start;
  for (const key of keys) text = autoFormatDateInput(text + key, format);
  return text;
}

const stocktake: DisabledDateRange = { start: '2024-03-10', end: '2024-03-12', reason: 'Closed for stocktake' };

describe('autoFormatDateInput', () => {
  it('inserts the separators as the digits of DD/MM/YYYY are typed', () => {
    expect(typeInto('2', 'DD/MM/YYYY')).toBe('2');
    expect(typeInto('21', 'DD/MM/YYYY')).toBe('21/');
    expect(typeInto('210', 'DD/MM/YYYY')).toBe('21/0');
    expect(typeInto('2103', 'DD/MM/YYYY')).toBe('21/03/');
    expect(typeInto('21032024', 'DD/MM/YYYY')).toBe('21/03/2024');
  });

  it('inserts the separators as the digits of YYYY-MM-DD are typed', () => {
    expect(typeInto('2024', 'YYYY-MM-DD')).toBe('2024-');
    expect(typeInto('202403', 'YYYY-MM-DD')).toBe('2024-03-');
    expect(typeInto('20240321', 'YYYY-MM-DD')).toBe('2024-03-21');
  });

  it('lets Backspace remove a separator instead of adding it back', () => {
    expect(autoFormatDateInput('21/03/', 'DD/MM/YYYY', true)).toBe('21/03/');
    expect(autoFormatDateInput('21', 'DD/MM/YYYY', true)).toBe('21');
    expect(autoFormatDateInput('21/03', 'DD/MM/YYYY', true)).toBe('21/03');
    expect(autoFormatDateInput('2024', 'YYYY-MM-DD', true)).toBe('2024');
    expect(autoFormatDateInput('', 'DD/MM/YYYY', true)).toBe('');
  });

  it('closes up the digits when one in the middle is deleted', () => {
    // Backspace after the 3 of 21/03/2024.
    expect(autoFormatDateInput('21/0/2024', 'DD/MM/YYYY', true)).toBe('21/02/024');
  });

  it('keeps a separator typed by hand and pads a one-digit day or month', () => {
    expect(typeInto('21/', 'DD/MM/YYYY')).toBe('21/');
    expect(typeInto('1/', 'DD/MM/YYYY')).toBe('01/');
    expect(typeInto('1/3/', 'DD/MM/YYYY')).toBe('01/03/');
    expect(typeInto('2024-3-', 'YYYY-MM-DD')).toBe('2024-03-');
    // The day 21 selected and replaced by a 5.
    expect(autoFormatDateInput('5/03/2024', 'DD/MM/YYYY')).toBe('05/03/2024');
  });

  it('ignores letters and digits beyond a complete date', () => {
    expect(typeInto('2a1b', 'DD/MM/YYYY')).toBe('21/');
    expect(autoFormatDateInput('21/03/20245', 'DD/MM/YYYY')).toBe('21/03/2024');
  });

  it('formats a pasted text and converts a complete date pasted in the other format', () => {
    expect(autoFormatDateInput('21032024', 'DD/MM/YYYY')).toBe('21/03/2024');
    expect(autoFormatDateInput('21.03.2024', 'DD/MM/YYYY')).toBe('21/03/2024');
    expect(autoFormatDateInput('2024-03-21', 'DD/MM/YYYY')).toBe('21/03/2024');
    expect(autoFormatDateInput('2024-03-21T00:00:00', 'DD/MM/YYYY')).toBe('21/03/2024');
    expect(autoFormatDateInput('21/03/2024', 'YYYY-MM-DD')).toBe('2024-03-21');
  });
});

describe('parseDateInput', () => {
  it('reads a complete, real date in either format', () => {
    expect(parseDateInput('21/03/2024', 'DD/MM/YYYY')).toEqual({ value: '2024-03-21', problem: null });
    expect(parseDateInput('2024-03-21', 'YYYY-MM-DD')).toEqual({ value: '2024-03-21', problem: null });
    expect(parseDateInput('29/02/2024', 'DD/MM/YYYY')).toEqual({ value: '2024-02-29', problem: null });
  });

  it('treats empty text as no date and no problem', () => {
    expect(parseDateInput('', 'DD/MM/YYYY')).toEqual({ value: null, problem: null });
    expect(parseDateInput('  ', 'YYYY-MM-DD')).toEqual({ value: null, problem: null });
  });

  it('calls a text short of 10 characters, or in the other format, incomplete', () => {
    expect(parseDateInput('21/03/202', 'DD/MM/YYYY').problem).toBe('incomplete');
    expect(parseDateInput('2024-03-21', 'DD/MM/YYYY').problem).toBe('incomplete');
    expect(parseDateInput('21/03/2024', 'YYYY-MM-DD').problem).toBe('incomplete');
  });

  it('rejects days that do not exist', () => {
    expect(parseDateInput('31/02/2024', 'DD/MM/YYYY')).toEqual({ value: null, problem: 'notADate' });
    expect(parseDateInput('29/02/2023', 'DD/MM/YYYY').problem).toBe('notADate');
    expect(parseDateInput('00/01/2024', 'DD/MM/YYYY').problem).toBe('notADate');
    expect(parseDateInput('2024-13-01', 'YYYY-MM-DD').problem).toBe('notADate');
  });

  it('accepts only years above 1000', () => {
    expect(parseDateInput('31/12/0999', 'DD/MM/YYYY')).toEqual({ value: null, problem: 'yearTooEarly' });
    expect(parseDateInput('31/12/1000', 'DD/MM/YYYY').problem).toBe('yearTooEarly');
    expect(parseDateInput('01/01/1001', 'DD/MM/YYYY')).toEqual({ value: '1001-01-01', problem: null });
  });
});

describe('formatIsoDate', () => {
  it('writes an ISO date in the form format or keeps it for report filters', () => {
    expect(formatIsoDate('2024-03-21', 'DD/MM/YYYY')).toBe('21/03/2024');
    expect(formatIsoDate('2024-03-21', 'YYYY-MM-DD')).toBe('2024-03-21');
    expect(formatIsoDate('2024-03-21T10:30:00Z', 'DD/MM/YYYY')).toBe('21/03/2024');
  });

  it('writes nothing for no date or a value that is not a date', () => {
    expect(formatIsoDate(null, 'DD/MM/YYYY')).toBe('');
    expect(formatIsoDate('', 'DD/MM/YYYY')).toBe('');
    expect(formatIsoDate('2024-02-30', 'YYYY-MM-DD')).toBe('');
    expect(normalizeIsoDate('yesterday')).toBeNull();
  });
});

describe('isDateDisabled', () => {
  it('gives the reason of the disabled range that holds the date, ends included', () => {
    expect(isDateDisabled('2024-03-10', [stocktake])).toBe('Closed for stocktake');
    expect(isDateDisabled('2024-03-12', [stocktake])).toBe('Closed for stocktake');
    expect(isDateDisabled('2024-03-13', [stocktake])).toBeNull();
    expect(isDateDisabled('2024-03-09', [stocktake])).toBeNull();
  });

  it('reads ranges given as ISO date-times', () => {
    const range = { start: '2024-03-10T00:00:00', end: '2024-03-12T00:00:00', reason: 'Closed' };
    expect(isDateDisabled('2024-03-12', [range])).toBe('Closed');
  });

  it('explains the minimum and maximum in the chosen format', () => {
    expect(isDateDisabled('2024-02-29', [], '2024-03-01', '2024-12-31')).toBe('Dates from 01/03/2024 only');
    expect(isDateDisabled('2025-01-01', [], '2024-03-01', '2024-12-31')).toBe('Dates until 31/12/2024 only');
    expect(isDateDisabled('2025-01-01', [], null, '2024-12-31', 'YYYY-MM-DD')).toBe('Dates until 2024-12-31 only');
    expect(isDateDisabled('2024-06-01', [], '2024-03-01', '2024-12-31')).toBeNull();
  });

  it('never allows a date before 01/01/1001, whatever the minimum', () => {
    expect(isDateDisabled('1000-12-31')).toBe('Dates from 01/01/1001 only');
    expect(isDateDisabled('1000-12-31', [], '0500-01-01')).toBe('Dates from 01/01/1001 only');
    expect(getDateBounds(undefined, undefined)).toEqual({ min: '1001-01-01', max: '9999-12-31' });
  });
});

describe('getDateInputMessage', () => {
  const constraints = { minValue: '2024-01-01', maxValue: '2024-12-31', disabledRanges: [stocktake] };

  it('explains each reason a typed text is not applied', () => {
    expect(getDateInputMessage('21/03/20', 'DD/MM/YYYY')).toBe('Enter a date as DD/MM/YYYY');
    expect(getDateInputMessage('2024-03', 'YYYY-MM-DD')).toBe('Enter a date as YYYY-MM-DD');
    expect(getDateInputMessage('31/02/2024', 'DD/MM/YYYY')).toBe('Invalid date: 31/02/2024 does not exist');
    expect(getDateInputMessage('01/01/0999', 'DD/MM/YYYY')).toBe('Dates from 01/01/1001 only');
    expect(getDateInputMessage('11/03/2024', 'DD/MM/YYYY', constraints)).toBe('Unavailable: Closed for stocktake');
    expect(getDateInputMessage('01/01/2025', 'DD/MM/YYYY', constraints)).toBe('Dates until 31/12/2024 only');
  });

  it('has nothing to say about empty text or a date that can be chosen', () => {
    expect(getDateInputMessage('', 'DD/MM/YYYY', constraints)).toBeNull();
    expect(getDateInputMessage('21/03/2024', 'DD/MM/YYYY', constraints)).toBeNull();
    expect(getUnavailableDateMessage('2024-03-21', 'DD/MM/YYYY', constraints)).toBeNull();
  });
});

describe('daysInMonth', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });
});
