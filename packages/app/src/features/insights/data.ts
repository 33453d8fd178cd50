/**
 * The loader of Insights (ADR 010): every widget is a part with its own request and key, so a
 * change of store reloads them all, and a change of the top-cards timespan or of a chart year
 * reloads only that widget. The stores come from the app's shared cache: every widget
 * needs to know the store: the URL's starts at once, and without one the first store of the list.
 */
import {
  getAuthenticationPie,
  getDevicePie,
  getRewardKpis,
  getRewardsChart,
  getStampKpis,
  getStampsChart,
  getTopCards,
  getUserTiles,
  type AuthenticationPie,
  type DevicePie,
  type RewardKpis,
  type RewardsChartRow,
  type StampKpis,
  type StampsChartRow,
  type StoreSummary,
  type TopCard,
  type UserTiles,
} from '@stampcard/api-client';
import { allStoresKey, loadAllStores } from '#app/lib/stores';
import type { AppContextValue } from '#app/lib/appContext';
import { dataRouteParts, type DataPartDefinition, type LoadArgs } from '#app/lib/data';
import { can } from '#app/lib/permissions';
import { insightsParameters, parseInsightsQuery, type InsightsQuery } from './insightsQuery';
import { timespanPeriod, viewWidgets, yearPeriod, type WidgetName } from './insightsWidgets';

/** The stores of every business of the user, flattened, shared by the whole app. */
export const storesKey = allStoresKey;

/** The user's stores, from the shared cache: loaded once, and again after a store changes. */
export function loadStores({ api, cache }: Pick<AppContextValue, 'api' | 'cache'>): Promise<StoreSummary[]> {
  return cache.get(allStoresKey, () => loadAllStores(api));
}

/** The store shown: the one the URL names when it is the user's, else the first. */
export function chooseStore(stores: readonly StoreSummary[], requested: number | null): StoreSummary | undefined {
  return stores.find((store) => store.storeID === requested) ?? stores[0];
}

/** The page's query for a URL and the signed-in user. */
export function insightsQueryOf(url: URL, services: Pick<AppContextValue, 'auth'>, now = new Date()): InsightsQuery {
  const roles = services.auth.getSnapshot()?.roles ?? [];
  return parseInsightsQuery(url.searchParams, {
    canSeeAdminView: can(roles, 'insightsAdminView', 'read'),
    currentYear: now.getFullYear(),
  });
}

/**
 * The id of the store whose figures load: the URL's at once, without waiting for the store list
 * (the API refuses a store that is not the user's, and the page then moves the URL to the first
 * store); else the first store's; null when the user has no store.
 */
async function storeIdOf({ url, services }: Pick<LoadArgs, 'url' | 'services'>): Promise<number | null> {
  const requested = insightsQueryOf(url, services).store;
  if (requested !== null) return requested;
  return chooseStore(await loadStores(services), null)?.storeID ?? null;
}

/** What a widget's part depends on besides the store (its timespan or year), or nothing. */
type WidgetSetting = (query: InsightsQuery) => string | number | null;

/** The widgets the admin view alone shows: their key carries the URL's view, as their load depends on it. */
const adminOnly: ReadonlySet<WidgetName> = new Set(
  viewWidgets.admin.filter((name) => !(viewWidgets.merchant as readonly WidgetName[]).includes(name)),
);

/**
 * A widget's part, keyed by the URL's store and its own setting (a widget of both views keeps its
 * data when the view changes). It loads null without a request when the user's view does not show
 * it or the user has no store.
 */
function widget<T>(
  name: WidgetName,
  setting: WidgetSetting,
  load: (args: LoadArgs & { storeID: number; query: InsightsQuery }) => Promise<T>,
): DataPartDefinition<T | null> {
  return {
    key: ({ url }) => {
      // Keys are the URL's alone (React Router's shouldRevalidate sees no user): the store and
      // settings do not depend on the user's roles; the view does, so its raw value is the key's.
      const query = parseInsightsQuery(url.searchParams, {
        canSeeAdminView: true,
        currentYear: new Date().getFullYear(),
      });
      const value = setting(query);
      return [
        'insights',
        query.store ?? 'first',
        name,
        ...(value === null ? [] : [value]),
        ...(adminOnly.has(name) ? [url.searchParams.get(insightsParameters.view) ?? ''] : []),
      ];
    },
    async load(args) {
      const query = insightsQueryOf(args.url, args.services);
      if (!(viewWidgets[query.view] as readonly WidgetName[]).includes(name)) return null;
      const storeID = await storeIdOf(args);
      if (storeID === null) return null;
      return load({ ...args, storeID, query });
    },
  };
}

const none: WidgetSetting = () => null;

/** What Insights loads: the store list and each widget's answer (null: not shown, or no store). */
export interface InsightsParts {
  stores: StoreSummary[];
  signedUpUsers: UserTiles | null;
  devices: DevicePie | null;
  authentication: AuthenticationPie | null;
  stamps: StampKpis | null;
  rewards: RewardKpis | null;
  topCards: TopCard[] | null;
  stampsTimeline: StampsChartRow[] | null;
  rewardsTimeline: RewardsChartRow[] | null;
}

/** The parts of Insights: the store list and each widget. */
export const insightsRoute = dataRouteParts<InsightsParts>({
  stores: { key: () => storesKey, load: ({ services }) => loadStores(services) },
  signedUpUsers: widget('signedUpUsers', none, ({ services, storeID, signal }) =>
    getUserTiles(services.api, { query: { storeID }, signal }),
  ),
  devices: widget('devices', none, ({ services, storeID, signal }) =>
    getDevicePie(services.api, { query: { storeID }, signal }),
  ),
  authentication: widget('authentication', none, ({ services, storeID, signal }) =>
    getAuthenticationPie(services.api, { query: { storeID }, signal }),
  ),
  stamps: widget('stamps', none, ({ services, storeID, signal }) =>
    getStampKpis(services.api, { query: { storeID }, signal }),
  ),
  rewards: widget('rewards', none, ({ services, storeID, signal }) =>
    getRewardKpis(services.api, { query: { storeID }, signal }),
  ),
  topCards: widget(
    'topCards',
    (query) => query.topCardsTimespan,
    ({ services, storeID, signal, query }) => {
      const period = timespanPeriod(query.topCardsTimespan, new Date());
      return getTopCards(services.api, { query: { storeID, ...period }, signal });
    },
  ),
  stampsTimeline: widget(
    'stampsTimeline',
    (query) => query.stampsChartYear,
    ({ services, storeID, signal, query }) =>
      getStampsChart(services.api, {
        query: { storeID, viewType: 'CARD', ...yearPeriod(query.stampsChartYear) },
        signal,
      }),
  ),
  rewardsTimeline: widget(
    'rewardsTimeline',
    (query) => query.rewardsChartYear,
    ({ services, storeID, signal, query }) =>
      getRewardsChart(services.api, {
        query: { storeID, viewType: 'CARD', ...yearPeriod(query.rewardsChartYear) },
        signal,
      }),
  ),
});
