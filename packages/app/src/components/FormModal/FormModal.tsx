import { Button } from '@stampcard/ui/Button';
import {
  FormInvalidBanner,
  useInvalidSubmitBanner,
  useZodForm,
  type FormDataOf,
  type FormSchema,
  type FormValuesOf,
  type UseZodFormReturn,
} from '@stampcard/ui/Form';
import { Modal } from '@stampcard/ui/Modal';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { showFieldErrors, type FieldErrors } from '#app/lib/data';

const FormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface FormModalProps<TSchema extends FormSchema> {
  /** Whether the modal is open (controlled). */
  readonly isOpen: boolean;
  /** Called when the modal asks to open or close: Cancel, Escape, the backdrop, or `false` once saved. */
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The modal's title, and the form's name. */
  readonly title: string;
  /** The submit button's label, e.g. 'Save location'. */
  readonly submitLabel: string;
  /** The form's schema: one of the product's forms (#app/lib/forms), built from the kit's rules. */
  readonly schema: TSchema;
  /** The values the form starts with at each opening. */
  readonly defaultValues: FormValuesOf<TSchema>;
  /**
   * Sends the parsed form; resolve true to close, false to keep the modal open with every typed
   * value (the caller said why). Called only with a valid form, never twice at once.
   */
  readonly onSubmit: (data: FormDataOf<TSchema>) => Promise<boolean>;
  /**
   * The server's errors to show on the fields (`fieldErrorsOf(error, fields)`), shown when a new
   * object is given while the modal is open; the first field with one takes focus.
   */
  readonly fieldErrors?: FieldErrors<FieldPath<FormValuesOf<TSchema>>> | undefined;
  /** The fields, given the form. */
  readonly children: (form: UseZodFormReturn<TSchema>) => ReactNode;
  /** @default 640 */
  readonly width?: number;
}

interface FormBodyProps<TSchema extends FormSchema> {
  readonly id: string;
  readonly title: string;
  readonly schema: TSchema;
  readonly defaultValues: FormValuesOf<TSchema>;
  readonly fieldErrors: FieldErrors<FieldPath<FormValuesOf<TSchema>>> | undefined;
  readonly children: (form: UseZodFormReturn<TSchema>) => ReactNode;
  readonly onValid: (data: FormDataOf<TSchema>) => Promise<void>;
}

/** The form in the open modal: it mounts at each opening, so it starts from `defaultValues` each time. */
function FormBody<TSchema extends FormSchema>({
  id,
  title,
  schema,
  defaultValues,
  fieldErrors,
  children,
  onValid,
}: FormBodyProps<TSchema>) {
  // The schema's input type is the form's values: react-hook-form's DefaultValues is its deep partial.
  // TypeScript cannot relate the form's type to itself through a generic schema (TS2719): the
  // cast restates the type useZodForm returns.
  const form = useZodForm(schema, {
    defaultValues: defaultValues as DefaultValues<FormValuesOf<TSchema>>,
  }) as unknown as UseZodFormReturn<TSchema>;
  const banner = useInvalidSubmitBanner(form);
  const shown = useRef(fieldErrors);
  const { setError } = form;
  useEffect(() => {
    if (fieldErrors === shown.current) return;
    shown.current = fieldErrors;
    showFieldErrors(fieldErrors, setError);
  }, [fieldErrors, setError]);
  return (
    <FormRoot id={id} aria-label={title} noValidate onSubmit={banner.handleSubmit(onValid)}>
      <FormInvalidBanner {...banner.bannerProps} />
      {children(form)}
    </FormRoot>
  );
}

/**
 * A form in a modal: its fields, Cancel and a submit button. An invalid form is not
 * sent: the banner says so for 3 seconds and the first invalid field takes focus. While
 * `onSubmit` runs the submit button is pending and the modal cannot be closed; it closes when
 * `onSubmit` resolves true and otherwise stays open with every value.
 */
export function FormModal<TSchema extends FormSchema>({
  isOpen,
  onOpenChange,
  title,
  submitLabel,
  schema,
  defaultValues,
  onSubmit,
  fieldErrors,
  children,
  width = 640,
}: FormModalProps<TSchema>) {
  const formId = useId();
  const [isSubmitting, setSubmitting] = useState(false);
  // Set at once, before the re-render: a second submit in the same moment is ignored.
  const submitting = useRef(false);

  const submit = async (data: FormDataOf<TSchema>) => {
    if (submitting.current) return;
    submitting.current = true;
    setSubmitting(true);
    try {
      if (await onSubmit(data)) onOpenChange(false);
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Modal
      title={title}
      isOpen={isOpen}
      width={width}
      isDismissable={!isSubmitting}
      onOpenChange={(open) => {
        if (!open && submitting.current) return;
        onOpenChange(open);
      }}
      actions={
        <>
          <Button
            isDisabled={isSubmitting}
            onPress={() => {
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormBody
        id={formId}
        title={title}
        schema={schema}
        defaultValues={defaultValues}
        fieldErrors={fieldErrors}
        onValid={submit}
      >
        {children}
      </FormBody>
    </Modal>
  );
}
