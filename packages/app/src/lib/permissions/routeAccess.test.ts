import { describe, expect, it } from 'vitest';
import {
  canAccessRoute,
  decideRouteAccess,
  homeRouteId,
  requiresAuthentication,
  type RouteId,
  routeAccess,
  routeIds,
} from './routeAccess';

/** Written out again from the product's rules: who may open each group. */
const expectedAccess: Record<RouteId, 'open' | 'authenticated' | 'both' | 'Administrators' | 'Merchant'> = {
  authentication: 'open',
  notAuthorized: 'authenticated',
  customerUnauthorized: 'authenticated',
  insights: 'both',
  reports: 'both',
  businesses: 'both',
  staff: 'both',
  cards: 'both',
  history: 'Administrators',
  customers: 'Administrators',
  users: 'Administrators',
  settings: 'Administrators',
  promotions: 'Merchant',
  notFound: 'authenticated',
};

const allRouteIds = Object.keys(expectedAccess) as RouteId[];
const roleRoutes = allRouteIds.filter((routeId) => !['open', 'authenticated'].includes(expectedAccess[routeId]));

/** Every route of the product, with the group it belongs to. */
const productRoutes: readonly (readonly [string, RouteId])[] = [
  ['authentication/login', 'authentication'],
  ['authentication/login-failed', 'authentication'],
  ['authentication/login-callback', 'authentication'],
  ['authentication/register', 'authentication'],
  ['authentication/profile', 'authentication'],
  ['authentication/logout', 'authentication'],
  ['authentication/logged-out', 'authentication'],
  ['authentication/logout-callback', 'authentication'],
  ['not-authorized', 'notAuthorized'],
  ['insights', 'insights'],
  ['reports', 'reports'],
  ['reports/report-details', 'reports'],
  ['businesses', 'businesses'],
  ['businesses/:businessID/details', 'businesses'],
  ['businesses/:businessID/staff', 'businesses'],
  ['businesses/:businessID/staff/:staffID/details', 'businesses'],
  ['businesses/:businessID/stores', 'businesses'],
  ['businesses/:businessID/stores/:storeID/details', 'businesses'],
  ['businesses/:businessID/stores/:storeID/staff', 'businesses'],
  ['businesses/:businessID/stores/:storeID/nfc-tags', 'businesses'],
  ['staff/:staffID', 'staff'],
  ['cards', 'cards'],
  ['businesses/:businessID/cards', 'cards'],
  ['businesses/:businessID/stores/:storeID/cards', 'cards'],
  ['customers', 'customers'],
  ['customers/:userID', 'customers'],
  ['users/:userID', 'users'],
  ['settings', 'settings'],
  ['promotions', 'promotions'],
  ['*', 'notFound'],
];

describe('the route access table', () => {
  it('has exactly the expected route groups', () => {
    expect(routeIds).toEqual(allRouteIds);
  });

  it.each(productRoutes)('puts %s in the %s group', (path, routeId) => {
    const groups = routeIds.filter((id) => routeAccess[id].paths.includes(path));
    expect(groups).toEqual([routeId]);
  });

  it('names no path twice', () => {
    const paths = routeIds.flatMap((id) => routeAccess[id].paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(routeAccess)).toBe(true);
    for (const routeId of routeIds) {
      expect(Object.isFrozen(routeAccess[routeId])).toBe(true);
      expect(Object.isFrozen(routeAccess[routeId].paths)).toBe(true);
      expect(Object.isFrozen(routeAccess[routeId].requires)).toBe(true);
    }
  });
});

describe('canAccessRoute', () => {
  it.each(allRouteIds)('lets Administrators open %s only where the rules allow', (routeId) => {
    const allowed = ['open', 'authenticated', 'both', 'Administrators'].includes(expectedAccess[routeId]);
    expect(canAccessRoute(['Administrators'], routeId)).toBe(allowed);
  });

  it.each(allRouteIds)('lets Merchant open %s only where the rules allow', (routeId) => {
    const allowed = ['open', 'authenticated', 'both', 'Merchant'].includes(expectedAccess[routeId]);
    expect(canAccessRoute(['Merchant'], routeId)).toBe(allowed);
  });

  it.each(allRouteIds)('lets Administrators-and-Merchant open %s', (routeId) => {
    expect(canAccessRoute(['Administrators', 'Merchant'], routeId)).toBe(true);
    expect(canAccessRoute(['Merchant', 'Administrators'], routeId)).toBe(true);
  });

  it.each(roleRoutes)('keeps Customer, unknown roles and no roles out of %s', (routeId) => {
    expect(canAccessRoute(['Customer'], routeId)).toBe(false);
    expect(canAccessRoute(['Auditor'], routeId)).toBe(false);
    expect(canAccessRoute([], routeId)).toBe(false);
  });

  it('matches role names exactly', () => {
    expect(canAccessRoute(['administrators'], 'settings')).toBe(false);
    expect(canAccessRoute(['MERCHANT'], 'promotions')).toBe(false);
    expect(canAccessRoute([' Merchant'], 'insights')).toBe(false);
    expect(canAccessRoute(['__proto__', 'constructor'], 'insights')).toBe(false);
  });

  it('opens authentication and the not-authorized pages to anyone', () => {
    for (const roles of [[], ['Customer'], ['Merchant']]) {
      expect(canAccessRoute(roles, 'authentication')).toBe(true);
      expect(canAccessRoute(roles, 'notAuthorized')).toBe(true);
      expect(canAccessRoute(roles, 'customerUnauthorized')).toBe(true);
    }
  });

  it('shows the side menu entries to exactly their roles', () => {
    const menu: readonly (readonly [RouteId, string[]])[] = [
      ['insights', ['Administrators', 'Merchant']],
      ['businesses', ['Administrators', 'Merchant']],
      ['customers', ['Administrators']],
      ['reports', ['Administrators', 'Merchant']],
      ['settings', ['Administrators']],
      ['promotions', ['Merchant']],
    ];
    for (const [routeId, visibleTo] of menu) {
      expect(canAccessRoute(['Administrators'], routeId), routeId).toBe(visibleTo.includes('Administrators'));
      expect(canAccessRoute(['Merchant'], routeId), routeId).toBe(visibleTo.includes('Merchant'));
    }
  });
});

describe('requiresAuthentication', () => {
  it('lets the authentication routes open signed out and asks sign-in everywhere else', () => {
    for (const routeId of routeIds) {
      expect(requiresAuthentication(routeId), routeId).toBe(routeId !== 'authentication');
    }
  });
});

describe('decideRouteAccess', () => {
  const signedOut = { isAuthenticated: false, roles: [] };
  const administrator = { isAuthenticated: true, roles: ['Administrators'] };
  const merchant = { isAuthenticated: true, roles: ['Merchant'] };
  const customer = { isAuthenticated: true, roles: ['Customer'] };
  const noRoles = { isAuthenticated: true, roles: [] };

  it('opens the authentication routes to everyone, signed in or not', () => {
    for (const user of [signedOut, administrator, merchant, customer, noRoles]) {
      expect(decideRouteAccess(user, 'authentication')).toBe('allow');
    }
  });

  it.each(roleRoutes)('sends a signed-out user opening %s to sign in', (routeId) => {
    expect(decideRouteAccess(signedOut, routeId)).toBe('sign-in');
  });

  it('asks sign-in before the not-authorized pages too', () => {
    expect(decideRouteAccess(signedOut, 'notAuthorized')).toBe('sign-in');
    expect(decideRouteAccess(signedOut, 'customerUnauthorized')).toBe('sign-in');
  });

  it('ignores stale roles of a signed-out user', () => {
    expect(decideRouteAccess({ isAuthenticated: false, roles: ['Administrators'] }, 'insights')).toBe('sign-in');
  });

  it.each(roleRoutes)('sends a signed-in user without roles opening %s to not-authorized', (routeId) => {
    expect(decideRouteAccess(noRoles, routeId)).toBe('not-authorized');
    expect(decideRouteAccess({ isAuthenticated: true, roles: [''] }, routeId)).toBe('not-authorized');
  });

  it.each(roleRoutes)('sends a Customer opening %s to customer-unauthorized', (routeId) => {
    expect(decideRouteAccess(customer, routeId)).toBe('customer-unauthorized');
    expect(decideRouteAccess({ isAuthenticated: true, roles: ['merchant'] }, routeId)).toBe('customer-unauthorized');
  });

  it('sends a signed-out visitor of an unknown path to sign in, and shows signed-in users it is not found', () => {
    expect(decideRouteAccess(signedOut, 'notFound')).toBe('sign-in');
    for (const user of [administrator, merchant, customer, noRoles]) {
      expect(decideRouteAccess(user, 'notFound')).toBe('allow');
    }
  });

  it('lets signed-in users with or without roles see the not-authorized pages', () => {
    for (const user of [administrator, merchant, customer, noRoles]) {
      expect(decideRouteAccess(user, 'notAuthorized')).toBe('allow');
      expect(decideRouteAccess(user, 'customerUnauthorized')).toBe('allow');
    }
  });

  it('sends a back-office user to home from a route their role does not allow', () => {
    expect(decideRouteAccess(merchant, 'settings')).toBe('home');
    expect(decideRouteAccess(merchant, 'customers')).toBe('home');
    expect(decideRouteAccess(merchant, 'users')).toBe('home');
    expect(decideRouteAccess(administrator, 'promotions')).toBe('home');
  });

  it('opens the routes their role allows', () => {
    expect(decideRouteAccess(administrator, 'settings')).toBe('allow');
    expect(decideRouteAccess(administrator, 'customers')).toBe('allow');
    expect(decideRouteAccess(merchant, 'promotions')).toBe('allow');
    expect(decideRouteAccess(merchant, 'cards')).toBe('allow');
    expect(decideRouteAccess({ isAuthenticated: true, roles: ['Customer', 'Merchant'] }, 'insights')).toBe('allow');
  });

  it('never sends a back-office user home from home, so the fallback cannot loop', () => {
    for (const roles of [['Administrators'], ['Merchant'], ['Administrators', 'Merchant']]) {
      expect(decideRouteAccess({ isAuthenticated: true, roles }, homeRouteId)).toBe('allow');
    }
  });
});
