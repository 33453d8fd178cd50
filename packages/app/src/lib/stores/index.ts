export { allStoresKey, knownStores, loadAllStores } from './allStores';
export { knownLocationsAndCategories, loadCategories, loadCities, lookupKeys } from './lookups';
