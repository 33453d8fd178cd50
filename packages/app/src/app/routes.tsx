/**
 * The routing table: React Router data routes, their paths from `config/paths`, who may open
 * them from the permission module's route table. Every page is a lazy chunk of its feature; a page with data has a loader in its
 * feature's small `data` chunk, loaded in parallel with the page's chunk, so its request leaves
 * before the page's code arrives (ADR 010). Every guarded route's middleware runs the guard, which
 * redirects before any loader starts.
 */
import { LoadingScreen } from '@stampcard/ui/LoadingScreen';
import { redirect, type LazyRouteFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { paths, relativePattern, routeDataIds } from '#app/config/paths';
import type { RouteId } from '#app/lib/permissions';
import { AppRoot } from './App';
import { guard } from './guards';
import { RootErrorPage, RouteErrorPage } from './RouteErrorPage';
import { Shell } from './shell/Shell';
import { businessesPages } from '#app/features/businesses/pages';
import { reportsPages } from '#app/features/reports/pages';
import { staffPages } from '#app/features/staff/pages';
import { storesPages } from '#app/features/stores/pages';

function StartingUp() {
  return <LoadingScreen phase={2} />;
}

type PageComponent = React.ComponentType;

/** What a feature's data module gives a route: its loader and when it reloads. */
interface RouteData {
  readonly loader: NonNullable<RouteObject['loader']>;
  readonly shouldRevalidate: ShouldRevalidateFunction;
}

const features = {
  access: () => import('#app/features/access'),
  authentication: () => import('#app/features/authentication'),
  cards: () => import('#app/features/cards'),
  customers: () => import('#app/features/customers'),
  history: () => import('#app/features/history'),
  insights: () => import('#app/features/insights'),
  promotions: () => import('#app/features/promotions'),
  settings: () => import('#app/features/settings'),
  tags: () => import('#app/features/tags'),
  users: () => import('#app/features/users'),
};

/** The features' loaders, each a chunk apart from the pages (ADR 010). */
const data = {
  businesses: () => import('#app/features/businesses/data'),
  cards: () => import('#app/features/cards/data'),
  insights: () => import('#app/features/insights/data'),
  reports: () => import('#app/features/reports/data'),
  customers: () => import('#app/features/customers/data'),
  history: () => import('#app/features/history/data'),
  staff: () => import('#app/features/staff/data'),
  stores: () => import('#app/features/stores/data'),
  tags: () => import('#app/features/tags/data'),
  users: () => import('#app/features/users/data'),
};

/** The lazy parts of a route: its page, and its loader when it has data. */
function lazy(
  Component: () => Promise<PageComponent>,
  routeData?: () => Promise<RouteData>,
): Exclude<RouteObject['lazy'], LazyRouteFunction<RouteObject> | undefined> {
  if (routeData === undefined) return { Component };
  return {
    Component,
    loader: async () => (await routeData()).loader,
    shouldRevalidate: async () => (await routeData()).shouldRevalidate,
  };
}

/** A route of a route group: guarded by the group's rule. */
function guarded(routeId: RouteId, route: RouteObject): RouteObject {
  return { ...route, middleware: [guard(routeId), ...(route.middleware ?? [])] };
}

/** A route's path relative to the business's route (`businesses/:businessID`). */
const underBusiness = (path: (typeof paths)[keyof typeof paths]) => relativePattern(paths.business, path);

/** The app's routes; their loaders and guards read the app's services from the router's context. */
export function createRoutes(): RouteObject[] {
  // A fresh object per route: React Router clears each lazy part of a route once it loaded.
  const cardBuilder = () =>
    lazy(
      async () => (await features.cards()).CardBuilderPage,
      async () => (await data.cards()).cardScopeRoute,
    );
  /** The card builder's editor column: the card the `id` query parameter names. */
  const selectedCard = (): RouteObject => ({
    index: true,
    lazy: lazy(
      async () => (await features.cards()).SelectedCard,
      async () => (await data.cards()).selectedCardRoute,
    ),
  });

  return [
    {
      id: 'root',
      Component: AppRoot,
      ErrorBoundary: RootErrorPage,
      // Shown while the first route loads when the router renders before it is ready (stories,
      // tests); startApp waits for the router, showing the loading screen's last phase itself.
      HydrateFallback: StartingUp,
      children: [
        // The authentication pages are open to everyone; the page checks the action ('Invalid action' for any other).
        {
          path: paths.authentication.pattern,
          lazy: lazy(async () => (await features.authentication()).AuthenticationPage),
        },
        guarded('notAuthorized', {
          path: paths.notAuthorized.pattern,
          lazy: lazy(async () => (await features.access()).NotAuthorizedPage),
        }),
        guarded('customerUnauthorized', {
          path: paths.customerUnauthorized.pattern,
          lazy: lazy(async () => (await features.access()).CustomerUnauthorizedPage),
        }),
        {
          Component: Shell,
          children: [
            {
              // Inside the shell, so a page that fails keeps the menu around its error.
              ErrorBoundary: RouteErrorPage,
              children: [
                // The empty path redirects to insights (whose guard then applies).
                { index: true, loader: () => redirect(paths.insights.href({})) },
                guarded('insights', {
                  path: paths.insights.pattern,
                  lazy: lazy(
                    async () => (await features.insights()).InsightsPage,
                    async () => (await data.insights()).insightsRoute,
                  ),
                }),
                guarded('reports', {
                  path: paths.reports.pattern,
                  lazy: lazy(reportsPages.ReportsPage, async () => (await data.reports()).reportsRoute),
                }),
                guarded('reports', {
                  path: paths.reportDetails.pattern,
                  lazy: lazy(reportsPages.ReportViewerPage, async () => (await data.reports()).reportViewRoute),
                }),
                guarded('businesses', {
                  path: paths.businesses.pattern,
                  lazy: lazy(businessesPages.BusinessesPage, async () => (await data.businesses()).businessesRoute),
                }),
                // A business's pages share its route: the business loads once, for the breadcrumbs
                // and every child page.
                guarded('businesses', {
                  id: routeDataIds.business,
                  path: paths.business.pattern,
                  lazy: {
                    loader: async () => (await data.businesses()).businessRoute.loader,
                    shouldRevalidate: async () => (await data.businesses()).businessRoute.shouldRevalidate,
                  },
                  children: [
                    {
                      path: underBusiness(paths.businessDetails),
                      lazy: lazy(businessesPages.BusinessDetailsPage),
                    },
                    {
                      path: underBusiness(paths.businessStaff),
                      lazy: lazy(staffPages.BusinessStaffPage, async () => (await data.staff()).businessStaffRoute),
                    },
                    {
                      path: underBusiness(paths.businessStaffMember),
                      lazy: lazy(
                        staffPages.BusinessStaffMemberPage,
                        async () => (await data.staff()).businessStaffMemberRoute,
                      ),
                    },
                    {
                      path: underBusiness(paths.stores),
                      lazy: lazy(storesPages.StoresPage, async () => (await data.stores()).businessStoresRoute),
                    },
                    {
                      path: underBusiness(paths.storeDetails),
                      lazy: lazy(storesPages.StoreDetailsPage, async () => (await data.stores()).storeDetailsRoute),
                    },
                    {
                      path: underBusiness(paths.storeStaff),
                      lazy: lazy(staffPages.StoreStaffPage),
                    },
                    {
                      path: underBusiness(paths.nfcTags),
                      lazy: lazy(
                        async () => (await features.tags()).NfcTagsPage,
                        async () => (await data.tags()).storeTagsRoute,
                      ),
                    },
                    {
                      path: underBusiness(paths.businessHistory),
                      lazy: lazy(
                        async () => (await features.history()).BusinessHistoryPage,
                        async () => (await data.history()).businessHistoryRoute,
                      ),
                    },
                    guarded('cards', {
                      path: underBusiness(paths.businessCards),
                      lazy: cardBuilder(),
                      children: [selectedCard()],
                    }),
                    guarded('cards', {
                      path: underBusiness(paths.storeCards),
                      lazy: cardBuilder(),
                      children: [selectedCard()],
                    }),
                  ],
                }),
                guarded('staff', {
                  path: paths.staffMember.pattern,
                  lazy: lazy(staffPages.StaffDetailsPage, async () => (await data.staff()).staffDetailsRoute),
                }),
                guarded('cards', { path: paths.cards.pattern, lazy: cardBuilder(), children: [selectedCard()] }),
                guarded('history', {
                  path: paths.history.pattern,
                  lazy: lazy(
                    async () => (await features.history()).HistoryPage,
                    async () => (await data.history()).historyRoute,
                  ),
                }),
                guarded('customers', {
                  path: paths.customers.pattern,
                  lazy: lazy(
                    async () => (await features.customers()).CustomersPage,
                    async () => (await data.customers()).customersRoute,
                  ),
                }),
                guarded('customers', {
                  path: paths.customer.pattern,
                  // The user details page, reached from All Customers.
                  lazy: lazy(
                    async () => (await features.users()).CustomerDetailsPage,
                    async () => (await data.users()).userDetailsRoute,
                  ),
                }),
                guarded('users', {
                  path: paths.user.pattern,
                  lazy: lazy(
                    async () => (await features.users()).UserDetailsPage,
                    async () => (await data.users()).userDetailsRoute,
                  ),
                }),
                guarded('settings', {
                  path: paths.settings.pattern,
                  lazy: lazy(async () => (await features.settings()).SettingsPage),
                }),
                guarded('promotions', {
                  path: paths.promotions.pattern,
                  lazy: lazy(async () => (await features.promotions()).PromotionsPage),
                }),
                // Signed out: sign in first, with this path to return to (routeAccess.notFound).
                guarded('notFound', {
                  path: paths.notFound.pattern,
                  lazy: lazy(async () => (await features.access()).NotFoundPage),
                }),
              ],
            },
          ],
        },
      ],
    },
  ];
}
