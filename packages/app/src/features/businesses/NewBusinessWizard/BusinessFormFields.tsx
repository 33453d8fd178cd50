import type { UseZodFormReturn } from '@stampcard/ui/Form';
import { TextArea } from '@stampcard/ui/TextArea';
import { TextField } from '@stampcard/ui/TextField';
import { maxLengths } from '@stampcard/ui/validation';
import { Controller } from 'react-hook-form';
import type { newBusinessFormSchema } from './newBusiness';

/** The business form's fields: name (required, at most 200), description (at most 1000), image URL. */
export function BusinessFormFields({ form }: { readonly form: UseZodFormReturn<typeof newBusinessFormSchema> }) {
  const { control } = form;
  return (
    <>
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label="Name"
            isRequired
            autoComplete="organization"
            {...field}
            value={field.value}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label="Description"
            rows={4}
            showCharacterCount
            maxLength={maxLengths.description}
            {...field}
            value={field.value ?? ''}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <TextField
            label="Image URL"
            type="url"
            inputMode="url"
            {...field}
            value={field.value ?? ''}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
