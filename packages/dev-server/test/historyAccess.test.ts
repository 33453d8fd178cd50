// @vitest-environment node
/**
 * Who may read history, through the HTTP API: an administrator reads everything; a merchant reads
 * the history of a business they are staff of, and of no other; a business's history holds only
 * that business's entries, never another business's nor an account's.
 *
 * Seed: merchant@ owns business 1 (stores 1-3), solo@ owns business 2 (store 4).
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signIn, startHarness, status, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;

beforeAll(async () => {
  harness = await startHarness();
  admin = clientFor(harness.url, (await signIn(harness.url, 'admin@stampcard.test')).accessToken);
  merchant = clientFor(harness.url, (await signIn(harness.url, 'merchant@stampcard.test')).accessToken);
  // A change to each of the two businesses, and one to an account (no business).
  await api.patchBusiness(admin, { path: { id: 1 }, body: [{ op: 'replace', path: '/description', value: 'One' }] });
  await api.patchBusiness(admin, { path: { id: 2 }, body: [{ op: 'replace', path: '/description', value: 'Two' }] });
  await api.createUser(admin, {
    body: { title: 'Ms', firstName: 'Ivy', surname: 'Account', emailAddress: 'ivy.account@example.com' },
  });
}, 60_000);
afterAll(() => harness.close());

describe('history access', () => {
  it('gives an administrator everything, newest first', async () => {
    const page = await api.getHistory(admin, { query: { pageCount: 100 } });
    expect(page.items.map((entry) => entry.action).slice(0, 3)).toEqual([
      'user.create',
      'business.update',
      'business.update',
    ]);
    const ids = page.items.map((entry) => entry.historyID);
    expect(ids).toEqual([...ids].sort((first, second) => second - first));
  });

  it('refuses the whole history to a merchant', async () => {
    expect(await status(api.getHistory(merchant))).toBe(403);
  });

  it("gives a merchant their business's history, only its own entries", async () => {
    const page = await api.getBusinessHistory(merchant, { path: { id: 1 }, query: { pageCount: 100 } });
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((entry) => entry.businessID))).toEqual(new Set([1]));
    expect(page.items.some((entry) => entry.entity.type === 'user')).toBe(false);
    expect(page.items[0]).toMatchObject({
      action: 'business.update',
      changes: [expect.objectContaining({ field: 'description', after: 'One' })],
    });
  });

  it("does not show a merchant another business's history, as if it did not exist", async () => {
    expect(await status(api.getBusinessHistory(merchant, { path: { id: 2 } }))).toBe(404);
  });

  it('filters by entity, actor, action and time', async () => {
    const [latest] = (await api.getBusinessHistory(admin, { path: { id: 2 }, query: { pageCount: 1 } })).items;
    expect(latest?.action).toBe('business.update');
    const byAll = await api.getBusinessHistory(admin, {
      path: { id: 2 },
      query: {
        filters: {
          entityType: ['business'],
          entityId: ['2'],
          actor: [latest?.actor.userID ?? ''],
          action: ['business.update'],
        },
        from: '2000-01-01T00:00:00',
      },
    });
    expect(byAll.items.map((entry) => entry.historyID)).toContain(latest?.historyID);
    const none = await api.getBusinessHistory(admin, { path: { id: 2 }, query: { to: '2000-01-01T00:00:00' } });
    expect(none.items).toEqual([]);
    expect(none.pagination.totalCount).toBe(0);
  });
});
