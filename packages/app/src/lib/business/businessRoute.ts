/**
 * The business every page under `businesses/:businessID` shares (its details, stores, staff and
 * tags): loaded once by the parent route, for the breadcrumbs and the pages (ADR 010), with the
 * ids the addresses under it name.
 */
import { getBusiness, type Business } from '@stampcard/api-client';
import { addressId, dataRoute, InvalidAddressError, type LoadLocation } from '../data';

/** The business's id in the address, or the error that says it names none. */
export function businessIdOf(params: LoadLocation['params']): number {
  const id = addressId(params.businessID);
  if (id === null) throw new InvalidAddressError('The address does not name a business.');
  return id;
}

/** The store's id in the address, or the error that says it names none. */
export function storeIdOf(params: LoadLocation['params']): number {
  const id = addressId(params.storeID);
  if (id === null) throw new InvalidAddressError('The address does not name a store.');
  return id;
}

/** A business, loaded once for all of its pages (`businesses/:businessID/...`): breadcrumbs and children. */
export const businessRoute = dataRoute<Business>({
  key: ({ params }) => ['business', params.businessID ?? ''],
  async load({ params, signal, services }) {
    return getBusiness(services.api, { path: { id: businessIdOf(params) }, signal });
  },
});
