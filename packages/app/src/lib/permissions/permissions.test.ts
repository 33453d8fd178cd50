import { describe, expect, it } from 'vitest';
import {
  can,
  classifyUser,
  type Feature,
  features,
  getPermissions,
  hasBackOfficeRole,
  isBackOfficeRole,
  type PermissionFlags,
  permissionTable,
} from './permissions';

/**
 * The expected table, written out again from the product's rules so a slip in the module's table
 * fails here. Letters: c create, r read, u update, d delete; '' nothing.
 */
const expectedTable: Record<Feature, { Administrators: string; Merchant: string }> = {
  businessesList: { Administrators: 'cr', Merchant: 'r' },
  businessDetails: { Administrators: 'cr', Merchant: 'cr' },
  businessSettings: { Administrators: 'crud', Merchant: '' },
  businessStores: { Administrators: 'crud', Merchant: 'crud' },
  businessCards: { Administrators: 'crud', Merchant: 'crud' },
  businessStaff: { Administrators: 'crud', Merchant: 'crud' },
  storeDetails: { Administrators: 'crud', Merchant: 'r' },
  storeSettings: { Administrators: 'crud', Merchant: '' },
  storeTags: { Administrators: 'crud', Merchant: 'crud' },
  storeCards: { Administrators: 'crud', Merchant: 'crud' },
  storeStaff: { Administrators: 'crud', Merchant: 'crud' },
  nfcTags: { Administrators: 'crud', Merchant: 'r' },
  staffUserDetails: { Administrators: 'crud', Merchant: 'r' },
  staffStores: { Administrators: 'crud', Merchant: 'r' },
  staffSettings: { Administrators: 'crud', Merchant: '' },
  customers: { Administrators: 'crud', Merchant: '' },
  customerDetails: { Administrators: 'crud', Merchant: '' },
  settingsPage: { Administrators: 'crud', Merchant: '' },
  reports: { Administrators: 'r', Merchant: 'r' },
  allReports: { Administrators: 'r', Merchant: '' },
  reportExport: { Administrators: 'r', Merchant: '' },
  cards: { Administrators: 'crud', Merchant: 'ru' },
  insightsAdminView: { Administrators: 'r', Merchant: '' },
};

function flags(letters: string): PermissionFlags {
  return {
    create: letters.includes('c'),
    read: letters.includes('r'),
    update: letters.includes('u'),
    delete: letters.includes('d'),
  };
}

const nothing = flags('');
const allFeatures = Object.keys(expectedTable) as Feature[];
const administratorRows = allFeatures.map((feature) => [feature, expectedTable[feature].Administrators] as const);
const merchantRows = allFeatures.map((feature) => [feature, expectedTable[feature].Merchant] as const);

describe('the permission table', () => {
  it('has exactly the features the screens ask about, in table order', () => {
    expect(features).toEqual(allFeatures);
    expect(Object.keys(permissionTable)).toEqual(allFeatures);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(permissionTable)).toBe(true);
    for (const feature of features) {
      expect(Object.isFrozen(permissionTable[feature])).toBe(true);
      expect(Object.isFrozen(permissionTable[feature].Administrators)).toBe(true);
      expect(Object.isFrozen(permissionTable[feature].Merchant)).toBe(true);
    }
  });

  it('gives Administrators every flag Merchant has, on every feature', () => {
    for (const feature of features) {
      const merchant = permissionTable[feature].Merchant;
      const administrators = permissionTable[feature].Administrators;
      for (const action of ['create', 'read', 'update', 'delete'] as const) {
        if (merchant[action]) expect(administrators[action], `${feature}.${action}`).toBe(true);
      }
    }
  });
});

describe('getPermissions for Administrators', () => {
  it.each(administratorRows)('grants %s the flags "%s"', (feature, letters) => {
    expect(getPermissions(['Administrators'], feature)).toEqual(flags(letters));
  });
});

describe('getPermissions for Merchant', () => {
  it.each(merchantRows)('grants %s the flags "%s"', (feature, letters) => {
    expect(getPermissions(['Merchant'], feature)).toEqual(flags(letters));
  });
});

describe('getPermissions for Customer', () => {
  it.each(allFeatures)('grants nothing on %s', (feature) => {
    expect(getPermissions(['Customer'], feature)).toEqual(nothing);
  });
});

describe('getPermissions with no roles', () => {
  it.each(allFeatures)('grants nothing on %s', (feature) => {
    expect(getPermissions([], feature)).toEqual(nothing);
  });
});

describe('the rows that need a closer reading', () => {
  it('lets Merchant read the staff page user details and stores but not edit them', () => {
    for (const feature of ['staffUserDetails', 'staffStores'] as const) {
      expect(can(['Merchant'], feature, 'read')).toBe(true);
      expect(can(['Merchant'], feature, 'create')).toBe(false);
      expect(can(['Merchant'], feature, 'update')).toBe(false);
      expect(can(['Merchant'], feature, 'delete')).toBe(false);
    }
  });

  it('lets Merchant edit saved cards but not create New Card or Delete', () => {
    expect(can(['Merchant'], 'cards', 'create')).toBe(false);
    expect(can(['Merchant'], 'cards', 'read')).toBe(true);
    expect(can(['Merchant'], 'cards', 'update')).toBe(true);
    expect(can(['Merchant'], 'cards', 'delete')).toBe(false);
  });

  it('lets Administrators create, edit and delete cards', () => {
    expect(getPermissions(['Administrators'], 'cards')).toEqual(flags('crud'));
  });

  it('keeps the business-details and store-details readings apart for Merchant', () => {
    expect(can(['Merchant'], 'businessDetails', 'create')).toBe(true);
    expect(can(['Merchant'], 'storeDetails', 'create')).toBe(false);
    expect(can(['Merchant'], 'storeDetails', 'read')).toBe(true);
  });

  it('gives reports export and the all-reports list to Administrators only', () => {
    expect(can(['Administrators'], 'reportExport', 'read')).toBe(true);
    expect(can(['Merchant'], 'reportExport', 'read')).toBe(false);
    expect(can(['Administrators'], 'allReports', 'read')).toBe(true);
    expect(can(['Merchant'], 'allReports', 'read')).toBe(false);
    expect(can(['Merchant'], 'reports', 'read')).toBe(true);
  });
});

describe('merging roles', () => {
  it.each(allFeatures)('grants on %s every flag either role grants', (feature) => {
    const administrators = flags(expectedTable[feature].Administrators);
    const merchant = flags(expectedTable[feature].Merchant);
    expect(getPermissions(['Administrators', 'Merchant'], feature)).toEqual({
      create: administrators.create || merchant.create,
      read: administrators.read || merchant.read,
      update: administrators.update || merchant.update,
      delete: administrators.delete || merchant.delete,
    });
  });

  it('does not depend on the order of the roles', () => {
    for (const feature of features) {
      expect(getPermissions(['Merchant', 'Administrators'], feature)).toEqual(
        getPermissions(['Administrators', 'Merchant'], feature),
      );
    }
  });

  it('ignores repeated roles', () => {
    expect(getPermissions(['Merchant', 'Merchant'], 'cards')).toEqual(flags('ru'));
  });

  it('keeps a Merchant grant when Customer or unknown roles come along', () => {
    expect(getPermissions(['Customer', 'Merchant'], 'cards')).toEqual(flags('ru'));
    expect(getPermissions(['Merchant', 'Auditor', 'administrators'], 'cards')).toEqual(flags('ru'));
    expect(getPermissions(['Customer', 'Merchant'], 'storeDetails')).toEqual(flags('r'));
  });

  it('never takes a grant away: a role granting nothing leaves the other role’s flags', () => {
    expect(getPermissions(['Administrators', 'Customer'], 'businessSettings')).toEqual(flags('crud'));
    expect(getPermissions(['Merchant', 'Administrators'], 'businessSettings')).toEqual(flags('crud'));
  });
});

describe('unknown and differently written roles', () => {
  const notRoles = [
    'administrators',
    'ADMINISTRATORS',
    'Administrator',
    'Admin',
    'merchant',
    'MERCHANT',
    'Merchants',
    ' Merchant',
    'Merchant ',
    'Administrators\u200b',
    'customer',
    '',
    'Auditor',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ];

  it.each(notRoles)('grants nothing for the role %j on any feature', (role) => {
    for (const feature of features) {
      expect(getPermissions([role], feature), feature).toEqual(nothing);
    }
  });

  it.each(notRoles)('does not count %j as a back-office role', (role) => {
    expect(isBackOfficeRole(role)).toBe(false);
    expect(hasBackOfficeRole([role])).toBe(false);
  });
});

describe('getPermissions results', () => {
  it('returns a new object that can be changed without changing the table', () => {
    const permissions = getPermissions(['Merchant'], 'storeDetails');
    permissions.create = true;
    expect(getPermissions(['Merchant'], 'storeDetails').create).toBe(false);
    expect(permissionTable.storeDetails.Merchant.create).toBe(false);
  });
});

describe('can', () => {
  it('answers each action from the merged flags', () => {
    expect(can(['Administrators'], 'businessesList', 'create')).toBe(true);
    expect(can(['Administrators'], 'businessesList', 'read')).toBe(true);
    expect(can(['Administrators'], 'businessesList', 'update')).toBe(false);
    expect(can(['Administrators'], 'businessesList', 'delete')).toBe(false);
    expect(can(['Merchant'], 'businessesList', 'create')).toBe(false);
    expect(can(['Merchant'], 'businessesList', 'read')).toBe(true);
  });

  it('refuses everything to a user without roles', () => {
    for (const feature of features) {
      for (const action of ['create', 'read', 'update', 'delete'] as const) {
        expect(can([], feature, action)).toBe(false);
      }
    }
  });
});

describe('hasBackOfficeRole', () => {
  it('is true for Administrators, Merchant or both', () => {
    expect(hasBackOfficeRole(['Administrators'])).toBe(true);
    expect(hasBackOfficeRole(['Merchant'])).toBe(true);
    expect(hasBackOfficeRole(['Administrators', 'Merchant'])).toBe(true);
    expect(hasBackOfficeRole(['Customer', 'Merchant'])).toBe(true);
  });

  it('is false for Customer, other roles or no roles', () => {
    expect(hasBackOfficeRole(['Customer'])).toBe(false);
    expect(hasBackOfficeRole(['Auditor', 'Customer'])).toBe(false);
    expect(hasBackOfficeRole([])).toBe(false);
  });
});

describe('classifyUser', () => {
  it.each([
    [['Administrators'], 'back-office'],
    [['Merchant'], 'back-office'],
    [['Administrators', 'Merchant'], 'back-office'],
    [['Customer', 'Merchant'], 'back-office'],
    [['Customer', 'Administrators'], 'back-office'],
    [['Customer'], 'customer-only'],
    [['Auditor'], 'customer-only'],
    [['Customer', 'Auditor'], 'customer-only'],
    [['merchant'], 'customer-only'],
    [['ADMINISTRATORS'], 'customer-only'],
    [['', 'Customer'], 'customer-only'],
    [[], 'no-roles'],
    [[''], 'no-roles'],
    [['  ', '\t'], 'no-roles'],
  ] as const)('classifies %j as %s', (roles, classification) => {
    expect(classifyUser(roles)).toBe(classification);
  });
});
