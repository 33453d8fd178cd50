/**
 * The state of Insights in its URL: the store, the view, the signed-up users view, the top-cards
 * timespan and the two chart years. Read with defaults: a missing, bad or stale value means the
 * default, quietly. A change is merged into the query the page has, other parameters kept.
 */
import { defaultTimespan, isTimespan, type Timespan } from '@stampcard/ui/TimespanSelect';
import { recentYears } from '@stampcard/ui/TimelineChart';

export type InsightsView = 'admin' | 'merchant';

/**
 * The periods of Signed up Users, each a tile of the widget, in the order the selector lists
 * them; the key is the value of the `signedUpUsersView` parameter.
 */
export const signedUpUsersViews = [
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This Week' },
  { value: 'last_week', label: 'Last Week' },
  { value: 'lifetime', label: 'Lifetime Users' },
] as const satisfies readonly { value: string; label: string }[];

export type SignedUpUsersView = (typeof signedUpUsersViews)[number]['value'];

/** The signed-up users view when none is chosen: this week. */
export const defaultSignedUpUsersView: SignedUpUsersView = 'this_week';

function isSignedUpUsersView(value: string | null): value is SignedUpUsersView {
  return signedUpUsersViews.some((view) => view.value === value);
}

export interface InsightsQuery {
  /** The store the URL names; null: the default store (the first of the user's stores). */
  readonly store: number | null;
  /** Administrators start in the admin view; everyone else only has the merchant view. */
  readonly view: InsightsView;
  /** The period Signed up Users highlights. */
  readonly signedUpUsersView: SignedUpUsersView;
  readonly topCardsTimespan: Timespan;
  readonly stampsChartYear: number;
  readonly rewardsChartYear: number;
}

/** The query parameters (`view` holds the admin/merchant switch). */
export const insightsParameters = {
  store: 'store',
  view: 'view',
  signedUpUsersView: 'signedUpUsersView',
  topCardsTimespan: 'topCardsTimespan',
  stampsChartYear: 'stampsChartYear',
  rewardsChartYear: 'rewardsChartYear',
} as const satisfies Record<keyof InsightsQuery, string>;

export interface InsightsQueryContext {
  /** Whether the user may see the admin view (the permission table's `insightsAdminView`). */
  readonly canSeeAdminView: boolean;
  /** The current year: the default chart year, and with the 4 before it the years offered. */
  readonly currentYear: number;
}

const storeIdPattern = /^[1-9]\d{0,9}$/;

function parseYear(value: string | null, currentYear: number): number {
  const year = value !== null && /^\d{4}$/.test(value) ? Number(value) : Number.NaN;
  return recentYears(currentYear).includes(year) ? year : currentYear;
}

/** The defaults of a context: what a URL without parameters shows. */
export function defaultInsightsQuery({ canSeeAdminView, currentYear }: InsightsQueryContext): InsightsQuery {
  return {
    store: null,
    view: canSeeAdminView ? 'admin' : 'merchant',
    signedUpUsersView: defaultSignedUpUsersView,
    topCardsTimespan: defaultTimespan,
    stampsChartYear: currentYear,
    rewardsChartYear: currentYear,
  };
}

/** Reads the page's state from its query string. */
export function parseInsightsQuery(search: URLSearchParams, context: InsightsQueryContext): InsightsQuery {
  const defaults = defaultInsightsQuery(context);
  const store = search.get(insightsParameters.store);
  const storeId = store !== null && storeIdPattern.test(store) ? Number(store) : null;
  const view = search.get(insightsParameters.view);
  const timespan = search.get(insightsParameters.topCardsTimespan);
  const signedUpUsersView = search.get(insightsParameters.signedUpUsersView);
  return {
    store: storeId !== null && storeId <= 2_147_483_647 ? storeId : null,
    view: context.canSeeAdminView && (view === 'admin' || view === 'merchant') ? view : defaults.view,
    signedUpUsersView: isSignedUpUsersView(signedUpUsersView) ? signedUpUsersView : defaults.signedUpUsersView,
    topCardsTimespan: isTimespan(timespan) ? timespan : defaults.topCardsTimespan,
    stampsChartYear: parseYear(search.get(insightsParameters.stampsChartYear), context.currentYear),
    rewardsChartYear: parseYear(search.get(insightsParameters.rewardsChartYear), context.currentYear),
  };
}

/**
 * The query string after a change: the changed values are written (a default value is left out,
 * so the plain address stays plain), every other parameter of `search` is kept as it is.
 */
export function changeInsightsQuery(
  search: URLSearchParams,
  change: Partial<InsightsQuery>,
  context: InsightsQueryContext,
): URLSearchParams {
  const defaults = defaultInsightsQuery(context);
  const next = new URLSearchParams(search);
  for (const name of Object.keys(change) as (keyof InsightsQuery)[]) {
    const value = change[name];
    if (value === undefined || value === null || value === defaults[name]) next.delete(insightsParameters[name]);
    else next.set(insightsParameters[name], String(value));
  }
  return next;
}
