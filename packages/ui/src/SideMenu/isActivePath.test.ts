import { describe, expect, it } from 'vitest';
import { findActiveId, isActivePath } from './isActivePath';

describe('isActivePath', () => {
  it('marks the entry of the page itself', () => {
    expect(isActivePath('/insights', '/insights')).toBe(true);
  });

  it('marks the entry of the section a nested page belongs to', () => {
    expect(isActivePath('/businesses/7/stores/3/details', '/businesses')).toBe(true);
    expect(isActivePath('/businesses/7/details', '/businesses/7')).toBe(true);
  });

  it('does not mark an entry whose path only shares the first letters', () => {
    expect(isActivePath('/businesses-archive', '/businesses')).toBe(false);
    expect(isActivePath('/reports', '/reports/report-details')).toBe(false);
  });

  it('ignores trailing slashes, the query string, the hash and letter case', () => {
    expect(isActivePath('/customers/', '/customers')).toBe(true);
    expect(isActivePath('/reports/report-details?path=a&name=b', '/reports')).toBe(true);
    expect(isActivePath('/insights#top', '/insights/')).toBe(true);
    expect(isActivePath('/Customers/42', '/customers')).toBe(true);
  });

  it('accepts paths written without a leading slash, as the route table writes them', () => {
    expect(isActivePath('/settings', 'settings')).toBe(true);
    expect(isActivePath('promotions', '/promotions')).toBe(true);
  });

  it('marks the root entry only on the root page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('', '/')).toBe(true);
    expect(isActivePath('/insights', '/')).toBe(false);
  });
});

describe('findActiveId', () => {
  const items = [
    { id: 'insights', href: '/insights' },
    { id: 'businesses', href: '/businesses' },
    { id: 'business-cards', href: '/businesses/7/cards' },
  ];

  it('picks the most specific matching entry, so only one is current', () => {
    expect(findActiveId(items, '/businesses/7/cards')).toBe('business-cards');
    expect(findActiveId(items, '/businesses/7/details')).toBe('businesses');
  });

  it('picks none when no entry matches', () => {
    expect(findActiveId(items, '/not-authorized')).toBeUndefined();
  });
});
