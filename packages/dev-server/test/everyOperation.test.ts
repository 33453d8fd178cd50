// @vitest-environment node
/**
 * The dev server against the contract: every operation of the OpenAPI document called
 * through the generated client (which validates every answer), signed in for real.
 */
import { readFileSync } from 'node:fs';
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApi } from '../src/api/app.ts';
import { demoAddressLookupKey } from '../src/api/routes/addresses.ts';
import { clientFor, signIn, startHarness, testNow, type Harness } from '../src/testing/harness.ts';

const document = parse(readFileSync(new URL('../../api-client/openapi/stampcard.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    operation.operationId ? [{ method: method.toUpperCase(), path, operationId: operation.operationId }] : [],
  ),
);

let harness: Harness;
let admin: api.StampcardClient;
const covered = new Set<string>();
/** Records that an operation was exercised. */
const through = <T>(operationId: string, call: Promise<T>): Promise<T> => {
  covered.add(operationId);
  return call;
};

beforeAll(async () => {
  harness = await startHarness();
  admin = clientFor(harness.url, (await signIn(harness.url, 'admin@stampcard.test')).accessToken);
}, 60_000);
afterAll(() => harness.close());

describe('the contract', () => {
  it('has a handler for every operation of the OpenAPI document', () => {
    const app = createApi({
      database: harness.database,
      verifyAccessToken: () => Promise.reject(new Error('unused')),
      clientConfiguration: () => undefined,
    });
    const routes = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
    const missing = operations.filter(
      ({ method, path }) => !routes.has(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations).toHaveLength(67);
    expect(missing).toEqual([]);
  });
});

describe('every operation through the generated client', () => {
  it('serves cards', async () => {
    const cards = await through('getCards', api.getCards(admin));
    expect(cards.length).toBeGreaterThan(5);
    const storeCards = await through('getStoreCards', api.getStoreCards(admin, { path: { id: 1 } }));
    expect(storeCards.every((card) => card.storeID === 1)).toBe(true);
    const [template] = storeCards;
    if (!template) throw new Error('Store 1 has no card in the seed');
    const created = await through(
      'createCard',
      api.createCard(admin, { body: { storeID: 1, configuration: { ...template.configuration, title: 'Test card' } } }),
    );
    expect(created).toMatchObject({ storeID: 1, storeGroupID: 1, name: 'Test card' });
    const updated = await through(
      'updateCard',
      api.updateCard(admin, { body: { ...created, name: 'Renamed card' }, headers: api.ifMatch(created) }),
    );
    expect(updated.name).toBe('Renamed card');
    expect(await through('getCard', api.getCard(admin, { path: { id: created.loyaltyCardID } }))).toEqual(updated);
    const image = await through(
      'getCardImage',
      api.getCardImage(admin, { path: { id: created.loyaltyCardID }, query: { width: 100, side: 'back' } }),
    );
    expect(image.type).toBe('image/png');
    const impact = await through(
      'getCardChangeImpact',
      api.getCardChangeImpact(admin, { body: { ...updated, active: false } }),
    );
    expect(impact).toMatchObject({ holders: 0, changes: ['deactivation'] });
    const seededImpact = await through('getCardDeletionImpact', api.getCardDeletionImpact(admin, { path: { id: 1 } }));
    expect(seededImpact).toMatchObject({ changes: ['deletion'], completing: 0 });
    expect(seededImpact.holders).toBeGreaterThan(0);
    await through('deleteCard', api.deleteCard(admin, { path: { id: created.loyaltyCardID } }));
    await expect(api.getCard(admin, { path: { id: created.loyaltyCardID } })).rejects.toMatchObject({ status: 404 });
  });

  it('computes the dashboard from the events', async () => {
    const query = { storeID: 1 };
    const tiles = await through('getUserTiles', api.getUserTiles(admin, { query }));
    expect(tiles.lifetimeUsers).toBeGreaterThan(50);
    expect(tiles.lifetimeUsers).toBeGreaterThanOrEqual(tiles.thisWeek);
    const [{ customers } = { customers: -1 }] = await harness.database.query<{ customers: number }>(
      'SELECT count(*)::int AS customers FROM store_customers WHERE store_id = 1',
    );
    expect(tiles.lifetimeUsers).toBe(customers);
    const stamps = await through('getStampKpis', api.getStampKpis(admin, { query }));
    expect(stamps.lifetimeStamps).toBeGreaterThanOrEqual(stamps.thisYearStamps);
    const rewards = await through('getRewardKpis', api.getRewardKpis(admin, { query }));
    expect(rewards.issuedAllTime).toBeGreaterThan(0);
    const devices = await through('getDevicePie', api.getDevicePie(admin, { query }));
    expect(devices.android + devices.ios).toBe(customers);
    const providers = await through('getAuthenticationPie', api.getAuthenticationPie(admin, { query }));
    expect(providers.stampcard + providers.apple + providers.facebook + providers.google).toBe(customers);
    const top = await through(
      'getTopCards',
      api.getTopCards(admin, {
        query: { storeID: 1, startDate: '2021-11-18T00:00:00', endDate: '2026-11-18T23:59:59' },
      }),
    );
    expect(top[0]?.stamps).toBeGreaterThan(0);
    const year = { storeID: 1, startDate: '2026-01-01T00:00:00', endDate: '2026-12-31T23:59:59' };
    const chart = await through('getStampsChart', api.getStampsChart(admin, { query: { ...year, viewType: 'CARD' } }));
    expect(chart.reduce((sum, row) => sum + row.stamps, 0)).toBe(stamps.thisYearStamps);
    expect(chart.every((row) => row.dateOf.startsWith('2026-'))).toBe(true);
    const rewardsChart = await through('getRewardsChart', api.getRewardsChart(admin, { query: year }));
    expect(rewardsChart.some((row) => row.redeemed)).toBe(true);
  });

  it('lists stores, providers and categories', async () => {
    const stores = await through('getStores', api.getStores(admin));
    expect(new Set(stores.map((store) => store.address?.cityTown))).toEqual(expect.objectContaining({}));
    expect(stores.map((store) => store.address?.cityTown)).toEqual(expect.arrayContaining(['Liverpool', 'Bristol']));
    expect((await through('getExternalStoreProviders', api.getExternalStoreProviders(admin))).length).toBeGreaterThan(
      0,
    );
    const categories = await through('getStoreCategories', api.getStoreCategories(admin));
    expect(categories.map((category) => category.name)).toEqual(['Delivery', 'Food', 'Pharmaceutical']);
  });

  it('manages businesses, their stores and their staff', async () => {
    const page = await through(
      'getBusinesses',
      api.getBusinesses(admin, {
        query: { page: 1, pageCount: 2, OrderBy: '-name', filters: { locations: ['Liverpool', 'Bristol'] } },
      }),
    );
    expect(page.pagination).toMatchObject({ currentPage: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    const names = page.items.map((business) => business.name ?? '');
    expect([...names].sort().reverse()).toEqual(names);
    const businessesFile = await through(
      'exportBusinesses',
      api.exportBusinesses(admin, { query: { OrderBy: '-name', filters: { locations: ['Liverpool', 'Bristol'] } } }),
    );
    const exportedIds = (await businessesFile.text())
      .split('\r\n')
      .slice(1, 3)
      .map((line) => Number(line.split(',')[0]));
    expect(exportedIds).toEqual(page.items.map((business) => business.businessID));

    const business = await through(
      'createBusiness',
      api.createBusiness(admin, {
        body: { name: 'Test Bakery', isSingleStore: false, stores: [{ name: 'Test Bakery Leeds' }] },
      }),
    );
    const id = business.businessID;
    expect(await through('getBusiness', api.getBusiness(admin, { path: { id } }))).toMatchObject({
      name: 'Test Bakery',
    });
    const patched = await through(
      'patchBusiness',
      api.patchBusiness(admin, {
        path: { id },
        body: [
          { op: 'test', path: '/name', value: 'Test Bakery' },
          { op: 'replace', path: '/description', value: 'Bread' },
        ],
      }),
    );
    expect(patched.description).toBe('Bread');
    expect((await through('toggleBusinessLock', api.toggleBusinessLock(admin, { path: { id } }))).isLocked).toBe(true);

    const staffMember = await through(
      'createBusinessStaffMember',
      api.createBusinessStaffMember(admin, {
        path: { id },
        body: { user: { title: 'Ms', firstName: 'Tess', surname: 'Baker', emailAddress: 'tess.baker@example.com' } },
      }),
    );
    const staffId = staffMember.staffID;
    const staffPage = await through(
      'getBusinessStaff',
      api.getBusinessStaff(admin, { path: { id }, query: { SearchTerm: 'tess' } }),
    );
    expect(staffPage.items.map((member) => member.staffID)).toEqual([staffId]);
    const staffFile = await through(
      'exportBusinessStaff',
      api.exportBusinessStaff(admin, { path: { id }, query: { SearchTerm: 'tess' } }),
    );
    expect(staffFile.type).toMatch(/^text\/csv/);
    expect((await staffFile.text()).split('\r\n')[1]).toMatch(
      new RegExp(`^${staffId},[^,]+,Tess Baker,tess.baker@example.com,$`),
    );
    expect(
      await through('getBusinessStaffMember', api.getBusinessStaffMember(admin, { path: { id, staffId } })),
    ).toMatchObject({
      user: { firstName: 'Tess' },
    });
    const renamed = await through(
      'patchBusinessStaffMember',
      api.patchBusinessStaffMember(admin, {
        path: { id, staffId },
        body: [{ op: 'replace', path: '/user/firstName', value: 'Tessa' }],
      }),
    );
    expect(renamed.user.firstName).toBe('Tessa');
    expect(
      (await through('getStaffMember', api.getStaffMember(admin, { path: { staffId } }))).business?.businessID,
    ).toBe(id);

    const store = await through(
      'createBusinessStore',
      api.createBusinessStore(admin, {
        path: { id },
        body: { name: 'Test Bakery York', categories: [{ categoryID: 1, name: 'Food' }] },
      }),
    );
    const storeId = store.storeID;
    const stores = await through(
      'getBusinessStores',
      api.getBusinessStores(admin, { path: { id }, query: { filters: { categories: 'Food' } } }),
    );
    expect(stores.items.map((item) => item.storeID)).toEqual([storeId]);
    const storesFile = await through(
      'exportBusinessStores',
      api.exportBusinessStores(admin, { path: { id }, query: { filters: { categories: 'Food' } } }),
    );
    expect((await storesFile.text()).split('\r\n')[1]).toMatch(new RegExp(`^${storeId},Test Bakery York,`));
    expect(await through('getBusinessStore', api.getBusinessStore(admin, { path: { id, storeId } }))).toMatchObject({
      name: 'Test Bakery York',
    });
    const testMode = await through(
      'patchBusinessStore',
      api.patchBusinessStore(admin, {
        path: { id, storeId },
        body: [{ op: 'replace', path: '/enabled', value: false }],
      }),
    );
    expect(testMode.enabled).toBe(false);
    const linked = await through(
      'addStoreStaffMember',
      api.addStoreStaffMember(admin, { path: { id, storeId }, body: { staffID: staffId } }),
    );
    expect(linked.staff?.map((member) => member.staffID)).toContain(staffId);
    await through('removeStoreStaffMember', api.removeStoreStaffMember(admin, { path: { id, storeId, staffId } }));
    await through('deleteBusinessStore', api.deleteBusinessStore(admin, { path: { id, storeId } }));
    await through('deleteBusinessStaffMember', api.deleteBusinessStaffMember(admin, { path: { id, staffId } }));
    await through('deleteBusiness', api.deleteBusiness(admin, { path: { id } }));
    await expect(api.getBusiness(admin, { path: { id } })).rejects.toMatchObject({ status: 404 });
  });

  it('manages users', async () => {
    const customers = await through(
      'getUsersByRole',
      api.getUsersByRole(admin, { path: { role: 'Customer' }, query: { pageCount: 20, OrderBy: 'email' } }),
    );
    expect(customers.pagination.totalCount).toBeGreaterThanOrEqual(400);
    expect(customers.items.every((user) => user.roles?.includes('Customer'))).toBe(true);
    // A customer lists the stores they signed up to (store_customers), by store name.
    const [customer] = customers.items;
    const signedUp = await harness.database.query<{ storeID: number; name: string | null }>(
      `SELECT st.store_id::int AS "storeID", st.name FROM store_customers sc JOIN stores st USING (store_id)
        WHERE sc.user_id = $1 ORDER BY lower(st.name), st.store_id`,
      [customer?.userID],
    );
    expect(signedUp.length).toBeGreaterThan(0);
    expect(customer?.stores).toEqual(signedUp);
    const [store] = signedUp;
    const atStore = await api.getUsersByRole(admin, {
      path: { role: 'Customer' },
      query: { pageCount: 100, filters: { stores: [String(store?.storeID)] } },
    });
    expect(atStore.items.length).toBeGreaterThan(0);
    expect(atStore.items.every((user) => user.stores?.some((listed) => listed.storeID === store?.storeID))).toBe(true);
    const everyone = await through(
      'getUsers',
      api.getUsers(admin, { query: { SearchTerm: 'stampcard.test', pageCount: 50 } }),
    );
    expect(everyone.items.map((user) => user.emailAddress)).toEqual(
      expect.arrayContaining(['admin@stampcard.test', 'merchant@stampcard.test']),
    );
    // Staff work in stores but signed up to none: their stores as customers are none.
    expect(everyone.items.find((user) => user.emailAddress === 'merchant@stampcard.test')?.stores).toEqual([]);
    const created = await through(
      'createUser',
      api.createUser(admin, {
        body: {
          title: 'Mr',
          firstName: 'Sam',
          surname: 'Cole',
          emailAddress: 'sam.cole@example.com',
          postCode: 'L1 8JQ',
        },
      }),
    );
    expect(created).toMatchObject({ name: 'Sam Cole', roles: ['Customer'], hasPassword: false });
    const updated = await through(
      'updateUser',
      api.updateUser(admin, {
        path: { id: created.userID },
        body: { title: 'Mr', firstName: 'Samuel', surname: 'Cole', emailAddress: 'sam.cole@example.com' },
        headers: api.ifMatch(created),
      }),
    );
    expect(updated.name).toBe('Samuel Cole');
    expect(await through('getUser', api.getUser(admin, { path: { id: created.userID } }))).toEqual(updated);
    await through('resetUserPassword', api.resetUserPassword(admin, { path: { id: created.userID } }));
    const usersFile = await through('exportUsers', api.exportUsers(admin, { query: { SearchTerm: 'sam.cole' } }));
    expect((await usersFile.text()).split('\r\n')[1]).toBe(
      `${created.userID},Mr,Samuel,Cole,sam.cole@example.com,,,,Customer,`,
    );
    const imported = await through(
      'importCustomers',
      api.importCustomers(admin, {
        body: {
          storeID: 1,
          onExisting: 'update',
          rows: [
            { firstName: 'Sam', surname: 'Cole', emailAddress: 'SAM.COLE@example.com' },
            { firstName: 'Nia', surname: 'Okafor', emailAddress: 'nia.okafor@example.com' },
          ],
        },
      }),
    );
    expect(imported).toMatchObject({ dryRun: false, created: 1, updated: 1, skipped: 0, failed: 0 });
    expect(imported.rows[0]).toMatchObject({ outcome: 'updated', existing: true, id: created.userID });
  });

  it('manages NFC tags', async () => {
    const tags = await through('getTags', api.getTags(admin, { query: { storeID: 1 } }));
    expect(tags.length).toBeGreaterThan(1);
    const tag = await through(
      'createTag',
      api.createTag(admin, { body: { name: 'Door', tagReference: '04:AA:BB', storeID: 1 } }),
    );
    expect(tag.enabled).toBe(true);
    const disabled = await through(
      'updateTag',
      api.updateTag(admin, { body: { ...tag, enabled: false }, headers: api.ifMatch(tag) }),
    );
    expect(disabled.enabled).toBe(false);
    expect(await through('getTag', api.getTag(admin, { path: { id: tag.tagID } }))).toEqual(disabled);
    const tagsFile = await through(
      'exportTags',
      api.exportTags(admin, { query: { storeID: 1, SearchTerm: '04:AA:BB' } }),
    );
    expect((await tagsFile.text()).split('\r\n')[1]).toMatch(new RegExp(`^${tag.tagID},1,[^,]+,Door,04:AA:BB,No$`));
    const imported = await through(
      'importTags',
      api.importTags(admin, {
        body: { storeID: 1, dryRun: true, rows: [{ name: 'Door', tagReference: '04:AA:BB' }] },
      }),
    );
    expect(imported).toMatchObject({ dryRun: true, created: 0, skipped: 1 });
    await through('deleteTag', api.deleteTag(admin, { path: { id: tag.tagID } }));
  });

  it('lists the history, everything and a business', async () => {
    const tag = await api.createTag(admin, { body: { name: 'History door', tagReference: '04:AB:CD', storeID: 1 } });
    const all = await through(
      'getHistory',
      api.getHistory(admin, { query: { filters: { entityType: ['tag'], entityId: [String(tag.tagID)] } } }),
    );
    expect(all.items.map((entry) => entry.action)).toEqual(['tag.create']);
    expect(all.items[0]).toMatchObject({
      entity: { type: 'tag', name: 'History door' },
      actor: { role: 'Administrator' },
    });
    const [store] = await api.getStores(admin);
    const business = await through(
      'getBusinessHistory',
      api.getBusinessHistory(admin, {
        path: { id: store?.parentBusiness?.businessID ?? 1 },
        query: { filters: { action: ['tag.create'] }, pageCount: 1 },
      }),
    );
    expect(business.items).toHaveLength(1);
    expect(business.pagination.totalCount).toBeGreaterThanOrEqual(1);
    const everything = await through(
      'exportHistory',
      api.exportHistory(admin, { query: { filters: { entityType: ['tag'], entityId: [String(tag.tagID)] } } }),
    );
    expect(everything.type).toMatch(/^text\/csv/);
    expect((await everything.text()).split('\r\n')).toHaveLength(3);
    const businessFile = await through(
      'exportBusinessHistory',
      api.exportBusinessHistory(admin, {
        path: { id: store?.parentBusiness?.businessID ?? 1 },
        query: { filters: { action: ['tag.create'] } },
      }),
    );
    expect(await businessFile.text()).toContain('tag.create');
  });

  it('runs and exports reports', async () => {
    const reports = await through('getReports', api.getReports(admin));
    const merchantReports = await through('getMerchantReports', api.getMerchantReports(admin));
    expect(reports.length).toBeGreaterThan(merchantReports.length);
    const view = await through(
      'viewReport',
      api.viewReport(admin, {
        body: { reportPath: '/Reports/CustomersByStore', page: 1, parameters: { Store: ['1'] } },
      }),
    );
    expect(view.content).toContain('<table');
    expect(view.totalPages).toBeGreaterThan(1);
    expect(new Set(view.parameters?.map((parameter) => parameter.type))).toEqual(new Set([4, 2, 3]));
    const allTypes = new Set(
      (
        await Promise.all(reports.map((report) => api.viewReport(admin, { body: { reportPath: report.path } })))
      ).flatMap((content) => content.parameters?.map((parameter) => parameter.type) ?? []),
    );
    expect([...allTypes].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const [format, type] of Object.entries(api.exportContentTypes)) {
      const file = await through(
        'exportReport',
        api.exportReport(admin, { body: { reportPath: '/Reports/StampsByStore', format: format as api.ExportFormat } }),
      );
      expect(file.type).toBe(type);
      expect(file.size).toBeGreaterThan(100);
    }
  });

  it('gives the identity client its settings without a token', async () => {
    const configuration = await through(
      'getClientConfiguration',
      api.getClientConfiguration(clientFor(harness.url, undefined), { path: { clientId: 'Stampcard.Web' } }),
    );
    expect(configuration).toMatchObject({ authority: harness.url, client_id: 'Stampcard.Web', response_type: 'code' });
    await expect(
      api.getClientConfiguration(clientFor(harness.url, undefined), { path: { clientId: 'Unknown' } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('finds the addresses of a postcode for the lookup key, without a token', async () => {
    const addresses = await through(
      'findAddresses',
      api.findAddresses(clientFor(harness.url, undefined), {
        query: { postcode: 'BS8 4DP' },
        headers: { 'X-Address-Lookup-Key': demoAddressLookupKey },
      }),
    );
    expect(addresses.map((address) => address.address1)).toEqual(['2 The Mall', '4 The Mall', '6 The Mall']);
  });

  it('exercised every operation of the contract', () => {
    expect(operations.map((operation) => operation.operationId).filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('the seed', () => {
  it('dates events up to the pinned today', async () => {
    const [row] = await harness.database.query<{ latest: string }>(
      `SELECT to_char(max(occurred_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS latest FROM stamp_events`,
    );
    expect(row?.latest).toBe(testNow.toISOString().slice(0, 10));
  });
});
