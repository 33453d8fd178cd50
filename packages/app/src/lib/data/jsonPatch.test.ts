import { describe, expect, it } from 'vitest';
import { jsonEqual, jsonPatchDiff } from './jsonPatch';

describe('jsonPatchDiff (spec B 4)', () => {
  const business = {
    businessID: 7,
    name: 'Bold Street Coffee',
    description: 'Roasters',
    imageUrl: null,
    isLocked: false,
    mainContact: { staffID: 2, user: { userID: 'u-2', name: 'Sam' } },
    stores: [{ storeID: 1 }, { storeID: 2 }],
  };

  it('is empty when nothing changed (No changes to apply.)', () => {
    expect(jsonPatchDiff(business, structuredClone(business))).toEqual([]);
  });

  it('replaces a changed value', () => {
    expect(jsonPatchDiff(business, { ...business, name: 'Bold Street Roasters' })).toEqual([
      { op: 'replace', path: '/name', value: 'Bold Street Roasters' },
    ]);
    expect(jsonPatchDiff(business, { ...business, isLocked: true })).toEqual([
      { op: 'replace', path: '/isLocked', value: true },
    ]);
  });

  it('replaces a value cleared to null, and a null set to a value', () => {
    expect(jsonPatchDiff(business, { ...business, description: null })).toEqual([
      { op: 'replace', path: '/description', value: null },
    ]);
    expect(jsonPatchDiff(business, { ...business, imageUrl: 'https://example.com/logo.png' })).toEqual([
      { op: 'replace', path: '/imageUrl', value: 'https://example.com/logo.png' },
    ]);
  });

  it('goes into nested objects property by property', () => {
    const after = { ...business, mainContact: { staffID: 3, user: { userID: 'u-3', name: 'Sam' } } };
    expect(jsonPatchDiff(business, after)).toEqual([
      { op: 'replace', path: '/mainContact/staffID', value: 3 },
      { op: 'replace', path: '/mainContact/user/userID', value: 'u-3' },
    ]);
  });

  it('replaces a changed list whole', () => {
    expect(jsonPatchDiff(business, { ...business, stores: [{ storeID: 2 }] })).toEqual([
      { op: 'replace', path: '/stores', value: [{ storeID: 2 }] },
    ]);
  });

  it('adds a new property and removes one now absent', () => {
    const { description: _description, ...withoutDescription } = business;
    expect(jsonPatchDiff(business, withoutDescription)).toEqual([{ op: 'remove', path: '/description' }]);
    expect(jsonPatchDiff({ name: 'A' }, { name: 'A', address: { cityTown: 'Bristol' } })).toEqual([
      { op: 'add', path: '/address', value: { cityTown: 'Bristol' } },
    ]);
    expect(jsonPatchDiff({ name: 'A', note: 'x' }, { name: 'A', note: undefined })).toEqual([
      { op: 'remove', path: '/note' },
    ]);
  });

  it('escapes ~ and / in property names (RFC 6901)', () => {
    expect(jsonPatchDiff({ 'a/b': 1, 'c~d': 1 }, { 'a/b': 2, 'c~d': 2 })).toEqual([
      { op: 'replace', path: '/a~1b', value: 2 },
      { op: 'replace', path: '/c~0d', value: 2 },
    ]);
  });

  it('replaces an object by a list or a value when its kind changes', () => {
    expect(jsonPatchDiff({ address: { cityTown: 'Bristol' } }, { address: null })).toEqual([
      { op: 'replace', path: '/address', value: null },
    ]);
  });
});

describe('jsonEqual', () => {
  it('compares objects key by key whatever their order, and lists item by item', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(jsonEqual({ a: null }, { a: undefined })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
  });
});
