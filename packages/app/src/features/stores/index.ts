export { StoresPage } from './StoresPage';
export { StoreDetailsPage } from './details/StoreDetailsPage';
