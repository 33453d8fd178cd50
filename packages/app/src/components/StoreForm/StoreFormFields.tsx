import type { Category } from '@stampcard/api-client';
import { StoreForm } from '@stampcard/api-client/limits';
import { Button } from '@stampcard/ui/Button';
import { Checkbox } from '@stampcard/ui/Checkbox';
import type { UseZodFormReturn } from '@stampcard/ui/Form';
import { FormField } from '@stampcard/ui/FormField';
import { TextArea } from '@stampcard/ui/TextArea';
import { TextField } from '@stampcard/ui/TextField';
import { Unavailable } from '@stampcard/ui/Unavailable';
import { AddressFields } from './AddressFields';
import { Fieldset, Legend, Row, Subdued } from './formLayout';
import type { newStoreFormSchema } from './storeForm';

type StoreForm = UseZodFormReturn<typeof newStoreFormSchema>;

export interface StoreFormFieldsProps {
  readonly form: StoreForm;
  /** The store categories (GET /api/Stores/Categories); undefined while they load. */
  readonly categories: readonly Category[] | undefined;
  /** Why the categories could not load, if they could not. */
  readonly categoriesError?: string | undefined;
}

/**
 * The store form's fields: name, description, logo, categories, the location, and the manager,
 * unavailable while store-specific managers are under development.
 */
export function StoreFormFields({ form, categories, categoriesError }: StoreFormFieldsProps) {
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
            rows={3}
            showCharacterCount
            maxLength={StoreForm.description.maxLength}
            {...field}
            value={field.value ?? ''}
          />
        )}
      </FormField>
      <FormField control={control} name="logoImageUrl">
        {(field) => (
          <TextField label="Logo image URL" type="url" inputMode="url" {...field} value={field.value ?? ''} />
        )}
      </FormField>
      <FormField control={control} name="categories">
        {(field) => {
          const chosen = field.value ?? [];
          return (
            <Fieldset>
              <Legend>Categories</Legend>
              {categories === undefined ? (
                <Subdued>{categoriesError ?? 'Loading the categories…'}</Subdued>
              ) : categories.length === 0 ? (
                <Subdued>No categories</Subdued>
              ) : (
                <Row>
                  {categories.map((category) => (
                    <Checkbox
                      key={category.categoryID}
                      isSelected={chosen.some((entry) => entry.categoryID === category.categoryID)}
                      onChange={(isSelected) => {
                        field.onChange(
                          isSelected
                            ? [...chosen, category]
                            : chosen.filter((entry) => entry.categoryID !== category.categoryID),
                        );
                      }}
                    >
                      {category.name}
                    </Checkbox>
                  ))}
                </Row>
              )}
            </Fieldset>
          );
        }}
      </FormField>
      <AddressFields form={form} prefix="address." />
      <Fieldset>
        <Legend>Manager</Legend>
        <Unavailable reason="Store-specific managers are not available yet">
          <Button>Set manager</Button>
        </Unavailable>
      </Fieldset>
    </>
  );
}
