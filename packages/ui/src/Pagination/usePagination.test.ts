import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPageCount, getPaginationItems, itemNumber, usePagination, type PaginationItem } from './usePagination';

/** The items as the user reads them: page numbers, '…' for a gap, the current page in brackets. */
function shown(page: number, pageCount: number, siblingCount?: number): string {
  const { items } = getPaginationItems(
    siblingCount === undefined ? { page, pageCount } : { page, pageCount, siblingCount },
  );
  return items
    .map((item: PaginationItem) => {
      if (item.type === 'ellipsis') return '…';
      return item.isCurrent ? `[${String(item.page)}]` : String(item.page);
    })
    .join(' ');
}

describe('getPaginationItems', () => {
  it('shows the one page, current, with Previous and Next disabled, when there is a single page', () => {
    const result = getPaginationItems({ page: 1, pageCount: 1 });
    expect(shown(1, 1)).toBe('[1]');
    expect(result.previous).toEqual({ page: 1, isDisabled: true });
    expect(result.next).toEqual({ page: 1, isDisabled: true });
  });

  it('treats no pages at all (an empty list) as one page', () => {
    expect(shown(1, 0)).toBe('[1]');
    expect(getPaginationItems({ page: 1, pageCount: 0 }).pageCount).toBe(1);
  });

  it('shows every page when there are 9 pages, wherever the current one is', () => {
    expect(shown(1, 9)).toBe('[1] 2 3 4 5 6 7 8 9');
    expect(shown(5, 9)).toBe('1 2 3 4 [5] 6 7 8 9');
    expect(shown(9, 9)).toBe('1 2 3 4 5 6 7 8 [9]');
  });

  it('shows every page when there are fewer than 9', () => {
    expect(shown(3, 5)).toBe('1 2 [3] 4 5');
  });

  it('skips pages with one ellipsis at 10 pages, on the side away from the current page', () => {
    expect(shown(1, 10)).toBe('[1] 2 3 4 5 6 7 … 10');
    expect(shown(5, 10)).toBe('1 2 3 4 [5] 6 7 … 10');
    expect(shown(6, 10)).toBe('1 … 4 5 [6] 7 8 9 10');
    expect(shown(10, 10)).toBe('1 … 4 5 6 7 8 9 [10]');
  });

  it('shows the first, the last and 2 pages either side of the current one among 500 pages', () => {
    expect(shown(250, 500)).toBe('1 … 248 249 [250] 251 252 … 500');
  });

  it('keeps a full window when the current page is at either end of 500 pages', () => {
    expect(shown(1, 500)).toBe('[1] 2 3 4 5 6 7 … 500');
    expect(shown(2, 500)).toBe('1 [2] 3 4 5 6 7 … 500');
    expect(shown(499, 500)).toBe('1 … 494 495 496 497 498 [499] 500');
    expect(shown(500, 500)).toBe('1 … 494 495 496 497 498 499 [500]');
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(shown(5, 500)).toBe('1 2 3 4 [5] 6 7 … 500');
    expect(shown(6, 500)).toBe('1 … 4 5 [6] 7 8 … 500');
    expect(shown(496, 500)).toBe('1 … 494 495 [496] 497 498 499 500');
  });

  it('always gives 9 slots when pages are skipped, so the control keeps its width', () => {
    for (const pageCount of [10, 11, 12, 500]) {
      for (let page = 1; page <= pageCount; page += 1) {
        expect(getPaginationItems({ page, pageCount }).items).toHaveLength(9);
      }
    }
  });

  it('shows the current page with its siblings, the first and the last page, on every page of 500', () => {
    for (let page = 1; page <= 500; page += 1) {
      const pages = getPaginationItems({ page, pageCount: 500 }).items.flatMap((item) =>
        item.type === 'page' ? [item.page] : [],
      );
      for (const expected of [1, 500, page, page - 2, page - 1, page + 1, page + 2].filter(
        (number) => number >= 1 && number <= 500,
      )) {
        expect(pages).toContain(expected);
      }
      expect(pages).toEqual([...pages].sort((a, b) => a - b));
    }
  });

  it('leads Previous and Next to the neighbouring pages, disabled at the ends', () => {
    expect(getPaginationItems({ page: 1, pageCount: 500 }).previous).toEqual({ page: 1, isDisabled: true });
    expect(getPaginationItems({ page: 1, pageCount: 500 }).next).toEqual({ page: 2, isDisabled: false });
    expect(getPaginationItems({ page: 250, pageCount: 500 }).previous).toEqual({ page: 249, isDisabled: false });
    expect(getPaginationItems({ page: 500, pageCount: 500 }).next).toEqual({ page: 500, isDisabled: true });
  });

  it('shows a page out of range (a stale ?page= in the URL) as the nearest page', () => {
    expect(getPaginationItems({ page: 999, pageCount: 12 }).page).toBe(12);
    expect(getPaginationItems({ page: 0, pageCount: 12 }).page).toBe(1);
    expect(getPaginationItems({ page: Number.NaN, pageCount: 12 }).page).toBe(1);
    expect(shown(999, 12)).toBe('1 … 6 7 8 9 10 11 [12]');
  });

  it('widens or narrows the window with siblingCount', () => {
    expect(shown(50, 100, 1)).toBe('1 … 49 [50] 51 … 100');
    expect(shown(7, 7, 1)).toBe('1 2 3 4 5 6 [7]');
    expect(shown(1, 8, 1)).toBe('[1] 2 3 4 5 … 8');
  });
});

describe('usePagination', () => {
  it('gives the same items as getPaginationItems, and keeps them while the inputs stay', () => {
    const { result, rerender } = renderHook((props: { page: number }) => usePagination({ ...props, pageCount: 500 }), {
      initialProps: { page: 250 },
    });
    expect(result.current).toEqual(getPaginationItems({ page: 250, pageCount: 500 }));
    const first = result.current;
    rerender({ page: 250 });
    expect(result.current).toBe(first);
    rerender({ page: 251 });
    expect(result.current.page).toBe(251);
  });
});

describe('itemNumber', () => {
  it('numbers the first item of the first page 1', () => {
    expect(itemNumber(1, 20, 0)).toBe(1);
  });

  it('continues the numbering on later pages', () => {
    expect(itemNumber(3, 20, 0)).toBe(41);
    expect(itemNumber(2, 11, 10)).toBe(22);
  });
});

describe('getPageCount', () => {
  it('rounds a partly filled last page up', () => {
    expect(getPageCount(21, 20)).toBe(2);
    expect(getPageCount(20, 20)).toBe(1);
  });

  it('gives one page for an empty list or a page size that is not positive', () => {
    expect(getPageCount(0, 20)).toBe(1);
    expect(getPageCount(10, 0)).toBe(1);
  });
});
