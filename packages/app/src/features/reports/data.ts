/**
 * The reports feature's loaders (ADR 010): the reports list, and the report viewer's content for
 * its URL (path, page and the filters' values by parameter key).
 */
import {
  getBusinesses,
  getMerchantReports,
  getReports,
  viewReport,
  type Report,
  type ReportContent,
  type ReportParameter,
} from '@stampcard/api-client';
import type { AppContextValue } from '#app/lib/appContext';
import { dataRoute, InvalidAddressError } from '#app/lib/data';
import { can } from '#app/lib/permissions';
import { filterValuesFromUrl, reportRequestParameters } from './filters';

const roles = (services: AppContextValue) => services.auth.getSnapshot()?.roles ?? [];

/** The reports the user may run: all of them for administrators, else the merchant's. */
export const reportsRoute = dataRoute<Report[]>({
  key: () => ['reports', 'list'],
  load: ({ signal, services }) =>
    can(roles(services), 'allReports', 'read')
      ? getReports(services.api, { signal })
      : getMerchantReports(services.api, { signal }),
});

/** Why a merchant's report cannot be run: they have no business to run it on. */
export class NoBusinessError extends Error {
  override readonly name = 'NoBusinessError';
}

/**
 * For non-administrators the first business's id goes as the StoreGroupID parameter. A failure of
 * the business list stops the viewer's loading and says why.
 */
async function storeGroupId({ api, cache }: AppContextValue): Promise<string> {
  const businesses = await cache.get(['reports', 'storeGroup'], () =>
    getBusinesses(api, { query: { page: 1, pageCount: 1 } }),
  );
  const [first] = businesses.items;
  if (first === undefined) throw new NoBusinessError('You have no business to run this report on.');
  return String(first.businessID);
}

/** The report the viewer shows: its content for the URL, and its parameters (the filters). */
export interface ReportView {
  readonly path: string;
  readonly page: number;
  readonly content: ReportContent;
  readonly parameters: ReportParameter[];
}

/** The page the URL asks for: a whole number from 1, else 1. */
export function pageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The parameter keys a report viewer URL uses for itself; any other key is a filter's. */
const ownKeys = new Set(['path', 'name', 'page']);

/**
 * The viewer's content: POST /api/Reporting/View with the URL's page and filters.
 * The filters' types come with the report: the first time a report is opened with filters in its
 * URL, its parameters are read first (once per report and app), so dates and multi choices are
 * sent as the API takes them.
 */
export const reportViewRoute = dataRoute<ReportView>({
  key: ({ url }) => ['reports', 'view', url.searchParams.toString()],
  async load({ url, signal, services }) {
    const path = url.searchParams.get('path')?.trim() ?? '';
    if (path === '') throw new InvalidAddressError('The address does not name a report.');
    const page = pageOf(url.searchParams);
    const scope: Record<string, string[]> = can(roles(services), 'allReports', 'read')
      ? {}
      : { StoreGroupID: [await storeGroupId(services)] };
    const view = (parameters: Record<string, string[]>, atPage: number) =>
      viewReport(services.api, {
        body: { reportPath: path, page: atPage, parameters: { ...parameters, ...scope } },
        signal,
      });
    const hasFilters = [...url.searchParams.keys()].some((key) => !ownKeys.has(key));
    const parametersKey = ['reports', 'parameters', path];
    if (!hasFilters) {
      const content = await view({}, page);
      // The first page's parameters are every page's: later loads with filters read them from here.
      void services.cache.get(parametersKey, () => Promise.resolve(content.parameters ?? []));
      return { path, page, content, parameters: content.parameters ?? [] };
    }
    const parameters = await services.cache.get(parametersKey, async () => (await view({}, 1)).parameters ?? []);
    const values = filterValuesFromUrl(parameters, url.searchParams);
    const content = await view(reportRequestParameters(parameters, values), page);
    return { path, page, content, parameters: content.parameters ?? parameters };
  },
});
