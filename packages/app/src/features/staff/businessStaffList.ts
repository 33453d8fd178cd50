/**
 * A business's staff list: its schema in the URL, its sorts, what a row says, and the messages of
 * removing and adding staff.
 */
import type { StaffMember, StoreSummary } from '@stampcard/api-client';
import { textOr } from '@stampcard/ui/EntityCard';
import { userDisplayName } from '#app/components/UserForm';
import { defineList, type FailureMessage, type QueryOf, type SuccessMessage } from '#app/lib/data';
import { placeholders } from '#app/lib/placeholders';

/** 20 people a page, sorted by name or e-mail, filtered by store. */
export const businessStaffList = defineList({
  pageSize: 20,
  sorts: ['name', 'email'],
  filters: { stores: { type: 'multi' } },
});

export type BusinessStaffQuery = QueryOf<typeof businessStaffList>;

/** The sorts as the sort dropdown shows them. */
export const staffSorts = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
] as const satisfies readonly { value: (typeof businessStaffList.sorts)[number]; label: string }[];

/** Skeleton rows while the first page loads. */
export const staffSkeletonCount = 5;

/** A staff member's name as every row says it (the shared user form's rule: 'Unnamed user' when blank). */
export function memberName(member: Pick<StaffMember, 'user'>): string {
  return userDisplayName(member.user);
}

/** A store with its parent business in brackets: 'Bold Street (Bold Street Coffee)'. */
export function storeWithBusiness(store: StoreSummary): string {
  const name = textOr(store.name, placeholders.storeName);
  const parent = store.parentBusiness?.name?.trim();
  return parent ? `${name} (${parent})` : name;
}

/** The stores a row shows: each with its business, or 'No stores'. */
export function memberStores(member: Pick<StaffMember, 'stores'>): string {
  const stores = member.stores ?? [];
  return stores.length === 0 ? placeholders.stores : stores.map(storeWithBusiness).join(', ');
}

/** Removing someone from the business: asked first; a failure says what failed, then why. */
export function removeTexts(name: string, business: string) {
  return {
    title: `Remove ${name} from ${business}?`,
    text: `${name} will no longer be staff of ${business} or of any of its stores. Their account is not deleted, and they can be added again.`,
    confirm: 'Remove them from the business',
    cancel: 'Cancel',
    success: { title: `Removed ${name} from ${business}` } satisfies SuccessMessage,
    failure: {
      title: `Could not remove ${name}`,
      fallback: `An error occurred when trying to remove ${name} from ${business}.`,
    } satisfies FailureMessage,
  };
}
