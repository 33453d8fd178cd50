/**
 * Every path of the app in one place: each route's pattern, as the
 * routing table, the guards and the route access table use it, and a typed builder of its href,
 * as menus, breadcrumbs, links, redirects and tests use it. No other module writes a path.
 *
 *   paths.businessDetails.href({ businessID: 7 })                 // '/businesses/7/details'
 *   paths.businesses.href({}, { search: 'coffee', page: 2 })       // '/businesses?search=coffee&page=2'
 */
import { generatePath } from 'react-router';

/** The query parameter of the login path that carries the page to come back to after signing in. */
export const returnUrlParameter = 'returnUrl';

/** The names of a pattern's parameters: `businesses/:businessID/stores/:storeID` names businessID and storeID. */
type ParameterNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParameterNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a pattern names: `businesses/:businessID/details` takes `{ businessID }`. */
export type PathParams<Pattern extends string> = Record<ParameterNames<Pattern>, string | number>;

/** A query string's values: missing, empty or empty-list values are left out. */
export type SearchValues = Readonly<Record<string, string | number | readonly string[] | null | undefined>>;

/** A root-relative href of the app: '/businesses/7/details?tab=staff'. */
export type Href = `/${string}`;

/** A route's pattern (relative, React Router syntax) and the builder of its hrefs. */
export interface AppPath<Pattern extends string> {
  readonly pattern: Pattern;
  /** The root-relative href of the route with these parameters (URL-encoded) and query. */
  href(params: PathParams<Pattern>, search?: SearchValues | URLSearchParams): Href;
}

/** A query string from values, in their order; '' for none. */
export function searchString(search: SearchValues | URLSearchParams | undefined): string {
  if (search === undefined) return '';
  const query = new URLSearchParams();
  if (search instanceof URLSearchParams) {
    for (const [key, value] of search) query.append(key, value);
  } else {
    for (const [key, value] of Object.entries(search)) {
      const values = Array.isArray(value) ? (value as readonly string[]) : [value];
      for (const entry of values)
        if (entry !== undefined && entry !== null && entry !== '') query.append(key, String(entry));
    }
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

function path<const Pattern extends string>(pattern: Pattern): AppPath<Pattern> {
  return Object.freeze({
    pattern,
    href(params: PathParams<Pattern>, search?: SearchValues | URLSearchParams): Href {
      const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
      return `/${generatePath(pattern as string, values)}${searchString(search)}`;
    },
  });
}

export const paths = Object.freeze({
  home: path(''),
  insights: path('insights'),
  reports: path('reports'),
  reportDetails: path('reports/report-details'),
  businesses: path('businesses'),
  /** The parent of a business's pages: loads the business once for all of them. */
  business: path('businesses/:businessID'),
  businessDetails: path('businesses/:businessID/details'),
  businessStaff: path('businesses/:businessID/staff'),
  businessStaffMember: path('businesses/:businessID/staff/:staffID/details'),
  stores: path('businesses/:businessID/stores'),
  storeDetails: path('businesses/:businessID/stores/:storeID/details'),
  storeStaff: path('businesses/:businessID/stores/:storeID/staff'),
  nfcTags: path('businesses/:businessID/stores/:storeID/nfc-tags'),
  /** Who changed what in a business, newest first. */
  businessHistory: path('businesses/:businessID/history'),
  staffMember: path('staff/:staffID'),
  cards: path('cards'),
  businessCards: path('businesses/:businessID/cards'),
  storeCards: path('businesses/:businessID/stores/:storeID/cards'),
  /** Who changed what anywhere (administrators). */
  history: path('history'),
  customers: path('customers'),
  customer: path('customers/:userID'),
  user: path('users/:userID'),
  settings: path('settings'),
  promotions: path('promotions'),
  notAuthorized: path('not-authorized'),
  customerUnauthorized: path('customer-unauthorized'),
  /** Every authentication action (login, logout, register, profile, ...) under one route; the page checks the action. */
  authentication: path('authentication/*'),
  login: path('authentication/login'),
  loginFailed: path('authentication/login-failed'),
  loginCallback: path('authentication/login-callback'),
  register: path('authentication/register'),
  profile: path('authentication/profile'),
  logout: path('authentication/logout'),
  loggedOut: path('authentication/logged-out'),
  logoutCallback: path('authentication/logout-callback'),
  /** The hidden frame of a silent renewal (oidc-client-ts's silent_redirect_uri). */
  silentCallback: path('authentication/silent-callback'),
  /** Any other path: sign in first, then 'Page not found'. */
  notFound: path('*'),
});

/** A path of the app. */
export type AppPathName = keyof typeof paths;

/** A child route's pattern relative to its parent's, e.g. 'details' under 'businesses/:businessID'. */
export function relativePattern(parent: AppPath<string>, child: AppPath<string>): string {
  const prefix = `${parent.pattern}/`;
  if (!child.pattern.startsWith(prefix)) {
    throw new Error(`${child.pattern} is not under ${parent.pattern}`);
  }
  return child.pattern.slice(prefix.length);
}

/** The ids of routes whose loader data their child routes read (`useRouteLoaderData`). */
export const routeDataIds = Object.freeze({
  /** `businesses/:businessID`: the business, for the breadcrumbs and every page under it. */
  business: 'business',
});
