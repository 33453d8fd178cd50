import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { Button } from '../Button';
import { Radio, RadioGroup } from './RadioGroup';

const titleOptions = [
  <Radio key="Mr" value="Mr">
    Mr
  </Radio>,
  <Radio key="Ms" value="Ms">
    Ms
  </Radio>,
  <Radio key="Mrs" value="Mrs">
    Mrs
  </Radio>,
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Title',
    children: titleOptions,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Title' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Ms' }));
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Ms');
    // The label selects too.
    await userEvent.click(canvas.getByText('Mrs'));
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Ms' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Mrs');
  },
};

export const Playground: Story = {
  args: {
    description: 'As on official letters.',
    errorMessage: '',
    orientation: 'vertical',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
  },
};

export const Selected: Story = {
  args: { defaultValue: 'Mrs' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    await expect(canvas.getByText('Mrs').closest('[data-component="Radio"]')).toHaveAttribute('data-selected', 'true');
    // Clicking the selected radio again changes nothing.
    await userEvent.click(canvas.getByRole('radio', { name: 'Mrs' }));
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: 'As on official letters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Title' })).toHaveAccessibleDescription(
      'As on official letters.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Required', isRequired: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Title' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Required');
    await expect(group).toHaveAttribute('aria-errormessage', canvas.getByText('Required').id);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mr' }));
    await expect(args.onChange).toHaveBeenCalledWith('Mr');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The marker is shown but is not part of the name: the group is announced as required.
    const group = canvas.getByRole('radiogroup', { name: 'Title' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Mr' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Ms'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Mr' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    children: [
      <Radio key="Mr" value="Mr">
        Mr
      </Radio>,
      <Radio key="Ms" value="Ms" isDisabled>
        Ms
      </Radio>,
      <Radio key="Mrs" value="Mrs">
        Mrs
      </Radio>,
    ],
    defaultValue: 'Mr',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toBeDisabled();
    // The arrow keys skip it.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Mr' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Mrs');
    await expect(args.onChange).not.toHaveBeenCalledWith('Ms');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Ms' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Title' });
    await expect(group).toHaveAttribute('aria-readonly', 'true');
    // Focusable and readable, but the arrow keys do not change it.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toBeChecked();
    // Nor does a click.
    await userEvent.click(canvas.getByText('Mrs'));
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Title' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const mr = canvas.getByText('Mr').getBoundingClientRect();
    const ms = canvas.getByText('Ms').getBoundingClientRect();
    await expect(ms.left).toBeGreaterThan(mr.right);
    await expect(ms.top).toBe(mr.top);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    // One tab stop: Tab enters on the first radio when none is selected.
    await userEvent.tab();
    const mr = canvas.getByRole('radio', { name: 'Mr' });
    await expect(mr).toHaveFocus();
    await expect(canvas.getByText('Mr').closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(mr).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Mr');
    // The arrow keys move and select, and wrap around.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('Ms');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(mr).toHaveFocus();
    await expect(mr).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Mrs');
    // Tab leaves the group.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Mrs' })).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

const userTitleSchema = z.object({
  title: z.nullable(z.enum(['Mr', 'Ms', 'Mrs'])).check(z.refine((title) => title !== null, { error: 'Required' })),
});
type UserTitleValues = z.input<typeof userTitleSchema>;

const saveUser = fn<(values: UserTitleValues) => void>();

function UserTitleForm() {
  const { control, handleSubmit } = useForm<UserTitleValues>({
    resolver: zodResolver(userTitleSchema),
    defaultValues: { title: null },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void handleSubmit((values) => {
          saveUser(values);
        })(event);
      }}
      style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
    >
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Title"
            orientation="horizontal"
            isRequired
            errorMessage={fieldState.error?.message}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          >
            {titleOptions}
          </RadioGroup>
        )}
      />
      <Button type="submit" variant="primary">
        Save changes
      </Button>
    </form>
  );
}

/**
 * The user form's title (required; Mr, Ms or Mrs), bound with a react-hook-form `Controller`:
 * saving without a title shows Required and focuses the group.
 */
export const UserTitle: Story = {
  render: () => <UserTitleForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const group = canvas.getByRole('radiogroup', { name: 'Title' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Required'));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radio', { name: 'Mr' })).toHaveFocus();
    await expect(saveUser).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ms' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saveUser).toHaveBeenCalledWith({ title: 'Ms' }));
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};
