import type { ReactNode } from 'react';
import {
  useController,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

/*
 * The kit already depends on react-hook-form (useZodForm builds its forms), so the adapter binds
 * through react-hook-form's own useController rather than a look-alike of its `field` shape: the
 * app gets the contract it already uses, and nothing more to install.
 */

/**
 * What a kit field takes to be bound to a form: react-hook-form's `field` (name, value,
 * onChange(value), onBlur and ref, which the kit's fields accept as they are) and the field's
 * validation message as `errorMessage`. Spread it on the field, then override what needs it
 * (`value={field.value ?? ''}` for an optional text).
 */
export type FormFieldBinding<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControllerRenderProps<TFieldValues, TName> & {
  /** The field's validation message; undefined while it is valid. */
  errorMessage: string | undefined;
};

/** Which field of which form, and its own rules: react-hook-form's `useController` options. */
export type UseFormFieldOptions<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = UseControllerProps<TFieldValues, TName, TTransformedValues>;

/** The binding of a form field, and its state (touched, dirty, the error itself). */
export interface UseFormFieldResult<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> {
  field: FormFieldBinding<TFieldValues, TName>;
  fieldState: ControllerFieldState;
}

/**
 * Binds one field of a react-hook-form form (`control` from `useZodForm`, the field's `name`,
 * optional `rules`): the props to spread on a kit field, its validation message included.
 */
export function useFormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(options: UseFormFieldOptions<TFieldValues, TName, TTransformedValues>): UseFormFieldResult<TFieldValues, TName> {
  const { field, fieldState } = useController(options);
  return { field: { ...field, errorMessage: fieldState.error?.message }, fieldState };
}

export type FormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = UseFormFieldOptions<TFieldValues, TName, TTransformedValues> & {
  /** Renders the kit field with the binding spread on it (and the field's state, if it needs it). */
  children: (field: FormFieldBinding<TFieldValues, TName>, fieldState: ControllerFieldState) => ReactNode;
};

/**
 * One field of a react-hook-form form, bound to a kit field: the form's `control`, the field's
 * `name` and optional `rules` in, the kit field out, with value, onChange, onBlur, ref and the
 * validation message wired once here instead of in every form.
 * @example
 * <FormField control={form.control} name="firstName">
 *   {(field) => <TextField {...field} label="First name" isRequired />}
 * </FormField>
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ children, ...options }: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useFormField(options);
  return children(field, fieldState);
}
