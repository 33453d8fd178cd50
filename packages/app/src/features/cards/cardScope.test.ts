import { createStampcardClient } from '@stampcard/api-client';
import { buildBusiness, buildCard, buildStore } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { loadScope, scopeBreadcrumbs, scopeHeading, scopeOf, type ScopeData } from './cardScope';

describe('scopeOf', () => {
  it('reads the three scopes of spec A 2.4 from the route', () => {
    expect(scopeOf({})).toEqual({ kind: 'all' });
    expect(scopeOf({ businessID: '3' })).toEqual({ kind: 'business', businessID: 3 });
    expect(scopeOf({ businessID: '3', storeID: '12' })).toEqual({ kind: 'store', businessID: 3, storeID: 12 });
  });

  it('refuses ids that are not positive whole numbers', () => {
    for (const id of ['0', '-1', 'abc', '1.5', '01', '', '99999999999999999']) {
      expect(scopeOf({ businessID: id })).toBeNull();
      expect(scopeOf({ businessID: '1', storeID: id })).toBeNull();
    }
  });

  it('gives each scope its heading', () => {
    expect(scopeHeading({ kind: 'all' })).toBe('All cards');
    expect(scopeHeading({ kind: 'business', businessID: 1 })).toBe("Business's cards");
    expect(scopeHeading({ kind: 'store', businessID: 1, storeID: 2 })).toBe("Store's cards");
  });
});

describe('scopeBreadcrumbs (spec A 2.4)', () => {
  const data = (overrides: Partial<ScopeData>): ScopeData => ({
    name: 'Bold Street',
    cards: [],
    businessName: 'Bold Street Coffee',
    isSingleStoreBusiness: false,
    newCardScope: {},
    ...overrides,
  });

  it('business scope: businesses, the business (to its details), CARDS, the card', () => {
    expect(
      scopeBreadcrumbs({ kind: 'business', businessID: 1 }, data({ name: 'Bold Street Coffee' }), 'Coffee card'),
    ).toEqual([
      { label: 'businesses', href: '/businesses' },
      { label: 'Bold Street Coffee', href: '/businesses/1/details' },
      { label: 'CARDS', href: '/businesses/1/cards' },
      { label: 'Coffee card' },
    ]);
  });

  it('store scope in a multi-store business: stores, the store (to its details), CARDS, the card', () => {
    expect(scopeBreadcrumbs({ kind: 'store', businessID: 1, storeID: 2 }, data({}), 'Coffee card')).toEqual([
      { label: 'stores', href: '/businesses/1/stores' },
      { label: 'Bold Street', href: '/businesses/1/stores/2/details' },
      { label: 'CARDS', href: '/businesses/1/stores/2/cards' },
      { label: 'Coffee card' },
    ]);
  });

  it('store scope in a single-store business: the business’s trail', () => {
    const crumbs = scopeBreadcrumbs(
      { kind: 'store', businessID: 1, storeID: 2 },
      data({ isSingleStoreBusiness: true }),
      null,
    );
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['businesses', 'Bold Street Coffee', 'CARDS']);
  });
});

describe('loadScope', () => {
  function api(answers: Record<string, unknown>) {
    return createStampcardClient({
      baseUrl: 'https://api.example',
      retries: 0,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(new Request(input, init).url);
        const answer = answers[url.pathname];
        return Promise.resolve(
          answer === undefined ? Response.json({ errors: ['Not found.'] }, { status: 404 }) : Response.json(answer),
        );
      },
    });
  }
  const signal = new AbortController().signal;
  const card = buildCard({ loyaltyCardID: 5 });

  it('loads all cards', async () => {
    const data = await loadScope(api({ '/api/Card': [card] }), { kind: 'all' }, signal);
    expect(data).toMatchObject({ name: null, cards: [card], newCardScope: {} });
  });

  it('loads a business with its cards; a new card carries the business', async () => {
    const business = buildBusiness({ businessID: 3, name: 'Clifton Pharmacy', isSingleStore: true, cards: [card] });
    const data = await loadScope(api({ '/api/Business/3': business }), { kind: 'business', businessID: 3 }, signal);
    expect(data).toMatchObject({ name: 'Clifton Pharmacy', cards: [card], newCardScope: { storeGroupID: 3 } });
  });

  it('loads a store and its cards; a new card carries the store and its business', async () => {
    const store = buildStore({
      storeID: 12,
      name: 'Harbourside',
      parentBusiness: { businessID: 3, name: 'Bristol Bakes', isSingleStore: false },
    });
    const data = await loadScope(
      api({ '/api/Business/3/Stores/12': store, '/api/Card/Store/12': [card] }),
      { kind: 'store', businessID: 3, storeID: 12 },
      signal,
    );
    expect(data).toMatchObject({
      name: 'Harbourside',
      businessName: 'Bristol Bakes',
      cards: [card],
      isSingleStoreBusiness: false,
      newCardScope: { storeID: 12, storeGroupID: 3 },
    });
  });

  it('fails when the business is not there', async () => {
    await expect(loadScope(api({}), { kind: 'business', businessID: 9 }, signal)).rejects.toThrow(/404/);
  });
});
