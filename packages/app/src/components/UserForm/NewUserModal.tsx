import { Button } from '@stampcard/ui/Button';
import { FormInvalidBanner, useInvalidSubmitBanner, useZodForm } from '@stampcard/ui/Form';
import { Modal } from '@stampcard/ui/Modal';
import { useEffect, useId, useRef, useState } from 'react';
import { FormRoot } from './UserForm.styles';
import { UserFormFields } from './UserFormFields';
import { showFieldErrors } from '#app/lib/data';
import { emptyUserForm, userFormWithImageSchema, type UserFormData, type UserFormFieldErrors } from './userForm';

export interface NewUserModalProps {
  /** Whether the modal is open (controlled). */
  isOpen: boolean;
  /** Called when the modal asks to open or close: Cancel, Escape, the backdrop, or `false` once the user is created. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The modal's title, and the form's name.
   * @default 'New User'
   */
  title?: string;
  /**
   * Creates the user from the parsed form; resolve true to close (success), false to keep the
   * modal open with every typed value (the caller shows 'Could not create the user' with the
   * server's errors). Called only with a valid form, never twice at once.
   */
  onCreate: (data: UserFormData) => Promise<boolean>;
  /**
   * Field errors from the server to show on the fields, keyed by the form's field names
   * (`userFieldErrorsOf(error)` reads them from a refused call). Shown when a new object is given
   * while the modal is open (the first is focused); a field's error goes once it is edited.
   */
  fieldErrors?: UserFormFieldErrors | undefined;
}

interface NewUserFormProps {
  readonly id: string;
  readonly title: string;
  readonly onSubmit: (data: UserFormData) => Promise<void>;
  readonly fieldErrors: UserFormFieldErrors | undefined;
}

/**
 * The form inside the open modal. It mounts when the modal opens, so every opening starts from
 * the empty form; while the modal stays open (a failed create included), it keeps every value.
 */
function NewUserForm({ id, title, onSubmit, fieldErrors }: NewUserFormProps) {
  const form = useZodForm(userFormWithImageSchema, { defaultValues: emptyUserForm });
  const banner = useInvalidSubmitBanner(form);

  // The server's field errors given since the form opened: those of an earlier opening are stale.
  const shownFieldErrors = useRef(fieldErrors);
  const { setError } = form;
  useEffect(() => {
    if (fieldErrors === shownFieldErrors.current) return;
    shownFieldErrors.current = fieldErrors;
    showFieldErrors(fieldErrors, setError);
  }, [fieldErrors, setError]);

  return (
    <FormRoot id={id} aria-label={title} noValidate onSubmit={banner.handleSubmit(onSubmit)}>
      <FormInvalidBanner {...banner.bannerProps} />
      <UserFormFields control={form.control} />
    </FormRoot>
  );
}

/**
 * The New User modal: the user form with Cancel and Create user. An
 * invalid form is not sent: the banner says so and the first invalid field takes focus. While
 * `onCreate` runs, Create user is pending and the modal cannot be closed; it closes when the
 * user is created and otherwise stays open with every value. Used for new staff members
 * (POST /api/Business/{id}/Staff, `newStaffMemberBodyOf`) and new users (POST /api/Users, `userBodyOf`).
 */
export function NewUserModal({ isOpen, onOpenChange, title = 'New User', onCreate, fieldErrors }: NewUserModalProps) {
  const formId = useId();
  const [isCreating, setIsCreating] = useState(false);
  // Set at once, before the re-render: a second submit in the same moment is ignored.
  const isCreatingNow = useRef(false);

  const create = async (data: UserFormData) => {
    if (isCreatingNow.current) return;
    isCreatingNow.current = true;
    setIsCreating(true);
    try {
      if (await onCreate(data)) onOpenChange(false);
    } finally {
      isCreatingNow.current = false;
      setIsCreating(false);
    }
  };

  return (
    <Modal
      title={title}
      isOpen={isOpen}
      width={640}
      isDismissable={!isCreating}
      onOpenChange={(open) => {
        if (!open && isCreatingNow.current) return;
        onOpenChange(open);
      }}
      actions={
        <>
          <Button
            isDisabled={isCreating}
            onPress={() => {
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={isCreating}>
            Create user
          </Button>
        </>
      }
    >
      <NewUserForm id={formId} title={title} onSubmit={create} fieldErrors={fieldErrors} />
    </Modal>
  );
}
