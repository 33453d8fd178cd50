import { describe, expect, it } from 'vitest';
import {
  clampStampValue,
  formatRewardPositions,
  formatStampValue,
  getValueAfterKey,
  getValueAfterStampClick,
  normaliseRewardPositions,
} from './stampStepperValue';

describe('getValueAfterStampClick', () => {
  it('sets the stamps up to the clicked one', () => {
    expect(getValueAfterStampClick(0, 4)).toBe(4);
    expect(getValueAfterStampClick(5, 2)).toBe(2);
    expect(getValueAfterStampClick(2, 6)).toBe(6);
  });

  it('clears the card when the first stamp is clicked while it is the only one set', () => {
    expect(getValueAfterStampClick(1, 1)).toBe(0);
  });

  it('sets one stamp when the first is clicked on an empty or fuller card', () => {
    expect(getValueAfterStampClick(0, 1)).toBe(1);
    expect(getValueAfterStampClick(3, 1)).toBe(1);
  });

  it('keeps the value when a later stamp that is already the last set is clicked', () => {
    expect(getValueAfterStampClick(3, 3)).toBe(3);
  });
});

describe('getValueAfterKey', () => {
  it('steps one stamp with the arrows, within 0..stampCount', () => {
    expect(getValueAfterKey(2, 'ArrowRight', 6)).toBe(3);
    expect(getValueAfterKey(2, 'ArrowUp', 6)).toBe(3);
    expect(getValueAfterKey(2, 'ArrowLeft', 6)).toBe(1);
    expect(getValueAfterKey(2, 'ArrowDown', 6)).toBe(1);
    expect(getValueAfterKey(6, 'ArrowRight', 6)).toBe(6);
    expect(getValueAfterKey(0, 'ArrowLeft', 6)).toBe(0);
  });

  it('goes to none with Home and all with End', () => {
    expect(getValueAfterKey(4, 'Home', 6)).toBe(0);
    expect(getValueAfterKey(1, 'End', 6)).toBe(6);
  });

  it('jumps to the next and the previous reward with Page Up and Page Down', () => {
    expect(getValueAfterKey(0, 'PageUp', 6, [3, 6])).toBe(3);
    expect(getValueAfterKey(3, 'PageUp', 6, [3, 6])).toBe(6);
    expect(getValueAfterKey(6, 'PageDown', 6, [3, 6])).toBe(3);
    expect(getValueAfterKey(3, 'PageDown', 6, [3, 6])).toBe(0);
  });

  it('jumps to all or none with Page Up and Page Down when no reward lies that way', () => {
    expect(getValueAfterKey(2, 'PageUp', 6)).toBe(6);
    expect(getValueAfterKey(5, 'PageUp', 6, [3])).toBe(6);
    expect(getValueAfterKey(2, 'PageDown', 6, [3])).toBe(0);
  });

  it('leaves other keys to the browser', () => {
    expect(getValueAfterKey(2, 'Tab', 6)).toBeUndefined();
    expect(getValueAfterKey(2, 'Enter', 6)).toBeUndefined();
  });
});

describe('clampStampValue', () => {
  it('keeps the value a whole number within the card', () => {
    expect(clampStampValue(-1, 6)).toBe(0);
    expect(clampStampValue(9, 6)).toBe(6);
    expect(clampStampValue(2.4, 6)).toBe(2);
    expect(clampStampValue(Number.NaN, 6)).toBe(0);
  });
});

describe('normaliseRewardPositions', () => {
  it('keeps distinct positions on the card, in order', () => {
    expect(normaliseRewardPositions([6, 3, 3, 0, 7, 2.5], 6)).toEqual([3, 6]);
  });
});

describe('formatStampValue', () => {
  it('says how many stamps of how many are set', () => {
    expect(formatStampValue(2, 6, [3, 6])).toBe('2 of 6 stamps');
    expect(formatStampValue(0, 1)).toBe('0 of 1 stamp');
  });

  it('adds that the last stamp set earns a reward', () => {
    expect(formatStampValue(3, 6, [3, 6])).toBe('3 of 6 stamps, reward');
  });
});

describe('formatRewardPositions', () => {
  it('lists the reward stamps in a sentence', () => {
    expect(formatRewardPositions([3, 6])).toBe('Rewards at stamps 3 and 6.');
    expect(formatRewardPositions([2, 4, 6])).toBe('Rewards at stamps 2, 4 and 6.');
    expect(formatRewardPositions([5])).toBe('Reward at stamp 5.');
    expect(formatRewardPositions([])).toBeUndefined();
  });
});
