import { describe, expect, it } from 'vitest';
import { applyPatch, parsePointer, PatchError } from './jsonPatch';

const business = { name: 'Bold Street Coffee', tags: ['a', 'b'], address: { city: 'Liverpool' }, 'a/b': 1, 'm~n': 2 };

describe('applyPatch (RFC 6902)', () => {
  it('replaces, adds and removes object members', () => {
    expect(
      applyPatch(business, [
        { op: 'replace', path: '/name', value: 'Renamed' },
        { op: 'add', path: '/description', value: 'New' },
        { op: 'remove', path: '/address/city' },
      ]),
    ).toMatchObject({ name: 'Renamed', description: 'New', address: {} });
  });

  it('inserts into arrays by index and appends with -', () => {
    expect(applyPatch(business, [{ op: 'add', path: '/tags/1', value: 'x' }]).tags).toEqual(['a', 'x', 'b']);
    expect(applyPatch(business, [{ op: 'add', path: '/tags/-', value: 'z' }]).tags).toEqual(['a', 'b', 'z']);
  });

  it('moves and copies values', () => {
    const moved = applyPatch(business, [{ op: 'move', from: '/address/city', path: '/city' }]);
    expect(moved).toMatchObject({ city: 'Liverpool', address: {} });
    expect(applyPatch(business, [{ op: 'copy', from: '/tags/0', path: '/first' }])).toMatchObject({ first: 'a' });
  });

  it('unescapes ~1 and ~0 in pointers', () => {
    expect(parsePointer('/a~1b/m~0n')).toEqual(['a/b', 'm~n']);
    expect(applyPatch(business, [{ op: 'replace', path: '/a~1b', value: 9 }])['a/b']).toBe(9);
  });

  it('passes a test of an equal value, deeply', () => {
    expect(() => applyPatch(business, [{ op: 'test', path: '/address', value: { city: 'Liverpool' } }])).not.toThrow();
  });

  it('fails the whole patch when a test fails, changing nothing', () => {
    const patch = [
      { op: 'replace' as const, path: '/name', value: 'Renamed' },
      { op: 'test' as const, path: '/name', value: 'Bold Street Coffee' },
    ];
    expect(() => applyPatch(business, patch)).toThrow(PatchError);
    expect(() => applyPatch(business, patch)).toThrow('Operation 1 (test /name');
    expect(business.name).toBe('Bold Street Coffee');
  });

  it.each([
    ['replacing a missing member', { op: 'replace' as const, path: '/missing', value: 1 }],
    ['removing a missing member', { op: 'remove' as const, path: '/missing' }],
    ['adding under a missing parent', { op: 'add' as const, path: '/missing/child', value: 1 }],
    ['an index past the end', { op: 'add' as const, path: '/tags/5', value: 1 }],
    ['a non-numeric index', { op: 'replace' as const, path: '/tags/one', value: 1 }],
    ['a leading-zero index', { op: 'replace' as const, path: '/tags/01', value: 1 }],
    ['a path without a slash', { op: 'replace' as const, path: 'name', value: 1 }],
    ['a value moved into itself', { op: 'move' as const, from: '/address', path: '/address/inner' }],
    ['an add without a value', { op: 'add' as const, path: '/x' }],
  ])('rejects %s', (_, operation) => {
    expect(() => applyPatch(business, [operation])).toThrow(PatchError);
  });

  it('replaces the whole document with an empty path', () => {
    expect(applyPatch(business, [{ op: 'replace', path: '', value: { name: 'x' } }])).toEqual({ name: 'x' });
  });
});
