/**
 * The businesses feature's pages, each loaded on its own: a route fetches the page it shows and
 * nothing of its siblings (the list does not carry the wizard's details pages, nor the tags page
 * the store's). The route table imports this module; the pages stay out of the first screen.
 */
export const businessesPages = {
  BusinessesPage: async () => (await import('./BusinessesPage')).BusinessesPage,
  BusinessDetailsPage: async () => (await import('./details/BusinessDetailsPage')).BusinessDetailsPage,
  BusinessStaffPage: async () => (await import('./staff/BusinessStaffPage')).BusinessStaffPage,
  BusinessStaffMemberPage: async () => (await import('./staff/BusinessStaffMemberPage')).BusinessStaffMemberPage,
  StoresPage: async () => (await import('./stores/StoresPage')).StoresPage,
  StoreDetailsPage: async () => (await import('./storeDetails/StoreDetailsPage')).StoreDetailsPage,
  StoreStaffPage: async () => (await import('./BusinessesPages')).StoreStaffPage,
  NfcTagsPage: async () => (await import('./tags/NfcTagsPage')).NfcTagsPage,
};
