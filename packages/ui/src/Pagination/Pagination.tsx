import { useCallback, useEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Chevron, ControlButton, ControlLink, Ellipsis, List, Navigation } from './Pagination.styles';
import { getPageCount, usePagination } from './usePagination';

export type PaginationSize = 'small' | 'medium' | 'large';

/** How many pages there are: given directly, or worked out from the number of items. */
export type PaginationCount =
  | {
      /** How many pages there are (the x-pagination header's totalPages). */
      pageCount: number;
      totalCount?: never;
      pageSize?: never;
    }
  | {
      pageCount?: never;
      /** How many items there are in all; with `pageSize`, gives the page count. */
      totalCount: number;
      /** How many items a page holds; with `totalCount`, gives the page count. */
      pageSize: number;
    };

interface PaginationOwnProps {
  /** The current page, from 1 (the app reads it from the `page` query parameter). Clamped to the pages there are. */
  page: number;
  /**
   * Called with the chosen page when the user picks a page, Previous or Next (the app writes it to
   * the `page` query parameter). With `getPageHref`, called on plain clicks instead of following
   * the link; without it, links navigate as links do.
   */
  onPageChange?: (page: number) => void;
  /**
   * The accessible name of the navigation landmark: give each pagination on a page its own.
   * @default 'Pagination'
   */
  label?: string;
  /**
   * Whether every control is disabled, e.g. while the page is loading.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether a single page (or none) still shows its pager: page 1, current, between a disabled
   * Previous and Next. For content whose page count is the news, such as a report saying it has one
   * page; a list that fits on one page has nothing to say and shows nothing.
   * @default false
   */
  isShownForOnePage?: boolean;
  /** The address of a page: when given, pages, Previous and Next are links to it (real navigation, open in a new tab). */
  getPageHref?: (page: number) => string;
  /**
   * How many pages are shown either side of the current one when pages are skipped.
   * @default 2
   */
  siblingCount?: number;
  /**
   * The height of the controls and the size of their text.
   * @default 'medium'
   */
  size?: PaginationSize;
  /** Extra class names, for layout by the parent (margins, alignment). */
  className?: string;
  /** The `<nav>` element. */
  ref?: Ref<HTMLElement>;
}

export type PaginationProps = PaginationOwnProps & PaginationCount;

function PreviousIcon() {
  return (
    <Chevron viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <path d="M10 3.5 5.5 8l4.5 4.5" strokeLinecap="round" strokeLinejoin="round" />
    </Chevron>
  );
}

function NextIcon() {
  return (
    <Chevron viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <path d="M6 3.5 10.5 8 6 12.5" strokeLinecap="round" strokeLinejoin="round" />
    </Chevron>
  );
}

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

interface ControlProps {
  targetPage: number;
  part: 'previous' | 'page' | 'next';
  accessibleName: string;
  isCurrent?: boolean;
  isDisabled: boolean;
  getPageHref: ((page: number) => string) | undefined;
  onSelect: (page: number, event: MouseEvent) => void;
  children: ReactNode;
}

/** One control: a button, or with `getPageHref` a link (a disabled link has no href). */
function Control({
  targetPage,
  part,
  accessibleName,
  isCurrent = false,
  isDisabled,
  getPageHref,
  onSelect,
  children,
}: ControlProps) {
  const shared = {
    'aria-label': accessibleName,
    'aria-current': isCurrent ? ('page' as const) : undefined,
    'data-part': part,
  };
  if (getPageHref === undefined) {
    return (
      <ControlButton
        {...shared}
        type="button"
        disabled={isDisabled}
        onClick={(event) => {
          onSelect(targetPage, event);
        }}
      >
        {children}
      </ControlButton>
    );
  }
  if (isDisabled) {
    // Still focusable from script (not by Tab): a link pressed while its list loads, which
    // disables the pager, keeps the focus instead of dropping it to the page's body.
    return (
      <ControlLink {...shared} role="link" aria-disabled="true" tabIndex={-1}>
        {children}
      </ControlLink>
    );
  }
  return (
    <ControlLink
      {...shared}
      href={getPageHref(targetPage)}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        onSelect(targetPage, event);
      }}
    >
      {children}
    </ControlLink>
  );
}

/**
 * Page navigation for lists: Previous, the pages (all of them up to 9, otherwise the first, the
 * last and the current one with 2 either side, with ellipses) and Next, in a labelled <nav>.
 * Controlled: the app passes `page` and updates it from `onPageChange`. Renders nothing when there
 * is a single page (or none), there being nowhere to go, unless `isShownForOnePage`.
 */
export function Pagination({
  page,
  onPageChange,
  label = 'Pagination',
  isDisabled = false,
  isShownForOnePage = false,
  getPageHref,
  siblingCount = 2,
  size = 'medium',
  className,
  ref,
  ...count
}: PaginationProps) {
  const pageCount = count.pageCount ?? getPageCount(count.totalCount, count.pageSize);
  const pagination = usePagination({ page, pageCount, siblingCount });
  const navigationRef = useRef<HTMLElement | null>(null);
  const setNavigation = useCallback(
    (element: HTMLElement | null) => {
      navigationRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  // Previous or Next pressed onto the first or last page becomes disabled and would drop the
  // focus to the body: move it to the current page once the new page is rendered, that is once
  // the pager is enabled again (a list disables it while the page loads). Focusing earlier would
  // scroll to where the pager stood above the loading rows, and the rows arriving would push it
  // out of view.
  const focusCurrentPage = useRef(false);
  useEffect(() => {
    if (!focusCurrentPage.current || isDisabled) return;
    focusCurrentPage.current = false;
    navigationRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [pagination.page, isDisabled]);

  if (pagination.pageCount <= 1 && !isShownForOnePage) return null;

  const select = (target: number, event: MouseEvent) => {
    if (target === pagination.page) {
      event.preventDefault();
      return;
    }
    if (onPageChange === undefined) return;
    event.preventDefault();
    const activeElement = document.activeElement;
    focusCurrentPage.current =
      (target === 1 || target === pagination.pageCount) &&
      activeElement instanceof HTMLElement &&
      (activeElement.dataset.part === 'previous' || activeElement.dataset.part === 'next');
    onPageChange(target);
  };
  const controlProps = { isDisabled, getPageHref, onSelect: select };

  return (
    <Navigation
      ref={setNavigation}
      aria-label={label}
      className={className}
      data-component="Pagination"
      data-size={size}
      data-disabled={isDisabled || undefined}
    >
      <List>
        <li>
          <Control
            {...controlProps}
            part="previous"
            targetPage={pagination.previous.page}
            accessibleName="Previous page"
            isDisabled={isDisabled || pagination.previous.isDisabled}
          >
            <PreviousIcon />
            Previous
          </Control>
        </li>
        {pagination.items.map((item) =>
          item.type === 'ellipsis' ? (
            <Ellipsis key={item.key} aria-hidden="true" data-part="ellipsis">
              …
            </Ellipsis>
          ) : (
            <li key={item.page}>
              <Control
                {...controlProps}
                part="page"
                targetPage={item.page}
                accessibleName={`Page ${String(item.page)}`}
                isCurrent={item.isCurrent}
              >
                {item.page}
              </Control>
            </li>
          ),
        )}
        <li>
          <Control
            {...controlProps}
            part="next"
            targetPage={pagination.next.page}
            accessibleName="Next page"
            isDisabled={isDisabled || pagination.next.isDisabled}
          >
            Next
            <NextIcon />
          </Control>
        </li>
      </List>
    </Navigation>
  );
}
