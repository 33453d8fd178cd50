/**
 * A store's NFC tags page, as pure functions: the list's search in the URL, what a row says, what
 * creating and toggling send, the messages, and the list as shown while changes are under way (a
 * toggle shown at once, a deleted row fading out).
 */
import type { Business, NewNfcTag, NfcTag, NfcTagWritable } from '@stampcard/api-client';
import { defineList, type FailureMessage, type FieldDefinition, type SuccessMessage } from '#app/lib/data';
import type { NfcTagFormData } from '#app/lib/forms';
import { placeholders } from '#app/lib/placeholders';

/** The page's title: the product's name, Stampcard, followed by Tags. */
export const nfcTagsTitle = 'Stampcard Tags';

/**
 * The list's state in the URL: only its search (`?search=`). The list is not paged: the API answers
 * every tag of the store at once, so no page is ever asked for.
 */
export const nfcTagsList = defineList({ pageSize: Number.POSITIVE_INFINITY, sorts: [], filters: {} });

/** Skeleton rows while the list first loads. */
export const tagSkeletonCount = 4;

/** How long a deleted tag's row takes to leave before it is removed (300 ms). */
export const tagLeaveDuration = 300;

/** The fields of the new-tag form, as the server's errors may name them. */
export const nfcTagFormFields = ['name', 'tagReference'] as const;

/** The new-tag form when it opens. */
export const emptyNfcTagForm: NfcTagFormData = { name: '', tagReference: '' };

/** The data key of a store's tags (every search): what a change of its tags reloads, with the store. */
export function storeKey(businessID: string, storeID: string): readonly [string, string, string, string] {
  return ['business', businessID, 'store', storeID];
}

/** The API's query of the tag list: the store, and the search when there is one. */
export function tagsQuery(storeID: number, search: string): { storeID: number; SearchTerm?: string } {
  return search === '' ? { storeID } : { storeID, SearchTerm: search };
}

/** A tag's serial number as its row says it: its reference, or 'None available'. */
export function serialNumber(tag: Pick<NfcTag, 'tagReference'>): string | null {
  const reference = tag.tagReference?.trim() ?? '';
  return reference === '' ? null : reference;
}

/** What a row says in place of a missing serial number. */
export const noSerialNumber = 'None available';

/** A tag's state, for its bullet: green and 'Enabled', or red and 'Disabled'. */
export function tagStatus(tag: Pick<NfcTag, 'enabled'>): 'enabled' | 'disabled' {
  return tag.enabled ? 'enabled' : 'disabled';
}

/** The store a page's breadcrumbs name: its name from the business's stores, 'Unnamed store' when blank. */
export function storeLabel(business: Pick<Business, 'stores'> | undefined, storeID: number): string {
  const store = business?.stores?.find((candidate) => candidate.storeID === storeID);
  if (store === undefined) return 'Store';
  const name = store.name?.trim() ?? '';
  return name === '' ? placeholders.storeName : name;
}

/** What POST /api/Tags sends for the form (a new tag is enabled). */
export function newTagBody(data: NfcTagFormData, storeID: number): NewNfcTag {
  return { name: data.name.trim(), tagReference: data.tagReference.trim(), storeID, enabled: true };
}

/** What PUT /api/Tags sends to enable a disabled tag or disable an enabled one: the full tag, flipped. */
export function toggledTagBody(tag: NfcTag): NfcTagWritable {
  return {
    tagID: tag.tagID,
    name: tag.name,
    tagReference: tag.tagReference ?? null,
    enabled: !tag.enabled,
    storeID: tag.storeID,
  };
}

/** The messages of the page; a failure's title says what failed, its text why. */
export const tagTexts = {
  created: (name: string): SuccessMessage => ({ title: `Tag ${name} has been created!` }),
  createFailed: (name: string): FailureMessage => ({
    title: `Could not create the tag ${name}`,
    fallback: `An error occurred when trying to create the tag ${name}.`,
  }),
  toggled: (tag: Pick<NfcTag, 'name' | 'enabled'>): SuccessMessage => ({
    title: `${tag.enabled ? 'Enabled' : 'Disabled'} tag ${tag.name}`,
  }),
  /** A conflict with someone else's toggle shows the tag's state. */
  conflictFields: [
    { path: '/enabled', label: 'Status', text: (enabled: unknown) => (enabled === true ? 'Enabled' : 'Disabled') },
  ] satisfies FieldDefinition[],
  toggleFailed: (name: string): FailureMessage => ({
    title: 'Something went wrong',
    fallback: `Could not enable or disable tag ${name}`,
  }),
  deleted: (name: string): SuccessMessage => ({ title: `Tag ${name} has been deleted!` }),
  deleteFailed: (name: string): FailureMessage => ({
    title: 'Could not delete the tag',
    fallback: `An error occurred when trying to delete the tag ${name}.`,
  }),
  /** The confirmation before a delete (a negative prompt). */
  deletePrompt: (name: string, store: string) => ({
    title: `Delete tag ${name}?`,
    text: `The tag ${name} will be deleted from ${store} and will stop working at once. This cannot be undone.`,
    confirm: 'Delete the tag',
    cancel: 'Cancel',
  }),
} as const;

/** A toggle's state shown on its row: the state it shows, and whether the server confirmed it. */
export interface TagToggle {
  readonly enabled: boolean;
  /** The tag's version the server answered with, once it did: the next toggle is made on it. */
  readonly version?: number;
  /** The server answered: the state stays until the reloaded list shows it. */
  readonly isConfirmed: boolean;
  /** The toggle shown before this one started (restored if this one fails). */
  readonly previous: TagToggle | undefined;
}

/** The changes the page shows before the reloaded list does. */
export interface TagChanges {
  /** Toggles by tag id: under way (shown at once) or confirmed. */
  readonly toggles: Readonly<Record<number, TagToggle>>;
  /** Deleted tags whose rows are leaving, each with where it stood, shown until they have left. */
  readonly leaving: readonly { readonly tag: NfcTag; readonly index: number }[];
  /** Deleted tags that have left, hidden while the list may still hold them. */
  readonly removed: readonly number[];
}

export const noTagChanges: TagChanges = { toggles: {}, leaving: [], removed: [] };

/** What changes the list shown. */
export type TagChange =
  | { readonly type: 'toggleStarted'; readonly tagID: number; readonly enabled: boolean }
  | { readonly type: 'toggleSucceeded'; readonly tag: NfcTag }
  | { readonly type: 'toggleFailed'; readonly tagID: number }
  | { readonly type: 'deleted'; readonly tag: NfcTag; readonly index: number }
  | { readonly type: 'left'; readonly tagID: number }
  | { readonly type: 'reloaded'; readonly tags: readonly NfcTag[] };

function withoutKey<T>(record: Readonly<Record<number, T>>, key: number): Record<number, T> {
  return Object.fromEntries(Object.entries(record).filter(([id]) => Number(id) !== key));
}

/** The changes after one more (a reducer). */
export function changeTags(changes: TagChanges, change: TagChange): TagChanges {
  switch (change.type) {
    case 'toggleStarted': {
      const previous = changes.toggles[change.tagID];
      // One toggle per row at a time: a second press before the first is answered changes nothing.
      if (previous?.isConfirmed === false) return changes;
      const toggle: TagToggle = { enabled: change.enabled, isConfirmed: false, previous };
      return { ...changes, toggles: { ...changes.toggles, [change.tagID]: toggle } };
    }
    case 'toggleSucceeded': {
      const toggle: TagToggle = {
        enabled: change.tag.enabled,
        version: change.tag.version,
        isConfirmed: true,
        previous: undefined,
      };
      return { ...changes, toggles: { ...changes.toggles, [change.tag.tagID]: toggle } };
    }
    case 'toggleFailed': {
      const previous = changes.toggles[change.tagID]?.previous;
      return {
        ...changes,
        toggles:
          previous === undefined
            ? withoutKey(changes.toggles, change.tagID)
            : { ...changes.toggles, [change.tagID]: previous },
      };
    }
    case 'deleted':
      return {
        ...changes,
        toggles: withoutKey(changes.toggles, change.tag.tagID),
        leaving: [
          ...changes.leaving.filter(({ tag }) => tag.tagID !== change.tag.tagID),
          { tag: change.tag, index: change.index },
        ],
      };
    case 'left':
      return {
        ...changes,
        leaving: changes.leaving.filter(({ tag }) => tag.tagID !== change.tagID),
        removed: changes.removed.includes(change.tagID) ? changes.removed : [...changes.removed, change.tagID],
      };
    case 'reloaded': {
      // The new list shows what the server confirmed; toggles under way still show theirs.
      const ids = new Set(change.tags.map((tag) => tag.tagID));
      const toggles: Record<number, TagToggle> = {};
      for (const [id, toggle] of Object.entries(changes.toggles)) {
        if (!toggle.isConfirmed) toggles[Number(id)] = toggle;
      }
      return { ...changes, toggles, removed: changes.removed.filter((id) => ids.has(id)) };
    }
  }
}

/** Whether a tag's toggle is under way (a second one waits: one toggle per row at a time). */
export function isToggling(changes: TagChanges, tagID: number): boolean {
  return changes.toggles[tagID]?.isConfirmed === false;
}

/** Whether a tag's row is leaving (deleted). */
export function isLeaving(changes: TagChanges, tagID: number): boolean {
  return changes.leaving.some(({ tag }) => tag.tagID === tagID);
}

/**
 * The tags the page shows: the loaded list with each toggle's state, without the tags that have
 * left, and with the leaving ones kept where they stood (the reload may drop them before they left).
 */
export function shownTags(tags: readonly NfcTag[], changes: TagChanges): NfcTag[] {
  const removed = new Set(changes.removed);
  const shown = tags
    .filter((tag) => !removed.has(tag.tagID))
    .map((tag) => {
      const toggle = changes.toggles[tag.tagID];
      if (toggle === undefined) return tag;
      // The version of the server's answer, until the reloaded list has it (or a newer one).
      const version = Math.max(tag.version, toggle.version ?? 0);
      return toggle.enabled === tag.enabled && version === tag.version
        ? tag
        : { ...tag, enabled: toggle.enabled, version };
    });
  const leaving = [...changes.leaving].sort((first, second) => first.index - second.index);
  for (const { tag, index } of leaving) {
    if (!shown.some((candidate) => candidate.tagID === tag.tagID)) {
      shown.splice(Math.min(index, shown.length), 0, tag);
    }
  }
  return shown;
}
