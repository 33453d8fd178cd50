export {
  BusinessDetailsPage,
  BusinessStaffDetailsPage,
  BusinessStaffPage,
  BusinessesPage,
  NfcTagsPage,
  StoreDetailsPage,
  StoreStaffPage,
  StoresPage,
} from './BusinessesPages';
