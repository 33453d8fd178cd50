import { describe, expect, it } from 'vitest';
import { clampNumber, formatNumber, isNumberTextAllowed, parseNumberText, stepNumber } from './numberText';

const wholeNumbers = { allowsDecimals: false, allowsNegative: false };
const anyNumbers = { allowsDecimals: true, allowsNegative: true };

describe('isNumberTextAllowed', () => {
  it('lets digits be typed, and nothing at all', () => {
    expect(isNumberTextAllowed('', wholeNumbers)).toBe(true);
    expect(isNumberTextAllowed('120', wholeNumbers)).toBe(true);
  });

  it('refuses letters, spaces, units and exponents', () => {
    for (const text of ['12a', 'abc', '1 2', '12px', '1e3', '+1', '1,5']) {
      expect(isNumberTextAllowed(text, anyNumbers)).toBe(false);
    }
  });

  it('lets a minus be typed only first, and only when negatives are allowed', () => {
    expect(isNumberTextAllowed('-', anyNumbers)).toBe(true);
    expect(isNumberTextAllowed('-12', anyNumbers)).toBe(true);
    expect(isNumberTextAllowed('1-2', anyNumbers)).toBe(false);
    expect(isNumberTextAllowed('--1', anyNumbers)).toBe(false);
    expect(isNumberTextAllowed('-12', wholeNumbers)).toBe(false);
  });

  it('lets one decimal point be typed, and only when decimals are allowed', () => {
    expect(isNumberTextAllowed('12.', anyNumbers)).toBe(true);
    expect(isNumberTextAllowed('.5', anyNumbers)).toBe(true);
    expect(isNumberTextAllowed('-0.25', anyNumbers)).toBe(true);
    expect(isNumberTextAllowed('1.2.3', anyNumbers)).toBe(false);
    expect(isNumberTextAllowed('12.5', wholeNumbers)).toBe(false);
  });
});

describe('parseNumberText', () => {
  it('reads an empty or unfinished text as no number', () => {
    for (const text of ['', '   ', '-', '.', '-.']) expect(parseNumberText(text)).toBeNull();
  });

  it('reads whole, negative and decimal numbers', () => {
    expect(parseNumberText('50')).toBe(50);
    expect(parseNumberText('007')).toBe(7);
    expect(parseNumberText('-90')).toBe(-90);
    expect(parseNumberText('12.')).toBe(12);
    expect(parseNumberText('-.5')).toBe(-0.5);
    expect(parseNumberText(' 25 ')).toBe(25);
  });

  it('reads nothing that is not plainly a number', () => {
    for (const text of ['12px', '1e3', 'Infinity', '0x10', '1,000']) expect(parseNumberText(text)).toBeNull();
  });
});

describe('formatNumber', () => {
  it('shows a number in its shortest form, and no number as empty', () => {
    expect(formatNumber(50)).toBe('50');
    expect(formatNumber(-0.5)).toBe('-0.5');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('clampNumber', () => {
  it('keeps a number within whichever bounds are given', () => {
    expect(clampNumber(150, 0, 100)).toBe(100);
    expect(clampNumber(-5, 0, 100)).toBe(0);
    expect(clampNumber(42, 0, 100)).toBe(42);
    expect(clampNumber(-500)).toBe(-500);
    expect(clampNumber(500, undefined, 90)).toBe(90);
  });
});

describe('stepNumber', () => {
  it('adds or takes away one step', () => {
    expect(stepNumber(50, 1, { step: 1 })).toBe(51);
    expect(stepNumber(50, -1, { step: 5 })).toBe(45);
  });

  it('stays within the bounds', () => {
    expect(stepNumber(100, 1, { step: 1, minValue: 0, maxValue: 100 })).toBe(100);
    expect(stepNumber(0, -1, { step: 1, minValue: 0 })).toBe(0);
    expect(stepNumber(98, 1, { step: 5, maxValue: 100 })).toBe(100);
  });

  it('rounds decimal steps to the step, so 0.1 + 0.2 is 0.3', () => {
    expect(stepNumber(0.2, 1, { step: 0.1 })).toBe(0.3);
    expect(stepNumber(1.25, -1, { step: 0.1 })).toBe(1.15);
  });

  it('starts an empty field at the minimum going up, the maximum going down, else 0', () => {
    expect(stepNumber(null, 1, { step: 1, minValue: 10, maxValue: 20 })).toBe(10);
    expect(stepNumber(null, -1, { step: 1, minValue: 10, maxValue: 20 })).toBe(20);
    expect(stepNumber(null, 1, { step: 1 })).toBe(0);
    expect(stepNumber(null, 1, { step: 1, maxValue: -5 })).toBe(-5);
  });
});
