/**
 * The one permission table of the back-office: create/read/update/delete flags per feature and
 * role, merged across a user's roles. Screens ask `can(roles, feature, action)` instead of
 * comparing role names.
 *
 * Which flag gates what differs by feature, and the table keeps each meaning rather than
 * normalising it:
 * - Businesses, stores, staff, tags, customers and reports: the screens use `create` as the edit
 *   flag too (inline edits, Save changes, linking stores) and `read` to show a block at all.
 *   `full` means all four flags.
 * - Cards: `create` shows New Card (and allows editing a new card until its first save), `update`
 *   enables editing of a saved card, `delete` shows Delete.
 */

/** The role names of the identity provider. Matching is exact and case-sensitive. */
export type Role = 'Administrators' | 'Merchant' | 'Customer';

/** The roles that may use the back-office; every other role (Customer included) is granted nothing. */
export type BackOfficeRole = Extract<Role, 'Administrators' | 'Merchant'>;

/** The back-office roles, in the order of the table's columns. */
export const backOfficeRoles: readonly BackOfficeRole[] = Object.freeze(['Administrators', 'Merchant']);

export interface PermissionFlags {
  create: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
}

/** One of the four flags: `can(roles, feature, 'update')`. */
export type PermissionAction = keyof PermissionFlags;

type FeaturePermissions = Readonly<Record<BackOfficeRole, Readonly<PermissionFlags>>>;

/** Freezes the table and its rows, so no screen can change a grant at run time. */
function defineTable<const Table extends Record<string, FeaturePermissions>>(
  table: Table,
): Readonly<Record<keyof Table, FeaturePermissions>> {
  for (const row of Object.values(table)) Object.freeze(row);
  return Object.freeze(table);
}

/** Flags granting exactly the given actions, so a cell reads as its grant: `grant('create', 'read')`. */
function grant(...actions: readonly PermissionAction[]): Readonly<PermissionFlags> {
  return Object.freeze({
    create: actions.includes('create'),
    read: actions.includes('read'),
    update: actions.includes('update'),
    delete: actions.includes('delete'),
  });
}

/** All four flags. */
const full = grant('create', 'read', 'update', 'delete');
/** Read only. */
const readOnly = grant('read');
/** Nothing: the block is hidden. */
const none = grant();

/**
 * One row per section a screen asks about (the stores, cards and staff of a business are three
 * rows, because each card of the page shows with its own read flag).
 */
export const permissionTable = defineTable({
  // Create shows the NEW BUSINESS tile and the empty state's Create a new business button; a
  // merchant only reads the list.
  businessesList: { Administrators: grant('create', 'read'), Merchant: readOnly },

  // A business's name, description, image and manager: both roles may edit them (create is the edit
  // flag: the set-manager button and the inline edits), while a store's details are read-only to a
  // merchant; the table keeps the two apart.
  businessDetails: { Administrators: grant('create', 'read'), Merchant: grant('create', 'read') },

  // Lock and delete of a business: Administrators only; a merchant does not see the block.
  businessSettings: { Administrators: full, Merchant: none },

  // The Stores, Cards and Staff columns of a business's details page.
  businessStores: { Administrators: full, Merchant: full },
  businessCards: { Administrators: full, Merchant: full },
  businessStaff: { Administrators: full, Merchant: full },

  // A store's details: a merchant reads them, without edit buttons.
  storeDetails: { Administrators: full, Merchant: readOnly },

  // The store page's Settings panel (lock, test mode, external store, delete): Administrators only.
  storeSettings: { Administrators: full, Merchant: none },

  // The Cards, Staff and Tags cards below a store's details.
  storeTags: { Administrators: full, Merchant: full },
  storeCards: { Administrators: full, Merchant: full },
  storeStaff: { Administrators: full, Merchant: full },

  // The NFC tags page (/businesses/{businessID}/stores/{storeID}/nfc-tags): a merchant only reads it.
  nfcTags: { Administrators: full, Merchant: readOnly },

  // The staff page's cards: a merchant may read a staff member's details and stores but not change
  // them (no Save changes, no adding or unlinking stores), and does not see their settings.
  staffUserDetails: { Administrators: full, Merchant: readOnly },
  staffStores: { Administrators: full, Merchant: readOnly },
  staffSettings: { Administrators: full, Merchant: none },

  // Customers, a customer's page and the settings page: Administrators only, with all four flags
  // (lock and delete of customers stay unavailable for everyone as features under development,
  // which is not a permission).
  customers: { Administrators: full, Merchant: none },
  customerDetails: { Administrators: full, Merchant: none },
  settingsPage: { Administrators: full, Merchant: none },

  // Reports, as three features:
  // - reports: both roles read the reports list and viewer;
  // - allReports: read means the list of all reports (GET /api/Reporting) and no StoreGroupID
  //   scoping in the viewer; without it, the merchant list (GET /api/Reporting/Merchant) scoped to
  //   the user's first business;
  // - reportExport: read shows the Export report dropdown; without it, the reference note.
  reports: { Administrators: readOnly, Merchant: readOnly },
  allReports: { Administrators: readOnly, Merchant: none },
  reportExport: { Administrators: readOnly, Merchant: none },

  // Cards: Administrators create, read, update and delete; a merchant reads and edits saved cards but
  // neither creates nor deletes them.
  cards: { Administrators: full, Merchant: grant('read', 'update') },

  // Only Administrators see the Insights view switch: they start on the admin view and may switch
  // to the merchant view; a merchant sees only the merchant view.
  // Read means both: start on the admin view and see the switch.
  insightsAdminView: { Administrators: readOnly, Merchant: none },
});

/** A row of the permission table. */
export type Feature = keyof typeof permissionTable;

/** Every feature of the table, in table order. */
export const features = Object.freeze(Object.keys(permissionTable) as Feature[]);

/** Whether a role name is one of the back-office roles (exact, case-sensitive match). */
export function isBackOfficeRole(role: string): role is BackOfficeRole {
  return role === 'Administrators' || role === 'Merchant';
}

/**
 * The flags a user with these roles has on a feature: a flag is granted when any of the roles grants
 * it. Unknown roles, Customer and differently cased names grant nothing. Returns a
 * new object; changing it does not change the table.
 */
export function getPermissions(roles: readonly string[], feature: Feature): PermissionFlags {
  const merged: PermissionFlags = { create: false, read: false, update: false, delete: false };
  const row = permissionTable[feature];
  for (const role of roles) {
    if (!isBackOfficeRole(role)) continue;
    const flags = row[role];
    merged.create ||= flags.create;
    merged.read ||= flags.read;
    merged.update ||= flags.update;
    merged.delete ||= flags.delete;
  }
  return merged;
}

/** Whether any of the roles grants the action on the feature. */
export function can(roles: readonly string[], feature: Feature, action: PermissionAction): boolean {
  return getPermissions(roles, feature)[action];
}

/** Whether the roles include Administrators or Merchant, the roles the back-office serves. */
export function hasBackOfficeRole(roles: readonly string[]): boolean {
  return roles.some(isBackOfficeRole);
}

/**
 * Who the user is to the back-office.
 * - 'back-office': has Administrators or Merchant;
 * - 'customer-only': has some role but neither of those (e.g. Customer); sees customer-unauthorized;
 * - 'no-roles': has no role at all; sees not-authorized.
 */
export type UserClassification = 'back-office' | 'customer-only' | 'no-roles';

/**
 * Classifies a signed-in user's roles. Blank entries ('' or whitespace) are not roles; any
 * other name, even a misspelt 'merchant', is a role that is not a back-office role.
 */
export function classifyUser(roles: readonly string[]): UserClassification {
  if (hasBackOfficeRole(roles)) return 'back-office';
  return roles.some((role) => role.trim() !== '') ? 'customer-only' : 'no-roles';
}
