/**
 * The authentication routes, all under the prefix `authentication/`. The segment after the prefix
 * names the action; anything else is 'Invalid action' (see authenticationMessages.ts).
 */

/** The route prefix the actions live under. */
export const authenticationRoutePrefix = 'authentication';

/** Every authentication action, by name, as its route segment. */
export const authenticationActions = {
  login: 'login',
  loginFailed: 'login-failed',
  loginCallback: 'login-callback',
  register: 'register',
  profile: 'profile',
  logout: 'logout',
  loggedOut: 'logged-out',
  logoutCallback: 'logout-callback',
} as const;

/** One authentication route segment: 'login', 'login-failed', ... */
export type AuthenticationAction = (typeof authenticationActions)[keyof typeof authenticationActions];

const knownActions: ReadonlySet<string> = new Set<string>(Object.values(authenticationActions));

/** Whether a value is one of the authentication route segments. */
export function isAuthenticationAction(value: unknown): value is AuthenticationAction {
  return typeof value === 'string' && knownActions.has(value);
}

/**
 * The action a route segment names, or `null` for an unknown one (which the page shows as
 * 'Invalid action'). Matching is exact: the segment is case-sensitive and not trimmed or decoded,
 * because the router hands over the segment as it is and each route has one exact name.
 */
export function parseAuthenticationAction(segment: string | null | undefined): AuthenticationAction | null {
  return isAuthenticationAction(segment) ? segment : null;
}

/** The query parameter that carries the return URL to login (the paths module names it). */
export { returnUrlParameter } from '#app/config/paths';

/** The identity server's pages, reached by a full browser redirect. */
export const identityServerPaths = {
  register: '/Identity/Account/Register',
  manage: '/Identity/Account/Manage',
} as const;

/** How long logged-out shows its message before going to login. */
export const loggedOutRedirectDelayInMilliseconds = 1000;
