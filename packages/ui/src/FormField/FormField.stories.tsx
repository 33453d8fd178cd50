import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExampleFormFields, noSpacesText, type ExampleFormFieldsProps } from './FormField.examples';

const meta = {
  tags: ['reflow'],
  title: 'Forms/FormField',
  component: ExampleFormFields,
  args: { onSubmit: fn() },
  argTypes: {
    onSubmit: { table: { disable: true } },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<ExampleFormFieldsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kit fields bound to the form: what is typed is what the form saves. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Front door');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), '04A224B2C35E80');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'By the till');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { name: 'Front door', serialNumber: '04A224B2C35E80', note: 'By the till' },
        expect.anything(),
      ),
    );
  },
};

export const Playground: Story = {};

/**
 * Saving with required fields empty shows each field's message under it, marks it invalid and
 * focuses the first (the binding passes the field's ref); a rule of the field's own shows its message
 * once the field is left, and goes once the value is fixed.
 */
export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const serialNumber = canvas.getByRole('textbox', { name: 'Serial number' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Required');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(serialNumber).toHaveAccessibleDescription('Required');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, 'Front door');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(serialNumber, '04A2 24B2');
    await waitFor(() => expect(serialNumber).toHaveAccessibleDescription(noSpacesText));
  },
};

/** Disabled fields: the binding leaves the kit field's own props in charge. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
};
