/**
 * The address lookup behind the address form: one small interface, whichever service answers it.
 * The app's runtime configuration names the service and its key (`addressLookup`); the provider
 * here asks the contract's GET /api/Addresses under that URL (the dev server's seeded table, or a
 * service answering the same contract) through the generated client, which checks the answer
 * against the contract's schema: a malformed answer is an error, never addresses.
 */
import { findAddresses, type AddressCandidate, type StampcardClient } from '@stampcard/api-client';
import type { AddressLookupSettings } from '#app/lib/config';

export type { AddressCandidate };

/** Finds the addresses at a postcode. */
export interface AddressLookup {
  /**
   * The addresses at `postcode` (a whole UK postcode, `L1 4DS`), none when the service knows no
   * address there. Rejects when the service cannot be reached, refuses the call (a wrong key) or
   * answers something the contract does not allow; an aborted `signal` rejects it too.
   */
  find(postcode: string, signal?: AbortSignal): Promise<readonly AddressCandidate[]>;
}

/** The header carrying the lookup service's key. */
export const addressLookupKeyHeader = 'X-Address-Lookup-Key';

/** How long a lookup may take before it fails: a person is waiting at the form, which stays usable. */
export const addressLookupTimeout = 10_000;

/**
 * The lookup of `settings`, called through `api` (its timeouts, retries and checks). The user's
 * access token goes only where the client sends it (the API's origin and the page's), never to a
 * service elsewhere.
 */
export function createAddressLookup(settings: AddressLookupSettings, api: StampcardClient): AddressLookup {
  return {
    find: (postcode, signal) =>
      findAddresses(api, {
        query: { postcode },
        headers: { [addressLookupKeyHeader]: settings.key },
        timeout: addressLookupTimeout,
        ...(settings.url === '' ? {} : { baseUrl: settings.url }),
        ...(signal === undefined ? {} : { signal }),
      }),
  };
}

/** An address on one line, as the list of found addresses shows it: `Flat 1, 14 Bold Street, Liverpool`. */
export function describeAddress(candidate: AddressCandidate): string {
  return [candidate.address1, candidate.address2, candidate.address3, candidate.cityTown]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(', ');
}
