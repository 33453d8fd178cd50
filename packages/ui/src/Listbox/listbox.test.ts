import { describe, expect, it } from 'vitest';
import {
  getFullyVisibleRange,
  getIndexOnFocus,
  getListboxKeyResult,
  getPageRowCount,
  getScrollTopToReveal,
  getVirtualRange,
  getVirtualRows,
  type ListboxKey,
  type VirtualLayout,
} from './listbox';

const layout: VirtualLayout = { count: 10_000, rowHeight: 36, listPadding: 4, viewportHeight: 300, overscan: 2 };

describe('getVirtualRange', () => {
  it('renders only the rows in view plus the overscan at the top of a long list', () => {
    // 300 px show 9 rows (the 9th in part), plus 2 overscan.
    expect(getVirtualRange(0, layout)).toEqual({ start: 0, end: 11 });
  });

  it('renders a window of a few rows in the middle of the list', () => {
    const range = getVirtualRange(36 * 5000, layout);
    expect(range.start).toBe(4997);
    expect(range.end).toBeLessThan(5015);
  });

  it('renders the last rows at the end of the list', () => {
    expect(getVirtualRange(10_000 * 36 + 8 - 300, layout).end).toBe(10_000);
  });

  it('clamps a scroll position beyond the end, as after the list was filtered shorter', () => {
    expect(getVirtualRange(36 * 5000, { ...layout, count: 3 })).toEqual({ start: 0, end: 3 });
  });

  it('renders nothing for an empty list', () => {
    expect(getVirtualRange(0, { ...layout, count: 0 })).toEqual({ start: 0, end: 0 });
  });
});

describe('getVirtualRows', () => {
  const range = { start: 10, end: 13 };

  it('renders the window with the space of the skipped rows before it and after it', () => {
    expect(getVirtualRows(range, 11, layout)).toEqual({
      rows: [
        { index: 10, gapBefore: 360 },
        { index: 11, gapBefore: 0 },
        { index: 12, gapBefore: 0 },
      ],
      gapAfter: (10_000 - 13) * 36,
    });
  });

  it('also renders the option the keyboard is on when it is beyond the window, at its place', () => {
    const { rows, gapAfter } = getVirtualRows(range, 9_999, layout);
    expect(rows.map((row) => row.index)).toEqual([10, 11, 12, 9_999]);
    expect(rows[3]?.gapBefore).toBe((9_999 - 13) * 36);
    expect(gapAfter).toBe(0);
  });

  it('keeps the total height of every row while rendering only a window', () => {
    const { rows, gapAfter } = getVirtualRows(getVirtualRange(36 * 5000, layout), -1, layout);
    const height = rows.reduce((total, row) => total + row.gapBefore + 36, 0) + gapAfter;
    expect(rows.length).toBeLessThan(20);
    expect(height).toBe(10_000 * 36);
  });

  it('also renders the option the keyboard is on when it is before the window', () => {
    const { rows } = getVirtualRows(range, 0, layout);
    expect(rows.map((row) => [row.index, row.gapBefore])).toEqual([
      [0, 0],
      [10, 9 * 36],
      [11, 0],
      [12, 0],
    ]);
  });
});

describe('getScrollTopToReveal', () => {
  it('leaves the list where it is when the row is already in view', () => {
    expect(getScrollTopToReveal(3, 0, layout)).toBe(0);
  });

  it('scrolls down just enough to show a row below the view', () => {
    expect(getScrollTopToReveal(9_999, 0, layout)).toBe(10_000 * 36 + 8 - 300);
    expect(getScrollTopToReveal(10, 0, layout)).toBe(4 + 11 * 36 + 4 - 300);
  });

  it('scrolls up to show a row above the view', () => {
    expect(getScrollTopToReveal(0, 5000, layout)).toBe(0);
    expect(getScrollTopToReveal(100, 36 * 200, layout)).toBe(3600);
  });
});

describe('getFullyVisibleRange', () => {
  const list = { count: 100, rowHeight: 56, listPadding: 0, viewportHeight: 336 };

  it('gives the rows wholly in view at the top of the list', () => {
    expect(getFullyVisibleRange(0, list)).toEqual({ first: 0, last: 5 });
  });

  it('leaves out a row cut by the top or the bottom edge', () => {
    // Scrolled by 10 px: row 0 is cut at the top, row 6 at the bottom.
    expect(getFullyVisibleRange(10, list)).toEqual({ first: 1, last: 5 });
  });

  it('counts the list padding, and stays inside a short list', () => {
    expect(getFullyVisibleRange(0, { ...layout, count: 3 })).toEqual({ first: 0, last: 2 });
    expect(getFullyVisibleRange(40, layout)).toEqual({ first: 1, last: 8 });
  });
});

describe('getIndexOnFocus', () => {
  const visible = { first: 10, last: 15 };

  it('keeps the active row when it is in view', () => {
    expect(getIndexOnFocus(12, 14, visible)).toBe(12);
  });

  it('takes the selected row in view when the active one is not', () => {
    expect(getIndexOnFocus(-1, 14, visible)).toBe(14);
    expect(getIndexOnFocus(40, 15, visible)).toBe(15);
  });

  it('takes the first row in view when neither is', () => {
    expect(getIndexOnFocus(-1, -1, visible)).toBe(10);
    expect(getIndexOnFocus(2, 30, visible)).toBe(10);
  });
});

describe('getPageRowCount', () => {
  it('moves a view less one row, and at least one', () => {
    expect(getPageRowCount(336, 56)).toBe(5);
    expect(getPageRowCount(40, 56)).toBe(1);
  });
});

describe('getListboxKeyResult', () => {
  const press = (key: string, modifiers: Partial<ListboxKey> = {}): ListboxKey => ({
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
  });

  it('moves by one with the arrows, onto the first row from nothing', () => {
    expect(getListboxKeyResult(press('ArrowDown'), -1, 10, 5)).toEqual({ type: 'move', index: 0 });
    expect(getListboxKeyResult(press('ArrowUp'), -1, 10, 5)).toEqual({ type: 'move', index: 0 });
    expect(getListboxKeyResult(press('ArrowDown'), 3, 10, 5)).toEqual({ type: 'move', index: 4 });
    expect(getListboxKeyResult(press('ArrowUp'), 3, 10, 5)).toEqual({ type: 'move', index: 2 });
  });

  it('stays on the first and the last row at the ends', () => {
    expect(getListboxKeyResult(press('ArrowUp'), 0, 10, 5)).toEqual({ type: 'move', index: 0 });
    expect(getListboxKeyResult(press('ArrowDown'), 9, 10, 5)).toEqual({ type: 'move', index: 9 });
  });

  it('jumps to the ends with Home and End, and by a page with Page Up and Page Down', () => {
    expect(getListboxKeyResult(press('Home'), 6, 10, 5)).toEqual({ type: 'move', index: 0 });
    expect(getListboxKeyResult(press('End'), 2, 10, 5)).toEqual({ type: 'move', index: 9 });
    expect(getListboxKeyResult(press('PageDown'), 2, 10, 5)).toEqual({ type: 'move', index: 7 });
    expect(getListboxKeyResult(press('PageDown'), 7, 10, 5)).toEqual({ type: 'move', index: 9 });
    expect(getListboxKeyResult(press('PageUp'), 7, 10, 5)).toEqual({ type: 'move', index: 2 });
    expect(getListboxKeyResult(press('PageUp'), 2, 10, 5)).toEqual({ type: 'move', index: 0 });
  });

  it('acts on the active row with Space and Enter, and not without one', () => {
    expect(getListboxKeyResult(press(' '), 4, 10, 5)).toEqual({ type: 'action', index: 4 });
    expect(getListboxKeyResult(press('Enter'), 4, 10, 5)).toEqual({ type: 'action', index: 4 });
    expect(getListboxKeyResult(press('Enter'), -1, 10, 5)).toBeNull();
  });

  it('leaves other keys, modified keys and an empty list alone', () => {
    expect(getListboxKeyResult(press('a'), 4, 10, 5)).toBeNull();
    expect(getListboxKeyResult(press('ArrowDown', { ctrlKey: true }), 4, 10, 5)).toBeNull();
    expect(getListboxKeyResult(press('End', { metaKey: true }), 4, 10, 5)).toBeNull();
    expect(getListboxKeyResult(press('Home', { altKey: true }), 4, 10, 5)).toBeNull();
    expect(getListboxKeyResult(press('ArrowDown'), -1, 0, 5)).toBeNull();
  });
});
