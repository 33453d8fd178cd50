import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  changeListQuery,
  listSearchParams,
  parseListQuery,
  type ListDefinition,
  type ListQuery,
  type ListQueryChange,
} from './listQuery';

export interface ListQueryControls<Sort extends string, FilterKey extends string> {
  /** The list state the URL holds. */
  readonly query: ListQuery<Sort, FilterKey>;
  /** Goes to the list state after a change (a new history entry: Back returns to this one). */
  readonly change: (change: ListQueryChange<Sort, FilterKey>) => void;
  /** The href of the list state after a change, e.g. of a page for Pagination's links. */
  readonly hrefOf: (change: ListQueryChange<Sort, FilterKey>) => string;
}

/** A list page's state in its URL: read with its schema, changed by navigating. */
export function useListQuery<Sort extends string, FilterKey extends string>(
  definition: ListDefinition<Sort, FilterKey>,
): ListQueryControls<Sort, FilterKey> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => parseListQuery(definition, searchParams), [definition, searchParams]);
  const hrefOf = useCallback(
    (change: ListQueryChange<Sort, FilterKey>) => {
      const search = listSearchParams(definition, changeListQuery(query, change)).toString();
      return search === '' ? pathname : `${pathname}?${search}`;
    },
    [definition, query, pathname],
  );
  const change = useCallback(
    (next: ListQueryChange<Sort, FilterKey>) => {
      setSearchParams(listSearchParams(definition, changeListQuery(query, next)));
    },
    [definition, query, setSearchParams],
  );
  return { query, change, hrefOf };
}
