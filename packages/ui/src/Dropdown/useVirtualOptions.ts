import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';

/** The window of rows in view. */
export interface VirtualRange {
  /** Index of the first row to render. */
  start: number;
  /** Index after the last row to render. */
  end: number;
}

export interface VirtualLayout {
  /** How many rows the list has. */
  count: number;
  /** The fixed height of one row, in pixels. */
  rowHeight: number;
  /** The padding at the top and bottom of the list, in pixels. */
  listPadding: number;
  /** The height of the visible part of the list, in pixels. */
  viewportHeight: number;
  /** How many rows to render beyond each edge of the visible part. */
  overscan: number;
}

/** The largest scroll position of a list with this layout. */
function maxScrollTop({ count, rowHeight, listPadding, viewportHeight }: VirtualLayout): number {
  return Math.max(0, count * rowHeight + 2 * listPadding - viewportHeight);
}

/** The rows of a fixed-row-height list that are in view at `scrollTop`, plus the overscan. */
export function getVirtualRange(scrollTop: number, layout: VirtualLayout): VirtualRange {
  const { count, rowHeight, listPadding, viewportHeight, overscan } = layout;
  const top = Math.min(Math.max(0, scrollTop), maxScrollTop(layout)) - listPadding;
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((top + viewportHeight) / rowHeight) + overscan);
  return { start, end: Math.max(start, end) };
}

/** The scroll position that brings row `index` fully into view, moving as little as possible. */
export function getScrollTopToReveal(index: number, scrollTop: number, layout: VirtualLayout): number {
  const { rowHeight, listPadding, viewportHeight } = layout;
  const rowTop = listPadding + index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  if (rowTop - listPadding < scrollTop) return Math.max(0, rowTop - listPadding);
  if (rowBottom + listPadding > scrollTop + viewportHeight) {
    return Math.min(maxScrollTop(layout), rowBottom + listPadding - viewportHeight);
  }
  return scrollTop;
}

/** A rendered row and the empty space before it (rows not rendered), in pixels. */
export interface VirtualRow {
  index: number;
  gapBefore: number;
}

/**
 * The rows to render: the window, plus the row `activeIndex` when it is outside it (so the
 * option the keyboard is on is always in the page for aria-activedescendant, even before the
 * list has scrolled to it), each with the space standing in for the rows skipped before it.
 */
export function getVirtualRows(
  range: VirtualRange,
  activeIndex: number,
  { count, rowHeight }: Pick<VirtualLayout, 'count' | 'rowHeight'>,
): { rows: VirtualRow[]; gapAfter: number } {
  const indices: number[] = [];
  const hasExtra = activeIndex >= 0 && activeIndex < count && (activeIndex < range.start || activeIndex >= range.end);
  if (hasExtra && activeIndex < range.start) indices.push(activeIndex);
  for (let index = range.start; index < range.end; index += 1) indices.push(index);
  if (hasExtra && activeIndex >= range.end) indices.push(activeIndex);
  let next = 0;
  const rows = indices.map((index) => {
    const row = { index, gapBefore: (index - next) * rowHeight };
    next = index + 1;
    return row;
  });
  return { rows, gapAfter: (count - next) * rowHeight };
}

export interface UseVirtualOptionsOptions {
  /** How many options the list has. */
  count: number;
  /** The fixed height of one option row, in pixels. */
  rowHeight: number;
  /** The padding at the top and bottom of the list, in pixels. */
  listPadding: number;
  /** The list's largest height, in pixels: its height until it has been measured. */
  maxHeight: number;
  /** The option the keyboard is on, kept in view; -1 for none. */
  activeIndex: number;
  /** Rows rendered beyond each edge. @default 6 */
  overscan?: number;
}

/**
 * Windowing for the option list: only the rows in view (and a few beyond) are rendered, with
 * spacers standing in for the rest, so 10,000 options open and filter as fast as ten. Rows have
 * one fixed height, which keeps it to arithmetic (no measuring of rows), and the option the
 * keyboard moves to is scrolled into view (downshift's own scrolling needs the row rendered).
 * Returns the rows to render, and a ref and a scroll handler for the scrolling list element.
 */
export function useVirtualOptions({
  count,
  rowHeight,
  listPadding,
  maxHeight,
  activeIndex,
  overscan = 6,
}: UseVirtualOptionsOptions) {
  // The element in state re-runs the effects when the list mounts; the ref is what they read
  // and scroll, a DOM node rather than a rendered value.
  const [listElement, setListElement] = useState<HTMLElement | null>(null);
  const listElementRef = useRef<HTMLElement | null>(null);
  const listRef = useCallback((element: HTMLElement | null) => {
    listElementRef.current = element;
    setListElement(element);
  }, []);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(maxHeight);
  const layout: VirtualLayout = { count, rowHeight, listPadding, viewportHeight, overscan };

  // The option the keyboard moves to is scrolled into view before the browser paints; the
  // window follows at once rather than on the scroll event a frame later.
  useLayoutEffect(() => {
    const element = listElementRef.current;
    if (element === null || activeIndex < 0 || activeIndex >= count) return;
    const current = element.scrollTop;
    const target = getScrollTopToReveal(activeIndex, current, {
      count,
      rowHeight,
      listPadding,
      viewportHeight: element.clientHeight || maxHeight,
      overscan: 0,
    });
    if (Math.abs(target - current) < 1) return;
    element.scrollTop = target;
    setScrollTop(element.scrollTop);
  }, [listElement, activeIndex, count, rowHeight, listPadding, maxHeight]);

  // The visible height: the list may be shorter than maxHeight (few options, little room).
  useLayoutEffect(() => {
    if (listElement === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setViewportHeight(listElement.clientHeight || maxHeight);
    });
    observer.observe(listElement);
    return () => {
      observer.disconnect();
    };
  }, [listElement, maxHeight]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    setScrollTop(event.currentTarget.scrollTop);
  }, []);

  return {
    ...getVirtualRows(getVirtualRange(scrollTop, layout), activeIndex, layout),
    listRef,
    onScroll,
  };
}
