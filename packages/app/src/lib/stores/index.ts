export { allStoresKey, loadAllStores } from './allStores';
export { loadCategories, loadCities, lookupKeys } from './lookups';
