// Type contracts of the operations: checked by `tsc` (npm test's type step); the
// assertions below also run, so a broken export fails here too.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Business, Card, Page, StampcardClient } from '../src/index';
import { deleteCard, getBusinesses, getCard, getCards } from '../src/index';

describe('operation types', () => {
  it('lets a call without required parameters omit its options', () => {
    const call: (client: StampcardClient) => Promise<Card[]> = getCards;
    expectTypeOf(getCards).returns.resolves.toEqualTypeOf<Card[]>();
    expect(call).toBe(getCards);
  });

  it('requires the path of a call with path parameters', () => {
    // @ts-expect-error getCard cannot be called without { path: { id } }
    const call: (client: StampcardClient) => Promise<Card> = getCard;
    expectTypeOf<Parameters<typeof getCard>[1]['path']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf(deleteCard).returns.resolves.toBeVoid();
    expect(call).toBe(getCard);
  });

  it('resolves a paged list to its items and pagination, with filters by type', () => {
    expectTypeOf(getBusinesses).returns.resolves.toEqualTypeOf<Page<Business>>();
    const query: NonNullable<NonNullable<Parameters<typeof getBusinesses>[1]>['query']> = {
      page: 1,
      filters: { locations: ['Liverpool', 'Bristol'], categories: 'Food' },
    };
    expect(query.filters).toBeDefined();
  });
});
