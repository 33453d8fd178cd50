import { describe, expect, it } from 'vitest';
import { isSameSelection, toMultipleValue, toSelectedKeys, toSingleValue } from './segmentedControlValue';

const textStyles = ['bold', 'italic', 'underline'];

describe('toSelectedKeys', () => {
  it('selects the one id of a single-selection value', () => {
    expect(toSelectedKeys('center')).toEqual(new Set(['center']));
  });

  it('selects every id of a multiple-selection value', () => {
    expect(toSelectedKeys(['bold', 'underline'])).toEqual(new Set(['bold', 'underline']));
  });

  it('selects nothing for null, undefined or an empty list', () => {
    expect(toSelectedKeys(null).size).toBe(0);
    expect(toSelectedKeys(undefined).size).toBe(0);
    expect(toSelectedKeys([]).size).toBe(0);
  });
});

describe('toSingleValue', () => {
  it('gives the selected id', () => {
    expect(toSingleValue(new Set(['right']))).toBe('right');
  });

  it('gives null when nothing is selected', () => {
    expect(toSingleValue(new Set())).toBeNull();
  });

  it('gives ids as strings even when react-aria reports a number', () => {
    expect(toSingleValue(new Set([2]))).toBe('2');
  });
});

describe('toMultipleValue', () => {
  it('lists the selected ids in the order of the options, not the order of the clicks', () => {
    expect(toMultipleValue(new Set(['underline', 'bold']), textStyles)).toEqual(['bold', 'underline']);
  });

  it('gives an empty list when nothing is selected', () => {
    expect(toMultipleValue(new Set(), textStyles)).toEqual([]);
  });

  it('leaves out ids that are not options', () => {
    expect(toMultipleValue(new Set(['bold', 'strikethrough']), textStyles)).toEqual(['bold']);
  });
});

describe('isSameSelection', () => {
  it('sees the same ids in another order as the same selection', () => {
    expect(isSameSelection(new Set(['bold', 'italic']), new Set(['italic', 'bold']))).toBe(true);
  });

  it('sees a different or larger selection as a change', () => {
    expect(isSameSelection(new Set(['left']), new Set(['right']))).toBe(false);
    expect(isSameSelection(new Set(['bold']), new Set(['bold', 'italic']))).toBe(false);
    expect(isSameSelection(new Set(['bold']), new Set())).toBe(false);
  });
});
