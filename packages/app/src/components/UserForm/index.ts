export { NewUserModal } from './LazyNewUserModal';
export type { NewUserModalProps } from './NewUserModal';
export { UserFormFields, maxProfileImageBytes } from './UserFormFields';
export type { UserFormFieldsProps } from './UserFormFields';
export {
  emptyUserForm,
  newStaffMemberBodyOf,
  profileImageUrl,
  rebasedUserBody,
  userBodyOf,
  userConflictFields,
  userDetailsOf,
  userEdit,
  userCreatedMessages,
  userDisplayName,
  userFieldErrorsOf,
  userFormFields,
  userFormValuesOf,
  userFormWithImageSchema,
} from './userForm';
export type {
  UserDetailsValues,
  UserFormData,
  UserFormField,
  UserFormFieldErrors,
  UserFormValues,
  UserNameParts,
} from './userForm';
