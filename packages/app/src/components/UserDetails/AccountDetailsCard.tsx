import { updateUser, type User } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { FormInvalidBanner, useInvalidSubmitBanner, useZodForm } from '@stampcard/ui/Form';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useEffect, useRef } from 'react';
import { DetailsCard } from '../DetailsCard';
import {
  UserFormFields,
  userBodyOf,
  userFieldErrorsOf,
  userFormValuesOf,
  userFormWithImageSchema,
  type UserFormData,
} from '../UserForm';
import { showFieldErrors, useMutation, type Invalidation } from '../../lib/data';
import { CardForm, FormActions } from './UserDetails.styles';
import { accountMessages } from './userDetails';

export interface AccountDetailsCardProps {
  /** The user; undefined while they load (a skeleton shows). */
  readonly user: User | undefined;
  /**
   * Whether the user may be changed (the edit flag of the page's feature, spec B 6): with it,
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

/**
 * The form of one user. It starts from the user's values and goes back to the server's values
 * whenever a new copy of the user arrives (after a save, the reloaded user); a failed save loads
 * nothing, so every typed value stays, with the server's field errors on their fields.
 */
function AccountForm({ user, canEdit, invalidates }: AccountFormProps) {
  const form = useZodForm(userFormWithImageSchema, { defaultValues: userFormValuesOf(user) });
  const banner = useInvalidSubmitBanner(form);
  const { reset, setError } = form;

  // The copy of the user the form was filled from: a newer one resets it (not the first render).
  const filledFrom = useRef(user);
  useEffect(() => {
    if (filledFrom.current === user) return;
    filledFrom.current = user;
    reset(userFormValuesOf(user));
  }, [user, reset]);

  const save = useMutation<UserFormData, User>({
    run: (api, data) => updateUser(api, { path: { id: user.userID }, body: userBodyOf(data) }),
    invalidates: () => invalidates,
    success: (saved) => accountMessages.saved(saved),
    failure: () => accountMessages.saveFailed,
  });

  const submit = async (data: UserFormData) => {
    if (!canEdit) return;
    const outcome = await save.mutate(data);
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
 * The Account details card of a user's page (spec B 2.10, 2.12): the user form (spec B 5) with
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
