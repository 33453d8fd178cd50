// @stampcard/api-client/testing: realistic data and network mocks for stories and tests.
//
//   import { buildBusiness, handlers, apiError, loading } from '@stampcard/api-client/testing';
//   parameters: { msw: { handlers: [handlers.getBusiness(buildBusiness())] } }
//
// Needs msw (a peer dependency of this subpath only).
export { handlers } from './handlers.gen';
export { apiError, loading, pageOf, respond, respondFile, respondPaged, tooManyRequests } from './respond';
export type { MockPage, MockRequestInfo, MockResponse } from './respond';
export {
  resetFixtureIds,
  categories,
  externalStoreProviders,
  buildAddress,
  buildReward,
  buildCardConfiguration,
  buildCard,
  buildCardImpact,
  buildUser,
  buildCustomer,
  buildStoreReference,
  buildStaffMemberSummary,
  buildBusinessReference,
  buildStoreSummary,
  buildHistoryEntry,
  buildTag,
  buildStore,
  buildStaffMember,
  buildBusiness,
  buildReport,
  buildReportParameters,
  buildReportContent,
  buildUserTiles,
  buildStampKpis,
  buildRewardKpis,
  buildDevicePie,
  buildAuthenticationPie,
  buildTopCards,
  buildStampsChart,
  buildRewardsChart,
  buildClientConfiguration,
  buildPagination,
} from './fixtures';
