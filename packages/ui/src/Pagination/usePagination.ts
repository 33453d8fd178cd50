import { useMemo } from 'react';

/** One slot of the control between Previous and Next: a page, or a gap standing for skipped pages. */
export type PaginationItem =
  { type: 'page'; page: number; isCurrent: boolean } | { type: 'ellipsis'; key: 'start-ellipsis' | 'end-ellipsis' };

/** Where the Previous or Next control leads, and whether it leads anywhere. */
export interface PaginationStep {
  /** The page it goes to (the current page when disabled). */
  page: number;
  /** True on the first page (Previous) or the last page (Next). */
  isDisabled: boolean;
}

export interface UsePaginationOptions {
  /** The current page, from 1. Clamped to 1..pageCount, so a stale `?page=` from the URL still shows. */
  page: number;
  /** How many pages there are. Fewer than 1 counts as 1. */
  pageCount: number;
  /**
   * How many pages are shown on each side of the current one when pages are skipped.
   * @default 2
   */
  siblingCount?: number;
}

export interface UsePaginationResult {
  /** The page shown as current: `page` clamped to 1..pageCount. */
  page: number;
  /** The number of pages (at least 1). */
  pageCount: number;
  /** The slots to render between Previous and Next, in order. */
  items: PaginationItem[];
  previous: PaginationStep;
  next: PaginationStep;
}

function clamp(value: number, minimum: number, maximum: number): number {
  return Math.min(Math.max(value, minimum), maximum);
}

function wholeNumber(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/**
 * The page window. With `2 * siblingCount + 5` pages or fewer (9 with the default 2) every page is
 * shown. With more, the first and the last page, the current one with `siblingCount` pages either
 * side, and ellipses for the gaps. The window is slid away from the ends rather than shrunk, so
 * there are always `2 * siblingCount + 5` slots and the control keeps its width as the user pages
 * through; an ellipsis always stands for two pages or more (a single skipped page is shown
 * instead).
 */
export function getPaginationItems({ page, pageCount, siblingCount = 2 }: UsePaginationOptions): UsePaginationResult {
  const count = Math.max(1, wholeNumber(pageCount, 1));
  const current = clamp(wholeNumber(page, 1), 1, count);
  const siblings = Math.max(0, wholeNumber(siblingCount, 2));
  const pageItem = (number: number): PaginationItem => ({ type: 'page', page: number, isCurrent: number === current });
  const items: PaginationItem[] = [];

  const slotCount = 2 * siblings + 5;
  if (count <= slotCount) {
    for (let number = 1; number <= count; number += 1) items.push(pageItem(number));
  } else {
    // The window of 2 * siblings + 1 pages, kept between page 3 and page count - 2 so that the
    // first and last pages and a slot for an ellipsis (or page 2, or page count - 1) fit beside it.
    const windowStart = clamp(current - siblings, 3, count - 2 * siblings - 2);
    const windowEnd = windowStart + 2 * siblings;
    items.push(pageItem(1));
    items.push(windowStart === 3 ? pageItem(2) : { type: 'ellipsis', key: 'start-ellipsis' });
    for (let number = windowStart; number <= windowEnd; number += 1) items.push(pageItem(number));
    items.push(windowEnd === count - 2 ? pageItem(count - 1) : { type: 'ellipsis', key: 'end-ellipsis' });
    items.push(pageItem(count));
  }

  return {
    page: current,
    pageCount: count,
    items,
    previous: { page: Math.max(1, current - 1), isDisabled: current <= 1 },
    next: { page: Math.min(count, current + 1), isDisabled: current >= count },
  };
}

/**
 * The state of a pagination control: which pages to show, which is current, and where Previous
 * and Next lead. Behaviour only; `Pagination` renders it, and a product can render its own.
 */
export function usePagination({ page, pageCount, siblingCount = 2 }: UsePaginationOptions): UsePaginationResult {
  return useMemo(() => getPaginationItems({ page, pageCount, siblingCount }), [page, pageCount, siblingCount]);
}

/**
 * The number shown for a list item: the `index`-th item (from 0) of page `currentPage` (from 1)
 * with `pageSize` items a page. `itemNumber(3, 20, 0)` is 41.
 */
export function itemNumber(currentPage: number, pageSize: number, index: number): number {
  return (currentPage - 1) * pageSize + index + 1;
}

/** The number of pages for `totalCount` items at `pageSize` a page (at least 1). */
export function getPageCount(totalCount: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalCount > 0)) return 1;
  return Math.ceil(totalCount / pageSize);
}
