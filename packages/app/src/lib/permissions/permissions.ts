/**
 * The one permission table of the back-office (issue #9 item 5): create/read/update/delete flags per
 * feature and role, merged across a user's roles. Screens ask `can(roles, feature, action)` instead of
 * comparing role names.
 *
 * Sources: spec B section 6 (001_32128f65abd7f0fd.txt, lines 172-190), spec A section 6
 * (000_e89bde7f3c28cbf9.txt, lines 155-162) and DECISIONS.md D7, D11, D12.
 *
 * Which flag gates what differs by origin, and the table keeps the spec's meaning rather than
 * normalising it:
 * - Spec B features (businesses, stores, staff, tags, customers, reports): the screens use `create` as
 *   the edit flag too (spec B line 174: "the screens mostly use create (also used as the edit flag) and
 *   read"; lines 37, 66, 190). "full" in spec B's table means all four flags.
 * - Cards (D7): `create` shows New Card (and allows editing a new card until its first save), `update`
 *   enables editing of a saved card, `delete` shows Delete.
 */

/** The role names of the identity provider. Matching is exact and case-sensitive. */
export type Role = 'Administrators' | 'Merchant' | 'Customer';

/** The roles that may use the back-office; every other role (Customer included) is granted nothing. */
export type BackOfficeRole = Extract<Role, 'Administrators' | 'Merchant'>;

/** The back-office roles, in the order of spec B's table columns. */
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

/** Flags granting exactly the given actions; the table's cells read like the spec ("create, read"). */
function grant(...actions: readonly PermissionAction[]): Readonly<PermissionFlags> {
  return Object.freeze({
    create: actions.includes('create'),
    read: actions.includes('read'),
    update: actions.includes('update'),
    delete: actions.includes('delete'),
  });
}

/** Spec B's "full" (and "yes"): all four flags. */
const full = grant('create', 'read', 'update', 'delete');
/** Spec B's "read only". */
const readOnly = grant('read');
/** Spec B's "none" (and "no"): nothing. */
const none = grant();

/**
 * Rows follow spec B section 6's table top to bottom; a row naming several sections (e.g. "Business
 * stores, cards, staff") is one feature per section, because the screens ask per section (spec B
 * lines 37, 66, 190: "read on cards", "read on staff", "create on stores").
 */
export const permissionTable = defineTable({
  // Spec B 178: "Businesses list | create, read | read only". Create shows the NEW BUSINESS tile and
  // the empty state's Create a new business button (spec B 25).
  businessesList: { Administrators: grant('create', 'read'), Merchant: readOnly },

  // Spec B 179: "Business details (name, description, image, manager) | create, read | create, read".
  // Spec B 190 notes the discrepancy with the store-details reading; the table keeps both per feature.
  // Create is the edit flag: set-manager button and inline edits (spec B 37).
  businessDetails: { Administrators: grant('create', 'read'), Merchant: grant('create', 'read') },

  // Spec B 180: "Business settings (lock, delete) | full | none (block hidden)".
  businessSettings: { Administrators: full, Merchant: none },

  // Spec B 181: "Business stores, cards, staff | full | full" (the three columns of spec B 36).
  businessStores: { Administrators: full, Merchant: full },
  businessCards: { Administrators: full, Merchant: full },
  businessStaff: { Administrators: full, Merchant: full },

  // Spec B 182: "Store details | full | read only, no edit".
  storeDetails: { Administrators: full, Merchant: readOnly },

  // Spec B 183: "Store settings | full | none" (the Settings panel of spec B 60).
  storeSettings: { Administrators: full, Merchant: none },

  // Spec B 184: "Store tags, cards, staff | full | full" (the three cards of spec B 62-65).
  storeTags: { Administrators: full, Merchant: full },
  storeCards: { Administrators: full, Merchant: full },
  storeStaff: { Administrators: full, Merchant: full },

  // Spec B 185: "NFC tags page | full | read only" (/businesses/{businessID}/stores/{storeID}/nfc-tags).
  nfcTags: { Administrators: full, Merchant: readOnly },

  // Spec B 186: "Staff page: userDetails, stores, settings | full | userDetails and stores not readable
  // (a second flag is set, meaning unclear); settings none". D11 settles the unclear flag: Merchant may
  // read userDetails and stores, not edit them (so no Save changes, no adding or unlinking stores).
  staffUserDetails: { Administrators: full, Merchant: readOnly },
  staffStores: { Administrators: full, Merchant: readOnly },
  staffSettings: { Administrators: full, Merchant: none },

  // Spec B 187: "Customers, /customers/{userID}, settings page | yes | no"; "yes" is read as all four
  // flags (lock and delete of customers stay unavailable for everyone by D3, which is not a permission).
  customers: { Administrators: full, Merchant: none },
  customerDetails: { Administrators: full, Merchant: none },
  settingsPage: { Administrators: full, Merchant: none },

  // Spec B 188: "Reports | all reports, export | merchant report list, no export", as three features:
  // - reports: both roles read the reports list and viewer (spec A 34);
  // - allReports: read means the list of all reports (GET /api/Reporting, spec B 221) and no
  //   StoreGroupID scoping in the viewer (spec B 222); without it, the merchant list
  //   (GET /api/Reporting/Merchant) scoped to the user's first business;
  // - reportExport: read shows the Export report dropdown (spec B 84); without it, the reference note.
  reports: { Administrators: readOnly, Merchant: readOnly },
  allReports: { Administrators: readOnly, Merchant: none },
  reportExport: { Administrators: readOnly, Merchant: none },

  // Spec A 158 and D7: "Administrators create, read, update, delete; Merchant read, update". D7 replaces
  // spec A's reading ("Administrators get create only; Merchant gets the second flag, read as update").
  cards: { Administrators: full, Merchant: grant('read', 'update') },

  // Spec A 160: "Only Administrators see the dashboard view switch"; D5: Administrators start on the
  // admin view of insights and switch to the merchant view, Merchant sees only the merchant view.
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
 * it (spec A 161, D7). Unknown roles, Customer and differently cased names grant nothing. Returns a
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
 * D12: who the user is to the back-office.
 * - 'back-office': has Administrators or Merchant;
 * - 'customer-only': has some role but neither of those (e.g. Customer); sees customer-unauthorized;
 * - 'no-roles': has no role at all; sees not-authorized.
 */
export type UserClassification = 'back-office' | 'customer-only' | 'no-roles';

/**
 * Classifies a signed-in user's roles by D12. Blank entries ('' or whitespace) are not roles; any
 * other name, even a misspelt 'merchant', is a role that is not a back-office role.
 */
export function classifyUser(roles: readonly string[]): UserClassification {
  if (hasBackOfficeRole(roles)) return 'back-office';
  return roles.some((role) => role.trim() !== '') ? 'customer-only' : 'no-roles';
}
