export { createAppApiClient } from './createAppApiClient';
export type { AppApiClientOptions } from './createAppApiClient';
export { allStoresKey, loadAllStores } from './allStores';
