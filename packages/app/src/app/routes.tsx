/**
 * The routing table (spec A 2.2, spec B 2.14, D12): React Router data routes. Every page is a
 * lazy chunk of its feature; every guarded route's loader runs the guard, which redirects before the
 * page renders (React Router may download the page's chunk meanwhile: it holds code, no data).
 */
import { LoadingScreen } from '@stampcard/ui/LoadingScreen';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { AuthService } from '../lib/auth/types';
import type { RouteId } from '../lib/permissions';
import { createGuard, paths } from './guards';
import { RootErrorPage, RouteErrorPage } from './RouteErrorPage';
import { Shell } from './shell/Shell';

function StartingUp() {
  return <LoadingScreen phase={2} />;
}

export interface RouteDependencies {
  readonly auth: Pick<AuthService, 'getSnapshot'>;
}

type PageComponent = React.ComponentType;

/** A lazy page: the feature's chunk loads on the first visit. */
function page(load: () => Promise<PageComponent>): Pick<RouteObject, 'lazy'> {
  return { lazy: { Component: load } };
}

const features = {
  access: () => import('../features/access'),
  authentication: () => import('../features/authentication'),
  businesses: () => import('../features/businesses'),
  cards: () => import('../features/cards'),
  customers: () => import('../features/customers'),
  insights: () => import('../features/insights'),
  promotions: () => import('../features/promotions'),
  reports: () => import('../features/reports'),
  settings: () => import('../features/settings'),
  staff: () => import('../features/staff'),
  users: () => import('../features/users'),
};

/** The app's routes, their guards reading the signed-in user from `auth`. */
export function createRoutes({ auth }: RouteDependencies): RouteObject[] {
  const guardOf = createGuard(auth);
  const guarded = (routeId: RouteId, path: string, load: () => Promise<PageComponent>): RouteObject => ({
    path,
    loader: guardOf(routeId),
    ...page(load),
  });
  const home: LoaderFunction = () => redirect(paths.insights);

  return [
    {
      id: 'root',
      ErrorBoundary: RootErrorPage,
      // Shown while the first route loads when the router renders before it is ready (stories,
      // tests); startApp waits for the router, showing the loading screen's last phase itself.
      HydrateFallback: StartingUp,
      children: [
        // Spec A 2.1: open to everyone; the page checks the action ('Invalid action' for any other).
        {
          path: 'authentication/*',
          ...page(async () => (await features.authentication()).AuthenticationPage),
        },
        guarded('notAuthorized', 'not-authorized', async () => (await features.access()).NotAuthorizedPage),
        guarded(
          'customerUnauthorized',
          'customer-unauthorized',
          async () => (await features.access()).CustomerUnauthorizedPage,
        ),
        {
          Component: Shell,
          children: [
            {
              // Inside the shell, so a page that fails keeps the menu around its error.
              ErrorBoundary: RouteErrorPage,
              children: [
                // Spec A 33: the empty path redirects to insights (whose guard then applies).
                { index: true, loader: home },
                guarded('insights', 'insights', async () => (await features.insights()).InsightsPage),
                guarded('reports', 'reports', async () => (await features.reports()).ReportsPage),
                guarded('reports', 'reports/report-details', async () => (await features.reports()).ReportDetailsPage),
                guarded('businesses', 'businesses', async () => (await features.businesses()).BusinessesPage),
                guarded(
                  'businesses',
                  'businesses/:businessID/details',
                  async () => (await features.businesses()).BusinessDetailsPage,
                ),
                guarded(
                  'businesses',
                  'businesses/:businessID/staff',
                  async () => (await features.businesses()).BusinessStaffPage,
                ),
                guarded(
                  'businesses',
                  'businesses/:businessID/staff/:staffID/details',
                  async () => (await features.businesses()).BusinessStaffDetailsPage,
                ),
                guarded(
                  'businesses',
                  'businesses/:businessID/stores',
                  async () => (await features.businesses()).StoresPage,
                ),
                guarded(
                  'businesses',
                  'businesses/:businessID/stores/:storeID/details',
                  async () => (await features.businesses()).StoreDetailsPage,
                ),
                guarded(
                  'businesses',
                  'businesses/:businessID/stores/:storeID/staff',
                  async () => (await features.businesses()).StoreStaffPage,
                ),
                guarded(
                  'businesses',
                  'businesses/:businessID/stores/:storeID/nfc-tags',
                  async () => (await features.businesses()).NfcTagsPage,
                ),
                guarded('staff', 'staff/:staffID', async () => (await features.staff()).StaffDetailsPage),
                guarded('cards', 'cards', async () => (await features.cards()).CardBuilderPage),
                guarded('cards', 'businesses/:businessID/cards', async () => (await features.cards()).CardBuilderPage),
                guarded(
                  'cards',
                  'businesses/:businessID/stores/:storeID/cards',
                  async () => (await features.cards()).CardBuilderPage,
                ),
                guarded('customers', 'customers', async () => (await features.customers()).CustomersPage),
                guarded('customers', 'customers/:userID', async () => (await features.customers()).CustomerDetailsPage),
                guarded('users', 'users/:userID', async () => (await features.users()).UserDetailsPage),
                guarded('settings', 'settings', async () => (await features.settings()).SettingsPage),
                guarded('promotions', 'promotions', async () => (await features.promotions()).PromotionsPage),
                // Signed out: sign in first, with this path to return to (routeAccess.notFound).
                guarded('notFound', '*', async () => (await features.access()).NotFoundPage),
              ],
            },
          ],
        },
      ],
    },
  ];
}
