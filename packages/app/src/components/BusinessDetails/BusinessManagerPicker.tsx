import { getBusinessStaff, type Business } from '@stampcard/api-client';
import { useCallback, useRef } from 'react';
import { UserPicker, type PickerUser, type UserPickerProps } from '#app/components/UserPicker';
import { useAppContext } from '#app/lib/appContext';
import { detailsMessages, type ManagerChoice } from './businessDetails';
import { useBusinessChange } from './useBusinessMutations';

/** The manager as the picker shows them: the main contact's user. */
function managerOf(business: Business | undefined): PickerUser | null {
  const user = business?.mainContact?.user;
  if (user === undefined) return null;
  return { userID: user.userID, name: user.name ?? null, emailAddress: user.emailAddress ?? null };
}

export interface BusinessManagerPickerProps {
  /** The business whose manager (main contact) is chosen; undefined while it loads. */
  readonly business: Business | undefined;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'Select the store's manager' for a business: the picker of the business's own staff (ADR 004), 20
 * a page with search, whose choice patches the main contact, named by staff record and user. Used
 * by the business's details and by a single-store business's store details.
 */
export function BusinessManagerPicker({ business, isOpen, onOpenChange }: BusinessManagerPickerProps) {
  const { api } = useAppContext();
  const { change } = useBusinessChange(business);
  const businessID = business?.businessID;
  // The page keeps whose staff record each listed user is.
  const staffOfUser = useRef(new Map<string, number>());
  const loadUsers = useCallback<UserPickerProps['loadUsers']>(
    async ({ page, pageSize, search, signal }) => {
      const staff = await getBusinessStaff(api, {
        path: { id: businessID ?? 0 },
        query: { page, pageCount: pageSize, ...(search === '' ? {} : { SearchTerm: search }) },
        signal,
      });
      for (const member of staff.items) staffOfUser.current.set(member.user.userID, member.staffID);
      return { ...staff, items: staff.items.map((member) => member.user) };
    },
    [api, businessID],
  );

  const saveManager = async (user: PickerUser | null) => {
    let choice: ManagerChoice | null = null;
    if (user !== null) {
      const current = business?.mainContact;
      const staffID =
        staffOfUser.current.get(user.userID) ?? (current?.user?.userID === user.userID ? current.staffID : undefined);
      // Only a listed staff member can be chosen: anyone else is not the business's to name.
      if (staffID === undefined) return false;
      choice = { staffID, userID: user.userID };
    }
    const outcome = await change(
      { field: 'mainContact', value: choice },
      { success: detailsMessages.managerChanged, failure: detailsMessages.managerFailed },
    );
    return outcome.status !== 'failed';
  };

  return (
    <UserPicker
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      loadUsers={loadUsers}
      current={managerOf(business)}
      onSave={saveManager}
    />
  );
}
