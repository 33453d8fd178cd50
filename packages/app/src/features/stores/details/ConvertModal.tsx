import { BusinessForm } from '@stampcard/api-client/limits';
import type { Business } from '@stampcard/api-client';
import { formInvalidText, useZodForm } from '@stampcard/ui/Form';
import { FormField } from '@stampcard/ui/FormField';
import { Prompt } from '@stampcard/ui/Prompt';
import { TextArea } from '@stampcard/ui/TextArea';
import { TextField } from '@stampcard/ui/TextField';
import * as z from 'zod/mini';
import { RedirectCountdown } from '#app/components/RedirectCountdown';
import { paths } from '#app/config/paths';
import { describeErrorLine } from '#app/lib/data';
import { convertToMultiStoreFormSchema } from '#app/lib/forms';
import { Fieldset } from '#app/components/StoreForm';
import { convertTexts, redirectSeconds } from './storeDetails';
import { useConvertBusiness } from './useStoreMutations';

export interface ConvertModalProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The single-store business; undefined while it loads. */
  readonly business: Business | undefined;
}

/**
 * Convert to multi-store business: the business's name (required, at most 200), description (at
 * most 1000) and image, under the warning that it cannot be undone; then 'Success! Redirecting to
 * the parent business...' and the business's details after 2 seconds.
 */
export function ConvertModal({ isOpen, onOpenChange, business }: ConvertModalProps) {
  const conversion = useConvertBusiness(business);
  const form = useZodForm(convertToMultiStoreFormSchema, {
    values: {
      name: business?.name ?? '',
      description: business?.description ?? '',
      imageUrl: business?.imageUrl?.startsWith('data:') ? '' : (business?.imageUrl ?? ''),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const businessHref = paths.businessDetails.href({ businessID: business?.businessID ?? 0 });

  return (
    <Prompt
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={convertTexts.title}
      text={convertTexts.text}
      confirmLabel={convertTexts.confirm}
      cancelLabel={convertTexts.cancel}
      onConfirm={async () => {
        const parsed = z.safeParse(convertToMultiStoreFormSchema, form.getValues());
        if (!parsed.success) {
          await form.trigger(undefined, { shouldFocus: true });
          throw new Error(formInvalidText);
        }
        const outcome = await conversion.mutate(parsed.data);
        if (outcome.status === 'failed') {
          throw new Error(describeErrorLine(outcome.error, convertTexts.failure.fallback));
        }
      }}
      success={{
        title: convertTexts.success,
        text: <RedirectCountdown to={businessHref} seconds={redirectSeconds.converted} label="Opening the business" />,
      }}
    >
      <Fieldset>
        <FormField control={form.control} name="name">
          {(field) => <TextField label="Business name" isRequired {...field} />}
        </FormField>
        <FormField control={form.control} name="description">
          {(field) => (
            <TextArea
              label="Description"
              rows={3}
              showCharacterCount
              maxLength={BusinessForm.description.maxLength}
              {...field}
              value={field.value ?? ''}
            />
          )}
        </FormField>
        <FormField control={form.control} name="imageUrl">
          {(field) => (
            <TextField
              label="Image URL"
              description="Leave it empty to keep the business's current image."
              type="url"
              inputMode="url"
              {...field}
              value={field.value ?? ''}
            />
          )}
        </FormField>
      </Fieldset>
    </Prompt>
  );
}
