/**
 * The Stores card of a staff member, as pure functions: what it says (a failure titled 'Could not …',
 * with the server's reason) and which stores it offers to add.
 */
import type { BusinessReference, StaffMember, StoreSummary } from '@stampcard/api-client';
import { textOr } from '@stampcard/ui/EntityCard';
import type { FailureMessage, SuccessMessage } from '#app/lib/data';
import { userDisplayName, type UserNameParts } from '#app/components/UserForm';
import { badgeLabels, placeholders } from '#app/lib/placeholders';

/** The card's texts for the person `user`, e.g. 'Add {first name} {surname} to a new store'. */
export function staffStoreTexts(user: UserNameParts | undefined) {
  const name = userDisplayName(user);
  const storeName = (store: Pick<StoreSummary, 'name'>) => textOr(store.name, placeholders.storeName);
  return {
    name,
    storeName,
    add: `Add ${name} to a new store`,
    none: `${name} works at no store yet.`,
    noOtherStores: 'Every store of the business already has them.',
    /** 'Business: {name}', or 'Single-store business'. */
    businessLine: (business: Pick<BusinessReference, 'name' | 'isSingleStore'> | undefined) =>
      business?.isSingleStore
        ? `${badgeLabels.singleStore} business`
        : `Business: ${textOr(business?.name, placeholders.businessName)}`,
    unlinkTitle: (store: Pick<StoreSummary, 'name'>) => `Remove ${name} from ${storeName(store)}?`,
    unlinkText:
      'They will no longer be staff of the store. Neither the store nor the user is deleted, and they can be added back at any time.',
    unlinked: (store: Pick<StoreSummary, 'name'>): SuccessMessage => ({
      title: `Removed ${name} from ${storeName(store)}`,
    }),
    unlinkFailed: (store: Pick<StoreSummary, 'name'>) =>
      ({
        title: `Could not remove ${name} from ${storeName(store)}`,
        fallback: 'An error occurred when trying to remove them from the store.',
      }) satisfies FailureMessage,
    linked: (store: Pick<StoreSummary, 'name'>): SuccessMessage => ({ title: `Added ${name} to ${storeName(store)}` }),
    linkFailed: (store: Pick<StoreSummary, 'name'>): FailureMessage => ({
      title: `Could not add ${name} to ${storeName(store)}`,
      fallback: 'An error occurred when trying to add them to the store.',
    }),
  };
}

/**
 * The stores 'Add to a new store' offers: the stores of the member's business they are not staff
 * of, by name; undefined while the stores load.
 */
export function storesToAdd(
  stores: readonly StoreSummary[] | undefined,
  member: Pick<StaffMember, 'business' | 'stores'> | undefined,
): StoreSummary[] | undefined {
  if (stores === undefined || member === undefined) return undefined;
  const businessID = member.business?.businessID;
  const linked = new Set((member.stores ?? []).map((store) => store.storeID));
  return stores
    .filter((store) => store.parentBusiness?.businessID === businessID && !linked.has(store.storeID))
    .sort((first, second) => (first.name?.trim() ?? '').localeCompare(second.name?.trim() ?? ''));
}
