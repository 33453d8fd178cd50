import { buildBusinessReference, buildStaffMember, buildStoreSummary, buildUser } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { parseListQuery, apiListQuery } from '#app/lib/data';
import { businessStaffList, memberName, memberStores, removeTexts } from './businessStaffList';

describe('the staff list query', () => {
  it('asks for 20 a page, sorted and filtered by store', () => {
    const query = parseListQuery(
      businessStaffList,
      new URLSearchParams('sort=email&sortOrder=desc&stores=3&stores=4&search=ann&page=2'),
    );
    expect(apiListQuery(businessStaffList, query)).toEqual({
      page: 2,
      pageCount: 20,
      SearchTerm: 'ann',
      OrderBy: '-email',
      filters: { stores: ['3', '4'] },
    });
  });
});

describe('rows', () => {
  it('names the person, or Unnamed user', () => {
    expect(memberName(buildStaffMember({ user: buildUser({ firstName: 'Ann', surname: 'Lee' }) }))).toBe('Ann Lee');
    expect(memberName(buildStaffMember({ user: buildUser({ firstName: ' ', surname: '', name: '' }) }))).toBe(
      'Unnamed user',
    );
  });

  it('puts the parent business in brackets after each store, or says No stores', () => {
    const parentBusiness = buildBusinessReference({ name: 'Bold Street Coffee' });
    const member = buildStaffMember({
      stores: [
        buildStoreSummary({ name: 'Bold Street', parentBusiness }),
        buildStoreSummary({ name: '', parentBusiness }),
      ],
    });
    expect(memberStores(member)).toBe('Bold Street (Bold Street Coffee), Unnamed store (Bold Street Coffee)');
    expect(memberStores(buildStaffMember({ stores: [] }))).toBe('No stores');
  });
});

describe('messages', () => {
  it('explains that removing unlinks and deletes nothing', () => {
    const texts = removeTexts('Ann Lee', 'Bean There');
    expect(texts.title).toBe('Remove Ann Lee from Bean There?');
    expect(texts.text).toMatch(/not deleted/);
    expect(texts.failure.title).toBe('Could not remove Ann Lee');
  });
});
