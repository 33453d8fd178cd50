// @stampcard/api-client: a typed, validated client of the Stampcard API.
//
//   const client = createStampcardClient({ getAccessToken });
//   const card = await getCard(client, { path: { id: 42 } });
//
// Every operation is a standalone function (import only what you call) that validates
// the response against the contract and throws a typed error when anything fails.

export { createStampcardClient } from './client';
export type { AccessTokenProvider, StampcardClient, StampcardClientOptions } from './client';

export * from './operations.gen';
export { exportReport, exportContentTypes, exportFileExtensions } from './report';
export type { CallOptions, ListCallOptions, Page, RequestSettings } from './operation';

export {
  StampcardApiError,
  ApiError,
  ApiValidationError,
  ApiTimeoutError,
  ApiNetworkError,
  RequiredParameterError,
  normalizeErrors,
  parseRetryAfter,
} from './errors';
export type { ApiErrorOptions } from './errors';

export { entityTag, ifMatch, isChangedSinceRead } from './concurrency';

export { PaginationHeaderError, parsePaginationHeader } from './pagination';
export type { Pagination } from './pagination';

export { orderBy, serializeQuery } from './query';
export type { FilterValue, ListFilters } from './query';

// Entities and the request/response types of every operation, as the contract defines them.
export type * from './generated/types.gen';
