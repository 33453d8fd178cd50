import type { User } from '@stampcard/api-client';
import type { Invalidation } from '#app/lib/data';
import { AccountDetailsCard } from './AccountDetailsCard';
import { StampsCard } from './StampsCard';
import { UserDetailsGrid } from './UserDetails.styles';
import { UserSettingsCard } from './UserSettingsCard';

export interface UserDetailsCardsProps {
  /** The user; undefined while they load (each card shows its skeleton). */
  readonly user: User | undefined;
  /** Whether the account details may be saved (else the form is read-only). */
  readonly canEdit: boolean;
  /** Whether the password reset e-mail may be sent. */
  readonly canReset: boolean;
  /** What a save reloads. */
  readonly invalidates: Invalidation;
}

/**
 * The cards of a user's details page: Account details, Stamps (the demo) and
 * Settings, laid out as every user's page lays them out.
 */
export function UserDetailsCards({ user, canEdit, canReset, invalidates }: UserDetailsCardsProps) {
  return (
    <UserDetailsGrid data-component="UserDetailsCards">
      <AccountDetailsCard user={user} canEdit={canEdit} invalidates={invalidates} />
      <StampsCard />
      <UserSettingsCard user={user} canReset={canReset} />
    </UserDetailsGrid>
  );
}
