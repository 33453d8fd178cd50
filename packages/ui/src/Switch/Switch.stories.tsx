import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, switchSavingText } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: {
    label: 'Test mode',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The label turns it too.
    await userEvent.click(canvas.getByText('Test mode'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: {
    description: 'The store goes offline for customers.',
    errorMessage: '',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('Test mode').closest('[data-component="Switch"]')).toHaveAttribute(
      'data-selected',
      'true',
    );
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: { description: 'The store goes offline for customers.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Test mode' })).toHaveAccessibleDescription(
      'The store goes offline for customers.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'External store',
    description: 'Needs an external ID and a provider.',
    errorMessage: 'Enter the external ID and choose a provider first.',
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'External store' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleErrorMessage('Enter the external ID and choose a provider first.');
    await expect(toggle).toHaveAccessibleDescription(
      'Needs an external ID and a provider. Enter the external ID and choose a provider first.',
    );
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The marker is shown but is not part of the name: the switch is announced as required.
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await expect(toggle).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Store lock is under development: its switch is shown, disabled. */
export const Disabled: Story = {
  args: { label: 'Lock store', isDisabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Lock store' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Lock store'), { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('Test mode'));
    await expect(toggle).toBeChecked();
    // Still focusable and readable, but Space does not turn it either.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByText('Test mode').closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/**
 * The business Lock setting. Turning it on first asks for confirmation, so the page controls the
 * switch: it reports the wish with `onChange` and stays off until the page patches isLocked.
 */
export const BusinessLock: Story = {
  args: { label: 'Lock', isSelected: false },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Lock' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).not.toBeChecked();
  },
};

/** The store Test mode setting: on means the store is offline for customers. */
export const StoreTestMode: Story = {
  args: { label: 'Test mode', description: 'The store goes offline for customers.' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Its change is being saved: a spinner turns in the thumb, it says so, and it cannot be turned again. */
export const Pending: Story = {
  args: { isSelected: false, isPending: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await expect(canvas.getByRole('status')).toHaveTextContent(switchSavingText);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      canvas.getByText('Test mode').closest('[data-component="Switch"]')?.querySelector('[data-part="pending"]'),
    ).not.toBeNull();
  },
};
