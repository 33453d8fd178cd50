/** The Stampcard Tags feature's data route (ADR 010): a store's tags, a chunk apart from the page. */
import { getTags, type NfcTag } from '@stampcard/api-client';
import { businessIdOf, storeIdOf } from '#app/lib/business';
import { dataRoute, parseListQuery } from '#app/lib/data';
import { nfcTagsList, storeKey, tagsQuery } from './nfcTags';

/**
 * A store's NFC tags, searched (`?search=`), not paged. Its key begins with the store's
 * (`storeDetails`), so a change of the store or of its tags reloads both.
 */
export const storeTagsRoute = dataRoute<NfcTag[]>({
  key: (location) => [
    ...storeKey(location.params.businessID ?? '', location.params.storeID ?? ''),
    'tags',
    parseListQuery(nfcTagsList, location.url.searchParams).search,
  ],
  async load({ params, url, signal, services }) {
    businessIdOf(params); // An address naming no business names no store's tags either.
    const query = tagsQuery(storeIdOf(params), parseListQuery(nfcTagsList, url.searchParams).search);
    return getTags(services.api, { query, signal });
  },
});
