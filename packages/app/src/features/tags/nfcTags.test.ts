import { buildBusiness, buildStoreSummary, buildTag } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { parseListQuery } from '#app/lib/data';
import {
  changeTags,
  isLeaving,
  isToggling,
  newTagBody,
  nfcTagsList,
  noTagChanges,
  serialNumber,
  shownTags,
  storeKey,
  storeLabel,
  tagsQuery,
  tagStatus,
  tagTexts,
  toggledTagBody,
  type TagChange,
  type TagChanges,
} from './nfcTags';

const counter = buildTag({ tagID: 1, name: 'Counter', enabled: true, storeID: 7 });
const shelf = buildTag({ tagID: 2, name: 'Shelf', enabled: false, storeID: 7 });
const door = buildTag({ tagID: 3, name: 'Door', enabled: true, storeID: 7 });
const tags = [counter, shelf, door];

const after = (...changes: TagChange[]): TagChanges => changes.reduce(changeTags, noTagChanges);

describe('the query', () => {
  it('reads the search from the URL and sends it with the store', () => {
    const query = parseListQuery(nfcTagsList, new URLSearchParams('search=%20counter%20'));
    expect(query.search).toBe('counter');
    expect(tagsQuery(7, query.search)).toEqual({ storeID: 7, SearchTerm: 'counter' });
  });

  it('sends no SearchTerm without a search', () => {
    expect(tagsQuery(7, '')).toEqual({ storeID: 7 });
  });

  it('keys the list under its store, so a change of the store reloads it', () => {
    expect(storeKey('1', '7')).toEqual(['business', '1', 'store', '7']);
  });
});

describe('rows', () => {
  it('shows the serial number, or none when it is blank', () => {
    expect(serialNumber({ tagReference: ' 04:A2:2B ' })).toBe('04:A2:2B');
    expect(serialNumber({ tagReference: '  ' })).toBeNull();
    expect(serialNumber({ tagReference: null })).toBeNull();
    expect(serialNumber({})).toBeNull();
  });

  it('gives the bullet the tag’s state', () => {
    expect(tagStatus(counter)).toBe('enabled');
    expect(tagStatus(shelf)).toBe('disabled');
  });

  it('names the store from the business’s stores, Unnamed store when blank', () => {
    const business = buildBusiness({
      stores: [buildStoreSummary({ storeID: 7, name: ' Bold Street ' }), buildStoreSummary({ storeID: 8, name: '' })],
    });
    expect(storeLabel(business, 7)).toBe('Bold Street');
    expect(storeLabel(business, 8)).toBe('Unnamed store');
    expect(storeLabel(business, 9)).toBe('Store');
    expect(storeLabel(undefined, 7)).toBe('Store');
  });
});

describe('what is sent', () => {
  it('creates an enabled tag of the store, its texts trimmed', () => {
    expect(newTagBody({ name: ' Counter ', tagReference: ' 04:A2 ' }, 7)).toEqual({
      name: 'Counter',
      tagReference: '04:A2',
      storeID: 7,
      enabled: true,
    });
  });

  it('updates the full tag with its state flipped', () => {
    expect(toggledTagBody(counter)).toEqual({
      tagID: 1,
      name: 'Counter',
      tagReference: counter.tagReference,
      enabled: false,
      storeID: 7,
    });
    expect(toggledTagBody({ ...shelf, tagReference: undefined }).enabled).toBe(true);
    expect(toggledTagBody({ ...shelf, tagReference: undefined }).tagReference).toBeNull();
  });
});

describe('messages', () => {
  it('says what was created, toggled and deleted', () => {
    expect(tagTexts.created('Counter').title).toBe('Tag Counter has been created!');
    expect(tagTexts.toggled({ name: 'Counter', enabled: true }).title).toBe('Enabled tag Counter');
    expect(tagTexts.toggled({ name: 'Counter', enabled: false }).title).toBe('Disabled tag Counter');
    expect(tagTexts.deleted('Counter').title).toBe('Tag Counter has been deleted!');
  });

  it('says what failed', () => {
    expect(tagTexts.createFailed('Counter').title).toBe('Could not create the tag Counter');
    expect(tagTexts.toggleFailed('Counter')).toEqual({
      title: 'Something went wrong',
      fallback: 'Could not enable or disable tag Counter',
    });
    expect(tagTexts.deleteFailed('Counter').title).toBe('Could not delete the tag');
  });

  it('asks before deleting', () => {
    const prompt = tagTexts.deletePrompt('Counter', 'Bold Street');
    expect(prompt.title).toBe('Delete tag Counter?');
    expect(prompt.text).toContain('Bold Street');
    expect(prompt.text).toContain('cannot be undone');
  });
});

describe('the list shown while changes are under way', () => {
  it('shows the loaded list as it is without changes', () => {
    expect(shownTags(tags, noTagChanges)).toEqual(tags);
  });

  it('shows a toggle’s new state at once, and keeps the row busy until the server answers', () => {
    const changes = after({ type: 'toggleStarted', tagID: 1, enabled: false });
    expect(shownTags(tags, changes).map((tag) => tag.enabled)).toEqual([false, false, true]);
    expect(isToggling(changes, 1)).toBe(true);
    expect(isToggling(changes, 2)).toBe(false);
  });

  it('ignores a second toggle of a row while its first runs', () => {
    const first = after({ type: 'toggleStarted', tagID: 1, enabled: false });
    expect(changeTags(first, { type: 'toggleStarted', tagID: 1, enabled: true })).toBe(first);
  });

  it('toggles several rows at once', () => {
    const changes = after(
      { type: 'toggleStarted', tagID: 1, enabled: false },
      { type: 'toggleStarted', tagID: 2, enabled: true },
    );
    expect(shownTags(tags, changes).map((tag) => tag.enabled)).toEqual([false, true, true]);
  });

  it('puts the bullet back when the toggle fails', () => {
    const changes = after({ type: 'toggleStarted', tagID: 1, enabled: false }, { type: 'toggleFailed', tagID: 1 });
    expect(shownTags(tags, changes)).toEqual(tags);
    expect(isToggling(changes, 1)).toBe(false);
  });

  it('puts back the confirmed state, not the loaded one, when a second toggle fails before the reload', () => {
    const changes = after(
      { type: 'toggleStarted', tagID: 1, enabled: false },
      { type: 'toggleSucceeded', tag: { ...counter, enabled: false } },
      { type: 'toggleStarted', tagID: 1, enabled: true },
      { type: 'toggleFailed', tagID: 1 },
    );
    expect(shownTags(tags, changes)[0]?.enabled).toBe(false);
  });

  it('keeps a confirmed toggle until the reloaded list shows it, and one under way after that', () => {
    const changes = after(
      { type: 'toggleStarted', tagID: 1, enabled: false },
      { type: 'toggleSucceeded', tag: { ...counter, enabled: false } },
      { type: 'toggleStarted', tagID: 2, enabled: true },
    );
    expect(shownTags(tags, changes).map((tag) => tag.enabled)).toEqual([false, true, true]);
    expect(isToggling(changes, 1)).toBe(false);
    const reloaded = [{ ...counter, enabled: false }, shelf, door];
    const next = changeTags(changes, { type: 'reloaded', tags: reloaded });
    expect(next.toggles[1]).toBeUndefined();
    expect(shownTags(reloaded, next).map((tag) => tag.enabled)).toEqual([false, true, true]);
  });

  it('keeps a deleted row where it stood while it leaves, even once the reload dropped it', () => {
    const changes = after({ type: 'deleted', tag: shelf, index: 1 });
    expect(isLeaving(changes, 2)).toBe(true);
    expect(shownTags(tags, changes)).toEqual(tags);
    expect(shownTags([counter, door], changes)).toEqual(tags);
  });

  it('removes the row once it has left, whether or not the reload arrived', () => {
    const changes = after({ type: 'deleted', tag: shelf, index: 1 }, { type: 'left', tagID: 2 });
    expect(isLeaving(changes, 2)).toBe(false);
    expect(shownTags(tags, changes)).toEqual([counter, door]);
    expect(shownTags([counter, door], changes)).toEqual([counter, door]);
    const reloaded = changeTags(changes, { type: 'reloaded', tags: [counter, door] });
    expect(reloaded.removed).toEqual([]);
  });

  it('keeps leaving rows in their order when several leave at once', () => {
    const changes = after({ type: 'deleted', tag: door, index: 2 }, { type: 'deleted', tag: counter, index: 0 });
    expect(shownTags([shelf], changes)).toEqual(tags);
  });
});
