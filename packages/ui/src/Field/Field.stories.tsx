import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Field } from './Field';
import { inputStyles } from './Field.styles';
import { useField } from './useField';

const Input = styled.input`
  ${inputStyles}
`;

interface ExampleProps {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  defaultValue?: string;
}

/** A plain input in the frame: how every field of the kit is labelled and described. */
function ExampleField({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  defaultValue,
}: ExampleProps) {
  const field = useField({ hasDescription: description !== undefined, errorMessage, isRequired });
  return (
    <Field field={field} label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
      <Input
        {...field.controlProps}
        defaultValue={defaultValue}
        required={isRequired}
        disabled={isDisabled}
        readOnly={isReadOnly}
      />
    </Field>
  );
}

const meta = {
  title: 'Forms/Field',
  component: ExampleField,
  args: { label: 'First name' },
} satisfies Meta<typeof ExampleField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { description: 'As it appears on the customer’s card', isRequired: false, isDisabled: false },
};

export const WithDescription: Story = {
  args: { label: 'Postcode', description: '2 to 9 letters, digits or spaces' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      '2 to 9 letters, digits or spaces',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'Postcode', defaultValue: 'L1 8JQ!!!', errorMessage: 'Invalid postcode format' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Invalid postcode format');
  },
};

export const Required: Story = {
  args: { label: 'Surname', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Surname' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Ada', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Ada', isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
  },
};

export const LabelHidden: Story = {
  render: (args) => {
    const field = useField();
    return (
      <Field field={field} label={args.label} isLabelHidden>
        <Input {...field.controlProps} placeholder="Category" />
      </Field>
    );
  },
  args: { label: 'Filter by category' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Filter by category' })).toBeInTheDocument();
    const label = canvas.getByText('Filter by category');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
