import { buildBusiness, buildStaffMemberSummary, buildUser, resetFixtureIds } from '@stampcard/api-client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  businessName,
  businessPatch,
  columnEntries,
  deleteTexts,
  detailsAccess,
  editableBusiness,
  lockTexts,
  staffName,
} from './businessDetails';

beforeEach(() => {
  resetFixtureIds();
});

describe('businessPatch', () => {
  const business = () =>
    buildBusiness({
      businessID: 7,
      name: 'Bean There',
      description: 'Coffee',
      imageUrl: null,
      isLocked: false,
      mainContact: buildStaffMemberSummary(buildUser({ userID: 'u-1', firstName: 'Ann', surname: 'Lee' })),
    });

  it('replaces the one field that changed', () => {
    expect(businessPatch(business(), { field: 'name', value: 'Bean Here' })).toEqual([
      { op: 'replace', path: '/name', value: 'Bean Here' },
    ]);
  });

  it('sends nothing when the value is the same (no changes to apply)', () => {
    expect(businessPatch(business(), { field: 'name', value: 'Bean There' })).toEqual([]);
    expect(businessPatch(business(), { field: 'isLocked', value: false })).toEqual([]);
    const same = business();
    const staffID = same.mainContact?.staffID ?? 0;
    expect(businessPatch(same, { field: 'mainContact', value: { staffID, userID: 'u-1' } })).toEqual([]);
  });

  it('stores cleared text as null and sets an image that was missing', () => {
    expect(businessPatch(business(), { field: 'description', value: '' })).toEqual([
      { op: 'replace', path: '/description', value: null },
    ]);
    expect(businessPatch(business(), { field: 'imageUrl', value: 'data:image/png;base64,AAAA' })).toEqual([
      { op: 'replace', path: '/imageUrl', value: 'data:image/png;base64,AAAA' },
    ]);
  });

  it('names the manager by staff record and user, and removes them with null', () => {
    expect(businessPatch(business(), { field: 'mainContact', value: { staffID: 40, userID: 'u-2' } })).toEqual([
      { op: 'replace', path: '/mainContact/staffID', value: 40 },
      { op: 'replace', path: '/mainContact/user/userID', value: 'u-2' },
    ]);
    expect(businessPatch(business(), { field: 'mainContact', value: null })).toEqual([
      { op: 'replace', path: '/mainContact', value: null },
    ]);
    const withoutManager = buildBusiness({ mainContact: null });
    expect(businessPatch(withoutManager, { field: 'mainContact', value: { staffID: 9, userID: 'u-9' } })).toEqual([
      { op: 'replace', path: '/mainContact', value: { staffID: 9, user: { userID: 'u-9' } } },
    ]);
  });

  it('sends the lock as its target state', () => {
    expect(businessPatch(business(), { field: 'isLocked', value: true })).toEqual([
      { op: 'replace', path: '/isLocked', value: true },
    ]);
  });

  it('compares only what the page edits', () => {
    expect(Object.keys(editableBusiness(business())).sort()).toEqual([
      'description',
      'imageUrl',
      'isLocked',
      'mainContact',
      'name',
    ]);
  });
});

describe('texts', () => {
  it('names the business, with the placeholder when blank', () => {
    expect(businessName({ name: '  Bean There ' })).toBe('Bean There');
    expect(businessName({ name: ' ' })).toBe('Unnamed business');
    expect(businessName(undefined)).toBe('Unnamed business');
    expect(staffName({ user: { userID: 'u', name: '' } })).toBe('Unnamed user');
  });

  it("quotes the spec's delete messages, its spelling included", () => {
    const texts = deleteTexts('Bean There');
    expect(texts.success).toBe('Deleted the Bean There business!');
    expect(texts.failure).toEqual({
      title: 'Could not delete business',
      fallback: 'An error has occured when trying to delete the Bean There business.',
    });
  });

  it('explains locking and unlocking (spec B 4)', () => {
    const lock = lockTexts('Bean There', true);
    expect(lock.text).toMatch(/temporarily disables all of the business's stores/);
    expect(lock.text).toMatch(/freezes customers' progress/);
    expect(lock.text).toMatch(/undo it at any time/);
    expect(lockTexts('Bean There', false).text).toMatch(/at once/);
  });
});

describe('columnEntries', () => {
  it('lists the first entries and counts the rest', () => {
    expect(columnEntries([1, 2, 3], 2)).toEqual({ shown: [1, 2], more: 1 });
    expect(columnEntries(undefined)).toEqual({ shown: [], more: 0 });
  });
});

describe('detailsAccess (spec B 6)', () => {
  it('gives administrators details, settings and the separator', () => {
    expect(detailsAccess(['Administrators'])).toEqual({
      details: true,
      canEdit: true,
      settings: true,
      canLock: true,
      canDelete: true,
      separator: true,
    });
  });

  it('gives merchants the editable details and no settings block', () => {
    expect(detailsAccess(['Merchant'])).toEqual({
      details: true,
      canEdit: true,
      settings: false,
      canLock: false,
      canDelete: false,
      separator: false,
    });
  });
});
