import { describe, expect, it } from 'vitest';
import { conflictingFields, rebaseEdit, valueText } from './editConflict';

const read = { name: 'Bold Street Coffee', description: 'Roasters', imageUrl: null, isLocked: false };
const fields = [
  { path: '/name', label: 'Business name' },
  { path: '/description', label: 'Description' },
  { path: '/isLocked', label: 'Lock', text: (value: unknown) => (value === true ? 'Locked' : 'Unlocked') },
];

describe('conflictingFields: what both the user and someone else changed', () => {
  it('lists a field both changed, with its value now and the user’s', () => {
    const edit = { before: read, after: { ...read, name: 'Mine' } };
    expect(conflictingFields(edit, { ...read, name: 'Theirs' }, fields)).toEqual([
      { label: 'Business name', current: 'Theirs', mine: 'Mine' },
    ]);
  });

  it('leaves out fields only one of them changed', () => {
    const edit = { before: read, after: { ...read, name: 'Mine' } };
    expect(conflictingFields(edit, { ...read, description: 'Theirs' }, fields)).toEqual([]);
    expect(conflictingFields(edit, read, fields)).toEqual([]);
  });

  it("shows each field as its definition says, in the definitions' order, and not one both set alike", () => {
    const edit = { before: read, after: { ...read, isLocked: true, name: 'Mine' } };
    expect(conflictingFields(edit, { ...read, isLocked: true, name: 'Theirs' }, fields)).toEqual([
      { label: 'Business name', current: 'Theirs', mine: 'Mine' },
    ]);
    const locked = { before: read, after: { ...read, description: 'Mine', isLocked: true } };
    const current = { ...read, description: 'Theirs', isLocked: true };
    expect(conflictingFields(locked, current, [...fields].reverse())).toEqual([
      { label: 'Description', current: 'Theirs', mine: 'Mine' },
    ]);
  });

  it('compares a field whole, and still shows a changed value no definition names', () => {
    const card = { configuration: { title: 'Read', stampIconColour: '#000000' } };
    const edit = { before: card, after: { configuration: { title: 'Mine', stampIconColour: '#FF0000' } } };
    const current = { configuration: { title: 'Read', stampIconColour: '#00FF00' } };
    expect(conflictingFields(edit, current, [{ path: '/configuration/title', label: 'Title' }])).toEqual([
      { label: 'Stamp icon colour', current: '#00FF00', mine: '#FF0000' },
    ]);
  });
});

describe('rebaseEdit: the user’s change on top of the current version', () => {
  it('starts from the current version and keeps what only someone else changed', () => {
    const edit = { before: read, after: { ...read, name: 'Mine' } };
    const current = { ...read, name: 'Theirs', description: 'Theirs too' };
    expect(rebaseEdit(edit, current)).toEqual({ before: current, after: { ...current, name: 'Mine' } });
  });
});

describe('valueText', () => {
  it('says what a value is in words', () => {
    expect(valueText('Harbour Roasters')).toBe('Harbour Roasters');
    expect(valueText('')).toBe('Empty');
    expect(valueText(null)).toBe('Empty');
    expect(valueText('data:image/png;base64,AAAA')).toBe('An image');
    expect(
      valueText([
        { categoryID: 1, name: 'Food' },
        { categoryID: 2, name: 'Delivery' },
      ]),
    ).toBe('Food, Delivery');
    expect(valueText({ address1: '1 Dock Road', cityTown: 'Liverpool', county: null })).toBe('1 Dock Road, Liverpool');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(9)).toBe('9');
  });
});
