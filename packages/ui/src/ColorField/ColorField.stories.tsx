import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { ColorField } from './ColorField';

const invalidMessage = 'Invalid colour: use a hex value like #3E4AD8';

// The card builder's colours (a card's background colour defaults to #3E4AD8).
const meta = {
  title: 'Forms/ColorField',
  component: ColorField,
  args: { label: 'Background Colour', defaultValue: '#3E4AD8', onChange: fn(), onBlur: fn() },
  argTypes: { description: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Background Colour' });
    await expect(input).toHaveValue('#3E4AD8');
    await expect(canvas.getByLabelText('Pick Background Colour')).toHaveValue('#3e4ad8');
    await userEvent.clear(input);
    await userEvent.type(input, '#FFFFFF');
    await expect(args.onChange).toHaveBeenLastCalledWith('#FFFFFF');
  },
};

export const Playground: Story = {
  args: { description: 'Behind the whole card', placeholder: '#RRGGBB', isDisabled: false, isReadOnly: false },
};

export const WithDescription: Story = {
  args: { label: 'Card in List Colour', defaultValue: '', description: 'Visible in the customer app' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Card in List Colour' })).toHaveAccessibleDescription(
      'Visible in the customer app',
    );
    // No colour yet: the swatch shows a struck-through square, not the native black.
    await expect(canvas.getByLabelText('Pick Card in List Colour')).toHaveAttribute('data-empty');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '', errorMessage: 'Required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Background Colour' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Required');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Background Colour' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Background Colour' })).toBeDisabled();
    await expect(canvas.getByLabelText('Pick Background Colour')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Background Colour' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}0');
    await expect(input).toHaveValue('#3E4AD8');
    await expect(canvas.getByLabelText('Pick Background Colour')).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypingUpdatesSwatch: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Background Colour' });
    const swatch = canvas.getByLabelText('Pick Background Colour');
    await userEvent.clear(input);
    // Lower case is fine; the colour applies as soon as it is complete, in upper case.
    await userEvent.type(input, '#ff8800');
    await expect(args.onChange).toHaveBeenLastCalledWith('#FF8800');
    await expect(swatch).toHaveValue('#ff8800');
    // The short form is expanded on leaving the field.
    await userEvent.clear(input);
    await userEvent.type(input, '#0a0');
    await userEvent.tab();
    await expect(input).toHaveValue('#00AA00');
    await expect(swatch).toHaveValue('#00aa00');
    await expect(args.onChange).toHaveBeenLastCalledWith('#00AA00');
  },
};

export const InvalidHex: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Background Colour' });
    const swatch = canvas.getByLabelText('Pick Background Colour');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('');
    await userEvent.type(input, '#3E4AZ8');
    // No message while typing; on leaving the field the message shows and the text stays.
    await expect(input).not.toBeInvalid();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage(invalidMessage);
    await expect(canvas.getByText(invalidMessage)).toBeVisible();
    await expect(input).toHaveValue('#3E4AZ8');
    // Nothing handed out since the field was emptied.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Corrected, the message goes and the colour applies.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowLeft}{Backspace}D');
    await expect(input).toHaveValue('#3E4AD8');
    await expect(input).not.toBeInvalid();
    await expect(args.onChange).toHaveBeenLastCalledWith('#3E4AD8');
    await expect(swatch).toHaveValue('#3e4ad8');
  },
};

export const NativePicker: Story = {
  play: async ({ args, canvas }) => {
    const picker = canvas.getByLabelText('Pick Background Colour');
    await expect(picker).toHaveAttribute('type', 'color');
    // Reached by Tab after the text; the browser's own dialog cannot be driven, so set its value.
    await userEvent.tab();
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await fireEvent.input(picker, { target: { value: '#aaaaaa' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('#AAAAAA');
    await expect(canvas.getByRole('textbox', { name: 'Background Colour' })).toHaveValue('#AAAAAA');
  },
};
