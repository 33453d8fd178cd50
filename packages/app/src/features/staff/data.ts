/** The staff feature's loader (ADR 010): a staff member for their details page, loaded from the API. */
import { getStaffMember, type StaffMember } from '@stampcard/api-client';
import { dataRoute, InvalidAddressError } from '#app/lib/data';

/** A staff member with their user, business and stores (GET /api/Staff/{staffId}). */
export const staffDetails = dataRoute<StaffMember>({
  key: ({ params }) => ['staff', params.staffID ?? ''],
  async load({ params, signal, services }) {
    const staffId = /^[1-9]\d{0,15}$/.test(params.staffID ?? '') ? Number(params.staffID) : null;
    if (staffId === null) throw new InvalidAddressError('The address does not name a staff member.');
    return getStaffMember(services.api, { path: { staffId }, signal });
  },
});
