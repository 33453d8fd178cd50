import { buildBusinessReference, buildStoreSummary, buildUser } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { staffStoreTexts, storesToAdd } from './staffStores';

const bold = buildBusinessReference({ businessID: 1, name: 'Bold Street Coffee', isSingleStore: false });
const clifton = buildBusinessReference({ businessID: 2, name: 'Clifton Pharmacy', isSingleStore: true });
const boldStreet = buildStoreSummary({ storeID: 1, name: 'Bold Street', parentBusiness: bold });
const albertDock = buildStoreSummary({ storeID: 2, name: 'Albert Dock', parentBusiness: bold });
const cliftonVillage = buildStoreSummary({ storeID: 3, name: 'Clifton Village', parentBusiness: bold });
const pharmacy = buildStoreSummary({ storeID: 4, name: 'Clifton Pharmacy', parentBusiness: clifton });

describe('staffStoreTexts', () => {
  const texts = staffStoreTexts(buildUser({ firstName: 'Noah', surname: 'Wood' }));

  it("says the add label and the unlink confirmation with the person's names", () => {
    expect(texts.add).toBe('Add Noah Wood to a new store');
    expect(texts.unlinkTitle(albertDock)).toBe('Remove Noah Wood from Albert Dock?');
    expect(texts.unlinkText).toMatch(/no longer be staff of the store/);
    expect(texts.unlinkText).toMatch(/Neither the store nor the user is deleted/);
    expect(texts.unlinkText).toMatch(/added back/);
  });

  it("names the store's business, or says it is a single-store business", () => {
    expect(texts.businessLine(bold)).toBe('Business: Bold Street Coffee');
    expect(texts.businessLine(clifton)).toBe('Single-store business');
    expect(texts.businessLine({ name: ' ', isSingleStore: false })).toBe('Business: Unnamed business');
  });

  it('falls back to the display name, then Unnamed user, and to Unnamed store', () => {
    expect(staffStoreTexts(buildUser({ firstName: ' ', surname: null, name: 'N. Wood' })).name).toBe('N. Wood');
    expect(staffStoreTexts(undefined).name).toBe('Unnamed user');
    expect(texts.storeName({ name: null })).toBe('Unnamed store');
  });

  it("titles the messages with what was done, or 'Could not …' for what failed", () => {
    expect(texts.unlinked(albertDock).title).toBe('Removed Noah Wood from Albert Dock');
    expect(texts.linkFailed(albertDock).title).toBe('Could not add Noah Wood to Albert Dock');
  });
});

describe('storesToAdd', () => {
  const all = [pharmacy, cliftonVillage, boldStreet, albertDock];

  it("offers the business's other stores, by name", () => {
    expect(storesToAdd(all, { business: bold, stores: [boldStreet] })).toEqual([albertDock, cliftonVillage]);
  });

  it('offers nothing once they work at every store, and waits for the stores', () => {
    expect(storesToAdd(all, { business: bold, stores: [boldStreet, albertDock, cliftonVillage] })).toEqual([]);
    expect(storesToAdd(undefined, { business: bold, stores: [] })).toBeUndefined();
  });
});
