import { describe, expect, it } from 'vitest';
import { HttpError } from '../httpError.ts';
import { addKeysetCondition, Conditions, listOrder } from './lists.ts';

const sorts = { name: 'lower(b.name)', business: ['(u.business_sort IS NULL)', 'u.business_sort'] };

describe("a list's order", () => {
  it('sorts by the fallback, then the tie-breaker, ascending when no sort is asked for', () => {
    expect(listOrder(undefined, sorts, 'lower(b.name)', 'b.business_id')).toEqual({
      sql: 'lower(b.name) ASC, b.business_id ASC',
      keys: [
        { expression: 'lower(b.name)', descending: false },
        { expression: 'b.business_id', descending: false },
      ],
    });
  });

  it('turns only the last expression of a sort of several, and the tie-breaker, for a leading minus', () => {
    expect(listOrder('-business', sorts, 'lower(b.name)', 'u.user_id').sql).toBe(
      '(u.business_sort IS NULL) ASC, u.business_sort DESC, u.user_id DESC',
    );
  });

  it('refuses an unknown sort, naming the known ones', () => {
    expect(() => listOrder('shoe_size', sorts, 'lower(b.name)', 'b.business_id')).toThrow(HttpError);
  });
});

describe('the keyset of the next chunk', () => {
  it('is one row comparison when every key runs one way, after the list’s own parameters', () => {
    const conditions = new Conditions().add('b.business_id = ANY($?::int[])', [1, 2]);
    const { keys } = listOrder('-name', sorts, 'lower(b.name)', 'b.business_id');
    addKeysetCondition(conditions, keys, ['bold street', '7']);
    expect(conditions.where).toBe('b.business_id = ANY($1::int[]) AND (lower(b.name), b.business_id) < ($2, $3)');
    expect(conditions.params).toEqual([[1, 2], 'bold street', '7']);
  });

  it('decides key by key when the directions differ, equal on the earlier ones', () => {
    const conditions = new Conditions();
    addKeysetCondition(conditions, listOrder('-business', sorts, '', 'u.user_id').keys, ['false', 'bold', 'u-9']);
    expect(conditions.where).toBe(
      '(((u.business_sort IS NULL) > $1 OR (u.business_sort IS NULL) IS NULL) OR ((u.business_sort IS NULL) = $2 AND ' +
        '(u.business_sort < $3 OR (u.business_sort = $4 AND u.user_id < $5))))',
    );
    expect(conditions.params).toEqual(['false', 'false', 'bold', 'bold', 'u-9']);
  });

  it('sorts a null as PostgreSQL does: last ascending, first descending', () => {
    const ascending = new Conditions();
    addKeysetCondition(ascending, listOrder('business', sorts, '', 'u.user_id').keys, ['true', null, 'u-9']);
    expect(ascending.where).toBe(
      '(((u.business_sort IS NULL) > $1 OR (u.business_sort IS NULL) IS NULL) OR ((u.business_sort IS NULL) = $2 AND ' +
        '(false OR (u.business_sort IS NULL AND (u.user_id > $3 OR u.user_id IS NULL)))))',
    );
    const descending = new Conditions();
    addKeysetCondition(descending, [{ expression: 'x', descending: true }], [null]);
    expect(descending.where).toBe('x IS NOT NULL');
  });
});
