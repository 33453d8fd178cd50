import { BusinessForm } from '@stampcard/api-client/limits';
import type { UseZodFormReturn } from '@stampcard/ui/Form';
import { FormField } from '@stampcard/ui/FormField';
import { TextArea } from '@stampcard/ui/TextArea';
import { TextField } from '@stampcard/ui/TextField';
import type { newBusinessFormSchema } from './newBusiness';

/** The business form's fields: name (required), description and image URL, bounded by the contract. */
export function BusinessFormFields({ form }: { readonly form: UseZodFormReturn<typeof newBusinessFormSchema> }) {
  const { control } = form;
  return (
    <>
      <FormField control={control} name="name">
        {(field) => <TextField label="Name" isRequired autoComplete="organization" {...field} />}
      </FormField>
      <FormField control={control} name="description">
        {(field) => (
          <TextArea
            label="Description"
            rows={4}
            showCharacterCount
            maxLength={BusinessForm.description.maxLength}
            {...field}
            value={field.value ?? ''}
          />
        )}
      </FormField>
      <FormField control={control} name="imageUrl">
        {(field) => <TextField label="Image URL" type="url" inputMode="url" {...field} value={field.value ?? ''} />}
      </FormField>
    </>
  );
}
