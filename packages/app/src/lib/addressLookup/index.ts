export { addressLookupKeyHeader, addressLookupTimeout, createAddressLookup, describeAddress } from './addressLookup';
export type { AddressCandidate, AddressLookup } from './addressLookup';
export { normalizePostcode } from './postcode';
export { useAddressLookup, useConfiguredAddressLookup } from './useAddressLookup';
export type { AddressLookupControls, AddressLookupState } from './useAddressLookup';
