export { BusinessesPage } from './BusinessesPage';
export { BusinessDetailsPage } from './details/BusinessDetailsPage';
export { BusinessStaffMemberPage } from './staff/BusinessStaffMemberPage';
export { BusinessStaffPage } from './staff/BusinessStaffPage';
export { StoreStaffPage } from './BusinessesPages';
export { StoreDetailsPage } from './storeDetails/StoreDetailsPage';
export { StoresPage } from './stores/StoresPage';
export { NfcTagsPage } from './tags/NfcTagsPage';
