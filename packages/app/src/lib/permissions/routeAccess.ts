/**
 * Who may open which route group. Every route needs a signed-in user with a back-office role
 * (Administrators or Merchant) unless its group says otherwise. The router's guards ask
 * `decideRouteAccess` (or `canAccessRoute`) and the side menu asks `canAccessRoute` for the entry
 * of the same name, so each entry shows to exactly the roles that may open its route.
 *
 * Paths are the patterns of `config/paths` (relative, React Router syntax, e.g. `:businessID`).
 */
import { paths as appPaths, type AppPath } from '#app/config/paths';
import { type BackOfficeRole, classifyUser, isBackOfficeRole } from './permissions';

/** What a route group asks of the user before it opens. */
export type RouteRequirement =
  /** Anyone, signed in or not. */
  | { readonly kind: 'open' }
  /** A signed-in user, with or without roles. */
  | { readonly kind: 'authenticated' }
  /** A signed-in user with at least one of these roles. */
  | { readonly kind: 'role'; readonly roles: readonly BackOfficeRole[] };

export interface RouteGroup {
  /** The routes of the group. */
  readonly paths: readonly string[];
  readonly requires: RouteRequirement;
}

const open: RouteRequirement = Object.freeze({ kind: 'open' });
const authenticated: RouteRequirement = Object.freeze({ kind: 'authenticated' });
function roles(...allowed: BackOfficeRole[]): RouteRequirement {
  return Object.freeze({ kind: 'role', roles: Object.freeze(allowed) });
}
function group(paths: readonly AppPath<string>[], requires: RouteRequirement): RouteGroup {
  return Object.freeze({ paths: Object.freeze(paths.map((path) => path.pattern)), requires });
}

export const routeAccess = Object.freeze({
  // Every authentication action is open to anyone: login-callback, logout-callback, login-failed
  // and logged-out are reached while not (or no longer) signed in, register before an account
  // exists, and profile only redirects to the identity server, which asks for its own sign-in.
  authentication: group(
    [
      appPaths.login,
      appPaths.loginFailed,
      appPaths.loginCallback,
      appPaths.register,
      appPaths.profile,
      appPaths.logout,
      appPaths.loggedOut,
      appPaths.logoutCallback,
    ],
    open,
  ),

  // not-authorized: a signed-in user, no role needed.
  notAuthorized: group([appPaths.notAuthorized], authenticated),

  // The page that points a signed-in user whose roles include neither Administrators nor Merchant
  // (a customer of the mobile app) to the mobile app.
  customerUnauthorized: group([appPaths.customerUnauthorized], authenticated),

  // Insights, where the empty path leads. Every back-office role may open it, so the guard's
  // fallback '/' never loops.
  insights: group([appPaths.insights], roles('Administrators', 'Merchant')),

  reports: group([appPaths.reports, appPaths.reportDetails], roles('Administrators', 'Merchant')),

  // Businesses and their details, staff, stores and NFC tags pages.
  businesses: group(
    [
      appPaths.businesses,
      appPaths.businessDetails,
      appPaths.businessStaff,
      appPaths.businessStaffMember,
      appPaths.stores,
      appPaths.storeDetails,
      appPaths.storeStaff,
      appPaths.nfcTags,
      appPaths.businessHistory,
    ],
    roles('Administrators', 'Merchant'),
  ),

  staff: group([appPaths.staffMember], roles('Administrators', 'Merchant')),

  // The card builder under its three scopes: all cards, a business's cards, a store's cards.
  cards: group([appPaths.cards, appPaths.businessCards, appPaths.storeCards], roles('Administrators', 'Merchant')),

  // The history of everything: Administrators only (a merchant reads their business's history).
  history: group([appPaths.history], roles('Administrators')),

  // Customers are Administrators' only.
  customers: group([appPaths.customers, appPaths.customer], roles('Administrators')),

  // The user details page /users/{userID} can show any user, customers included, whom only
  // Administrators see, so it takes the stricter rule of customers/{userID}.
  users: group([appPaths.user], roles('Administrators')),

  settings: group([appPaths.settings], roles('Administrators')),

  // Promotions are Merchants' only. An Administrators-and-Merchant user may open it (a role check
  // passes when any of the user's roles matches).
  promotions: group([appPaths.promotions], roles('Merchant')),

  // Any other path: every route needs sign-in, so a signed-out visitor is sent to sign
  // in with the path as returnUrl (a link may name a page they can open once signed in, or a page
  // of a later version); a signed-in user sees that the page does not exist.
  notFound: group([appPaths.notFound], authenticated),
});

/** A route group of the routing table. */
export type RouteId = keyof typeof routeAccess;

/** Every route group, in table order. */
export const routeIds = Object.freeze(Object.keys(routeAccess) as RouteId[]);

/** Where the empty path and a back-office user refused by a route's roles go. */
export const homeRouteId: RouteId = 'insights';

/** Whether a signed-out user must sign in before the route opens. */
export function requiresAuthentication(routeId: RouteId): boolean {
  return routeAccess[routeId].requires.kind !== 'open';
}

/**
 * Whether a signed-in user with these roles may open the route: a role route opens when any of the
 * roles is allowed (exact, case-sensitive names); open and authenticated-only routes always do.
 */
export function canAccessRoute(roles: readonly string[], routeId: RouteId): boolean {
  const requirement = routeAccess[routeId].requires;
  if (requirement.kind !== 'role') return true;
  return roles.some((role) => isBackOfficeRole(role) && requirement.roles.includes(role));
}

/**
 * What the guard of a route does:
 * - 'allow': open the route;
 * - 'sign-in': go to authentication/login with the current URL as returnUrl;
 * - 'not-authorized': the user has no roles;
 * - 'customer-unauthorized': the user's roles include neither Administrators nor Merchant;
 * - 'home': the user has a back-office role the route does not allow; go to '/'.
 */
export type RouteAccessDecision = 'allow' | 'sign-in' | 'not-authorized' | 'customer-unauthorized' | 'home';

export interface RouteUser {
  readonly isAuthenticated: boolean;
  readonly roles: readonly string[];
}

/** The guard's decision for a user opening a route. */
export function decideRouteAccess(user: RouteUser, routeId: RouteId): RouteAccessDecision {
  const requirement = routeAccess[routeId].requires;
  if (requirement.kind === 'open') return 'allow';
  if (!user.isAuthenticated) return 'sign-in';
  if (requirement.kind === 'authenticated') return 'allow';
  switch (classifyUser(user.roles)) {
    case 'no-roles':
      return 'not-authorized';
    case 'customer-only':
      return 'customer-unauthorized';
    case 'back-office':
      return canAccessRoute(user.roles, routeId) ? 'allow' : 'home';
  }
}
