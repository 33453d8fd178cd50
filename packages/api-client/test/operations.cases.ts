/** One case for every JSON operation of the contract: the call, the request it must send and the answer. */
import * as api from '../src/index';
import type { StampcardClient } from '../src/index';
import * as fixtures from '../src/testing/fixtures';
import type { Reply } from './server';
import type { Case } from './operations.testing';

const card = fixtures.buildCard({ loyaltyCardID: 7 });
const newCard = { ...card, loyaltyCardID: undefined };
const business = fixtures.buildBusiness({ businessID: 3 });
const store = fixtures.buildStore({ storeID: 5 });
const staffMember = fixtures.buildStaffMember({ staffID: 9 });
const user = fixtures.buildUser({ userID: 'user-42' });
const tag = fixtures.buildTag({ tagID: 11, storeID: 5 });
const historyEntry = fixtures.buildHistoryEntry({ historyID: 12 });
const cardImpact = fixtures.buildCardImpact();
const userForm = {
  title: 'Ms' as const,
  firstName: 'Amelia',
  surname: 'Hughes',
  emailAddress: 'amelia.hughes@example.com',
};
const storeForm = { name: 'Albert Dock', address: fixtures.buildAddress({ address1: 'Albert Dock' }) };
const patch = [{ op: 'replace' as const, path: '/name', value: 'Renamed' }];
const customerImport = {
  storeID: 5,
  dryRun: true,
  onExisting: 'update' as const,
  rows: [
    { ...userForm, phoneNumber: null },
    { firstName: 'Ben', surname: 'Ode', emailAddress: 'AMELIA.HUGHES@example.com' },
  ],
};
const customerImportAnswer = {
  dryRun: true,
  created: 1,
  updated: 0,
  skipped: 0,
  failed: 1,
  rows: [
    { row: 0, outcome: 'created', existing: false, id: null },
    {
      row: 1,
      outcome: 'failed',
      existing: false,
      id: null,
      errors: { emailAddress: ['An earlier row of this import has the same e-mail address.'] },
    },
  ],
};
const tagImport = { storeID: 5, rows: [{ name: 'Till', tagReference: '04:A2:3B', enabled: false }] };
const tagImportAnswer = {
  dryRun: false,
  created: 0,
  updated: 0,
  skipped: 1,
  failed: 0,
  rows: [{ row: 0, outcome: 'skipped', existing: true, id: '11' }],
};
const pagination = fixtures.buildPagination(42, 20, 2);
const paged = (items: unknown[]): Reply => ({ body: items, headers: { 'x-pagination': JSON.stringify(pagination) } });
const year = { startDate: '2026-01-01T00:00:00', endDate: '2026-12-31T23:59:59' };
export const reportRequest = { reportPath: '/Reports/StampsByStore', page: 2, parameters: { Store: ['1'] } };

export const cases: Case[] = [
  // Cards
  { name: 'getCards', call: (c) => api.getCards(c), method: 'GET', path: '/api/Card', reply: { body: [card] } },
  {
    name: 'createCard',
    call: (c) => api.createCard(c, { body: newCard }),
    method: 'POST',
    path: '/api/Card',
    body: newCard,
    contentType: 'application/json',
    reply: { status: 201, body: card },
  },
  {
    name: 'updateCard',
    call: (c) => api.updateCard(c, { body: card, headers: api.ifMatch(card) }),
    method: 'PATCH',
    path: '/api/Card',
    body: card,
    contentType: 'application/json',
    headers: { 'If-Match': '"1"' },
    reply: { body: card },
  },
  {
    name: 'getCard',
    call: (c) => api.getCard(c, { path: { id: 7 } }),
    method: 'GET',
    path: '/api/Card/7',
    reply: { body: card },
  },
  {
    name: 'getCardChangeImpact',
    call: (c) => api.getCardChangeImpact(c, { body: card }),
    method: 'POST',
    path: '/api/Card/Impact',
    body: card,
    contentType: 'application/json',
    reply: { body: cardImpact },
  },
  {
    name: 'getCardDeletionImpact',
    call: (c) => api.getCardDeletionImpact(c, { path: { id: 7 } }),
    method: 'GET',
    path: '/api/Card/7/Impact',
    reply: { body: { ...cardImpact, completing: 0, changes: ['deletion'] } },
  },
  {
    name: 'deleteCard',
    call: (c) => api.deleteCard(c, { path: { id: 7 } }),
    method: 'DELETE',
    path: '/api/Card/7',
    reply: { status: 204 },
    result: undefined,
  },
  {
    name: 'getStoreCards',
    call: (c) => api.getStoreCards(c, { path: { id: 5 } }),
    method: 'GET',
    path: '/api/Card/Store/5',
    reply: { body: [card] },
  },
  // Dashboard
  ...(
    [
      ['getUserTiles', 'UserTiles', fixtures.buildUserTiles()],
      ['getStampKpis', 'StampKPIs', fixtures.buildStampKpis()],
      ['getRewardKpis', 'RewardPie', fixtures.buildRewardKpis()],
      ['getDevicePie', 'DevicePie', fixtures.buildDevicePie()],
      ['getAuthenticationPie', 'AuthenticationPie', fixtures.buildAuthenticationPie()],
    ] as const
  ).map(([name, segment, body]): Case => ({
    name,
    call: (c) =>
      (api[name] as (c: StampcardClient, o: { query: { storeID: number } }) => Promise<unknown>)(c, {
        query: { storeID: 5 },
      }),
    method: 'GET',
    path: `/api/Dashboard/${segment}`,
    query: 'storeID=5',
    reply: { body },
  })),
  {
    name: 'getTopCards',
    call: (c) => api.getTopCards(c, { query: { storeID: 5, ...year } }),
    method: 'GET',
    path: '/api/Dashboard/TopCards',
    query: 'storeID=5&startDate=2026-01-01T00%3A00%3A00&endDate=2026-12-31T23%3A59%3A59',
    reply: { body: fixtures.buildTopCards() },
  },
  {
    name: 'getStampsChart',
    call: (c) => api.getStampsChart(c, { query: { storeID: 5, viewType: 'CARD', ...year } }),
    method: 'GET',
    path: '/api/Dashboard/StampsChart',
    query: 'storeID=5&viewType=CARD&startDate=2026-01-01T00%3A00%3A00&endDate=2026-12-31T23%3A59%3A59',
    reply: { body: fixtures.buildStampsChart(2026) },
  },
  {
    name: 'getRewardsChart',
    call: (c) => api.getRewardsChart(c, { query: { storeID: 5, viewType: 'CARD', ...year } }),
    method: 'GET',
    path: '/api/Dashboard/RewardsChart',
    query: 'storeID=5&viewType=CARD&startDate=2026-01-01T00%3A00%3A00&endDate=2026-12-31T23%3A59%3A59',
    reply: { body: fixtures.buildRewardsChart(2026) },
  },
  // Stores
  { name: 'getStores', call: (c) => api.getStores(c), method: 'GET', path: '/api/Stores', reply: { body: [store] } },
  {
    name: 'getExternalStoreProviders',
    call: (c) => api.getExternalStoreProviders(c),
    method: 'GET',
    path: '/api/Stores/ExternalStoreProviders',
    reply: { body: fixtures.externalStoreProviders },
  },
  {
    name: 'getStoreCategories',
    call: (c) => api.getStoreCategories(c),
    method: 'GET',
    path: '/api/Stores/Categories',
    reply: { body: fixtures.categories },
  },
  // Business
  {
    name: 'getBusinesses',
    call: (c) =>
      api.getBusinesses(c, {
        query: {
          page: 2,
          pageCount: 20,
          SearchTerm: 'coffee',
          OrderBy: '-name',
          filters: { locations: ['Liverpool', 'Bristol'], categories: 'Food' },
        },
      }),
    method: 'GET',
    path: '/api/Business',
    query:
      'page=2&pageCount=20&SearchTerm=coffee&OrderBy=-name&FilterType=locations&Filter=Liverpool&Filter=Bristol&FilterType=categories&Filter=Food',
    reply: paged([business]),
    result: { items: [business], pagination },
  },
  {
    name: 'createBusiness',
    call: (c) => api.createBusiness(c, { body: { name: 'Bold Street Coffee', isSingleStore: false } }),
    method: 'POST',
    path: '/api/Business',
    body: { name: 'Bold Street Coffee', isSingleStore: false },
    contentType: 'application/json',
    reply: { status: 201, body: business },
  },
  {
    name: 'getBusiness',
    call: (c) => api.getBusiness(c, { path: { id: 3 } }),
    method: 'GET',
    path: '/api/Business/3',
    reply: { body: business },
  },
  {
    name: 'patchBusiness',
    call: (c) => api.patchBusiness(c, { path: { id: 3 }, body: patch }),
    method: 'PATCH',
    path: '/api/Business/3',
    body: patch,
    contentType: 'application/json-patch+json',
    reply: { body: business },
  },
  {
    name: 'deleteBusiness',
    call: (c) => api.deleteBusiness(c, { path: { id: 3 } }),
    method: 'DELETE',
    path: '/api/Business/3',
    reply: { status: 204 },
    result: undefined,
  },
  {
    name: 'toggleBusinessLock',
    call: (c) => api.toggleBusinessLock(c, { path: { id: 3 } }),
    method: 'PATCH',
    path: '/api/Business/3/ToggleLock',
    reply: { body: { ...business, isLocked: true } },
  },
  {
    name: 'getBusinessHistory',
    call: (c) => api.getBusinessHistory(c, { path: { id: 3 }, query: { page: 2, filters: { entityType: ['card'] } } }),
    method: 'GET',
    path: '/api/Business/3/History',
    query: 'page=2&FilterType=entityType&Filter=card',
    reply: paged([historyEntry]),
    result: { items: [historyEntry], pagination },
  },
  {
    name: 'getHistory',
    call: (c) => api.getHistory(c, { query: { from: '2026-11-01T00:00:00', filters: { action: ['card.update'] } } }),
    method: 'GET',
    path: '/api/History',
    query: 'from=2026-11-01T00%3A00%3A00&FilterType=action&Filter=card.update',
    reply: paged([historyEntry]),
    result: { items: [historyEntry], pagination },
  },
  {
    name: 'getBusinessStaff',
    call: (c) => api.getBusinessStaff(c, { path: { id: 3 }, query: { page: 1, filters: { stores: [5] } } }),
    method: 'GET',
    path: '/api/Business/3/Staff',
    query: 'page=1&FilterType=stores&Filter=5',
    reply: paged([staffMember]),
    result: { items: [staffMember], pagination },
  },
  {
    name: 'createBusinessStaffMember',
    call: (c) => api.createBusinessStaffMember(c, { path: { id: 3 }, body: { user: userForm } }),
    method: 'POST',
    path: '/api/Business/3/Staff',
    body: { user: userForm },
    contentType: 'application/json',
    reply: { status: 201, body: staffMember },
  },
  {
    name: 'getBusinessStaffMember',
    call: (c) => api.getBusinessStaffMember(c, { path: { id: 3, staffId: 9 } }),
    method: 'GET',
    path: '/api/Business/3/Staff/9',
    reply: { body: staffMember },
  },
  {
    name: 'patchBusinessStaffMember',
    call: (c) => api.patchBusinessStaffMember(c, { path: { id: 3, staffId: 9 }, body: patch }),
    method: 'PATCH',
    path: '/api/Business/3/Staff/9',
    body: patch,
    contentType: 'application/json-patch+json',
    reply: { body: staffMember },
  },
  {
    name: 'deleteBusinessStaffMember',
    call: (c) => api.deleteBusinessStaffMember(c, { path: { id: 3, staffId: 9 } }),
    method: 'DELETE',
    path: '/api/Business/3/Staff/9',
    reply: { status: 204 },
    result: undefined,
  },
  {
    name: 'getBusinessStores',
    call: (c) =>
      api.getBusinessStores(c, { path: { id: 3 }, query: { SearchTerm: 'dock', filters: { locations: [] } } }),
    method: 'GET',
    path: '/api/Business/3/Stores',
    query: 'SearchTerm=dock',
    reply: paged([store]),
    result: { items: [store], pagination },
  },
  {
    name: 'createBusinessStore',
    call: (c) => api.createBusinessStore(c, { path: { id: 3 }, body: storeForm }),
    method: 'POST',
    path: '/api/Business/3/Stores',
    body: storeForm,
    contentType: 'application/json',
    reply: { status: 201, body: store },
  },
  {
    name: 'getBusinessStore',
    call: (c) => api.getBusinessStore(c, { path: { id: 3, storeId: 5 } }),
    method: 'GET',
    path: '/api/Business/3/Stores/5',
    reply: { body: store },
  },
  {
    name: 'patchBusinessStore',
    call: (c) => api.patchBusinessStore(c, { path: { id: 3, storeId: 5 }, body: patch }),
    method: 'PATCH',
    path: '/api/Business/3/Stores/5',
    body: patch,
    contentType: 'application/json-patch+json',
    reply: { body: store },
  },
  {
    name: 'deleteBusinessStore',
    call: (c) => api.deleteBusinessStore(c, { path: { id: 3, storeId: 5 } }),
    method: 'DELETE',
    path: '/api/Business/3/Stores/5',
    reply: { status: 204 },
    result: undefined,
  },
  {
    name: 'addStoreStaffMember',
    call: (c) => api.addStoreStaffMember(c, { path: { id: 3, storeId: 5 }, body: { staffID: 9 } }),
    method: 'PATCH',
    path: '/api/Business/3/Stores/5/Staff',
    body: { staffID: 9 },
    contentType: 'application/json',
    reply: { body: store },
  },
  {
    name: 'removeStoreStaffMember',
    call: (c) => api.removeStoreStaffMember(c, { path: { id: 3, storeId: 5, staffId: 9 } }),
    method: 'DELETE',
    path: '/api/Business/3/Stores/5/Staff/9',
    reply: { status: 204 },
    result: undefined,
  },
  // Staff
  {
    name: 'getStaffMember',
    call: (c) => api.getStaffMember(c, { path: { staffId: 9 } }),
    method: 'GET',
    path: '/api/Staff/9',
    reply: { body: staffMember },
  },
  // Address lookup: the service's key in its header, no paging
  {
    name: 'findAddresses',
    call: (c) =>
      api.findAddresses(c, { query: { postcode: 'BS8 3PA' }, headers: { 'X-Address-Lookup-Key': 'demo-key' } }),
    method: 'GET',
    path: '/api/Addresses',
    query: 'postcode=BS8+3PA',
    headers: { 'X-Address-Lookup-Key': 'demo-key' },
    reply: {
      body: [
        {
          address1: 'Clifton Suspension Bridge Visitor Centre',
          address2: null,
          address3: null,
          cityTown: 'Bristol',
          county: null,
          country: 'United Kingdom',
          postCode: 'BS8 3PA',
          latitude: 51.4549,
          longitude: -2.6278,
        },
      ],
    },
  },
  // Users
  {
    name: 'getUsers',
    call: (c) => api.getUsers(c, { query: { page: 2, pageCount: 20, SearchTerm: 'amelia', OrderBy: 'email' } }),
    method: 'GET',
    path: '/api/Users',
    query: 'page=2&pageCount=20&SearchTerm=amelia&OrderBy=email',
    reply: paged([user]),
    result: { items: [user], pagination },
  },
  {
    name: 'createUser',
    call: (c) => api.createUser(c, { body: userForm }),
    method: 'POST',
    path: '/api/Users',
    body: userForm,
    contentType: 'application/json',
    reply: { status: 201, body: user },
  },
  {
    name: 'importCustomers',
    call: (c) => api.importCustomers(c, { body: customerImport }),
    method: 'POST',
    path: '/api/Users/Import',
    body: customerImport,
    contentType: 'application/json',
    reply: { body: customerImportAnswer },
  },
  {
    name: 'getUsersByRole',
    call: (c) => api.getUsersByRole(c, { path: { role: 'Merchant' }, query: { page: 1 } }),
    method: 'GET',
    path: '/api/Users/Role/Merchant',
    query: 'page=1',
    reply: paged([user]),
    result: { items: [user], pagination },
  },
  {
    name: 'getUser',
    call: (c) => api.getUser(c, { path: { id: 'user-42' } }),
    method: 'GET',
    path: '/api/Users/user-42',
    reply: { body: user },
  },
  {
    name: 'updateUser',
    call: (c) => api.updateUser(c, { path: { id: 'user-42' }, body: userForm, headers: { 'If-Match': '"4"' } }),
    method: 'PUT',
    path: '/api/Users/user-42',
    body: userForm,
    contentType: 'application/json',
    headers: { 'If-Match': '"4"' },
    reply: { body: user },
  },
  {
    name: 'resetUserPassword',
    call: (c) => api.resetUserPassword(c, { path: { id: 'user-42' } }),
    method: 'POST',
    path: '/api/Users/ResetPassword/user-42',
    reply: { status: 204 },
    result: undefined,
  },
  // Tags
  {
    name: 'getTags',
    call: (c) => api.getTags(c, { query: { storeID: 5, SearchTerm: 'counter' } }),
    method: 'GET',
    path: '/api/Tags',
    query: 'storeID=5&SearchTerm=counter',
    reply: { body: [tag] },
  },
  {
    name: 'createTag',
    call: (c) => api.createTag(c, { body: { name: tag.name, tagReference: 'AB:CD', storeID: 5, enabled: true } }),
    method: 'POST',
    path: '/api/Tags',
    body: { name: tag.name, tagReference: 'AB:CD', storeID: 5, enabled: true },
    contentType: 'application/json',
    reply: { status: 201, body: tag },
  },
  {
    name: 'importTags',
    call: (c) => api.importTags(c, { body: tagImport }),
    method: 'POST',
    path: '/api/Tags/Import',
    body: tagImport,
    contentType: 'application/json',
    reply: { body: tagImportAnswer },
  },
  {
    name: 'updateTag',
    call: (c) => api.updateTag(c, { body: { ...tag, enabled: false }, headers: api.ifMatch(tag) }),
    method: 'PUT',
    path: '/api/Tags',
    body: { ...tag, enabled: false },
    contentType: 'application/json',
    headers: { 'If-Match': '"1"' },
    reply: { body: { ...tag, enabled: false } },
  },
  {
    name: 'getTag',
    call: (c) => api.getTag(c, { path: { id: 11 } }),
    method: 'GET',
    path: '/api/Tags/11',
    reply: { body: tag },
  },
  {
    name: 'deleteTag',
    call: (c) => api.deleteTag(c, { path: { id: 11 } }),
    method: 'DELETE',
    path: '/api/Tags/11',
    reply: { status: 204 },
    result: undefined,
  },
  // Reporting
  {
    name: 'getReports',
    call: (c) => api.getReports(c),
    method: 'GET',
    path: '/api/Reporting',
    reply: { body: [fixtures.buildReport()] },
  },
  {
    name: 'getMerchantReports',
    call: (c) => api.getMerchantReports(c),
    method: 'GET',
    path: '/api/Reporting/Merchant',
    reply: { body: [fixtures.buildReport()] },
  },
  {
    name: 'viewReport',
    call: (c) => api.viewReport(c, { body: reportRequest }),
    method: 'POST',
    path: '/api/Reporting/View',
    body: reportRequest,
    contentType: 'application/json',
    reply: { body: fixtures.buildReportContent() },
  },
  // Identity
  {
    name: 'getClientConfiguration',
    call: (c) => api.getClientConfiguration(c, { path: { clientId: 'Stampcard.Web' } }),
    method: 'GET',
    path: '/_configuration/Stampcard.Web',
    reply: { body: fixtures.buildClientConfiguration() },
  },
];
