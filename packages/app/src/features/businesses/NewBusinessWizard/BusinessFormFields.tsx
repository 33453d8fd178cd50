import type { UseZodFormReturn } from '@stampcard/ui/Form';
import { FormField } from '@stampcard/ui/FormField';
import { TextArea } from '@stampcard/ui/TextArea';
import { TextField } from '@stampcard/ui/TextField';
import { maxLengths } from '@stampcard/ui/validation';
import type { newBusinessFormSchema } from './newBusiness';

/** The business form's fields: name (required, at most 200), description (at most 1000), image URL. */
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
            maxLength={maxLengths.description}
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
