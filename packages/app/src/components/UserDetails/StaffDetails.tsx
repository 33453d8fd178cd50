import type { StaffMember } from '@stampcard/api-client';
import type { Invalidation } from '#app/lib/data';
import { can } from '#app/lib/permissions';
import { LastChanges } from '#app/components/HistoryEntries';
import { AccountDetailsCard } from './AccountDetailsCard';
import { StaffStoresCard } from './StaffStoresCard';
import { FullRow, UserDetailsGrid } from './UserDetails.styles';
import { UserSettingsCard } from './UserSettingsCard';

/** What the staff page shows and allows, from the one permission table (a merchant reads but does not edit). */
export function staffDetailsAccess(roles: readonly string[]) {
  return {
    userDetails: can(roles, 'staffUserDetails', 'read'),
    canEditUser: can(roles, 'staffUserDetails', 'create'),
    stores: can(roles, 'staffStores', 'read'),
    canEditStores: can(roles, 'staffStores', 'create'),
    settings: can(roles, 'staffSettings', 'read'),
    canReset: can(roles, 'staffSettings', 'create'),
  };
}

/** The data a change of a staff member reloads: the member's pages, their business's, the user's. */
export function staffInvalidation(
  member: Pick<StaffMember, 'staffID' | 'business' | 'user'> | undefined,
): Invalidation {
  if (member === undefined) return [['staff']];
  return [
    ['staff', String(member.staffID)],
    ['business', String(member.business?.businessID ?? '')],
    ['user', member.user.userID],
    ['customers'],
  ];
}

export interface StaffDetailsProps {
  /** The staff member; undefined while they load. */
  readonly member: StaffMember | undefined;
  /** The signed-in user's roles: which cards show and what they allow. */
  readonly roles: readonly string[];
}

/**
 * A staff member's cards, read and saved through the API: Account details (the user form, Save changes for who
 * may edit), Stores (link and unlink) and Settings (the password reset), each shown with read
 * permission; and their last changes. Used by /staff/{staffID} and by the business's staff member page.
 */
export function StaffDetails({ member, roles }: StaffDetailsProps) {
  const access = staffDetailsAccess(roles);
  const invalidates = staffInvalidation(member);
  return (
    <UserDetailsGrid data-component="StaffDetails">
      {access.userDetails ? (
        <AccountDetailsCard user={member?.user} canEdit={access.canEditUser} invalidates={invalidates} />
      ) : null}
      {access.stores ? (
        <StaffStoresCard member={member} canEdit={access.canEditStores} invalidates={invalidates} />
      ) : null}
      {access.settings ? <UserSettingsCard user={member?.user} canReset={access.canReset} /> : null}
      {member === undefined ? null : (
        <FullRow>
          <LastChanges
            subject={{ type: 'staff', id: member.staffID, businessID: member.business?.businessID }}
            entityKey={['staff', String(member.staffID)]}
          />
        </FullRow>
      )}
    </UserDetailsGrid>
  );
}
