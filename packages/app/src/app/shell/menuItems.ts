/**
 * The side menu's entries: each shown to exactly the roles that may open its route
 * (the permission module's route table), the businesses entry labelled Businesses for
 * Administrators and Settings for everyone else. Both come from the permission module: the
 * businesses list's create flag is the Administrators' alone, so a user who may create
 * businesses manages all of them and reads "Businesses"; a merchant reads "Settings".
 */
import type { SideMenuItem } from '@stampcard/ui/SideMenu';
import { paths } from '#app/config/paths';
import { can, canAccessRoute, type RouteId } from '#app/lib/permissions';

interface MenuEntry {
  readonly routeId: RouteId;
  readonly href: string;
  readonly label: (roles: readonly string[]) => string;
}

const fixed = (label: string) => () => label;

const entries: readonly MenuEntry[] = [
  { routeId: 'insights', href: paths.insights.href({}), label: fixed('Insights') },
  {
    routeId: 'businesses',
    href: paths.businesses.href({}),
    label: (roles) => (can(roles, 'businessesList', 'create') ? 'Businesses' : 'Settings'),
  },
  { routeId: 'customers', href: paths.customers.href({}), label: fixed('Customers') },
  { routeId: 'reports', href: paths.reports.href({}), label: fixed('Reports') },
  { routeId: 'history', href: paths.history.href({}), label: fixed('History') },
  { routeId: 'settings', href: paths.settings.href({}), label: fixed('Settings') },
  { routeId: 'promotions', href: paths.promotions.href({}), label: fixed('Promotions') },
];

/** The entries a user with these roles sees, in the menu's order (the order of `entries`). */
export function menuItemsFor(roles: readonly string[]): SideMenuItem[] {
  return entries
    .filter((entry) => canAccessRoute(roles, entry.routeId))
    .map((entry) => ({ id: entry.routeId, label: entry.label(roles), href: entry.href }));
}
