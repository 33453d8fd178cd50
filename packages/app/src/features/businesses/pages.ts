/**
 * The businesses feature's pages, each loaded on its own: a route fetches the page it shows and
 * nothing of its siblings (the list does not carry the wizard's details page). The route table
 * imports this module; the pages stay out of the first screen.
 */
export const businessesPages = {
  BusinessesPage: async () => (await import('./BusinessesPage')).BusinessesPage,
  BusinessDetailsPage: async () => (await import('./details/BusinessDetailsPage')).BusinessDetailsPage,
};
