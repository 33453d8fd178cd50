import { buildHistoryEntry } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { fieldName, historySentence, historyTime, impactSentence } from './historySentence';

const anna = { userID: 'u1', name: 'Anna Lee', role: 'Merchant' };

describe('historySentence', () => {
  it('says a change of one field with its values', () => {
    const entry = buildHistoryEntry({
      actor: anna,
      entity: { type: 'card', id: '7', name: 'Coffee Club' },
      action: 'card.update',
      changes: [{ field: 'configuration.totalNoOfStamps', before: 10, after: 8 }],
    });
    expect(historySentence(entry)).toBe('Anna Lee changed the stamps of the card Coffee Club from 10 to 8');
  });

  it('quotes short texts, and leaves out values too long or too rich for a sentence', () => {
    const renamed = buildHistoryEntry({
      actor: anna,
      entity: { type: 'store', id: '3', name: 'Bold Street' },
      action: 'store.update',
      changes: [{ field: 'name', before: 'Bold St', after: 'Bold Street' }],
    });
    expect(historySentence(renamed)).toBe(
      'Anna Lee changed the name of the store Bold Street from ‘Bold St’ to ‘Bold Street’',
    );
    const described = buildHistoryEntry({
      actor: anna,
      entity: { type: 'store', id: '3', name: 'Bold Street' },
      action: 'store.update',
      changes: [{ field: 'description', before: null, after: 'x'.repeat(80) }],
    });
    expect(historySentence(described)).toBe('Anna Lee changed the description of the store Bold Street');
  });

  it('names up to three changed fields, and counts more', () => {
    const changes = (fields: string[]) => fields.map((field) => ({ field, before: 'a', after: 'b' }));
    const entry = (fields: string[]) =>
      buildHistoryEntry({
        actor: anna,
        entity: { type: 'business', id: '1', name: 'Harbour Roasters' },
        action: 'business.update',
        changes: changes(fields),
      });
    expect(historySentence(entry(['name', 'description']))).toBe(
      'Anna Lee changed the name and description of the business Harbour Roasters',
    );
    expect(historySentence(entry(['name', 'imageUrl', 'description']))).toBe(
      'Anna Lee changed the name, image and description of the business Harbour Roasters',
    );
    expect(historySentence(entry(['name', 'imageUrl', 'description', 'mainContact']))).toBe(
      'Anna Lee changed 4 fields of the business Harbour Roasters',
    );
  });

  it.each([
    ['business.lock', 'Anna Lee locked the business Harbour Roasters'],
    ['business.unlock', 'Anna Lee unlocked the business Harbour Roasters'],
    ['business.convert', 'Anna Lee converted the business Harbour Roasters to multi-store'],
    ['business.create', 'Anna Lee created the business Harbour Roasters'],
    ['business.delete', 'Anna Lee deleted the business Harbour Roasters'],
  ])('says %s in words', (action, sentence) => {
    const entry = buildHistoryEntry({
      actor: anna,
      entity: { type: 'business', id: '1', name: 'Harbour Roasters' },
      action,
      changes: [],
    });
    expect(historySentence(entry)).toBe(sentence);
  });

  it('says who joined or left a store, a tag disabled, a password reset and an export', () => {
    const store = { type: 'store', id: '3', name: 'Bold Street' };
    expect(
      historySentence(
        buildHistoryEntry({
          actor: anna,
          entity: store,
          action: 'store.staff.add',
          changes: [{ field: 'staffMember', before: null, after: 'Sam Rivers' }],
        }),
      ),
    ).toBe('Anna Lee added Sam Rivers to the staff of the store Bold Street');
    expect(
      historySentence(
        buildHistoryEntry({
          actor: anna,
          entity: store,
          action: 'store.staff.remove',
          changes: [{ field: 'staffMember', before: 'Sam Rivers', after: null }],
        }),
      ),
    ).toBe('Anna Lee removed Sam Rivers from the staff of the store Bold Street');
    expect(
      historySentence(
        buildHistoryEntry({ actor: anna, entity: { type: 'tag', id: '4', name: 'Door' }, action: 'tag.disable' }),
      ),
    ).toBe('Anna Lee disabled the tag Door');
    expect(
      historySentence(
        buildHistoryEntry({
          actor: anna,
          entity: { type: 'user', id: 'u9', name: 'Ivy Day' },
          action: 'user.resetpassword',
          changes: [],
        }),
      ),
    ).toBe('Anna Lee sent the user Ivy Day a password reset');
    expect(
      historySentence(
        buildHistoryEntry({
          actor: anna,
          entity: { type: 'report', id: '/Reports/StampsByStore', name: 'Stamps by store' },
          action: 'report.export',
          changes: [],
          details: { format: 'CSV' },
        }),
      ),
    ).toBe('Anna Lee exported the report Stamps by store as CSV');
  });

  it('names an entity without a name by its type and id', () => {
    const entry = buildHistoryEntry({
      actor: anna,
      entity: { type: 'tag', id: '4', name: null },
      action: 'tag.delete',
    });
    expect(historySentence(entry)).toBe('Anna Lee deleted tag 4');
  });
});

describe('fieldName', () => {
  it('says fields as people do', () => {
    expect(fieldName('configuration.totalNoOfStamps')).toBe('stamps');
    expect(fieldName('address.cityTown')).toBe('town');
    expect(fieldName('user.firstName')).toBe('first name');
    expect(fieldName('configuration.stampAreaColour')).toBe('stamp area colour');
  });
});

describe('historyTime', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('is relative to now, and exact in UTC', () => {
    expect(historyTime('2026-11-29T11:59:30Z', now).relative).toBe('just now');
    expect(historyTime('2026-11-29T09:00:00Z', now).relative).toBe('3 hours ago');
    expect(historyTime('2026-11-28T10:00:00Z', now).relative).toBe('yesterday');
    expect(historyTime('2026-11-19T12:00:00Z', now).relative).toBe('last week');
    expect(historyTime('2026-11-29T09:00:00Z', now).exact).toBe('29 November 2026 at 09:00 UTC');
  });
});

describe('impactSentence', () => {
  const impact = { holders: 214, inProgress: 190, completing: 31, unredeemedRewards: 12, changes: ['stamps'] };

  it('says what a saved change did to the holders it counted', () => {
    expect(impactSentence(buildHistoryEntry({ action: 'card.update', details: { impact } }))).toBe(
      '214 customers held the card; 31 completed it at once. 12 rewards not yet redeemed stayed valid.',
    );
    expect(
      impactSentence(
        buildHistoryEntry({
          action: 'card.update',
          details: { impact: { ...impact, holders: 1, completing: 0, unredeemedRewards: 1 } },
        }),
      ),
    ).toBe('1 customer held the card; nobody completed it at once. 1 reward not yet redeemed stayed valid.');
  });

  it('says what a deletion ended', () => {
    expect(impactSentence(buildHistoryEntry({ action: 'card.delete', details: { impact } }))).toBe(
      '214 customers held the card; 190 lost stamps in progress and 12 rewards not yet redeemed.',
    );
  });

  it('says nothing without counts, or with counts of another shape', () => {
    expect(impactSentence(buildHistoryEntry({ action: 'card.update' }))).toBeUndefined();
    expect(impactSentence(buildHistoryEntry({ details: { impact: { holders: '214' } } }))).toBeUndefined();
    expect(impactSentence(buildHistoryEntry({ details: { impact: [1, 2] } }))).toBeUndefined();
  });
});
