import { buildBusiness, buildStaffMemberSummary, buildUser, resetFixtureIds } from '@stampcard/api-client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  businessEdit,
  businessFields,
  businessName,
  businessPatch,
  columnEntries,
  deleteTexts,
  detailsAccess,
  editableBusiness,
  lockTexts,
  staffName,
  validateDescription,
  validateName,
} from './businessDetails';
import { conflictingFields } from '#app/lib/data';

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
      { op: 'test', path: '/name', value: 'Bean There' },
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
      { op: 'test', path: '/description', value: 'Coffee' },
      { op: 'replace', path: '/description', value: null },
    ]);
    expect(businessPatch(business(), { field: 'imageUrl', value: 'data:image/png;base64,AAAA' })).toEqual([
      { op: 'test', path: '/imageUrl', value: null },
      { op: 'replace', path: '/imageUrl', value: 'data:image/png;base64,AAAA' },
    ]);
  });

  it('names the manager by staff record and user, and removes them with null', () => {
    const read = business();
    const staffID = read.mainContact?.staffID;
    expect(businessPatch(read, { field: 'mainContact', value: { staffID: 40, userID: 'u-2' } })).toEqual([
      { op: 'test', path: '/mainContact/staffID', value: staffID },
      { op: 'replace', path: '/mainContact/staffID', value: 40 },
      { op: 'test', path: '/mainContact/user/userID', value: 'u-1' },
      { op: 'replace', path: '/mainContact/user/userID', value: 'u-2' },
    ]);
    expect(businessPatch(read, { field: 'mainContact', value: null })).toEqual([
      { op: 'test', path: '/mainContact/staffID', value: staffID },
      { op: 'test', path: '/mainContact/user/userID', value: 'u-1' },
      { op: 'replace', path: '/mainContact', value: null },
    ]);
    const withoutManager = buildBusiness({ mainContact: null });
    expect(businessPatch(withoutManager, { field: 'mainContact', value: { staffID: 9, userID: 'u-9' } })).toEqual([
      { op: 'test', path: '/mainContact', value: null },
      { op: 'replace', path: '/mainContact', value: { staffID: 9, user: { userID: 'u-9' } } },
    ]);
  });

  it('sends the lock as its target state', () => {
    expect(businessPatch(business(), { field: 'isLocked', value: true })).toEqual([
      { op: 'test', path: '/isLocked', value: false },
      { op: 'replace', path: '/isLocked', value: true },
    ]);
  });

  it('tests the text the user started from, when the name changed on screen while they typed', () => {
    const renamedMeanwhile = { ...business(), name: 'Theirs' };
    expect(businessPatch(renamedMeanwhile, { field: 'name', value: 'Mine', previous: 'Bean There' })).toEqual([
      { op: 'test', path: '/name', value: 'Bean There' },
      { op: 'replace', path: '/name', value: 'Mine' },
    ]);
    // Started from what is still on screen: the value as read, exactly (null stays null).
    expect(businessPatch(business(), { field: 'imageUrl', value: 'x', previous: '' })).toEqual([
      { op: 'test', path: '/imageUrl', value: null },
      { op: 'replace', path: '/imageUrl', value: 'x' },
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

  it("says the delete messages word for word, 'occured' included", () => {
    const texts = deleteTexts('Bean There');
    expect(texts.success).toBe('Deleted the Bean There business!');
    expect(texts.failure).toEqual({
      title: 'Could not delete business',
      fallback: 'An error has occured when trying to delete the Bean There business.',
    });
  });

  it('says a failed lock or unlock as an update failure, its last line saying which', () => {
    expect(lockTexts('Bean There', true).failure).toEqual({
      title: 'Could not save',
      fallback: 'An error occurred when trying to save the changes.',
      detail: 'An error occurred when trying to lock the Bean There business.',
    });
    expect(lockTexts('Bean There', false).failure.detail).toBe(
      'An error occurred when trying to unlock the Bean There business.',
    );
  });

  it('explains locking and unlocking', () => {
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

describe('detailsAccess', () => {
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

describe('inline edits are checked as the forms check them', () => {
  it('requires a name of at most 200 characters', () => {
    expect(validateName('')).toBe('Required');
    expect(validateName('   ')).toBe('Required');
    expect(validateName('x'.repeat(201))).toBe('Too many characters (maximum 200, currently 201)');
    expect(validateName('x'.repeat(200))).toBeUndefined();
  });

  it('takes an empty description, and at most 1000 characters', () => {
    expect(validateDescription('')).toBeUndefined();
    expect(validateDescription('x'.repeat(1001))).toBe('Too many characters (maximum 1000, currently 1001)');
  });
});

describe("a conflict with someone else's save", () => {
  it('names the fields as the page does, the manager by name', () => {
    const ann = buildStaffMemberSummary(buildUser({ userID: 'u-1', firstName: 'Ann', surname: 'Lee' }));
    const bob = buildStaffMemberSummary(buildUser({ userID: 'u-2', firstName: 'Bob', surname: 'Ray' }));
    const read = buildBusiness({ name: 'Bean There', mainContact: null, staff: [ann, bob] });
    const current = { ...read, name: 'Theirs', mainContact: bob };
    const edit = businessEdit(read, { field: 'mainContact', value: { staffID: ann.staffID, userID: 'u-1' } });
    expect(conflictingFields(edit, editableBusiness(current), businessFields(current))).toEqual([
      { label: 'Manager', current: 'Bob Ray', mine: 'Ann Lee' },
    ]);
    const renamed = businessEdit(read, { field: 'name', value: 'Mine' });
    expect(conflictingFields(renamed, editableBusiness(current), businessFields(current))).toEqual([
      { label: 'Business name', current: 'Theirs', mine: 'Mine' },
    ]);
  });
});
