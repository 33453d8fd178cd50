/**
 * The frame every list page shares: the header, the controls row (sort, filters with their
 * options from the API, the search box), the list in its states (skeletons, 'No results', the
 * reason of a failed load with Retry, the rows kept and marked busy while the next page loads) and Pagination
 * from the x-pagination header. The page renders its own items (a grid of cards, rows).
 */
import type { Page as ApiPage } from '@stampcard/api-client';
import { parameters } from '@stampcard/api-client/limits';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { FilterDropdown, type FilterDefinition } from '@stampcard/ui/FilterDropdown';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { Pagination } from '@stampcard/ui/Pagination';
import { SearchBox } from '@stampcard/ui/SearchBox';
import { SortDropdown, type SortOption } from '@stampcard/ui/SortDropdown';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { describeError, toggledValues } from '#app/lib/data';
import type { ListQueryControls } from '#app/lib/data';
import type { Loaded } from '#app/lib/data';
import { Page } from '#app/lib/page';
import { Body, BusyBar, Controls, Footer, Search } from './ListPage.styles';

/** A filter of the controls row: its definition and its options (undefined while they load). */
export interface ListPageFilter<FilterKey extends string, Option> {
  readonly key: FilterKey;
  readonly placeholder: string;
  readonly type: 'single' | 'multi';
  /** The options, once loaded from the API (never sample data). */
  readonly options: readonly Option[] | undefined;
  readonly optionLabel: (option: Option) => string;
  readonly optionKey: (option: Option) => string;
  /** The accessible name, when the placeholder does not say enough. */
  readonly label?: string;
}

/** A filter for `ListPage`'s `filters`, whatever the type of its options. */
export function listFilter<FilterKey extends string, Option>(
  filter: ListPageFilter<FilterKey, Option>,
): ListPageFilter<FilterKey, unknown> {
  // The options given are the options read back: each function only ever sees an `Option`.
  return {
    ...filter,
    optionLabel: (option) => filter.optionLabel(option as Option),
    optionKey: (option) => filter.optionKey(option as Option),
  };
}

/** What the page renders its items with. */
export interface ListPageItems<Item> {
  /** The items to show; undefined before the first page arrived (show skeletons). */
  readonly items: readonly Item[] | undefined;
  /** The items are being replaced (the next page, sort or search loads). */
  readonly isBusy: boolean;
  /** The number of the item at `index` in the whole list: (currentPage - 1) * pageSize + index + 1. */
  readonly itemNumber: (index: number) => number;
  /** Items in the whole list, once known. */
  readonly totalCount: number | undefined;
}

export interface ListPageProps<Sort extends string, FilterKey extends string, Item> {
  /** The page title, e.g. 'Businesses', 'Staff'. */
  readonly title: string;
  readonly breadcrumbs?: readonly Breadcrumb[];
  /** Controls at the right of the title. */
  readonly actions?: ReactNode;
  /** The list's state in the URL (`useListQuery`). */
  readonly list: ListQueryControls<Sort, FilterKey>;
  /** The list's sorts with their labels. */
  readonly sorts: readonly (SortOption & { readonly value: Sort })[];
  /** The list's filters (each made with `listFilter`, whatever its options' type). */
  readonly filters: readonly ListPageFilter<FilterKey, unknown>[];
  /**
   * Whether the list has a search box: a list whose API searches nothing (a history) has none.
   * @default true
   */
  readonly isSearchable?: boolean;
  /** The route's page of items (`useLoaded` with `keepPreviousData`). */
  readonly loaded: Loaded<ApiPage<Item>>;
  /** The error state's title, e.g. 'Could not load the businesses'. */
  readonly errorTitle: string;
  /** Renders the items, e.g. a `CardGrid` of `EntityCard`s. */
  readonly children: (items: ListPageItems<Item>) => ReactNode;
}

/** The search box: typed text stays local until Enter; Back or Forward shows the URL's search again. */
function ListSearch({ value, onSubmit }: { value: string; onSubmit: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  return (
    <Search>
      <SearchBox
        value={text}
        maxLength={parameters.SearchTerm.maxLength}
        onChange={setText}
        onSubmit={(submitted) => {
          onSubmit(submitted.trim());
        }}
      />
    </Search>
  );
}

/** A list page: header, controls, the list in each of its states, and Pagination. */
export function ListPage<Sort extends string, FilterKey extends string, Item>({
  title,
  breadcrumbs,
  actions,
  list,
  sorts,
  filters,
  isSearchable = true,
  loaded,
  errorTitle,
  children,
}: ListPageProps<Sort, FilterKey, Item>) {
  const { query, change, hrefOf } = list;
  const { data, isLoading, error, retry } = loaded;
  const navigate = useNavigate();
  const pagination = data?.pagination;

  // A page past the last (a hand-edited URL, or the last items deleted): the last page instead.
  const lastPage = pagination?.totalPages ?? 0;
  const isPastEnd = !isLoading && error === undefined && lastPage > 0 && query.page > lastPage;
  useEffect(() => {
    if (isPastEnd) void navigate(hrefOf({ page: lastPage }), { replace: true });
  }, [isPastEnd, lastPage, hrefOf, navigate]);

  const pageSize = pagination?.pageSize ?? 0;
  const currentPage = pagination?.currentPage ?? query.page;
  const items: ListPageItems<Item> = {
    items: data?.items,
    isBusy: isLoading && data !== undefined,
    itemNumber: (index) => (currentPage - 1) * pageSize + index + 1,
    totalCount: pagination?.totalCount,
  };

  return (
    <Page title={title} actions={actions} {...(breadcrumbs ? { breadcrumbs } : {})}>
      <Controls data-component="ListPage.Controls">
        {sorts.length > 0 ? (
          <SortDropdown
            options={sorts}
            value={{ sort: query.sort, sortOrder: query.sortOrder }}
            onChange={(next) => {
              // Only the half the user changed: the other comes from the list state being loaded,
              // which can be newer than the one this control last rendered (a sort, then its order,
              // tapped quickly on a slow phone).
              const sort = sorts.find((option) => option.value === next.sort)?.value ?? null;
              change({
                ...(sort === query.sort ? {} : { sort }),
                ...(next.sortOrder === query.sortOrder ? {} : { sortOrder: next.sortOrder }),
              });
            }}
          />
        ) : null}
        {filters.map((filter) => {
          const definition: FilterDefinition<unknown> = {
            key: filter.key,
            placeholder: filter.placeholder,
            type: filter.type,
            options: filter.options ?? [],
            optionLabel: filter.optionLabel,
            optionKey: filter.optionKey,
            ...(filter.label === undefined ? {} : { label: filter.label }),
          };
          return (
            <FilterDropdown
              key={filter.key}
              filter={definition}
              value={query.filters[filter.key]}
              isLoading={filter.options === undefined}
              onChange={(values) => {
                const chosen = values.map(String);
                if (filter.type === 'single') {
                  change({ filters: { [filter.key]: chosen } as Partial<Record<FilterKey, string[]>> });
                  return;
                }
                // What the user ticked and unticked, applied to the newest values asked for: a
                // second option ticked before the page has rendered the first keeps the first.
                const shown = query.filters[filter.key];
                change((latest) => ({
                  filters: {
                    [filter.key]: toggledValues(latest.filters[filter.key], shown, chosen),
                  } as Partial<Record<FilterKey, string[]>>,
                }));
              }}
            />
          );
        })}
        {isSearchable ? (
          <ListSearch
            value={query.search}
            onSubmit={(search) => {
              change({ search });
            }}
          />
        ) : null}
      </Controls>
      {error !== undefined ? (
        <ErrorState title={errorTitle} reason={describeError(error)} onRetry={retry} headingLevel={2} />
      ) : null}
      {error !== undefined && data === undefined ? null : (
        <Body aria-busy={items.isBusy} data-component="ListPage.Body">
          {items.isBusy ? <BusyBar data-component="ListPage.BusyBar" /> : null}
          {children(items)}
          {pagination !== undefined ? (
            <Footer>
              <Pagination
                page={query.page}
                pageCount={pagination.totalPages}
                isDisabled={isLoading}
                getPageHref={(page) => hrefOf({ page })}
                onPageChange={(page) => {
                  change({ page });
                }}
              />
            </Footer>
          ) : null}
        </Body>
      )}
    </Page>
  );
}
