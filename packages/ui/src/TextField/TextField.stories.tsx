import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Store name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'password', 'url'] },
    description: { control: 'text' },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await userEvent.type(input, 'Bean There');
    await expect(input).toHaveValue('Bean There');
    await expect(args.onChange).toHaveBeenLastCalledWith('Bean There');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    description: 'As customers see it in the app',
    placeholder: 'Unnamed store',
    maxLength: 200,
    showCharacterCount: true,
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
  },
};

export const WithDescription: Story = {
  args: { label: 'Postcode', description: '2 to 9 letters, digits or spaces', autoComplete: 'postal-code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      '2 to 9 letters, digits or spaces',
    );
  },
};

// The phone number's validation message.
export const Invalid: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    defaultValue: '0151 000',
    errorMessage: 'Invalid phone number format',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Invalid phone number format');
    await expect(canvas.getByText('Invalid phone number format')).toBeVisible();
  },
};

export const Required: Story = {
  args: { label: 'Address line 1', isRequired: true, autoComplete: 'address-line1' },
  play: async ({ canvas }) => {
    // The marker shows, but is not part of the name: screen readers hear "required" instead.
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Bean There', isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Bean There', isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('Bean There');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

// Every text field of the address form takes at most 200 characters.
export const CharacterCount: Story = {
  args: { label: 'City', maxLength: 20, showCharacterCount: true, defaultValue: 'Liverpool' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(canvas.getByText('9/20')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('9 of 20 characters');
    await userEvent.clear(input);
    await userEvent.type(input, 'Newcastle upon Tyne and Wear');
    // Typing stops at the limit.
    await expect(input).toHaveValue('Newcastle upon Tyne ');
    await expect(canvas.getByText('20/20')).toHaveAttribute('aria-hidden', 'true');
    await expect(input).toHaveAccessibleDescription('20 of 20 characters');
  },
};

export const WithPrefixAndSuffix: Story = {
  args: { label: 'Website', type: 'url', prefix: 'https://', suffix: '/menu', placeholder: 'example.com' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Website' });
    await expect(canvas.getByText('https://')).toBeVisible();
    await expect(canvas.getByText('/menu')).toBeVisible();
    await userEvent.type(input, 'beanthere.co.uk');
    await expect(args.onChange).toHaveBeenLastCalledWith('beanthere.co.uk');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret');
    await expect(input).toHaveValue('secret');
  },
};
