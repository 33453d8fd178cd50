/*
 * Examples rendered by both the stories and the unit tests (one source for both): a small form on
 * `useZodForm`, the banner and `FormField`, with plain labelled inputs in the kit's `Field` frame.
 * Not part of the public API.
 */
import type { Ref } from 'react';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { Button } from '../Button';
import { Field, inputStyles, useField } from '../Field';
import { FormField } from '../FormField';
import { email, latitude, requiredText, ukMobile } from '../validation';
import { FormInvalidBanner } from './FormInvalidBanner';
import { useInvalidSubmitBanner } from './useInvalidSubmitBanner';
import { useZodForm } from './useZodForm';

const Input = styled.input`
  ${inputStyles}
`;

const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 360px;
  max-width: 100%;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ExampleTextFieldProps {
  /** The visible label. */
  label: string;
  /** The text (react-hook-form's `field.value`). */
  value: string | number | null | undefined;
  /** Called with the new text (react-hook-form's `field.onChange`). */
  onChange: (value: string) => void;
  /** Called when the input loses focus (react-hook-form's `field.onBlur`). */
  onBlur: () => void;
  /** The input (react-hook-form's `field.ref`, so a failed submit can focus it). */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  disabled?: boolean;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal';
  autoComplete?: string;
}

/** A text input with the value/onChange(value)/onBlur/ref contract of the kit's fields. */
export function ExampleTextField({
  label,
  value,
  onChange,
  onBlur,
  ref,
  name,
  disabled,
  description,
  errorMessage,
  isRequired,
  inputMode,
  autoComplete,
}: ExampleTextFieldProps) {
  const field = useField({ hasDescription: description !== undefined, errorMessage, isRequired });
  return (
    <Field field={field} label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
      <Input
        {...field.controlProps}
        ref={ref}
        name={name}
        value={value ?? ''}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
        disabled={disabled}
        required={isRequired}
        inputMode={inputMode}
        autoComplete={autoComplete}
      />
    </Field>
  );
}

/** The example's schema: built from the validation builders. */
export const contactSchema = z.object({
  name: requiredText({ max: 200 }),
  emailAddress: email({ isRequired: true }),
  phoneNumber: ukMobile(),
  latitude: latitude({ isRequired: true }),
});

export type ContactData = z.output<typeof contactSchema>;

export interface ExampleFormProps {
  /** Called with the parsed values when a valid form is saved. */
  onSubmit: (data: ContactData) => void | Promise<void>;
  /** Hides the banner this long after a failed save (e.g. 3000). */
  autoHideAfterMs?: number;
}

/** A form on `useZodForm`: the banner after a failed save, fields bound with `FormField`. */
export function ExampleForm({ onSubmit, autoHideAfterMs }: ExampleFormProps) {
  const form = useZodForm(contactSchema, {
    defaultValues: { name: '', emailAddress: '', phoneNumber: '', latitude: '' },
  });
  const banner = useInvalidSubmitBanner(form, autoHideAfterMs === undefined ? {} : { autoHideAfterMs });
  return (
    <FormRoot aria-label="Contact" noValidate onSubmit={banner.handleSubmit(onSubmit)}>
      <FormInvalidBanner {...banner.bannerProps} />
      <FormField control={form.control} name="name">
        {(field) => <ExampleTextField {...field} label="Name" isRequired />}
      </FormField>
      <FormField control={form.control} name="emailAddress">
        {(field) => (
          <ExampleTextField {...field} label="E-mail address" isRequired inputMode="email" autoComplete="email" />
        )}
      </FormField>
      <FormField control={form.control} name="phoneNumber">
        {(field) => (
          <ExampleTextField
            {...field}
            label="Phone number"
            description="A UK mobile number, e.g. 07123 456789"
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </FormField>
      <FormField control={form.control} name="latitude">
        {(field) => <ExampleTextField {...field} label="Latitude" isRequired inputMode="decimal" />}
      </FormField>
      <Actions>
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
          Save changes
        </Button>
      </Actions>
    </FormRoot>
  );
}
