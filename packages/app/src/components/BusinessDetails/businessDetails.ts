/**
 * The business details page's logic, as pure functions: what an edit changes
 * (the business as read and as the user wants it; sent as a JSON patch that tests what was read),
 * how a conflict with someone else's save names each field, what each change says, what the page
 * shows of the business's stores, cards and staff, and who may see and do what.
 */
import type { Business, StaffMemberSummary, User } from '@stampcard/api-client';
import { userDisplayName } from '#app/components/UserForm';
import { textOr } from '@stampcard/ui/EntityCard';
import { getValidationMessage } from '@stampcard/ui/validation';
import { businessDescriptionSchema, businessNameSchema } from '#app/lib/forms';
import {
  jsonPatchWithTests,
  type Edit,
  type FailureMessage,
  type FieldDefinition,
  type JsonPatchOperation,
  type SuccessMessage,
} from '#app/lib/data';
import { can } from '#app/lib/permissions';
import { placeholders } from '#app/lib/placeholders';

/** The fields of a business edited on its details page. */
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
  | {
      readonly field: 'name' | 'description' | 'imageUrl';
      readonly value: string;
      /** The text the user started from, when they edited it in place: what the save must not overwrite unseen. */
      readonly previous?: string;
    }
  | { readonly field: 'mainContact'; readonly value: ManagerChoice | null }
  | { readonly field: 'isLocked'; readonly value: boolean };

/** Text as the API stores it: cleared text is `null`, as it stores an empty name, description or image. */
const storedText = (text: string) => (text === '' ? null : text);

/**
 * What the change edits: the business as read (with the text the user started from, when it has
 * changed on screen since) and as the user wants it. The manager is named by staff record and
 * user: one of the business's own staff (ADR 004).
 */
export function businessEdit(business: Business, change: BusinessChange): Edit<EditableBusiness> {
  const read = editableBusiness(business);
  switch (change.field) {
    case 'mainContact':
      return {
        before: read,
        after: {
          ...read,
          mainContact:
            change.value === null ? null : { staffID: change.value.staffID, user: { userID: change.value.userID } },
        },
      };
    case 'isLocked':
      return { before: read, after: { ...read, isLocked: change.value } };
    default: {
      const { field, previous } = change;
      const before =
        previous === undefined || previous === (read[field] ?? '') ? read : { ...read, [field]: storedText(previous) };
      return { before, after: { ...before, [field]: storedText(change.value) } };
    }
  }
}

/**
 * The operations that make the change, `[]` when it changes nothing: each preceded by a
 * `test` of the value read, so someone else's change since is refused, not overwritten.
 */
export function businessPatch(business: Business, change: BusinessChange): JsonPatchOperation[] {
  const { before, after } = businessEdit(business, change);
  return jsonPatchWithTests(before, after);
}

/**
 * The fields of the details page as a conflict with someone else's save shows them; the manager by
 * name, looked up among the business's staff as it is now.
 */
export function businessFields(current: Business): FieldDefinition[] {
  const managerName = (value: unknown) => {
    const staffID = (value as { staffID?: number } | null)?.staffID;
    if (staffID === undefined) return 'No manager assigned.';
    const member = [current.mainContact, ...(current.staff ?? [])].find((staff) => staff?.staffID === staffID);
    return member === undefined || member === null ? 'Another staff member' : staffName(member);
  };
  return [
    { path: '/imageUrl', label: 'Image', text: (value) => (typeof value === 'string' ? 'An image' : 'No image') },
    { path: '/name', label: 'Business name' },
    { path: '/description', label: 'Description' },
    { path: '/mainContact', label: 'Manager', text: managerName },
    { path: '/isLocked', label: 'Lock', text: (value) => (value === true ? 'Locked' : 'Unlocked') },
  ];
}

/**
 * A name edited in place, checked as the forms check it: 'Required', or 'Too many characters' past
 * the contract's bound; nothing is sent until it passes. (A store's name has the same bound.)
 */
export const validateName = (text: string) => getValidationMessage(businessNameSchema, text);

/** A description edited in place: 'Too many characters' past the contract's bound; it may be empty. */
export const validateDescription = (text: string) => getValidationMessage(businessDescriptionSchema, text);

/** An update that failed: 'Could not save', the server's errors or, when it gave none, a general sentence. */
const updateFailed = {
  title: 'Could not save',
  fallback: 'An error occurred when trying to save the changes.',
} as const;

/** What the details page says. */
export const detailsMessages = {
  updated: { title: "Updated the business' details" },
  updateFailed,
  managerChanged: { title: 'Store manager changed!' },
  managerFailed: { title: 'Could not save', fallback: 'An error occurred when trying to change the business manager.' },
} as const satisfies Record<string, SuccessMessage | FailureMessage>;

/**
 * The lock's confirmation, message and failure, for locking or unlocking `name`: a
 * failure is an update failure ('Could not save'), its last line saying which.
 */
export function lockTexts(name: string, lock: boolean) {
  return lock
    ? {
        title: `Lock ${name}?`,
        text: "Locking temporarily disables all of the business's stores and customers' access to them, and freezes customers' progress. You can undo it at any time.",
        confirm: 'Yes, lock it',
        cancel: 'No, keep it unlocked',
        success: { title: `Locked the ${name} business` },
        failure: { ...updateFailed, detail: `An error occurred when trying to lock the ${name} business.` },
      }
    : {
        title: `Unlock ${name}?`,
        text: "Unlocking re-enables the business's stores and customers' access to them at once.",
        confirm: 'Yes, unlock it',
        cancel: 'No, keep it locked',
        success: { title: `Unlocked the ${name} business` },
        failure: { ...updateFailed, detail: `An error occurred when trying to unlock the ${name} business.` },
      };
}

/** The delete confirmation, success and failure (the failure keeps the "occured" its users know). */
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

/** After a delete the app returns to /businesses after 5 seconds. */
export const deletedRedirectSeconds = 5;
/** After a failed delete the confirmation closes after 1 second. */
export const deleteFailedCloseDelay = 1_000;

/** The business's name as the page says it: 'Unnamed business' when blank. */
export function businessName(business: Pick<Business, 'name'> | undefined): string {
  return textOr(business?.name, placeholders.businessName);
}

/** A person's name as lists show it: their display name, else 'Unnamed user'. */
export function staffName(member: Pick<StaffMemberSummary, 'user'>): string {
  return userDisplayName(member.user);
}

/** The skeletons of each column while the business loads. */
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

/** What the page shows and allows, from the one permission table. */
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
