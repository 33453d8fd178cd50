import { describe, expect, it } from 'vitest';
import { getNextTabIndex } from './tabFocus';

const allEnabled = [false, false, false];

describe('getNextTabIndex', () => {
  it('moves to the next and previous tab with the arrow keys of the orientation, wrapping around', () => {
    expect(getNextTabIndex('ArrowRight', 0, allEnabled, 'horizontal')).toBe(1);
    expect(getNextTabIndex('ArrowRight', 2, allEnabled, 'horizontal')).toBe(0);
    expect(getNextTabIndex('ArrowLeft', 0, allEnabled, 'horizontal')).toBe(2);
    expect(getNextTabIndex('ArrowDown', 1, allEnabled, 'vertical')).toBe(2);
    expect(getNextTabIndex('ArrowUp', 0, allEnabled, 'vertical')).toBe(2);
  });

  it('ignores the arrow keys across the orientation and other keys', () => {
    expect(getNextTabIndex('ArrowDown', 0, allEnabled, 'horizontal')).toBeNull();
    expect(getNextTabIndex('ArrowRight', 0, allEnabled, 'vertical')).toBeNull();
    expect(getNextTabIndex('a', 0, allEnabled, 'horizontal')).toBeNull();
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(getNextTabIndex('Home', 2, allEnabled, 'horizontal')).toBe(0);
    expect(getNextTabIndex('End', 0, allEnabled, 'horizontal')).toBe(2);
  });

  it('skips disabled tabs', () => {
    const disabled = [true, false, true, false];
    expect(getNextTabIndex('ArrowRight', 1, disabled, 'horizontal')).toBe(3);
    expect(getNextTabIndex('ArrowRight', 3, disabled, 'horizontal')).toBe(1);
    expect(getNextTabIndex('Home', 3, disabled, 'horizontal')).toBe(1);
    expect(getNextTabIndex('End', 1, [false, false, true], 'horizontal')).toBe(1);
  });

  it('finds nothing when every tab is disabled', () => {
    expect(getNextTabIndex('ArrowRight', 0, [true, true], 'horizontal')).toBeNull();
  });
});
