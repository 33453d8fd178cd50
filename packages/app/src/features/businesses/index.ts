export { BusinessesPage } from './BusinessesPage';
export {
  BusinessDetailsPage,
  BusinessStaffDetailsPage,
  BusinessStaffPage,
  NfcTagsPage,
  StoreDetailsPage,
  StoreStaffPage,
  StoresPage,
} from './BusinessesPages';
