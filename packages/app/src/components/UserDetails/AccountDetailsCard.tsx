import { getUser, ifMatch, updateUser, type User, type UserForm } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { FormInvalidBanner, useInvalidSubmitBanner, useZodForm } from '@stampcard/ui/Form';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useEffect, useState } from 'react';
import { DetailsCard } from '#app/components/DetailsCard';
import {
  UserFormFields,
  rebasedUserBody,
  userBodyOf,
  userConflictFields,
  userEdit,
  userFieldErrorsOf,
  userFormValuesOf,
  userFormWithImageSchema,
  userDetailsOf,
  type UserFormData,
} from '#app/components/UserForm';
import { conflictingFields, showFieldErrors, useMutation, type Invalidation } from '#app/lib/data';
import { CardForm, FormActions } from './UserDetails.styles';
import { accountMessages } from './userDetails';

export interface AccountDetailsCardProps {
  /** The user; undefined while they load (a skeleton shows). */
  readonly user: User | undefined;
  /**
   * Whether the user may be changed (the edit flag of the page's feature): with it,
   * 'Save changes'; without it, every field is disabled and there is no button.
   */
  readonly canEdit: boolean;
  /** What a save reloads, e.g. `[['user', userID], ['customers']]`: the page's data and the lists showing the user. */
  readonly invalidates: Invalidation;
}

interface AccountFormProps {
  readonly user: User;
  readonly canEdit: boolean;
  readonly invalidates: Invalidation;
}

/** A save of the form: the user as the form was filled from them (their version), and what it sends. */
interface AccountSave {
  readonly base: User;
  readonly body: UserForm;
}

/**
 * The form of one user. It starts from the user's values and follows a newer copy of the user
 * (after a save, the reloaded user; another tab's or person's save) while the user has typed
 * nothing; once they have, what they typed stays and the form keeps the version it was filled
 * from: the save sends it as If-Match, and someone else's newer version is a conflict they settle
 * (their change on top, or the current one), never a silent overwrite. A failed save keeps every
 * typed value, with the server's field errors on their fields.
 */
function AccountForm({ user, canEdit, invalidates }: AccountFormProps) {
  const form = useZodForm(userFormWithImageSchema, { defaultValues: userFormValuesOf(user) });
  const banner = useInvalidSubmitBanner(form);
  const { reset, setError } = form;
  const { isDirty } = form.formState;

  // The copy of the user the form is filled from: a newer one refills it while nothing is typed.
  const [filledFrom, setFilledFrom] = useState(user);
  const [followed, setFollowed] = useState(user);
  if (followed !== user) {
    setFollowed(user);
    if (!isDirty) setFilledFrom(user);
  }
  useEffect(() => {
    reset(userFormValuesOf(filledFrom));
  }, [filledFrom, reset]);

  const save = useMutation<AccountSave, User>({
    run: (api, { base, body }) => updateUser(api, { path: { id: base.userID }, body, headers: ifMatch(base) }),
    invalidates: () => invalidates,
    success: (saved) => accountMessages.saved(saved),
    failure: () => accountMessages.saveFailed,
    conflict: {
      read: (api, { base }) => getUser(api, { path: { id: base.userID } }),
      fields: (current, { base, body }) =>
        conflictingFields(userEdit(base, body), userDetailsOf(current), userConflictFields),
      rebase: (current, { base, body }) => ({ base: current, body: rebasedUserBody(base, body, current) }),
    },
  });

  const submit = async (data: UserFormData) => {
    if (!canEdit) return;
    const outcome = await save.mutate({ base: filledFrom, body: userBodyOf(data) });
    // Saved, or the user took someone else's version: the form shows what the server has now.
    if (outcome.status === 'done') setFilledFrom(outcome.result);
    else if (outcome.status === 'discarded') setFilledFrom(outcome.current);
    if (outcome.status !== 'failed') return;
    // The server's errors of fields show on them, the first focused; the toast says the rest.
    showFieldErrors(userFieldErrorsOf(outcome.error), setError);
  };

  return (
    <CardForm aria-label="Account details" noValidate onSubmit={banner.handleSubmit(submit)}>
      <FormInvalidBanner {...banner.bannerProps} />
      <UserFormFields control={form.control} isReadOnly={!canEdit} />
      {canEdit ? (
        <FormActions>
          <Button variant="primary" type="submit" isPending={save.isRunning}>
            Save changes
          </Button>
        </FormActions>
      ) : null}
    </CardForm>
  );
}

/**
 * The Account details card of a user's or staff member's page: the user form with
 * 'Save changes' (PUT /api/Users/{id}): 'Success!' / 'Saved changes to user {name}', or 'Could not
 * save' with the server's errors, every typed value kept and the server's field errors on their
 * fields. An invalid form is not sent: the banner says "Some changes you've made are not valid.
 * Please review them before saving." Read-only without `canEdit`. A skeleton while the user loads.
 */
export function AccountDetailsCard({ user, canEdit, invalidates }: AccountDetailsCardProps) {
  return (
    <DetailsCard title="Account details">
      {user === undefined ? (
        <Skeleton label="Loading the account details">
          <Skeleton.Text lines={6} />
        </Skeleton>
      ) : (
        // Another user is another form: nothing typed for one carries over to the next.
        <AccountForm key={user.userID} user={user} canEdit={canEdit} invalidates={invalidates} />
      )}
    </DetailsCard>
  );
}
