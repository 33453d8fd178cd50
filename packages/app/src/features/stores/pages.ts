/**
 * The stores feature's pages, each loaded on its own: the stores list does not carry the store's
 * details page, nor the other way round. The route table imports this module.
 */
export const storesPages = {
  StoresPage: async () => (await import('./StoresPage')).StoresPage,
  StoreDetailsPage: async () => (await import('./details/StoreDetailsPage')).StoreDetailsPage,
};
