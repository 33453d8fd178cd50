import { useCallback, useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { sameKey, type DataKey } from './dataKey';
import { holdLoading, reloadData, type Loading } from './dataRoute';
import { useRetryAfterWait } from './useRetryAfterWait';

export interface UseLoadedOptions {
  /**
   * Keep showing the data of another key while the new key loads: a list keeps its rows (marked
   * busy) while the next page, sort or search loads, rather than flashing skeletons. Without it,
   * only a reload of the same key keeps the data (a details page never shows another entity's).
   * @default false
   */
  keepPreviousData?: boolean;
}

/** What a page shows of its route's load. */
export interface Loaded<T> {
  /**
   * The data to show: the load's, or while a newer load runs or after it failed, the last data
   * that arrived (see `keepPreviousData`); undefined before any arrived (show skeletons).
   */
  readonly data: T | undefined;
  /** A load is under way: with `data`, the data shown is being replaced (mark it busy). */
  readonly isLoading: boolean;
  /** Why the newest load failed (the page says why and offers Retry, keeping what is on screen); else undefined. */
  readonly error: unknown;
  /** Loads the same data again (Retry). */
  readonly retry: () => void;
}

/**
 * The data of a route's `Loading` (its loader data, `dataRoute`) as a page shows it: skeletons
 * until the first data, then the data; the data kept while the next load runs or after it fails.
 */
export function useLoaded<T>(loading: Loading<T>, { keepPreviousData = false }: UseLoadedOptions = {}): Loaded<T> {
  // The outcome as an external store: read while rendering, and checked again once subscribed, so
  // an answer arriving between the render and the subscription is not missed.
  const subscribe = useCallback(
    (notify: () => void) => {
      let isCurrent = true;
      void loading.result.then(() => {
        if (isCurrent) notify();
      });
      // Leaving the page (or a newer load replacing this one) stops its request.
      const release = holdLoading(loading);
      return () => {
        isCurrent = false;
        release();
      };
    },
    [loading],
  );
  const readOutcome = () => loading.settled;
  const settled = useSyncExternalStore(subscribe, readOutcome, readOutcome);
  const { key } = loading;
  const [shown, setShown] = useState<{ key: DataKey; data: T } | null>(null);
  if (settled?.status === 'ready' && (shown === null || shown.data !== settled.data)) {
    setShown({ key, data: settled.data });
  }

  const { revalidate } = useRevalidator();
  const retry = useCallback(() => {
    void reloadData(revalidate, [key]);
  }, [revalidate, key]);

  const isKept = shown !== null && (keepPreviousData || sameKey(shown.key, key));
  const isLoading = settled === undefined;
  const error = settled?.status === 'failed' ? settled.error : undefined;
  useRetryAfterWait({ error, isLoading, attempt: JSON.stringify(key), retry });
  return {
    data: settled?.status === 'ready' ? settled.data : isKept ? shown.data : undefined,
    isLoading,
    error,
    retry,
  };
}
