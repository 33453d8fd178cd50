import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerContextOf } from '#app/lib/appContext';
import type { AuthUser } from '#app/lib/auth';
import { routeAccess } from '#app/lib/permissions';
import { createFakeAuthService, demoUsers } from '#app/testing';
import { createTestContext } from '#app/testing';
import { loginPath, pathOf } from './guards';
import { createRoutes } from './routes';
import { whenRouterReady } from './startApp';

function allPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : parent ? `${parent}/${route.path}` : route.path;
    const own = route.path !== undefined ? [path] : [];
    return [...own, ...allPaths(route.children ?? [], path)];
  });
}

async function open(path: string, user: AuthUser | null) {
  const context = createTestContext(createFakeAuthService({ user }));
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [path],
    getContext: routerContextOf(context),
  });
  await whenRouterReady(router);
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

describe('the routing table', () => {
  const paths = allPaths(createRoutes());

  it('has every route of the route access table, once', () => {
    const expected = Object.values(routeAccess)
      .flatMap((group) => group.paths)
      .filter((path) => !path.startsWith('authentication/'));
    for (const path of expected) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves every authentication action from one route and ends with a not-found page', () => {
    expect(paths).toContain('authentication/*');
    expect(paths.at(-1)).toBe('*');
  });
});

describe('the guards', () => {
  it('sends a signed-out user to login with the page as returnUrl', async () => {
    await expect(open('/businesses/3/stores?page=2', null)).resolves.toBe(loginPath('/businesses/3/stores?page=2'));
    expect(loginPath('/businesses/3/stores?page=2')).toBe(
      '/authentication/login?returnUrl=%2Fbusinesses%2F3%2Fstores%3Fpage%3D2',
    );
    await expect(open('/not-authorized', null)).resolves.toBe(loginPath('/not-authorized'));
  });

  it('sends a signed-out visitor of an unknown path to sign in, and shows it as not found once signed in', async () => {
    await expect(open('/no-such-page?x=1', null)).resolves.toBe(loginPath('/no-such-page?x=1'));
    await expect(open('/no-such-page?x=1', demoUsers.merchant)).resolves.toBe('/no-such-page?x=1');
    await expect(open('/businesses/1/nothing-here', demoUsers.noRole)).resolves.toBe('/businesses/1/nothing-here');
  });

  it('redirects the empty path to insights, then applies its guard', async () => {
    await expect(open('/', demoUsers.merchant)).resolves.toBe('/insights');
    await expect(open('/', null)).resolves.toBe(loginPath('/insights'));
  });

  it('sends a user without roles to not-authorized and a customer to customer-unauthorized', async () => {
    await expect(open('/reports', demoUsers.noRole)).resolves.toBe('/not-authorized');
    await expect(open('/reports', demoUsers.customer)).resolves.toBe('/customer-unauthorized');
    await expect(open('/not-authorized', demoUsers.noRole)).resolves.toBe('/not-authorized');
    await expect(open('/customer-unauthorized', demoUsers.customer)).resolves.toBe('/customer-unauthorized');
  });

  it('sends a back-office user to / (so insights) from a route their role does not allow', async () => {
    await expect(open('/customers', demoUsers.merchant)).resolves.toBe('/insights');
    await expect(open('/settings', demoUsers.merchant)).resolves.toBe('/insights');
    await expect(open('/promotions', demoUsers.administrator)).resolves.toBe('/insights');
  });

  it('opens each route to its roles', async () => {
    await expect(open('/customers/42', demoUsers.administrator)).resolves.toBe('/customers/42');
    await expect(open('/promotions', demoUsers.merchant)).resolves.toBe('/promotions');
    await expect(open('/promotions', demoUsers.administratorAndMerchant)).resolves.toBe('/promotions');
    await expect(open('/businesses/1/stores/2/cards?id=new', demoUsers.merchant)).resolves.toBe(
      '/businesses/1/stores/2/cards?id=new',
    );
    await expect(open('/reports/report-details?path=a&name=b', demoUsers.merchant)).resolves.toBe(
      '/reports/report-details?path=a&name=b',
    );
  });

  it('leaves the authentication routes open', async () => {
    await expect(open('/authentication/login?returnUrl=%2Freports', null)).resolves.toBe(
      '/authentication/login?returnUrl=%2Freports',
    );
    await expect(open('/authentication/logged-out', null)).resolves.toBe('/authentication/logged-out');
  });
});

describe('pathOf', () => {
  it('keeps the path, query and hash of a URL', () => {
    expect(pathOf('http://localhost/a/b?c=1#d')).toBe('/a/b?c=1#d');
  });
});
