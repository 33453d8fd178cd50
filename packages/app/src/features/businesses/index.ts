export { BusinessesPage } from './BusinessesPage';
export { BusinessDetailsPage } from './details/BusinessDetailsPage';
export { BusinessStaffMemberPage } from './staff/BusinessStaffMemberPage';
export { BusinessStaffPage } from './staff/BusinessStaffPage';
export { NfcTagsPage, StoreDetailsPage, StoreStaffPage, StoresPage } from './BusinessesPages';
