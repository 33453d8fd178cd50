// @vitest-environment node
/**
 * The seed makes every Insights widget meaningful for the demo accounts: each store
 * has sign-ups, devices, sign-in providers, stamps and rewards over the last five years; one store
 * ranks more than 3 cards, others fewer; one store has no data at all, for the empty texts.
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signIn, startHarness, status, testNow, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;
let stores: api.Store[];

beforeAll(async () => {
  harness = await startHarness();
  admin = clientFor(harness.url, (await signIn(harness.url, 'admin@stampcard.test')).accessToken);
  merchant = clientFor(harness.url, (await signIn(harness.url, 'merchant@stampcard.test')).accessToken);
  stores = await api.getStores(admin);
}, 60_000);
afterAll(() => harness.close());

const currentYear = testNow.getUTCFullYear();
const years = Array.from({ length: 5 }, (_, index) => currentYear - index);
const yearOf = (year: number) => ({ startDate: `${year}-01-01T00:00:00`, endDate: `${year}-12-31T23:59:59` });
const emptyStoreName = 'Harbourside Bakery';

describe('the seeded Insights data', () => {
  it('gives every store but the new bakery sign-ups, devices, providers, stamps and rewards', async () => {
    const busy = stores.filter((store) => store.name !== emptyStoreName);
    expect(busy.length).toBeGreaterThan(10);
    for (const { storeID, name } of busy) {
      const query = { storeID };
      const [tiles, devices, providers, stamps, rewards] = await Promise.all([
        api.getUserTiles(admin, { query }),
        api.getDevicePie(admin, { query }),
        api.getAuthenticationPie(admin, { query }),
        api.getStampKpis(admin, { query }),
        api.getRewardKpis(admin, { query }),
      ]);
      expect(tiles.lifetimeUsers, name ?? '').toBeGreaterThan(0);
      expect(devices.android + devices.ios, name ?? '').toBe(tiles.lifetimeUsers);
      expect(providers.stampcard + providers.apple + providers.facebook + providers.google, name ?? '').toBe(
        tiles.lifetimeUsers,
      );
      expect(stamps.lifetimeStamps, name ?? '').toBeGreaterThan(0);
      expect(rewards.issuedAllTime, name ?? '').toBeGreaterThan(0);
    }
  });

  it('spreads the demo stores’ stamps and rewards over each of the last five years', async () => {
    const demoStores = stores.filter(
      (store) => store.parentBusiness?.businessID === 1 || store.parentBusiness?.businessID === 2,
    );
    expect(demoStores.map((store) => store.name).sort()).toEqual([
      'Albert Dock',
      'Bold Street',
      'Clifton Pharmacy',
      'Clifton Village',
    ]);
    for (const { storeID, name } of demoStores) {
      for (const year of years) {
        const stampsChart = await api.getStampsChart(admin, { query: { storeID, viewType: 'CARD', ...yearOf(year) } });
        const rewardsChart = await api.getRewardsChart(admin, { query: { storeID, ...yearOf(year) } });
        const months = new Set(stampsChart.map((row) => row.dateOf.slice(0, 7))).size;
        // Stamps in (nearly) every month: the timeline has a shape, not a few spikes.
        expect(months, `${name ?? ''} ${year}`).toBeGreaterThanOrEqual(9);
        expect(rewardsChart.filter((row) => !row.redeemed).length, `${name ?? ''} ${year}`).toBeGreaterThan(0);
        expect(rewardsChart.filter((row) => row.redeemed).length, `${name ?? ''} ${year}`).toBeGreaterThan(0);
      }
    }
  });

  it('ranks four cards at Bold Street and fewer than 3 elsewhere', async () => {
    const byName = (name: string) => stores.find((store) => store.name === name)?.storeID ?? 0;
    const boldStreet = await api.getTopCards(merchant, { query: { storeID: byName('Bold Street') } });
    expect(boldStreet.map((card) => card.title)).toEqual(
      expect.arrayContaining(['Coffee card', 'Pastry card', 'Brew bar card', 'Bold Street Coffee loyalty']),
    );
    expect(boldStreet.filter((card) => card.stamps > 0)).toHaveLength(3);
    const pharmacy = await api.getTopCards(admin, { query: { storeID: byName('Clifton Pharmacy') } });
    expect(pharmacy).toHaveLength(1);
  });

  it('has one store with no data at all, whose every widget is empty', async () => {
    const empty = stores.find((store) => store.name === emptyStoreName);
    if (empty === undefined) throw new Error('The seed has no empty store');
    const query = { storeID: empty.storeID };
    expect(await api.getUserTiles(admin, { query })).toEqual({ today: 0, thisWeek: 0, lastWeek: 0, lifetimeUsers: 0 });
    expect(await api.getDevicePie(admin, { query })).toEqual({ android: 0, ios: 0 });
    expect(Object.values(await api.getAuthenticationPie(admin, { query }))).toEqual([0, 0, 0, 0]);
    expect(Object.values(await api.getStampKpis(admin, { query }))).toEqual([0, 0, 0, 0]);
    expect(Object.values(await api.getRewardKpis(admin, { query }))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await api.getTopCards(admin, { query })).toEqual([]);
    const year = yearOf(currentYear);
    expect(await api.getStampsChart(admin, { query: { ...query, viewType: 'CARD', ...year } })).toEqual([]);
    expect(await api.getRewardsChart(admin, { query: { ...query, ...year } })).toEqual([]);
  });

  it('shows a merchant the figures of their own stores only (another’s store is not found)', async () => {
    const own = stores.filter((store) => store.parentBusiness?.businessID === 1);
    const other = stores.find((store) => store.parentBusiness?.businessID !== 1);
    expect((await api.getStores(merchant)).map((store) => store.storeID).sort()).toEqual(
      own.map((store) => store.storeID).sort(),
    );
    expect(await status(api.getUserTiles(merchant, { query: { storeID: other?.storeID ?? 0 } }))).toBe(404);
  });
});
