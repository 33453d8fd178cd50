import { resetUserPassword, type User } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { useZodForm } from '@stampcard/ui/Form';
import { FormField } from '@stampcard/ui/FormField';
import { SettingsList, SettingsRow } from '@stampcard/ui/SettingsRow';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { TextField } from '@stampcard/ui/TextField';
import { Unavailable } from '@stampcard/ui/Unavailable';
import { useId } from 'react';
import { userDisplayName } from '#app/components/UserForm';
import { useMutation } from '#app/lib/data';
import { CardForm, FormActions, SettingsCardRoot, Subsection } from './UserDetails.styles';
import { emptyPasswordForm, passwordFormSchemaFor, passwordResetMessages, unavailableReasons } from './userDetails';

export interface UserSettingsCardProps {
  /** The user; undefined while they load. */
  readonly user: User | undefined;
  /** Whether the user may send the password reset e-mail: without it, no 'Send password reset'. */
  readonly canReset: boolean;
}

interface ChangePasswordFormProps {
  readonly user: User;
}

/**
 * The change-password form: the new password and its repeat, and the current password when the
 * account has one. Its save is under development: 'Change password' is
 * disabled and marked Unavailable, so nothing is ever sent.
 */
function ChangePasswordForm({ user }: ChangePasswordFormProps) {
  const form = useZodForm(passwordFormSchemaFor(user), { defaultValues: emptyPasswordForm });
  const headingId = `change-password${useId()}`;
  return (
    <Subsection aria-labelledby={headingId}>
      <h3 id={headingId}>Change password</h3>
      <CardForm
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          // The save is unavailable: the form is never sent (not even with Enter).
          event.preventDefault();
        }}
      >
        {user.hasPassword === true ? (
          <FormField control={form.control} name="currentPassword">
            {(field) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                type="password"
                label="Current password"
                autoComplete="off"
                isRequired
              />
            )}
          </FormField>
        ) : null}
        <FormField control={form.control} name="newPassword">
          {(field) => (
            <TextField {...field} type="password" label="New password" autoComplete="new-password" isRequired />
          )}
        </FormField>
        <FormField control={form.control} name="newPasswordRepeat">
          {(field) => (
            <TextField {...field} type="password" label="Repeat new password" autoComplete="new-password" isRequired />
          )}
        </FormField>
        <FormActions>
          <Unavailable reason={unavailableReasons.changePassword}>
            <Button variant="primary" type="submit">
              Change password
            </Button>
          </Unavailable>
        </FormActions>
      </CardForm>
    </Subsection>
  );
}

/**
 * The Settings card of a user's page: Lock account and Delete account, under development
 * (disabled, marked Unavailable, a tooltip saying the feature is not available yet); 'Send password reset'
 * (POST /api/Users/ResetPassword/{id}: 'The email has been sent', or 'Could not send the email'
 * with the server's errors), only with `canReset`; and the change-password form, whose save is
 * permanently unavailable.
 */
export function UserSettingsCard({ user, canReset }: UserSettingsCardProps) {
  const name = userDisplayName(user);
  const reset = useMutation<User, null>({
    run: (api, target) => resetUserPassword(api, { path: { id: target.userID } }).then(() => null),
    success: () => passwordResetMessages.sent,
    failure: () => passwordResetMessages.failed,
  });

  return (
    <SettingsCardRoot>
      <SettingsList title="Settings" headingLevel={2}>
        <SettingsRow
          type="boolean"
          label="Lock account"
          description="Freezes the account: the user cannot sign in and their progress is kept."
          isSelected={user?.locked ?? false}
          unavailableReason={unavailableReasons.lock}
        />
        <SettingsRow
          type="delete"
          label="Delete account"
          description="Deletes the account with its progress. It cannot be undone."
          actionLabel="Delete account"
          unavailableReason={unavailableReasons.delete}
        />
        {canReset ? (
          <SettingsRow
            type="buttons"
            label="Password reset"
            description={
              user === undefined
                ? 'E-mails the user a link to choose a new password.'
                : `E-mails ${name} a link to choose a new password.`
            }
            isDisabled={user === undefined}
          >
            <Button
              size="small"
              isPending={reset.isRunning}
              onPress={() => {
                if (user !== undefined) void reset.mutate(user);
              }}
            >
              Send password reset
            </Button>
          </SettingsRow>
        ) : null}
      </SettingsList>
      {user === undefined ? (
        <Skeleton label="Loading the password settings">
          <Skeleton.Text lines={3} />
        </Skeleton>
      ) : (
        // The form follows the account: with or without its current password.
        <ChangePasswordForm key={`${user.userID}-${String(user.hasPassword === true)}`} user={user} />
      )}
    </SettingsCardRoot>
  );
}
