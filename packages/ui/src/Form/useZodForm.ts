import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

/** A zod schema of a form: an object schema from 'zod/mini' or 'zod'. */
export type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

/** The values a form holds while the user edits them: the schema's input. */
export type FormValuesOf<TSchema extends FormSchema> = z.input<TSchema>;

/** The values a valid form gives to its submit handler: the schema's output (numbers parsed, and so on). */
export type FormDataOf<TSchema extends FormSchema> = z.output<TSchema>;

/** The options of `useForm`, except the resolver, which comes from the schema. */
export type UseZodFormOptions<TSchema extends FormSchema> = Omit<
  UseFormProps<FormValuesOf<TSchema>, unknown, FormDataOf<TSchema>>,
  'resolver'
>;

/** What `useZodForm` returns: react-hook-form's form, typed from the schema. */
export type UseZodFormReturn<TSchema extends FormSchema> = UseFormReturn<
  FormValuesOf<TSchema>,
  unknown,
  FormDataOf<TSchema>
>;

/**
 * A react-hook-form form validated by a zod schema (composed from the rules of
 * `@stampcard/ui/validation`), typed from it:
 * the fields hold the schema's input, `handleSubmit` gets its parsed output.
 *
 * Validation timing: a field is first checked when it loses focus (`mode: 'onTouched'`), then on
 * every change (`reValidateMode: 'onChange'`), so errors neither nag while typing nor linger once
 * fixed; a submit checks every field and focuses the first invalid one. Any option of `useForm`
 * can be passed, except `resolver`.
 *
 * Kit fields bind with `FormField`, which passes value, onChange(value), onBlur, ref and the
 * field's errorMessage (react-hook-form's `Controller` still works: the fields take the first four):
 * @example
 * const schema = z.object({ firstName: requiredText({ max: 200 }) });
 * const form = useZodForm(schema, { defaultValues: { firstName: '' } });
 * <FormField control={form.control} name="firstName">
 *   {(field) => <TextField {...field} label="First name" />}
 * </FormField>
 */
export function useZodForm<TSchema extends FormSchema>(
  schema: TSchema,
  options: UseZodFormOptions<TSchema> = {},
): UseZodFormReturn<TSchema> {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useForm<FormValuesOf<TSchema>, unknown, FormDataOf<TSchema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}
