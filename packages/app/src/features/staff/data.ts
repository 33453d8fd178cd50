/**
 * The staff feature's data routes (ADR 010): a staff member for their details page, and a
 * business's staff and staff members, loaded from the API.
 */
import {
  getBusinessStaff,
  getBusinessStaffMember,
  getStaffMember,
  type Page,
  type StaffMember,
} from '@stampcard/api-client';
import { businessIdOf } from '#app/lib/business';
import {
  addressId,
  apiListQuery,
  dataRoute,
  InvalidAddressError,
  listSearchParams,
  parseListQuery,
  type LoadLocation,
} from '#app/lib/data';
import { businessStaffList as staffList, type BusinessStaffQuery } from './businessStaffList';

/** A staff member with their user, business and stores (GET /api/Staff/{staffId}). */
export const staffDetailsRoute = dataRoute<StaffMember>({
  key: ({ params }) => ['staff', params.staffID ?? ''],
  async load({ params, signal, services }) {
    const staffId = addressId(params.staffID);
    if (staffId === null) throw new InvalidAddressError('The address does not name a staff member.');
    return getStaffMember(services.api, { path: { staffId }, signal });
  },
});

const staffQueryOf = ({ url }: LoadLocation): BusinessStaffQuery => parseListQuery(staffList, url.searchParams);

/**
 * A business's staff, a page of 20. Its key begins with the business's, so whatever changes the
 * business (a new or removed staff member) reloads it too.
 */
export const businessStaffRoute = dataRoute<Page<StaffMember>>({
  key: (location) => [
    'business',
    location.params.businessID ?? '',
    'staff',
    listSearchParams(staffList, staffQueryOf(location)).toString(),
  ],
  async load({ params, url, signal, services }) {
    const id = businessIdOf(params);
    const query = apiListQuery(staffList, staffQueryOf({ url, params }));
    return getBusinessStaff(services.api, { path: { id }, query, signal });
  },
});

/** A staff member of the business (the staff details within the business). */
export const businessStaffMemberRoute = dataRoute<StaffMember>({
  key: ({ params }) => ['business', params.businessID ?? '', 'staff', 'member', params.staffID ?? ''],
  async load({ params, signal, services }) {
    const id = businessIdOf(params);
    const staffId = addressId(params.staffID);
    if (staffId === null) throw new InvalidAddressError('The address does not name a staff member.');
    return getBusinessStaffMember(services.api, { path: { id, staffId }, signal });
  },
});
