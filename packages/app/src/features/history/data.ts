/**
 * The history feature's data routes (ADR 010): the history of everything (administrators) and of
 * a business, a page of 20 with the filters of the URL, a chunk apart from the page.
 */
import { getBusinessHistory, getHistory, type HistoryEntry, type Page } from '@stampcard/api-client';
import { businessIdOf } from '#app/lib/business';
import { apiListQuery, dataRoute, listSearchParams, parseListQuery, type LoadLocation } from '#app/lib/data';
import { historyList, type HistoryQuery } from './historyList';

const queryOf = ({ url }: LoadLocation): HistoryQuery => parseListQuery(historyList, url.searchParams);

/** Every change, newest first (GET /api/History). */
export const historyRoute = dataRoute<Page<HistoryEntry>>({
  key: (location) => ['history', listSearchParams(historyList, queryOf(location)).toString()],
  async load({ url, signal, services }) {
    return getHistory(services.api, { query: apiListQuery(historyList, queryOf({ url, params: {} })), signal });
  },
});

/**
 * A business's changes, newest first (GET /api/Business/{id}/History). Its key begins with the
 * business's, so whatever changes the business reloads it too.
 */
export const businessHistoryRoute = dataRoute<Page<HistoryEntry>>({
  key: (location) => [
    'business',
    location.params.businessID ?? '',
    'history',
    listSearchParams(historyList, queryOf(location)).toString(),
  ],
  async load({ params, url, signal, services }) {
    const id = businessIdOf(params);
    return getBusinessHistory(services.api, {
      path: { id },
      query: apiListQuery(historyList, queryOf({ url, params })),
      signal,
    });
  },
});
