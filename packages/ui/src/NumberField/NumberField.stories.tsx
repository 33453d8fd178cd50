import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

// The card builder's px fields (a card's corner radius defaults to 50).
const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Corner Radius', unit: 'px', minValue: 0, onChange: fn(), onBlur: fn() },
  argTypes: { description: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 50 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Corner Radius' });
    await expect(input).toHaveValue('50');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '24');
    // Numbers, not text.
    await expect(args.onChange).toHaveBeenLastCalledWith(24);
    await expect(input).toHaveAttribute('aria-valuenow', '24');
  },
};

export const Playground: Story = {
  args: { defaultValue: 50, maxValue: 250, step: 1, allowsDecimals: false, isDisabled: false, isReadOnly: false },
};

export const WithDescription: Story = {
  args: { label: 'Font Size', defaultValue: 25, description: 'Of the description text' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Font Size' })).toHaveAccessibleDescription(
      'px Of the description text',
    );
  },
};

// The default number message, naming the bounds.
export const Invalid: Story = {
  args: { label: 'Number of Stamps', unit: undefined, defaultValue: 0, errorMessage: 'Invalid number: 1 to 30' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Number of Stamps' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Invalid number: 1 to 30');
  },
};

export const Required: Story = {
  args: { label: 'Number of Stamps', unit: undefined, isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Stamps' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 50, isDisabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Corner Radius' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 50, isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Corner Radius' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}1');
    await expect(input).toHaveValue('50');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RejectsLetters: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Corner Radius' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    // Letters, signs, spaces and a decimal point are not taken; digits are.
    await userEvent.type(input, '1x2 e-.5px');
    await expect(input).toHaveValue('125');
    await expect(args.onChange).toHaveBeenLastCalledWith(125);
    await userEvent.paste('abc');
    await expect(input).toHaveValue('125');
  },
};

export const ArrowKeys: Story = {
  args: { label: 'Icon Size', defaultValue: 28, maxValue: 30, step: 1 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Icon Size' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('29');
    await expect(args.onChange).toHaveBeenLastCalledWith(29);
    // Not past the maximum.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('30');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('29');
    // PageDown takes ten steps, not below the minimum.
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}');
    await expect(input).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const WithUnit: Story = {
  args: { label: 'Height', defaultValue: 70 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Height' });
    // Shown in the box, and read with the field.
    const unit = canvas.getByText('px');
    await expect(unit).toBeVisible();
    await expect(input).toHaveAccessibleDescription('px');
    // The text stays the number alone.
    await expect(input).toHaveValue('70');
  },
};

export const KeepsWithinBounds: Story = {
  args: { label: 'Stamps per Row', unit: undefined, minValue: 1, maxValue: 5 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Stamps per Row' });
    await userEvent.type(input, '9');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

// Latitude, -90 to 90, with decimals.
export const Decimals: Story = {
  args: { label: 'Latitude', unit: '°', minValue: -90, maxValue: 90, step: 0.1, allowsDecimals: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Latitude' });
    await userEvent.type(input, '-53.4');
    await expect(args.onChange).toHaveBeenLastCalledWith(-53.4);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('-53.3');
    await expect(args.onChange).toHaveBeenLastCalledWith(-53.3);
  },
};
