// Type contracts of the operations, checked at compile time: `tsc` (npm test's type step) fails
// when one breaks. Nothing here runs; `expectTypeOf` and `@ts-expect-error` are the assertions.
import { describe, expectTypeOf, it } from 'vitest';
import type { Business, Card, Page, StampcardClient } from '../src/index';
import { deleteCard, getBusinesses, getCard, getCards, updateUser } from '../src/index';

describe('operation types', () => {
  it('lets a call without required parameters omit its options', () => {
    expectTypeOf(getCards).toBeCallableWith({} as StampcardClient);
    expectTypeOf(getCards).returns.resolves.toEqualTypeOf<Card[]>();
  });

  it('requires the path of a call with path parameters', () => {
    // @ts-expect-error getCard cannot be called without { path: { id } }
    expectTypeOf(getCard).toBeCallableWith({} as StampcardClient);
    expectTypeOf<Parameters<typeof getCard>[1]['path']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf(deleteCard).returns.resolves.toBeVoid();
  });

  it('resolves a paged list to its items and pagination, with filters by type', () => {
    expectTypeOf(getBusinesses).returns.resolves.toEqualTypeOf<Page<Business>>();
    type Query = NonNullable<NonNullable<Parameters<typeof getBusinesses>[1]>['query']>;
    expectTypeOf<{ page: 1; filters: { locations: string[]; categories: string } }>().toExtend<Query>();
    // @ts-expect-error the page is a number
    expectTypeOf<{ page: 'one' }>().toExtend<Query>();
  });

  it('requires the If-Match version of a write that replaces an entity', () => {
    type Options = Parameters<typeof updateUser>[1];
    expectTypeOf<Options['headers']>().toEqualTypeOf<{ 'If-Match': string } & Record<string, string>>();
    // @ts-expect-error updateUser cannot be called without the version it was made on
    expectTypeOf(updateUser).toBeCallableWith({} as StampcardClient, { path: { id: 'user-1' }, body: {} as never });
  });
});
