import { describe, expect, it } from 'vitest';
import { getScrollTopToReveal, getVirtualRange, getVirtualRows, type VirtualLayout } from './useVirtualOptions';

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
