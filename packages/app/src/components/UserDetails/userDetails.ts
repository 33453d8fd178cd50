/**
 * The user details cards' logic, as pure functions and constants:
 * the page's title while loading, what saving and sending a password reset say, the demo stamp
 * card, and which change-password form a user gets.
 */
import type { User } from '@stampcard/api-client';
import type * as z from 'zod/mini';
import type { FailureMessage, Invalidation, SuccessMessage } from '#app/lib/data';
import { changePasswordFormSchema, setPasswordFormSchema } from '#app/lib/forms';
import { can } from '#app/lib/permissions';
import { userDisplayName } from '#app/components/UserForm';

/** The title of a user's or staff member's page: their full name, 'User details' while they load. */
export function userDetailsTitle(user: User | undefined): string {
  return user === undefined ? 'User details' : userDisplayName(user);
}

/**
 * What a user's own page (/users/{userID}, /customers/{userID}; only Administrators open it)
 * allows, from the permission table's row for customer details: saving the account details is
 * its edit flag (create), sending the password reset its update.
 */
export function userDetailsAccess(roles: readonly string[]) {
  return {
    canEdit: can(roles, 'customerDetails', 'create'),
    canReset: can(roles, 'customerDetails', 'update'),
  };
}

/** What a change of a user reloads: the user's page (`['user', userID]`) and the customers lists. */
export function userInvalidation(userID: string): Invalidation {
  return [['user', userID], ['customers']];
}

/** What the Account details form says when it saves. */
export const accountMessages = {
  saved: (user: User): SuccessMessage => ({
    title: 'Success!',
    description: `Saved changes to user ${userDisplayName(user)}`,
  }),
  saveFailed: {
    title: 'Could not save',
    fallback: 'An error occurred when trying to save the changes.',
  },
} as const satisfies Record<string, FailureMessage | ((user: User) => SuccessMessage)>;

/** What 'Send password reset' says; a failure is titled with what failed and says why. */
export const passwordResetMessages = {
  sent: { title: 'The email has been sent' },
  failed: {
    title: 'Could not send the email',
    fallback: 'An error occurred when trying to send the password reset e-mail.',
  },
} as const satisfies Record<string, SuccessMessage | FailureMessage>;

/** The tooltips of the features under development, which stay visible but disabled and marked Unavailable. */
export const unavailableReasons = {
  lock: 'Lock feature not available yet',
  delete: 'Delete feature not available yet',
  changePassword: 'Change password feature not available yet',
} as const;

/**
 * The Stamps card's demo (a user's stamp cards are under development): a card of 6 stamps with
 * rewards at 3 and 6, one stamp set, editing disabled. It shows no customer's real progress.
 */
export const demoStampCard = { stampCount: 6, rewardPositions: [3, 6], value: 1 } as const;

/** The change-password form's values: the current password only when the account has one. */
export interface PasswordFormValues {
  readonly currentPassword?: string | undefined;
  readonly newPassword: string;
  readonly newPasswordRepeat: string;
}

/** The change-password form's empty values. */
export const emptyPasswordForm: PasswordFormValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/**
 * The change-password form a user gets: the current password too when the account
 * has a local password (`hasPassword`), else only the new password and its repeat. Every field is
 * required; the new passwords are not compared.
 */
export function passwordFormSchemaFor(
  user: Pick<User, 'hasPassword'>,
): z.core.$ZodType<PasswordFormValues, PasswordFormValues> {
  return user.hasPassword === true ? changePasswordFormSchema : setPasswordFormSchema;
}
