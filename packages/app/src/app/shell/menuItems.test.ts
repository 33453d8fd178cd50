import { describe, expect, it } from 'vitest';
import { menuItemsFor } from './menuItems';

const labels = (roles: string[]) => menuItemsFor(roles).map((item) => `${item.label} ${item.href}`);

describe('menuItemsFor', () => {
  it('gives Administrators Insights, Businesses, Customers, Reports, History and Settings', () => {
    expect(labels(['Administrators'])).toEqual([
      'Insights /insights',
      'Businesses /businesses',
      'Customers /customers',
      'Reports /reports',
      'History /history',
      'Settings /settings',
    ]);
  });

  it('gives a Merchant Insights, Settings (the businesses entry), Reports and Promotions', () => {
    expect(labels(['Merchant'])).toEqual([
      'Insights /insights',
      'Settings /businesses',
      'Reports /reports',
      'Promotions /promotions',
    ]);
  });

  it('merges roles: a user with both sees every entry, the businesses entry labelled Businesses', () => {
    expect(labels(['Merchant', 'Administrators'])).toEqual([
      'Insights /insights',
      'Businesses /businesses',
      'Customers /customers',
      'Reports /reports',
      'History /history',
      'Settings /settings',
      'Promotions /promotions',
    ]);
  });

  it('gives nothing to users without a back-office role', () => {
    expect(menuItemsFor([])).toEqual([]);
    expect(menuItemsFor(['Customer'])).toEqual([]);
    expect(menuItemsFor(['administrators', 'merchant'])).toEqual([]);
  });

  it('gives unique ids', () => {
    const ids = menuItemsFor(['Merchant', 'Administrators']).map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
