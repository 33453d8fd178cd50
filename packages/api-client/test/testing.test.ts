// @vitest-environment node
/** The testing subpath: fixtures valid against the contract, msw handlers typed by it. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createStampcardClient,
  exportReport,
  getBusinesses,
  getCard,
  getCardImage,
  getStores,
} from '../src/index';
import * as schemas from '../src/schemas';
import * as testing from '../src/testing/index';

const mockServer = setupServer();
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const client = createStampcardClient({ baseUrl: 'http://api.test', retries: 0 });

describe('fixtures', () => {
  it.each([
    ['buildCard', schemas.zCard, testing.buildCard()],
    ['buildCardImpact', schemas.zCardImpact, testing.buildCardImpact()],
    ['buildHistoryEntry', schemas.zHistoryEntry, testing.buildHistoryEntry()],
    ['buildBusiness', schemas.zBusiness, testing.buildBusiness()],
    ['buildStore', schemas.zStore, testing.buildStore()],
    ['buildStaffMember', schemas.zStaffMember, testing.buildStaffMember()],
    ['buildUser', schemas.zUser, testing.buildUser()],
    ['buildCustomer', schemas.zUser, testing.buildCustomer()],
    ['buildTag', schemas.zNfcTag, testing.buildTag()],
    ['buildReport', schemas.zReport, testing.buildReport()],
    ['buildReportContent', schemas.zReportContent, testing.buildReportContent()],
    ['buildUserTiles', schemas.zUserTiles, testing.buildUserTiles()],
    ['buildStampKpis', schemas.zStampKpis, testing.buildStampKpis()],
    ['buildRewardKpis', schemas.zRewardKpis, testing.buildRewardKpis()],
    ['buildDevicePie', schemas.zDevicePie, testing.buildDevicePie()],
    ['buildAuthenticationPie', schemas.zAuthenticationPie, testing.buildAuthenticationPie()],
    ['buildTopCards', schemas.zGetTopCardsResponse, testing.buildTopCards()],
    ['buildStampsChart', schemas.zGetStampsChartResponse, testing.buildStampsChart(2026)],
    ['buildRewardsChart', schemas.zGetRewardsChartResponse, testing.buildRewardsChart(2026)],
    ['buildClientConfiguration', schemas.zClientConfiguration, testing.buildClientConfiguration()],
    ['buildPagination', schemas.zPagination, testing.buildPagination(42)],
  ])('%s builds data the contract accepts', async (_, schema, value) => {
    await expect(schema.parseAsync(value)).resolves.toBeDefined();
  });

  it('builds a report parameter of each of the six types', () => {
    expect(testing.buildReportParameters().map((parameter) => parameter.type)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives the same ids after resetFixtureIds', () => {
    testing.resetFixtureIds();
    const first = testing.buildCard().loyaltyCardID;
    testing.resetFixtureIds();
    expect(testing.buildCard().loyaltyCardID).toBe(first);
  });
});

describe('handlers', () => {
  it('answers a paged list with its x-pagination header', async () => {
    const business = testing.buildBusiness();
    mockServer.use(
      testing.handlers.getBusinesses({ items: [business], pagination: testing.buildPagination(21, 20, 2) }),
    );
    await expect(getBusinesses(client)).resolves.toEqual({
      items: [business],
      pagination: { totalCount: 21, pageSize: 20, currentPage: 2, totalPages: 2 },
    });
  });

  it('answers from a function of the request', async () => {
    mockServer.use(testing.handlers.getCard(({ params }) => testing.buildCard({ loyaltyCardID: Number(params.id) })));
    await expect(getCard(client, { path: { id: 31 } })).resolves.toMatchObject({ loyaltyCardID: 31 });
  });

  it('answers an error with the contract error body', async () => {
    mockServer.use(testing.handlers.getStores(testing.apiError(403, ['Not allowed'])));
    await expect(getStores(client)).rejects.toEqual(expect.objectContaining({ status: 403, errors: ['Not allowed'] }));
    await expect(getStores(client)).rejects.toBeInstanceOf(ApiError);
  });

  it('never answers a loading mock', async () => {
    mockServer.use(testing.handlers.getStores(testing.loading));
    const controller = new AbortController();
    const call = getStores(client, { signal: controller.signal });
    const outcome = await Promise.race([
      call.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 50, 'pending')),
    ]);
    controller.abort();
    await call.catch(() => undefined);
    expect(outcome).toBe('pending');
  });

  it("answers a card's image", async () => {
    mockServer.use(testing.handlers.getCardImage(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' })));
    const image = await getCardImage(client, { path: { id: 7 } });
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(2);
  });

  it('answers a file', async () => {
    mockServer.use(testing.handlers.exportReport(new Blob(['a,b'], { type: 'text/csv' })));
    const file = await exportReport(client, { body: { reportPath: '/r', format: 'CSV' } });
    expect(await file.text()).toBe('a,b');
  });
});
