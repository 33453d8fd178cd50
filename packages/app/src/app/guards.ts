/**
 * Guards before loaders: each guarded route's middleware asks the permission
 * module what to do with the user now signed in, and redirects before any loader of the page
 * starts a request and before its chunk renders. Middleware runs on every navigation and
 * revalidation, so a user who signs out elsewhere or loses a role leaves the page at once.
 */
import { redirect, type MiddlewareFunction } from 'react-router';
import { paths, returnUrlParameter } from '#app/config/paths';
import { servicesOf } from '#app/lib/appContext';
import { decideRouteAccess, type RouteId } from '#app/lib/permissions';

/** authentication/login with the page to come back to. */
export function loginPath(returnUrl: string): string {
  return paths.login.href({}, { [returnUrlParameter]: returnUrl });
}

/** The path, query and hash of a URL: what a guard sends to login as the returnUrl. */
export function pathOf(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The middleware that guards a route of the route group `routeId`. */
export function guard(routeId: RouteId): MiddlewareFunction {
  return ({ request, context }) => {
    const user = servicesOf({ context }).auth.getSnapshot();
    const decision = decideRouteAccess({ isAuthenticated: user !== null, roles: user?.roles ?? [] }, routeId);
    switch (decision) {
      case 'allow':
        return;
      case 'sign-in':
        throw redirect(loginPath(pathOf(request.url)));
      case 'not-authorized':
        throw redirect(paths.notAuthorized.href({}));
      case 'customer-unauthorized':
        throw redirect(paths.customerUnauthorized.href({}));
      case 'home':
        throw redirect(paths.home.href({}));
    }
  };
}
