/*
 * The arithmetic of a windowed listbox, pure: which rows to render for a scroll position, where
 * to scroll to bring a row into view, which rows are fully in view, and where a key moves the
 * active option. Every row has one fixed height, so no row is ever measured.
 */

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

/** The first and last rows wholly in view at `scrollTop` (the last one at least the first). */
export function getFullyVisibleRange(
  scrollTop: number,
  { count, rowHeight, listPadding, viewportHeight }: Omit<VirtualLayout, 'overscan'>,
): { first: number; last: number } {
  const top = scrollTop - listPadding;
  const first = Math.max(0, Math.min(count - 1, Math.ceil(top / rowHeight)));
  const last = Math.min(count - 1, Math.floor((top + viewportHeight) / rowHeight) - 1);
  return { first, last: Math.max(first, last) };
}

/**
 * The row the keyboard takes when focus arrives on the list: the active row when it is in view,
 * else `preferredIndex` (the selected option) when it is, else the first row in view.
 */
export function getIndexOnFocus(
  activeIndex: number,
  preferredIndex: number,
  visible: { first: number; last: number },
): number {
  const isVisible = (index: number) => index >= visible.first && index <= visible.last;
  if (isVisible(activeIndex)) return activeIndex;
  return isVisible(preferredIndex) ? preferredIndex : visible.first;
}

/** How many rows Page Up and Page Down move: a view's worth less one, so a row stays in sight. */
export function getPageRowCount(viewportHeight: number, rowHeight: number): number {
  return Math.max(1, Math.floor(viewportHeight / rowHeight) - 1);
}

/** What a key does to the list: move the active option to `index`, or act on (choose) it. */
export type ListboxKeyResult = { type: 'move'; index: number } | { type: 'action'; index: number };

/** The parts of a key event the listbox reads. */
export type ListboxKey = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/**
 * What a key does in a listbox whose focus stays on the list (aria-activedescendant): the arrows
 * move by one (from nothing, to the first row), Home and End go to the ends, Page Up and Page Down
 * move by `pageRows`, each clamped to the list; Space and Enter act on the active option. Null when
 * the key is not the list's: modified keys, an empty list, Space or Enter with nothing active.
 */
export function getListboxKeyResult(
  { key, altKey, ctrlKey, metaKey }: ListboxKey,
  activeIndex: number,
  count: number,
  pageRows: number,
): ListboxKeyResult | null {
  if (altKey || ctrlKey || metaKey || count === 0) return null;
  const current = Math.max(-1, Math.min(activeIndex, count - 1));
  const move = (index: number): ListboxKeyResult => ({
    type: 'move',
    index: Math.min(Math.max(index, 0), count - 1),
  });
  switch (key) {
    case 'ArrowDown':
      return move(current + 1);
    case 'ArrowUp':
      return move(current < 0 ? 0 : current - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(count - 1);
    case 'PageDown':
      return move(current + pageRows);
    case 'PageUp':
      return move(current - pageRows);
    case ' ':
    case 'Enter':
      return current < 0 ? null : { type: 'action', index: current };
    default:
      return null;
  }
}
