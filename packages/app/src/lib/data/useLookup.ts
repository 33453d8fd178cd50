import type { StampcardClient } from '@stampcard/api-client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAppContext } from '../appContext/appContext';
import type { DataKey } from './dataKey';

/** A looked-up value: undefined while it loads; the error when it failed. */
export interface Lookup<T> {
  readonly data: T | undefined;
  readonly error: unknown;
}

/**
 * A value from the app's shared cache (a filter's options), loaded on first use and again after a
 * mutation invalidates it. A loader may start it first (`cache.get`), so it arrives with the page.
 */
export function useLookup<T>(key: DataKey, load: (api: StampcardClient) => Promise<T>): Lookup<T> {
  const { api, cache } = useAppContext();
  const id = JSON.stringify(key);
  const read = useCallback(() => cache.peek<T>(JSON.parse(id) as DataKey), [cache, id]);
  const settled = useSyncExternalStore(cache.subscribe, read, read);
  const isMissing = settled === undefined;
  useEffect(() => {
    if (!isMissing) return;
    // Failures are kept in the cache (and shown); the promise's rejection is handled there.
    cache.get(JSON.parse(id) as DataKey, () => load(api)).catch(() => undefined);
    // `load` belongs to `key`: a new function for the same key does not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMissing, id, cache, api]);
  return {
    data: settled?.status === 'ready' ? settled.data : undefined,
    error: settled?.status === 'failed' ? settled.error : undefined,
  };
}
