import { createStampcardClient } from '@stampcard/api-client';
import { buildBusiness, buildCard, buildStore } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import {
  loadScopeSource,
  newCardScopeOf,
  scopeBreadcrumbs,
  scopeData,
  scopeHeading,
  scopeKey,
  scopeOf,
  type ScopeData,
} from './cardScope';

describe('scopeOf', () => {
  it('reads the three scopes from the route', () => {
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

  it('keys each scope’s cards under cards, and what a new card carries', () => {
    expect(scopeKey({ kind: 'all' })).toEqual(['cards', 'all']);
    expect(scopeKey({ kind: 'business', businessID: 3 })).toEqual(['cards', 'business', 3]);
    expect(scopeKey({ kind: 'store', businessID: 3, storeID: 12 })).toEqual(['cards', 'store', 12]);
    expect(scopeKey(null)).toEqual(['cards', 'invalid']);
    expect(newCardScopeOf({ kind: 'all' })).toEqual({});
    expect(newCardScopeOf({ kind: 'business', businessID: 3 })).toEqual({ storeGroupID: 3 });
    expect(newCardScopeOf({ kind: 'store', businessID: 3, storeID: 12 })).toEqual({ storeID: 12, storeGroupID: 3 });
  });

  it('gives each scope its heading', () => {
    expect(scopeHeading({ kind: 'all' })).toBe('All cards');
    expect(scopeHeading({ kind: 'business', businessID: 1 })).toBe("Business's cards");
    expect(scopeHeading({ kind: 'store', businessID: 1, storeID: 2 })).toBe("Store's cards");
  });
});

describe('scopeBreadcrumbs', () => {
  const data = (overrides: Partial<ScopeData>): ScopeData => ({
    name: 'Bold Street',
    cards: [],
    businessName: 'Bold Street Coffee',
    isSingleStoreBusiness: false,
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

describe('loadScopeSource and scopeData', () => {
  const requested: string[] = [];
  function api(answers: Record<string, unknown>) {
    return createStampcardClient({
      baseUrl: 'https://api.example',
      retries: 0,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(new Request(input, init).url);
        requested.push(url.pathname);
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
    const source = await loadScopeSource(api({ '/api/Card': [card] }), { kind: 'all' }, signal);
    expect(scopeData(source, undefined)).toMatchObject({ name: null, cards: [card] });
  });

  it('takes a business’s cards from the business its route loaded, with no request of its own', async () => {
    requested.length = 0;
    const source = await loadScopeSource(api({}), { kind: 'business', businessID: 3 }, signal);
    expect(requested).toEqual([]);
    expect(scopeData(source, undefined)).toBeUndefined();
    const business = buildBusiness({ businessID: 3, name: 'Clifton Pharmacy', isSingleStore: true, cards: [card] });
    expect(scopeData(source, business)).toEqual({
      name: 'Clifton Pharmacy',
      cards: [card],
      businessName: 'Clifton Pharmacy',
      isSingleStoreBusiness: true,
    });
  });

  it('loads a store and its cards', async () => {
    const store = buildStore({
      storeID: 12,
      name: 'Harbourside',
      parentBusiness: { businessID: 3, name: 'Bristol Bakes', isSingleStore: false },
    });
    const source = await loadScopeSource(
      api({ '/api/Business/3/Stores/12': store, '/api/Card/Store/12': [card] }),
      { kind: 'store', businessID: 3, storeID: 12 },
      signal,
    );
    expect(scopeData(source, undefined)).toEqual({
      name: 'Harbourside',
      businessName: 'Bristol Bakes',
      cards: [card],
      isSingleStoreBusiness: false,
    });
  });

  it('fails when the store is not there', async () => {
    await expect(
      loadScopeSource(api({ '/api/Card/Store/9': [] }), { kind: 'store', businessID: 1, storeID: 9 }, signal),
    ).rejects.toThrow(/404/);
  });
});
