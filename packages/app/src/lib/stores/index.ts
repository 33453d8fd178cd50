export { allStoresKey, loadAllStores } from './allStores';
