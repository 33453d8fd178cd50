import type { StoreSummary } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { Fragment, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { paths } from '#app/config/paths';
import { useAppContext } from '#app/lib/appContext';
import { describeErrorLine, settledLoading, useLoaded, type LoadingParts } from '#app/lib/data';
import { Page } from '#app/lib/page';
import { chooseStore, storesKey, type InsightsParts } from './data';
import { AdminGrid, Controls, MerchantGrid } from './InsightsPage.styles';
import { StorePicker } from './StorePicker';
import {
  authenticationPieItems,
  devicePieItems,
  rewardsSeries,
  rewardTiles,
  stampsSeries,
  stampTiles,
  topCardItems,
  userTiles,
  viewWidgets,
  type WidgetName,
} from './insightsWidgets';
import { KpiWidget, PieWidget, SignedUpUsersWidget, TimelineWidget, TopCardsWidget } from './InsightsWidgets';
import { useInsightsQuery } from './useInsightsQuery';

/** The analytics report and its dialog: a chunk loaded only where an analytics URL is configured. */
const AnalyticsReport = lazy(async () => ({ default: (await import('./AnalyticsReport')).AnalyticsReport }));

/** The stores part is always loaded; this stands for it should a URL ever not load it. */
const noStores = settledLoading<StoreSummary[]>(storesKey, []);

/** The breadcrumb of a store whose name is not known. */
export const storeNameUnavailable = 'Store name unavailable';

const storeName = (store: StoreSummary) => (store.name?.trim() ? store.name.trim() : storeNameUnavailable);

const userTilesPlaceholder = userTiles({ today: 0, thisWeek: 0, lastWeek: 0, lifetimeUsers: 0 });
const stampTilesPlaceholder = stampTiles({ todaysStamps: 0, thisWeekStamps: 0, thisYearStamps: 0, lifetimeStamps: 0 });
const rewardTilesPlaceholder = rewardTiles({
  issuedToday: 0,
  redemptionsToday: 0,
  issuedThisWeek: 0,
  redemptionsThisWeek: 0,
  issuedAllTime: 0,
  redemptionsAllTime: 0,
});

/**
 * Insights, the home page: one route, two views. Administrators start in the
 * admin view (three rows of widgets and the analytics report) and may switch to the merchant view
 * (reward KPIs, signed-up users, stamp KPIs, the rewards chart); everyone else has the merchant
 * view. The store, the view, the signed-up users view, the top-cards timespan and the chart years
 * live in the URL.
 */
export function InsightsPage() {
  const parts = useLoaderData<LoadingParts<InsightsParts>>();
  const { query, context, change } = useInsightsQuery();
  const { configuration } = useAppContext();
  const stores = useLoaded(parts.stores ?? noStores, { keepPreviousData: true });
  const storeList = stores.data ?? [];
  const store = chooseStore(storeList, query.store);
  // The widgets asked for the URL's store at once; when it is not among the user's stores, the
  // page moves to the first one (the URL is replaced, so Back does not return to the refused one).
  const replacement =
    query.store !== null && store !== undefined && store.storeID !== query.store ? store.storeID : null;
  useEffect(() => {
    if (replacement !== null) change({ store: replacement });
  }, [replacement, change]);
  const isAdminView = query.view === 'admin';
  const storesError = stores.error === undefined ? undefined : describeErrorLine(stores.error);

  const breadcrumbs: Breadcrumb[] = [{ label: 'insights', href: paths.insights.href({}) }];
  // The store's name once the stores are known; unavailable when it is not among them.
  if (store !== undefined) breadcrumbs.push({ label: storeName(store) });
  else if (stores.data !== undefined || stores.error !== undefined) breadcrumbs.push({ label: storeNameUnavailable });

  const controls = (
    <Controls>
      {context.canSeeAdminView ? (
        <Button
          variant="secondary"
          onPress={() => {
            change({ view: isAdminView ? 'merchant' : 'admin' });
          }}
        >
          {isAdminView ? 'Switch to merchant view' : 'Switch to admin view'}
        </Button>
      ) : null}
      {isAdminView && configuration.analyticsEmbedUrl ? (
        <Suspense fallback={null}>
          <AnalyticsReport url={configuration.analyticsEmbedUrl} />
        </Suspense>
      ) : null}
      <StorePicker
        stores={storeList}
        store={store}
        storeName={storeName}
        isLoading={stores.isLoading && stores.data === undefined}
        errorMessage={storesError}
        onChange={(next) => {
          change({ store: next.storeID });
        }}
      />
    </Controls>
  );

  /** Each widget the URL shows, drawn once for whichever view lists it (`viewWidgets`). */
  const widget = (name: WidgetName): ReactNode => {
    switch (name) {
      case 'signedUpUsers':
        return parts.signedUpUsers ? (
          <SignedUpUsersWidget
            loading={parts.signedUpUsers}
            tiles={userTiles}
            placeholder={userTilesPlaceholder}
            view={query.signedUpUsersView}
            onViewChange={(signedUpUsersView) => {
              change({ signedUpUsersView });
            }}
          />
        ) : null;
      case 'devices':
        return parts.devices ? <PieWidget name={name} loading={parts.devices} items={devicePieItems} /> : null;
      case 'authentication':
        return parts.authentication ? (
          <PieWidget name={name} loading={parts.authentication} items={authenticationPieItems} />
        ) : null;
      case 'stamps':
        return parts.stamps ? (
          <KpiWidget name={name} loading={parts.stamps} tiles={stampTiles} placeholder={stampTilesPlaceholder} />
        ) : null;
      case 'rewards':
        return parts.rewards ? (
          <KpiWidget name={name} loading={parts.rewards} tiles={rewardTiles} placeholder={rewardTilesPlaceholder} />
        ) : null;
      case 'topCards':
        return parts.topCards ? (
          <TopCardsWidget
            loading={parts.topCards}
            items={topCardItems}
            timespan={query.topCardsTimespan}
            onTimespanChange={(topCardsTimespan) => {
              change({ topCardsTimespan });
            }}
          />
        ) : null;
      case 'stampsTimeline':
        return parts.stampsTimeline ? (
          <div data-wide="">
            <TimelineWidget
              name={name}
              loading={parts.stampsTimeline}
              series={stampsSeries}
              year={query.stampsChartYear}
              currentYear={context.currentYear}
              onYearChange={(stampsChartYear) => {
                change({ stampsChartYear });
              }}
            />
          </div>
        ) : null;
      case 'rewardsTimeline':
        return parts.rewardsTimeline ? (
          <div data-wide="">
            <TimelineWidget
              name={name}
              loading={parts.rewardsTimeline}
              series={rewardsSeries}
              year={query.rewardsChartYear}
              currentYear={context.currentYear}
              onYearChange={(rewardsChartYear) => {
                change({ rewardsChartYear });
              }}
            />
          </div>
        ) : null;
    }
  };
  const Grid = isAdminView ? AdminGrid : MerchantGrid;

  return (
    <Page title="Insights" breadcrumbs={breadcrumbs} actions={controls}>
      <Grid data-view={query.view}>
        {viewWidgets[query.view].map((name) => (
          <Fragment key={name}>{widget(name)}</Fragment>
        ))}
      </Grid>
    </Page>
  );
}
