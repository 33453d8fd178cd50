import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'Include locked customers',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include locked customers' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Include locked customers'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: {
    description: 'Shows customers whose account is locked.',
    errorMessage: '',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
    isIndeterminate: false,
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include locked customers' });
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByText('Include locked customers').closest('[data-component="Checkbox"]')).toHaveAttribute(
      'data-selected',
      'true',
    );
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: { description: 'Shows customers whose account is locked.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Include locked customers' })).toHaveAccessibleDescription(
      'Shows customers whose account is locked.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'I confirm the store details are correct',
    description: 'Required before the store goes live.',
    errorMessage: 'Please confirm the store details.',
    isRequired: true,
  },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I confirm the store details are correct' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleErrorMessage('Please confirm the store details.');
    await expect(checkbox).toHaveAccessibleDescription(
      'Required before the store goes live. Please confirm the store details.',
    );
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Required: Story = {
  args: { label: 'I confirm the store details are correct', isRequired: true },
  play: async ({ canvas }) => {
    // The marker is shown but is not part of the name: the checkbox is announced as required.
    const checkbox = canvas.getByRole('checkbox', { name: 'I confirm the store details are correct' });
    await expect(checkbox).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include locked customers' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Include locked customers'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include locked customers' });
    await expect(checkbox).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('Include locked customers'));
    await expect(checkbox).toBeChecked();
    // Still focusable and readable, but Space does not change it either.
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all stores', isIndeterminate: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Select all stores' });
    await expect(checkbox).toBePartiallyChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include locked customers' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(canvas.getByText('Include locked customers').closest('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

interface ReportFilterValues {
  includeLockedCustomers: boolean;
}

function ReportFilterForm({ onApply }: { onApply: (values: ReportFilterValues) => void }) {
  const { control, handleSubmit } = useForm<ReportFilterValues>({ defaultValues: { includeLockedCustomers: false } });
  return (
    <form
      onSubmit={(event) => {
        void handleSubmit((values) => {
          onApply(values);
        })(event);
      }}
      style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
    >
      <Controller
        control={control}
        name="includeLockedCustomers"
        render={({ field }) => (
          <Checkbox
            label="Include locked customers"
            name={field.name}
            isSelected={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Button type="submit" variant="primary">
        Apply filters
      </Button>
    </form>
  );
}

/** A boolean report parameter is a checkbox, bound with a react-hook-form `Controller`. */
const applyFilters = fn<(values: ReportFilterValues) => void>();

export const ReportFilter: Story = {
  render: () => <ReportFilterForm onApply={applyFilters} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include locked customers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(applyFilters).toHaveBeenCalledWith({ includeLockedCustomers: true }));
  },
};
