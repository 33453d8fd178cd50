/**
 * Guards in loaders (spec A 2.2, D12): each guarded route's loader asks the permission module what
 * to do with the user now signed in, and redirects before the page or its chunk loads.
 */
import { redirect, type LoaderFunction } from 'react-router';
import { returnUrlParameter } from '../features/authentication/authenticationActions';
import type { AuthService } from '../lib/auth/types';
import { decideRouteAccess, type RouteId } from '../lib/permissions';

/** The app's fixed paths. */
export const paths = {
  home: '/',
  insights: '/insights',
  login: '/authentication/login',
  logout: '/authentication/logout',
  notAuthorized: '/not-authorized',
  customerUnauthorized: '/customer-unauthorized',
} as const;

/** authentication/login with the page to come back to. */
export function loginPath(returnUrl: string): string {
  return `${paths.login}?${new URLSearchParams({ [returnUrlParameter]: returnUrl }).toString()}`;
}

/** The path, query and hash of a URL: what a guard sends to login as the returnUrl. */
export function pathOf(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Makes the loader that guards a route group. */
export function createGuard(auth: Pick<AuthService, 'getSnapshot'>): (routeId: RouteId) => LoaderFunction {
  return (routeId) =>
    ({ request }) => {
      const user = auth.getSnapshot();
      const decision = decideRouteAccess({ isAuthenticated: user !== null, roles: user?.roles ?? [] }, routeId);
      switch (decision) {
        case 'allow':
          return null;
        case 'sign-in':
          return redirect(loginPath(pathOf(request.url)));
        case 'not-authorized':
          return redirect(paths.notAuthorized);
        case 'customer-unauthorized':
          return redirect(paths.customerUnauthorized);
        case 'home':
          return redirect(paths.home);
      }
    };
}
