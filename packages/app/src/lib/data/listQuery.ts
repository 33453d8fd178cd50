/**
 * List state in the URL: every list page keeps search, page, sort, sortOrder and its
 * filters in the query string, described once per list by a `ListDefinition` (its schema). A
 * hand-edited value that does not fit (`page=abc`, `page=-3`, an unknown sort, a second value of
 * a single filter) falls back quietly to the default; filter values the API does not offer are
 * dropped once its options are known (`keepKnownFilters`).
 *
 *   ?search=coffee&sort=no_of_stores&sortOrder=desc&locations=Liverpool&locations=Bristol&page=2
 */
import { orderBy, type ListFilters } from '@stampcard/api-client';
import { parameters } from '@stampcard/api-client/limits';

/** The order of a sort. */
export type SortOrder = 'asc' | 'desc';

/** One filter of a list: one value or several. */
export interface ListFilterDefinition {
  readonly type: 'single' | 'multi';
}

/** A list's schema: its page size, its sorts and its filters. */
export interface ListDefinition<Sort extends string = string, FilterKey extends string = string> {
  /** Items per page, the API's pageCount. */
  readonly pageSize: number;
  /** The sorts the list offers, as the URL and the API's OrderBy name them. */
  readonly sorts: readonly Sort[];
  /** The filters, by the key the URL and the API's FilterType name them by. */
  readonly filters: Readonly<Record<FilterKey, ListFilterDefinition>>;
}

/** A list's state, as read from its URL. */
export interface ListQuery<Sort extends string = string, FilterKey extends string = string> {
  /** The search text ('' for none). */
  readonly search: string;
  /** The page, from 1. */
  readonly page: number;
  /** The sort, or null for the API's own order. */
  readonly sort: Sort | null;
  readonly sortOrder: SortOrder;
  /** Each filter's chosen identifiers (none: not filtered). */
  readonly filters: Readonly<Record<FilterKey, readonly string[]>>;
}

/** The list state of a list's schema. */
export type QueryOf<Definition> =
  Definition extends ListDefinition<infer Sort, infer FilterKey> ? ListQuery<Sort, FilterKey> : never;

/** The query parameters of the list state (filters use their own keys). */
export const listParameters = { search: 'search', page: 'page', sort: 'sort', sortOrder: 'sortOrder' } as const;

/** The largest page a URL may ask for; more is taken as a typo, and page 1 shown. */
const maximumPage = 1_000_000;

/** Declares a list's schema, keeping its sort and filter names as types. */
export function defineList<const Sort extends string, const FilterKey extends string>(
  definition: ListDefinition<Sort, FilterKey>,
): ListDefinition<Sort, FilterKey> {
  return Object.freeze(definition);
}

function parsePage(value: string | null): number {
  if (value === null || !/^[1-9]\d*$/.test(value)) return 1;
  const page = Number(value);
  return page <= maximumPage ? page : 1;
}

/** The list state a query string holds; what does not fit its schema falls back to the default. */
export function parseListQuery<Sort extends string, FilterKey extends string>(
  definition: ListDefinition<Sort, FilterKey>,
  search: URLSearchParams,
): ListQuery<Sort, FilterKey> {
  const sortValue = search.get(listParameters.sort);
  const sort = definition.sorts.find((entry) => entry === sortValue) ?? null;
  const filters = {} as Record<FilterKey, readonly string[]>;
  for (const key of Object.keys(definition.filters) as FilterKey[]) {
    const values = [...new Set(search.getAll(key).filter((value) => value.trim() !== ''))];
    filters[key] = definition.filters[key].type === 'single' ? values.slice(0, 1) : values;
  }
  return {
    // A search longer than the API takes (a hand-edited URL) searches for its beginning.
    search: (search.get(listParameters.search) ?? '').trim().slice(0, parameters.SearchTerm.maxLength).trim(),
    page: parsePage(search.get(listParameters.page)),
    sort,
    sortOrder: sort !== null && search.get(listParameters.sortOrder) === 'desc' ? 'desc' : 'asc',
    filters,
  };
}

/**
 * The query string of a list state, defaults left out, in a fixed order: the same state always
 * gives the same URL (and the same data key).
 */
export function listSearchParams<Sort extends string, FilterKey extends string>(
  definition: ListDefinition<Sort, FilterKey>,
  query: ListQuery<Sort, FilterKey>,
): URLSearchParams {
  const search = new URLSearchParams();
  if (query.search !== '') search.set(listParameters.search, query.search);
  if (query.sort !== null) {
    search.set(listParameters.sort, query.sort);
    if (query.sortOrder === 'desc') search.set(listParameters.sortOrder, 'desc');
  }
  for (const key of Object.keys(definition.filters) as FilterKey[]) {
    for (const value of query.filters[key]) search.append(key, value);
  }
  if (query.page !== 1) search.set(listParameters.page, String(query.page));
  return search;
}

/** A change of the list state: any change but of the page alone goes back to page 1. */
export type ListQueryChange<Sort extends string, FilterKey extends string> = Partial<
  Pick<ListQuery<Sort, FilterKey>, 'search' | 'page' | 'sort' | 'sortOrder'>
> & { readonly filters?: Partial<Record<FilterKey, readonly string[]>> };

/**
 * A change, or a function of the newest list state asked for that returns one: a control whose
 * last render may not show that state yet (a second option ticked before the first has rendered)
 * builds its change on it.
 */
export type ListQueryUpdate<Sort extends string, FilterKey extends string> =
  ListQueryChange<Sort, FilterKey> | ((latest: ListQuery<Sort, FilterKey>) => ListQueryChange<Sort, FilterKey>);

/**
 * A multiple-choice filter's values after the user went from `shown` to `chosen`, applied to
 * `latest`: the values unticked leave it, the values ticked join it at the end.
 */
export function toggledValues(
  latest: readonly string[],
  shown: readonly string[],
  chosen: readonly string[],
): string[] {
  const unticked = new Set(shown.filter((value) => !chosen.includes(value)));
  const kept = latest.filter((value) => !unticked.has(value));
  return [...kept, ...chosen.filter((value) => !shown.includes(value) && !kept.includes(value))];
}

/** The list state after a change. */
export function changeListQuery<Sort extends string, FilterKey extends string>(
  query: ListQuery<Sort, FilterKey>,
  change: ListQueryChange<Sort, FilterKey>,
): ListQuery<Sort, FilterKey> {
  const { page, filters, ...rest } = change;
  const next: ListQuery<Sort, FilterKey> = {
    ...query,
    ...rest,
    filters: { ...query.filters, ...(filters as Record<FilterKey, readonly string[]> | undefined) },
  };
  const isPageOnly = Object.keys(rest).length === 0 && filters === undefined;
  return { ...next, page: isPageOnly && page !== undefined ? page : 1 };
}

/** The list state with only the filter values the API offers (`known` per filter; unknown options keep all). */
export function keepKnownFilters<Sort extends string, FilterKey extends string>(
  query: ListQuery<Sort, FilterKey>,
  known: Partial<Record<FilterKey, ReadonlySet<string>>>,
): ListQuery<Sort, FilterKey> {
  const filters: Record<FilterKey, readonly string[]> = { ...query.filters };
  for (const key of Object.keys(filters) as FilterKey[]) {
    const offered = known[key];
    if (offered !== undefined) filters[key] = filters[key].filter((value) => offered.has(value));
  }
  return { ...query, filters };
}

/** Whether the list state filters or searches (an empty result then says 'No results', not 'nothing yet'). */
export function isNarrowed(query: ListQuery): boolean {
  return query.search !== '' || Object.values<readonly string[]>(query.filters).some((values) => values.length > 0);
}

/** The API's query for a list state: page, pageCount, SearchTerm, OrderBy, FilterType/Filter pairs. */
export interface ApiListQuery {
  page: number;
  pageCount: number;
  SearchTerm?: string;
  OrderBy?: string;
  filters?: ListFilters;
}

/** The API's query of a list state: OrderBy with a leading minus for descending. */
export function apiListQuery<Sort extends string, FilterKey extends string>(
  definition: ListDefinition<Sort, FilterKey>,
  query: ListQuery<Sort, FilterKey>,
): ApiListQuery {
  const order = orderBy(query.sort, query.sortOrder);
  const filters: Record<string, readonly string[]> = {};
  for (const key of Object.keys(definition.filters) as FilterKey[]) {
    if (query.filters[key].length > 0) filters[key] = query.filters[key];
  }
  return {
    page: query.page,
    pageCount: definition.pageSize,
    ...(query.search === '' ? {} : { SearchTerm: query.search }),
    ...(order === undefined ? {} : { OrderBy: order }),
    ...(Object.keys(filters).length === 0 ? {} : { filters }),
  };
}
