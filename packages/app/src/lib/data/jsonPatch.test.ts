import { describe, expect, it } from 'vitest';
import { applyJsonPatch, jsonEqual, jsonPatchDiff, jsonPatchWithTests, valueAt } from './jsonPatch';

describe('jsonPatchDiff', () => {
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

describe('jsonPatchWithTests: no change lands on a value changed since it was read', () => {
  const read = { name: 'Bold Street Coffee', description: null, address: { cityTown: 'Liverpool', postCode: 'L1' } };

  it('tests the value read before each change', () => {
    expect(jsonPatchWithTests(read, { ...read, name: 'Harbour Roasters', description: 'Roasters' })).toEqual([
      { op: 'test', path: '/name', value: 'Bold Street Coffee' },
      { op: 'replace', path: '/name', value: 'Harbour Roasters' },
      { op: 'test', path: '/description', value: null },
      { op: 'replace', path: '/description', value: 'Roasters' },
    ]);
  });

  it('tests a nested value by its own path, and what a removal removes', () => {
    expect(jsonPatchWithTests(read, { ...read, address: { cityTown: 'Bristol', postCode: 'L1' } })).toEqual([
      { op: 'test', path: '/address/cityTown', value: 'Liverpool' },
      { op: 'replace', path: '/address/cityTown', value: 'Bristol' },
    ]);
    // An object is tested property by property: the page may hold only part of what the server has.
    expect(jsonPatchWithTests(read, { ...read, address: undefined })).toEqual([
      { op: 'test', path: '/address/cityTown', value: 'Liverpool' },
      { op: 'test', path: '/address/postCode', value: 'L1' },
      { op: 'remove', path: '/address' },
    ]);
  });

  it('sends nothing for no change, and an added property untested (nothing was read there)', () => {
    expect(jsonPatchWithTests(read, structuredClone(read))).toEqual([]);
    expect(jsonPatchWithTests(read, { ...read, imageUrl: 'data:image/png;base64,AA' })).toEqual([
      { op: 'add', path: '/imageUrl', value: 'data:image/png;base64,AA' },
    ]);
  });
});

describe('valueAt and applyJsonPatch: a change put on top of a newer version', () => {
  const current = { name: 'Theirs', description: 'Theirs too', address: { cityTown: 'Leeds', postCode: 'LS1' } };

  it('reads a value by its JSON pointer, escapes included', () => {
    expect(valueAt(current, '/address/cityTown')).toBe('Leeds');
    expect(valueAt({ 'a/b': { '~c': 1 } }, '/a~1b/~0c')).toBe(1);
    expect(valueAt(current, '/address/missing/deeper')).toBeUndefined();
  });

  it("applies the user's operations to the current version and leaves the rest as it is now", () => {
    const mine = jsonPatchWithTests(
      { name: 'Read', description: 'Theirs too', address: { cityTown: 'Liverpool', postCode: 'LS1' } },
      { name: 'Mine', description: 'Theirs too', address: { cityTown: 'Bristol', postCode: 'LS1' } },
    );
    expect(applyJsonPatch(current, mine)).toEqual({
      name: 'Mine',
      description: 'Theirs too',
      address: { cityTown: 'Bristol', postCode: 'LS1' },
    });
    expect(current.name).toBe('Theirs');
  });

  it('removes and adds properties', () => {
    expect(
      applyJsonPatch(current, [
        { op: 'remove', path: '/description' },
        { op: 'add', path: '/imageUrl', value: 'x' },
      ]),
    ).toEqual({ name: 'Theirs', address: { cityTown: 'Leeds', postCode: 'LS1' }, imageUrl: 'x' });
  });
});
