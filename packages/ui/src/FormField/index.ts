export { FormField, useFormField } from './FormField';
export type { FormFieldBinding, FormFieldProps, UseFormFieldOptions, UseFormFieldResult } from './FormField';
