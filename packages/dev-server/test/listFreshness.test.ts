// @vitest-environment node
/**
 * Fast lists stay right: a list answer (and its count) kept from an earlier request is
 * never sent once the data changed, nor to another caller; sorts that read kept columns (number of
 * stores and employees, a user's business) follow the data.
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signIn, startHarness, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;

beforeAll(async () => {
  harness = await startHarness();
  admin = clientFor(harness.url, (await signIn(harness.url, 'admin@stampcard.test')).accessToken);
  merchant = clientFor(harness.url, (await signIn(harness.url, 'merchant@stampcard.test')).accessToken);
}, 60_000);
afterAll(() => harness.close());

describe('kept list answers', () => {
  it('answers a repeated request the same, and a write changes the next answer and its count', async () => {
    const query = { query: { pageCount: 100, SearchTerm: 'Kept list' } };
    const before = await api.getBusinesses(admin, query);
    expect(await api.getBusinesses(admin, query)).toEqual(before);
    await api.createBusiness(admin, { body: { name: 'Kept list test', isSingleStore: false } });
    const after = await api.getBusinesses(admin, query);
    expect(after.pagination.totalCount).toBe(before.pagination.totalCount + 1);
    expect(after.items.map((business) => business.name)).toContain('Kept list test');
  });

  it('never sends one caller the list built for another', async () => {
    const everyone = await api.getBusinesses(admin, { query: { pageCount: 100 } });
    const own = await api.getBusinesses(merchant, { query: { pageCount: 100 } });
    expect(own.items.map((business) => business.businessID)).toEqual([1]);
    expect(everyone.items.length).toBeGreaterThan(1);
  });

  it('sees writes made outside the API, such as a registration', async () => {
    const before = await api.getUsers(admin, { query: { SearchTerm: 'registered-outside' } });
    await harness.database.query(
      `INSERT INTO users (user_id, email, first_name, surname) VALUES ('outside-1', 'registered-outside@example.com', 'Oli', 'Outside')`,
    );
    const after = await api.getUsers(admin, { query: { SearchTerm: 'registered-outside' } });
    expect(after.pagination.totalCount).toBe(before.pagination.totalCount + 1);
  });

  it('answers Cache-Control: no-cache afresh', async () => {
    const response = await fetch(`${harness.url}/api/Business?pageCount=1`, {
      headers: {
        authorization: `Bearer ${(await signIn(harness.url, 'admin@stampcard.test')).accessToken}`,
        'cache-control': 'no-cache',
      },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.headers.get('x-pagination') ?? '{}')).toMatchObject({ pageSize: 1, currentPage: 1 });
  });
});

describe('sorts on kept columns', () => {
  it('orders businesses by their number of stores as stores come and go', async () => {
    const created = await api.createBusiness(admin, { body: { name: 'Many Stores Ltd', isSingleStore: false } });
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven']) {
      await api.createBusinessStore(admin, { path: { id: created.businessID }, body: { name } });
    }
    const [first] = (await api.getBusinesses(admin, { query: { pageCount: 1, OrderBy: '-no_of_stores' } })).items;
    expect(first?.businessID).toBe(created.businessID);
    expect(first?.stores).toHaveLength(7);
    await api.deleteBusiness(admin, { path: { id: created.businessID } });
    const [next] = (await api.getBusinesses(admin, { query: { pageCount: 1, OrderBy: '-no_of_stores' } })).items;
    expect(next?.businessID).not.toBe(created.businessID);
  });

  it('orders users by their business, which follows a business’s new name', async () => {
    await api.patchBusiness(admin, {
      path: { id: 1 },
      body: [{ op: 'replace', path: '/name', value: 'AAA Coffee First' }],
    });
    const [first] = (await api.getUsers(admin, { query: { pageCount: 1, OrderBy: 'business' } })).items;
    const staff = await api.getBusinessStaff(admin, { path: { id: 1 }, query: { pageCount: 100 } });
    const customersOfOne = await harness.database.query<{ id: string }>(
      `SELECT DISTINCT sc.user_id AS id FROM store_customers sc JOIN stores st USING (store_id) WHERE st.business_id = 1`,
    );
    const linked = new Set([
      ...staff.items.map((member) => member.user.userID),
      ...customersOfOne.map((row) => row.id),
    ]);
    expect(linked.has(first?.userID ?? '')).toBe(true);
  });
});
