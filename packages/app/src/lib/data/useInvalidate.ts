import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { useAppContext } from '../appContext/appContext';
import { announceChange } from './crossTab';
import { reloadData } from './dataRoute';
import type { Invalidation } from './dataKey';

/**
 * After a write that is not one mutation (an import of many rows): forgets what `invalidation`
 * names, reloads the routes that show it, and tells the other tabs.
 */
export function useInvalidate(): (invalidation: Invalidation) => void {
  const { cache } = useAppContext();
  const { revalidate } = useRevalidator();
  return useCallback(
    (invalidation: Invalidation) => {
      cache.invalidate(invalidation);
      void reloadData(revalidate, invalidation);
      announceChange(invalidation);
    },
    [cache, revalidate],
  );
}
