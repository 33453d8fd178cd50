export { createAppApiClient } from './createAppApiClient';
export type { AppApiClientOptions } from './createAppApiClient';
