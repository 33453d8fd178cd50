/**
 * The business details page's logic (spec B 2.4, 4, 6, 8), as pure functions: what an edit sends
 * (JSON-patch operations from the difference), what each change says, what the page shows of the
 * business's stores, cards and staff, and who may see and do what.
 */
import type { Business, StaffMemberSummary, User } from '@stampcard/api-client';
import { userDisplayName } from '../../../components/UserForm';
import { placeholders, textOr } from '@stampcard/ui/EntityCard';
import { jsonPatchDiff, type FailureMessage, type JsonPatchOperation, type SuccessMessage } from '../../../lib/data';
import { can } from '../../../lib/permissions';

/** The fields of a business edited on its details page (spec B 2.4: "Editable sections"). */
export interface EditableBusiness extends Readonly<Record<string, unknown>> {
  readonly name: string | null;
  readonly description: string | null;
  readonly imageUrl: string | null;
  readonly mainContact: { readonly staffID: number; readonly user: { readonly userID: string } } | null;
  readonly isLocked: boolean;
}

/** The editable part of a business, as the patch compares it. */
export function editableBusiness(business: Business): EditableBusiness {
  const manager = business.mainContact;
  return {
    name: business.name ?? null,
    description: business.description ?? null,
    imageUrl: business.imageUrl ?? null,
    mainContact:
      manager?.user === undefined ? null : { staffID: manager.staffID, user: { userID: manager.user.userID } },
    isLocked: business.isLocked ?? false,
  };
}

/** A staff member chosen as manager: their staff record and their user. */
export interface ManagerChoice {
  readonly staffID: number;
  readonly userID: User['userID'];
}

/** A change of the details page: one field at a time. */
export type BusinessChange =
  | { readonly field: 'name' | 'description' | 'imageUrl'; readonly value: string }
  | { readonly field: 'mainContact'; readonly value: ManagerChoice | null }
  | { readonly field: 'isLocked'; readonly value: boolean };

/**
 * The operations that make the change (spec B 4), `[]` when it changes nothing. Cleared text is
 * `null`, as the API stores an empty name, description or image. The manager is named by staff
 * record and user: one of the business's own staff (ADR 004).
 */
export function businessPatch(business: Business, change: BusinessChange): JsonPatchOperation[] {
  const before = editableBusiness(business);
  let after: EditableBusiness;
  switch (change.field) {
    case 'mainContact':
      after = {
        ...before,
        mainContact:
          change.value === null ? null : { staffID: change.value.staffID, user: { userID: change.value.userID } },
      };
      break;
    case 'isLocked':
      after = { ...before, isLocked: change.value };
      break;
    default:
      after = { ...before, [change.field]: change.value === '' ? null : change.value };
  }
  return jsonPatchDiff(before, after);
}

/** What the details page says (spec B 8, D14). */
export const detailsMessages = {
  updated: { title: "Updated the business' details" },
  updateFailed: { title: 'Could not save', fallback: 'An error occurred when trying to save the changes.' },
  managerChanged: { title: 'Store manager changed!' },
  managerFailed: { title: 'Could not save', fallback: 'An error occurred when trying to change the business manager.' },
} as const satisfies Record<string, SuccessMessage | FailureMessage>;

/** The lock's confirmation, message and failure (spec B 4, D14), for locking or unlocking `name`. */
export function lockTexts(name: string, lock: boolean) {
  return lock
    ? {
        title: `Lock ${name}?`,
        text: "Locking temporarily disables all of the business's stores and customers' access to them, and freezes customers' progress. You can undo it at any time.",
        confirm: 'Yes, lock it',
        cancel: 'No, keep it unlocked',
        success: { title: `Locked the ${name} business` },
        failure: {
          title: 'Could not lock the business',
          fallback: `An error occurred when trying to lock the ${name} business.`,
        },
      }
    : {
        title: `Unlock ${name}?`,
        text: "Unlocking re-enables the business's stores and customers' access to them at once.",
        confirm: 'Yes, unlock it',
        cancel: 'No, keep it locked',
        success: { title: `Unlocked the ${name} business` },
        failure: {
          title: 'Could not unlock the business',
          fallback: `An error occurred when trying to unlock the ${name} business.`,
        },
      };
}

/** The delete confirmation, success and failure (spec B 4, 8; the spec's spelling of "occured"). */
export function deleteTexts(name: string) {
  return {
    title: `Delete ${name}?`,
    text: 'This deletes the business with its stores and their cards and tags, and unlinks its staff. It cannot be undone.',
    confirm: 'Delete business',
    cancel: 'Cancel',
    success: `Deleted the ${name} business!`,
    failure: {
      title: 'Could not delete business',
      fallback: `An error has occured when trying to delete the ${name} business.`,
    },
  };
}

/** Spec B 4: after a delete the app returns to /businesses after 5 seconds. */
export const deletedRedirectSeconds = 5;
/** Spec B 4: after a failed delete the confirmation closes after 1 second. */
export const deleteFailedCloseDelay = 1_000;

/** The business's name as the page says it: 'Unnamed business' when blank (spec B 2.1). */
export function businessName(business: Pick<Business, 'name'> | undefined): string {
  return textOr(business?.name, placeholders.businessName);
}

/** A person's name as lists show it: their display name, else 'Unnamed user' (spec B 2.1). */
export function staffName(member: Pick<StaffMemberSummary, 'user'>): string {
  return userDisplayName(member.user);
}

/** Spec B 2.4: the skeletons of each column while the business loads. */
export const columnSkeletons = { stores: 4, cards: 2, staff: 3 } as const;

/**
 * How many of a column's entries the page lists: a business with thousands of staff lists the
 * first ones and says how many more there are (its Details page lists them all).
 */
export const columnLimit = 8;

/** Cards are 200 px high: the column shows the first 4, as many as the stores' rows take. */
export const cardColumnLimit = 4;

/** The first `limit` entries and how many are left out. */
export function columnEntries<T>(entries: readonly T[] | undefined, limit = columnLimit) {
  const all = entries ?? [];
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

/** What the page shows and allows (spec B 2.4 and 6, from the one permission table). */
export function detailsAccess(roles: readonly string[]) {
  const details = can(roles, 'businessDetails', 'read');
  const settings = can(roles, 'businessSettings', 'read');
  return {
    /** The left block: image, name, description and manager. */
    details,
    /** Editing them and setting the manager. */
    canEdit: can(roles, 'businessDetails', 'create'),
    /** The settings block: lock and delete. */
    settings,
    canLock: can(roles, 'businessSettings', 'update'),
    canDelete: can(roles, 'businessSettings', 'delete'),
    /** The separator between the two blocks. */
    separator: details && settings,
  };
}
