import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '#app/lib/appContext';
import { can } from '#app/lib/permissions';
import {
  changeInsightsQuery,
  parseInsightsQuery,
  type InsightsQuery,
  type InsightsQueryContext,
} from './insightsQuery';

export interface InsightsQueryControls {
  readonly query: InsightsQuery;
  readonly context: InsightsQueryContext;
  /** Merges a change into the URL without leaving the page; replaces the entry. */
  readonly change: (change: Partial<InsightsQuery>) => void;
}

/** The page's state in its URL, for the signed-in user (who may see the admin view) and this year. */
export function useInsightsQuery(): InsightsQueryControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser();
  const canSeeAdminView = can(user?.roles ?? [], 'insightsAdminView', 'read');
  const currentYear = new Date().getFullYear();
  const context = useMemo(() => ({ canSeeAdminView, currentYear }), [canSeeAdminView, currentYear]);
  const query = useMemo(() => parseInsightsQuery(searchParams, context), [searchParams, context]);
  const change = useCallback(
    (next: Partial<InsightsQuery>) => {
      setSearchParams((current) => changeInsightsQuery(current, next, context), { replace: true });
    },
    [setSearchParams, context],
  );
  return { query, context, change };
}
