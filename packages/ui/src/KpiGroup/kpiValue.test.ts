import { describe, expect, it } from 'vitest';
import { formatKpiValue } from './kpiValue';

describe('formatKpiValue', () => {
  it('groups thousands with commas, as in en-GB', () => {
    expect(formatKpiValue(1234)).toBe('1,234');
    expect(formatKpiValue(1234567)).toBe('1,234,567');
  });

  it('shows small numbers and zero as they are', () => {
    expect(formatKpiValue(0)).toBe('0');
    expect(formatKpiValue(12)).toBe('12');
  });

  it('keeps at most two decimals', () => {
    expect(formatKpiValue(1234.5678)).toBe('1,234.57');
  });

  it('keeps the sign of a negative number', () => {
    expect(formatKpiValue(-1500)).toBe('-1,500');
  });

  it('has no text for a missing or non-finite value', () => {
    expect(formatKpiValue(null)).toBeNull();
    expect(formatKpiValue(undefined)).toBeNull();
    expect(formatKpiValue(Number.NaN)).toBeNull();
    expect(formatKpiValue(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
