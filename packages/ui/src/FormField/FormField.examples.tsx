/*
 * An example rendered by both the stories and the unit tests (one source for both): a small
 * react-hook-form form whose kit fields are bound with `FormField`, validated by the fields' own
 * rules (a form on `useZodForm` binds the same way, its schema validating instead). Not part of
 * the public API.
 */
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { messages } from '../validation';
import { FormField } from './FormField';

const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 360px;
  max-width: 100%;
`;

export interface DeviceFormData {
  name: string;
  serialNumber: string;
  note: string | null;
}

/** The rule the serial number has on top of the schema's: no spaces. */
export const noSpacesText = 'Type the serial number without spaces';

export interface ExampleFormFieldsProps {
  /** Called with the parsed values when a valid form is saved. */
  onSubmit: (data: DeviceFormData) => void;
  /** Whether the fields are disabled. */
  isDisabled?: boolean;
}

/** A form whose kit fields are bound to react-hook-form with `FormField`. */
export function ExampleFormFields({ onSubmit, isDisabled = false }: ExampleFormFieldsProps) {
  const form = useForm<DeviceFormData>({
    mode: 'onTouched',
    defaultValues: { name: '', serialNumber: '', note: null },
  });
  const required = messages.required();
  return (
    <FormRoot
      aria-label="Device"
      noValidate
      onSubmit={(event) => {
        void form.handleSubmit(onSubmit)(event);
      }}
    >
      <FormField control={form.control} name="name" rules={{ required }}>
        {(field) => <TextField {...field} label="Name" isRequired isDisabled={isDisabled} />}
      </FormField>
      <FormField
        control={form.control}
        name="serialNumber"
        rules={{ required, validate: (value) => (value.includes(' ') ? noSpacesText : true) }}
      >
        {(field) => <TextField {...field} label="Serial number" isRequired isDisabled={isDisabled} />}
      </FormField>
      <FormField control={form.control} name="note">
        {(field) => <TextArea {...field} value={field.value ?? ''} label="Note" rows={2} isDisabled={isDisabled} />}
      </FormField>
      <Button type="submit" variant="primary" isDisabled={isDisabled}>
        Save
      </Button>
    </FormRoot>
  );
}
