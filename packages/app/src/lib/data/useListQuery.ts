import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import {
  changeListQuery,
  listSearchParams,
  parseListQuery,
  type ListDefinition,
  type ListQuery,
  type ListQueryChange,
  type ListQueryUpdate,
} from './listQuery';

export interface ListQueryControls<Sort extends string, FilterKey extends string> {
  /** The list state the URL holds. */
  readonly query: ListQuery<Sort, FilterKey>;
  /**
   * Goes to the list state after a change (a new history entry: Back returns to this one), made
   * from the newest list state asked for when given as a function.
   */
  readonly change: (update: ListQueryUpdate<Sort, FilterKey>) => void;
  /** The href of the list state after a change, e.g. of a page for Pagination's links. */
  readonly hrefOf: (change: ListQueryChange<Sort, FilterKey>) => string;
}

/**
 * A list page's state in its URL: read with its schema, changed by navigating.
 *
 * While a change of this list is still loading, the list state is the one being loaded: the
 * controls show the user's choice at once, and a second change made before the first has loaded
 * (a sort, then its order) builds on it instead of dropping it. The router shows a navigation in a
 * transition, so on a slow phone a second tap can come before the page has rendered the first: a
 * change then builds on the last one this hook asked for, as long as the page still shows the list
 * state that change was made from.
 */
export function useListQuery<Sort extends string, FilterKey extends string>(
  definition: ListDefinition<Sort, FilterKey>,
): ListQueryControls<Sort, FilterKey> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const pendingSearch = pending?.pathname === pathname ? pending.search : undefined;
  const query = useMemo(
    () => parseListQuery(definition, pendingSearch === undefined ? searchParams : new URLSearchParams(pendingSearch)),
    [definition, searchParams, pendingSearch],
  );
  /**
   * The last change asked for, and the list state shown when it was asked for: while that is still
   * the state rendered (the same object, not one equal to it after Back), the router has not yet
   * shown the change.
   */
  const asked = useRef<{ query: ListQuery<Sort, FilterKey>; from: ListQuery<Sort, FilterKey> } | undefined>(undefined);
  const hrefOf = useCallback(
    (change: ListQueryChange<Sort, FilterKey>) => {
      const search = listSearchParams(definition, changeListQuery(query, change)).toString();
      return search === '' ? pathname : `${pathname}?${search}`;
    },
    [definition, query, pathname],
  );
  const change = useCallback(
    (update: ListQueryUpdate<Sort, FilterKey>) => {
      const base = asked.current?.from === query ? asked.current.query : query;
      const changed = changeListQuery(base, typeof update === 'function' ? update(base) : update);
      asked.current = { query: changed, from: query };
      setSearchParams(listSearchParams(definition, changed));
    },
    [definition, query, setSearchParams],
  );
  return { query, change, hrefOf };
}
