/**
 * All customers: the list's schema in the URL, its sorts, what a row says, the store filter's
 * options (the stores of GET /api/Stores) and the messages of creating a user.
 */
import type { StoreSummary, User } from '@stampcard/api-client';
import { textOr } from '@stampcard/ui/EntityCard';
import { unavailableReasons } from '#app/components/UserDetails';
import { paths } from '#app/config/paths';
import { apiListQuery, defineList, type ApiListQuery, type QueryOf } from '#app/lib/data';
import { placeholders } from '#app/lib/placeholders';

/** 20 customers a page, sorted by name, e-mail or business, filtered by store. */
export const customersList = defineList({
  pageSize: 20,
  sorts: ['name', 'email', 'business'],
  filters: { stores: { type: 'multi' } },
});

export type CustomersQuery = QueryOf<typeof customersList>;

/** The role whose users the page lists (GET /api/Users filtered by `roles`). */
export const customerRole = 'Customer';

/**
 * The API's query of the list (GET /api/Users, and its export): the list's search, sort, stores and
 * page, and always the Customer role.
 */
export function customersApiQuery(query: CustomersQuery): ApiListQuery {
  const apiQuery = apiListQuery(customersList, query);
  return { ...apiQuery, filters: { ...apiQuery.filters, roles: [customerRole] } };
}

/** The sorts as the sort dropdown shows them. */
export const customerSorts = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'business', label: 'Business' },
] as const satisfies readonly { value: (typeof customersList.sorts)[number]; label: string }[];

/** Skeleton rows while the first page loads. */
export const customerSkeletonCount = 5;

/** What a customer row shows without a store. */
export const noStore = 'Not assigned to a store';

/** The tooltips of the row's controls; lock and delete are under development and stay unavailable. */
export const rowTooltips = {
  lock: unavailableReasons.lock,
  delete: unavailableReasons.delete,
  edit: 'View/edit user details',
} as const;

/** A store's name as the filter and the rows say it: 'Unnamed store' when blank. */
export function storeName(store: Pick<StoreSummary, 'name'>): string {
  return textOr(store.name, placeholders.storeName);
}

/**
 * The customer's store: the first store they signed up to, 'Bold Street +2 more' with more, or
 * 'Not assigned to a store' with none.
 */
export function customerStores(customer: Pick<User, 'stores'>): string {
  const [first, ...others] = customer.stores ?? [];
  if (first === undefined) return noStore;
  return others.length === 0 ? storeName(first) : `${storeName(first)} +${others.length} more`;
}

/** The e-mail a row shows, or null for 'No email'. */
export function customerEmail(customer: Pick<User, 'emailAddress'>): string | null {
  const email = customer.emailAddress?.trim() ?? '';
  return email === '' ? null : email;
}

/** Where a created user is seen: their customer page when they are a customer, else their user page. */
export function createdUserHref(user: Pick<User, 'userID' | 'roles'>): string {
  return user.roles?.includes(customerRole)
    ? paths.customer.href({ userID: user.userID })
    : paths.user.href({ userID: user.userID });
}
