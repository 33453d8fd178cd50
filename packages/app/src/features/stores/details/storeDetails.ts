/**
 * The store details page's logic, as pure functions: what each change
 * edits (the store as read and as the user wants it; sent as a JSON patch that tests what was
 * read), how a conflict with someone else's save names each field, what each change says, the
 * breadcrumbs of either kind of business, and who may see and do what.
 */
import type { Address, Business, Category, ExternalStoreProvider, Store } from '@stampcard/api-client';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { textOr } from '@stampcard/ui/EntityCard';
import { paths } from '#app/config/paths';
import {
  jsonPatchDiff,
  jsonPatchWithTests,
  valueText,
  type Edit,
  type FailureMessage,
  type FieldDefinition,
  type JsonPatchOperation,
  type SuccessMessage,
} from '#app/lib/data';
import type { AddressFormData, AddressFormValues } from '#app/lib/forms';
import { can } from '#app/lib/permissions';
import { placeholders } from '#app/lib/placeholders';

/** The fields of a store its details page changes. */
export interface EditableStore extends Readonly<Record<string, unknown>> {
  readonly name: string | null;
  readonly description: string | null;
  readonly logoImageUrl: string | null;
  readonly address: Address | null;
  readonly categories: readonly Category[];
  readonly enabled: boolean;
  readonly externalStore: boolean;
  readonly externalStoreID: string | null;
  readonly externalStoreProvider: ExternalStoreProvider | null;
}

/** An address with every field present (blank ones null): two equal addresses compare equal. */
function completeAddress(address: Address): Address {
  return {
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    address3: address.address3 ?? null,
    cityTown: address.cityTown ?? null,
    county: address.county ?? null,
    country: address.country ?? null,
    postCode: address.postCode ?? null,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

/** The categories by id, in the order the API lists them: what the comparison sees. */
const categoriesById = (categories: readonly Category[]) =>
  [...categories].sort((first, second) => first.categoryID - second.categoryID);

/** The editable part of a store, as the patch compares it. */
export function editableStore(store: Store): EditableStore {
  return {
    name: store.name ?? null,
    description: store.description ?? null,
    logoImageUrl: store.logoImageUrl ?? null,
    address: store.address ? completeAddress(store.address) : null,
    categories: categoriesById(store.categories ?? []),
    enabled: store.enabled ?? true,
    externalStore: store.externalStore ?? false,
    externalStoreID: store.externalStoreID ?? null,
    externalStoreProvider: store.externalStoreProvider ?? null,
  };
}

/** The external store's parameters: its id at the provider and the provider. */
export interface ExternalParameters {
  readonly externalStoreID: string;
  readonly externalStoreProvider: ExternalStoreProvider;
}

/** A change of the store details page: one section at a time. */
export type StoreChange =
  | {
      readonly field: 'name' | 'description' | 'logoImageUrl';
      readonly value: string;
      /** The text the user started from, when they edited it in place: what the save must not overwrite unseen. */
      readonly previous?: string;
    }
  | { readonly field: 'address'; readonly value: Address }
  | { readonly field: 'categories'; readonly value: readonly Category[] }
  /** Test mode: `enabled: false` takes the store offline for customers. */
  | { readonly field: 'enabled'; readonly value: boolean }
  /** External store: on with its parameters, or off (null). */
  | { readonly field: 'external'; readonly value: ExternalParameters | null };

/**
 * What the change edits: the store as the user read it (as it was when they opened the form that
 * makes the change; with the text they started from, for an edit in place) and as they want it.
 * Cleared text is `null`. Turning the external store off clears its parameters, as the API does.
 */
export function storeEdit(read: Store, change: StoreChange): Edit<EditableStore> {
  const before = editableStore(read);
  switch (change.field) {
    case 'address':
      return { before, after: { ...before, address: completeAddress(change.value) } };
    case 'categories':
      return { before, after: { ...before, categories: categoriesById(change.value) } };
    case 'enabled':
      return { before, after: { ...before, enabled: change.value } };
    case 'external':
      return {
        before,
        after:
          change.value === null
            ? { ...before, externalStore: false, externalStoreID: null, externalStoreProvider: null }
            : {
                ...before,
                externalStore: true,
                externalStoreID: change.value.externalStoreID.trim(),
                externalStoreProvider: change.value.externalStoreProvider,
              },
      };
    default: {
      const { field, previous } = change;
      const started =
        previous === undefined || previous === (before[field] ?? '')
          ? before
          : { ...before, [field]: previous === '' ? null : previous };
      return { before: started, after: { ...started, [field]: change.value === '' ? null : change.value } };
    }
  }
}

/**
 * The operations that make the change, `[]` when it changes nothing: each preceded by a
 * `test` of the value read, so someone else's change since is refused, not overwritten.
 */
export function storePatch(read: Store, change: StoreChange): JsonPatchOperation[] {
  const { before, after } = storeEdit(read, change);
  return jsonPatchWithTests(before, after);
}

/** Whether the change changes nothing ('No changes to apply.'). */
export function isNoChange(read: Store, change: StoreChange): boolean {
  const { before, after } = storeEdit(read, change);
  return jsonPatchDiff(before, after).length === 0;
}

/** The store's fields as a conflict with someone else's save shows them, in the page's order. */
export const storeFields: readonly FieldDefinition[] = [
  { path: '/logoImageUrl', label: 'Logo', text: (value) => (typeof value === 'string' ? 'An image' : 'No logo') },
  { path: '/name', label: 'Store name' },
  { path: '/description', label: 'Description' },
  {
    path: '/address',
    label: 'Location',
    text: (value) => {
      const address = (value ?? {}) as Address;
      return valueText([address.address1, address.cityTown, address.postCode].filter((line) => line?.trim()));
    },
  },
  {
    path: '/categories',
    label: 'Categories',
    text: (value) => (Array.isArray(value) && value.length === 0 ? 'No categories' : valueText(value)),
  },
  { path: '/enabled', label: 'Test mode', text: (value) => (value === false ? 'On' : 'Off') },
  { path: '/externalStore', label: 'External store', text: (value) => (value === true ? 'On' : 'Off') },
  { path: '/externalStoreID', label: 'External store ID' },
  { path: '/externalStoreProvider', label: 'Provider' },
];

/** The store's name as the page says it: 'Unnamed store' when blank. */
export function storeName(store: Pick<Store, 'name'> | undefined): string {
  return textOr(store?.name, placeholders.storeName);
}

/**
 * The breadcrumbs of a store's page: for a single-store business, businesses > store name;
 * otherwise businesses > business > stores > store. `rest` follows (the tags page's own).
 */
export function storeBreadcrumbs(
  business: { readonly name?: string | null | undefined; readonly isSingleStore?: boolean | undefined } | undefined,
  store: { readonly storeID: number; readonly name?: string | null | undefined } | undefined,
  ids: { readonly businessID: string; readonly storeID: string },
  ...rest: Breadcrumb[]
): Breadcrumb[] {
  const storeCrumb: Breadcrumb = {
    label: store === undefined ? 'Store' : storeName(store),
    href: paths.storeDetails.href(ids),
  };
  const businesses: Breadcrumb = { label: 'businesses', href: paths.businesses.href({}) };
  if (business?.isSingleStore) return [businesses, storeCrumb, ...rest];
  return [
    businesses,
    {
      label: business === undefined ? 'Business' : textOr(business.name, placeholders.businessName),
      href: paths.businessDetails.href({ businessID: ids.businessID }),
    },
    { label: 'stores', href: paths.stores.href({ businessID: ids.businessID }) },
    storeCrumb,
    ...rest,
  ];
}

/** The location as the page lists it: street, city and postcode, blank ones left out. */
export function locationLines(address: Address | null | undefined): { street: string; city: string; postCode: string } {
  return {
    street: textOr(address?.address1, placeholders.street),
    city: textOr(address?.cityTown, placeholders.city),
    postCode: textOr(address?.postCode, 'No postcode'),
  };
}

/** The location form's values from the store's address (coordinates as typed text). */
export function addressFormValuesOf(address: Address | null | undefined): AddressFormValues {
  const coordinate = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    address3: address?.address3 ?? '',
    cityTown: address?.cityTown ?? '',
    county: address?.county ?? '',
    country: address?.country ?? '',
    postCode: address?.postCode ?? '',
    latitude: coordinate(address?.latitude),
    longitude: coordinate(address?.longitude),
  };
}

/** Blank optional text as the API stores it: null. */
const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** The address as the API takes it, from the location form's parsed values. */
export function addressOf(form: AddressFormData): Address {
  return {
    address1: form.address1.trim(),
    address2: text(form.address2),
    address3: text(form.address3),
    cityTown: form.cityTown.trim(),
    county: text(form.county),
    country: form.country.trim(),
    postCode: form.postCode.trim(),
    latitude: form.latitude,
    longitude: form.longitude,
  };
}

/** An update that failed: 'Could not save', the server's errors or, when it gave none, a general sentence. */
const updateFailed = {
  title: 'Could not save',
  fallback: 'An error occurred when trying to save the changes.',
} as const;

/** What the page says: every failed change is an update failure, its last line saying which. */
export const storeMessages = {
  updated: { title: "Updated the store's details" },
  updateFailed,
  externalSet: { title: 'Successfully set store as external' },
  externalChanged: { title: 'Changed external store parameters' },
  externalRemoved: { title: 'The store is no longer external' },
  externalFailed: { ...updateFailed, detail: 'An error occurred when trying to change the external store settings.' },
  testModeFailed: { ...updateFailed, detail: 'An error occurred when trying to change the test mode.' },
} as const satisfies Record<string, SuccessMessage | FailureMessage>;

/** Test mode's confirmations and messages (ADR 013), for the store `name`. */
export function testModeTexts(name: string) {
  return {
    on: {
      success: { title: `Test mode is on: ${name} is offline for customers` },
    },
    off: {
      title: `Turn off test mode for ${name}?`,
      text: `${name} comes back online for customers. Both choices go live with the store as it is now: changes made during test mode are already saved, and the product keeps no earlier copy to go back to.`,
      keep: 'Turn off and Keep changes',
      drop: 'Turn off and Drop changes',
      cancel: 'Cancel',
      success: { title: `Test mode is off: ${name} is online for customers` },
    },
  };
}

/** Turning the external store off: asked first. */
export function externalOffTexts(name: string) {
  return {
    title: `Stop running ${name} as an external store?`,
    text: 'The store stops being linked to its external ordering platform, and its external ID and provider are cleared. You can set it as external again at any time.',
    confirm: 'Yes, turn it off',
    cancel: 'No, keep it external',
  };
}

/** The delete confirmation, success and failure of the store `name`. */
export function deleteStoreTexts(name: string, isSingleStore: boolean) {
  return {
    title: `Delete ${name}?`,
    text: isSingleStore
      ? 'This store is its business: deleting it deletes the whole business, with its cards and tags, and unlinks its staff. It cannot be undone.'
      : 'This deletes the store with its cards and tags, and unlinks its staff. It cannot be undone.',
    confirm: 'Delete store',
    cancel: 'Cancel',
    success: `Deleted the ${name} store!`,
    redirectLabel: isSingleStore ? 'Returning to the businesses' : 'Returning to the business',
    failure: {
      title: `Could not delete store ${name}`,
      fallback: 'An error has occurred when trying to delete this store.',
    },
  };
}

/** Where the page goes once its store is deleted. */
export function afterDeleteHref(businessID: string | number, isSingleStore: boolean): string {
  return isSingleStore ? paths.businesses.href({}) : paths.businessDetails.href({ businessID });
}

/** The convert-to-multi-store confirmation and messages. */
export const convertTexts = {
  title: 'Convert to multi-store business',
  text: 'The business can then hold several stores, and this store becomes its first. A multi-store business cannot be turned back into a single-store one: this cannot be undone.',
  confirm: 'Convert',
  cancel: 'Cancel',
  success: 'Success! Redirecting to the parent business...',
  failure: {
    title: 'Could not convert',
    fallback: 'An error has occurred when trying to convert this to a multi-store business.',
  },
} as const;

/** The convert form's values: the business's name, description and image. */
export interface ConvertForm {
  readonly name: string;
  readonly description?: string | null | undefined;
  readonly imageUrl?: string | null | undefined;
}

/**
 * The operations that turn the single-store business into a multi-store one, with the
 * form's name, description and image (a blank image keeps the current one), each tested against
 * the business as read: a business someone else changed or converted meanwhile is not converted.
 */
export function convertPatch(business: Business, form: ConvertForm): JsonPatchOperation[] {
  const before = {
    name: business.name ?? null,
    description: business.description ?? null,
    imageUrl: business.imageUrl ?? null,
    isSingleStore: business.isSingleStore,
  };
  return jsonPatchWithTests(before, {
    name: form.name.trim(),
    description: text(form.description),
    // A blank image keeps the business's image (often uploaded, so not shown as a URL).
    imageUrl: text(form.imageUrl) ?? before.imageUrl,
    isSingleStore: false,
  });
}

/** After deleting, the page leaves after 5 s; after converting, after 2 s. */
export const redirectSeconds = { deleted: 5, converted: 2 } as const;
/** After a failed delete the confirmation closes after 1 second. */
export const deleteFailedCloseDelay = 1_000;

/** The placeholders of the three cards while the store loads. */
export const cardSkeletons = { cards: 2, staff: 3, tags: 4 } as const;

/** What the page shows and allows, from the one permission table. */
export function storeAccess(roles: readonly string[]) {
  return {
    /** The left panel: logo, name, description, parent business, location, categories, manager. */
    details: can(roles, 'storeDetails', 'read'),
    /** The edit buttons and inline edits of the left panel; converting the business. */
    canEdit: can(roles, 'storeDetails', 'create'),
    /** The settings panel: lock, test mode, external store, delete. */
    settings: can(roles, 'storeSettings', 'read'),
    canChangeSettings: can(roles, 'storeSettings', 'update'),
    canDelete: can(roles, 'storeSettings', 'delete'),
    cards: can(roles, 'storeCards', 'read'),
    staff: can(roles, 'storeStaff', 'read'),
    tags: can(roles, 'storeTags', 'read'),
  };
}
