export { AccountDetailsCard } from './AccountDetailsCard';
export type { AccountDetailsCardProps } from './AccountDetailsCard';
export { StampsCard } from './StampsCard';
export { UserSettingsCard } from './UserSettingsCard';
export type { UserSettingsCardProps } from './UserSettingsCard';
export { UserDetailsCards } from './UserDetailsCards';
export type { UserDetailsCardsProps } from './UserDetailsCards';
export { DetailsSection, UserDetailsGrid } from './UserDetails.styles';
export {
  accountMessages,
  demoStampCard,
  emptyPasswordForm,
  passwordFormSchemaFor,
  passwordResetMessages,
  unavailableReasons,
  userDetailsAccess,
  userDetailsTitle,
  userInvalidation,
} from './userDetails';
export type { PasswordFormValues } from './userDetails';
export { StaffDetails, staffDetailsAccess, staffInvalidation } from './StaffDetails';
export type { StaffDetailsProps } from './StaffDetails';
export { StaffStoresCard } from './StaffStoresCard';
export type { StaffStoresCardProps } from './StaffStoresCard';
