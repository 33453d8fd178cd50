import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import {
  getFullyVisibleRange,
  getIndexOnFocus,
  getListboxKeyResult,
  getPageRowCount,
  getScrollTopToReveal,
  getVirtualRange,
  getVirtualRows,
  type VirtualLayout,
  type VirtualRow,
} from './listbox';

export interface UseListboxOptions {
  /** How many options the list has. */
  count: number;
  /** The fixed height of one option row, in pixels. */
  rowHeight: number;
  /**
   * The padding at the top and bottom of the list inside its scrolling element, in pixels.
   * @default 0
   */
  listPadding?: number;
  /** The list's largest height, in pixels: its height until it has been measured. */
  maxHeight: number;
  /**
   * Rows rendered beyond each edge of the visible part.
   * @default 6
   */
  overscan?: number;
  /**
   * The option the keyboard is on, when something else moves it (a combobox whose focus stays in
   * its input: downshift's highlighted index); -1 for none. It is kept in view as it changes.
   * Without it the hook keeps the active option itself and moves it with `onKeyDown`.
   */
  activeIndex?: number;
  /** Called with the active option when Space or Enter acts on it (to select it). */
  onAction?: (index: number) => void;
  /** Called when the keyboard moves onto the last option (to load more, as scrolling to the end does). */
  onReachEnd?: () => void;
}

export interface ListboxBehaviour extends ListboxWindow {
  /** The option the keyboard is on; -1 for none. */
  activeIndex: number;
  /** Puts the keyboard on an option (a click), without scrolling. */
  setActiveIndex: (index: number) => void;
  /** The list's key handler: arrows, Home, End, Page Up and Page Down move, Space and Enter act. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /**
   * Puts the keyboard on a row in view when focus arrives on the list: the active row, else
   * `preferredIndex` (the selected option), else the first row in view.
   */
  activateVisible: (preferredIndex: number) => void;
}

export interface UseListboxWindowOptions {
  /** How many options the list has. */
  count: number;
  /** The fixed height of one option row, in pixels. */
  rowHeight: number;
  /**
   * The padding at the top and bottom of the list inside its scrolling element, in pixels.
   * @default 0
   */
  listPadding?: number;
  /** The list's largest height, in pixels: its height until it has been measured. */
  maxHeight: number;
  /**
   * Rows rendered beyond each edge of the visible part.
   * @default 6
   */
  overscan?: number;
  /** The option the keyboard is on (-1 for none): marked on its row. */
  activeIndex: number;
}

/** The window of rows in view and the scrolling that moves it. */
export interface ListboxWindow {
  /** The rows to render, each with the space standing in for the rows skipped before it. */
  rows: VirtualRow[];
  /** The space standing in for the rows after the last one rendered, in pixels. */
  gapAfter: number;
  /** The ref of the element that scrolls the list (the list itself, or a frame around it). */
  scrollRef: (element: HTMLElement | null) => void;
  /** The scrolling element, once mounted. */
  scrollElement: HTMLElement | null;
  /** The scrolling element's scroll handler. */
  onScroll: (event: UIEvent<HTMLElement>) => void;
  /** The visible height of the scrolling element, in pixels. */
  viewportHeight: number;
  /** Scrolls as little as needed to bring row `index` into view. */
  reveal: (index: number) => void;
}

/**
 * The window of a long list of fixed-height rows: only the rows in view (and a few beyond) are
 * rendered, with spacers standing in for the rest, so 10,000 options open and scroll as fast as
 * ten; `reveal` brings a row into view, moving as little as possible. A combobox whose focus stays
 * in its input (the Dropdown) uses this alone and reveals its highlighted option; `useListbox`
 * adds the keys of a listbox that has the focus itself.
 */
export function useListboxWindow({
  count,
  rowHeight,
  listPadding = 0,
  maxHeight,
  overscan = 6,
  activeIndex,
}: UseListboxWindowOptions): ListboxWindow {
  // The element in state re-runs the effects when the list mounts; the ref is what they read
  // and scroll, a DOM node rather than a rendered value.
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const scrollElementRef = useRef<HTMLElement | null>(null);
  const scrollRef = useCallback((element: HTMLElement | null) => {
    scrollElementRef.current = element;
    setScrollElement(element);
  }, []);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(maxHeight);
  const layout: VirtualLayout = { count, rowHeight, listPadding, viewportHeight, overscan };

  const reveal = useCallback(
    (index: number) => {
      const element = scrollElementRef.current;
      if (element === null || index < 0 || index >= count) return;
      const current = element.scrollTop;
      const target = getScrollTopToReveal(index, current, {
        count,
        rowHeight,
        listPadding,
        viewportHeight: element.clientHeight || maxHeight,
        overscan: 0,
      });
      if (Math.abs(target - current) < 1) return;
      element.scrollTop = target;
      // At once, not on the scroll event a frame later: the window follows before the paint.
      setScrollTop(element.scrollTop);
    },
    [count, rowHeight, listPadding, maxHeight],
  );

  // The visible height: the list may be shorter than maxHeight (few options, little room).
  useLayoutEffect(() => {
    if (scrollElement === null) return;
    const measure = () => {
      setViewportHeight(scrollElement.clientHeight || maxHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scrollElement);
    return () => {
      observer.disconnect();
    };
  }, [scrollElement, maxHeight]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    setScrollTop(event.currentTarget.scrollTop);
  }, []);

  return {
    ...getVirtualRows(getVirtualRange(scrollTop, layout), activeIndex, layout),
    scrollRef,
    scrollElement,
    onScroll,
    viewportHeight,
    reveal,
  };
}

/**
 * The behaviour of a long single list of options with fixed-height rows, for every listbox of the
 * kit and the app (the Dropdown's popover, the user picker): the window of `useListboxWindow`; the
 * option the keyboard moves to is scrolled into view; and, when the list itself has focus
 * (aria-activedescendant), the keys of a listbox. Render the rows with `ListboxRows`.
 */
export function useListbox({
  activeIndex: controlledActiveIndex,
  onAction,
  onReachEnd,
  ...options
}: UseListboxOptions): ListboxBehaviour {
  const { count, rowHeight, listPadding = 0, maxHeight } = options;
  const [ownActiveIndex, setActiveIndex] = useState(-1);
  const isControlled = controlledActiveIndex !== undefined;
  const activeIndex = controlledActiveIndex ?? ownActiveIndex;
  const view = useListboxWindow({ ...options, activeIndex });
  const { reveal, scrollElement, viewportHeight } = view;

  // An active option moved from outside is scrolled into view before the browser paints. The
  // hook's own keyboard reveals as it moves; a click leaves the list where it is.
  useLayoutEffect(() => {
    if (isControlled) reveal(activeIndex);
  }, [scrollElement, isControlled, activeIndex, reveal]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const result = getListboxKeyResult(event, activeIndex, count, getPageRowCount(viewportHeight, rowHeight));
    if (result === null) return;
    event.preventDefault();
    if (result.type === 'action') onAction?.(result.index);
    else setActiveIndex(result.index);
    reveal(result.index);
    if (result.type === 'move' && result.index === count - 1) onReachEnd?.();
  };

  const activateVisible = (preferredIndex: number) => {
    if (scrollElement === null || count === 0) return;
    const visible = getFullyVisibleRange(scrollElement.scrollTop, {
      count,
      rowHeight,
      listPadding,
      viewportHeight: scrollElement.clientHeight || maxHeight,
    });
    setActiveIndex(getIndexOnFocus(activeIndex, preferredIndex, visible));
  };

  return { ...view, activeIndex, setActiveIndex, onKeyDown, activateVisible };
}
