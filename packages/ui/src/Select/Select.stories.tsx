import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const views = [
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This Week' },
  { value: 'last_week', label: 'Last Week' },
  { value: 'lifetime', label: 'Lifetime Users' },
];

const meta = {
  tags: ['reflow'],
  title: 'Forms/Select',
  component: Select,
  args: { label: 'View', options: views, onChange: fn(), onBlur: fn() },
  argTypes: {
    value: { control: 'select', options: views.map((view) => view.value) },
    defaultValue: { control: 'select', options: views.map((view) => view.value) },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'View' });
    await expect(select).toHaveValue('today');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Today',
      'This Week',
      'Last Week',
      'Lifetime Users',
    ]);
  },
};

export const Playground: Story = {
  args: { isLabelHidden: false, isDisabled: false, defaultValue: 'this_week' },
};

/** Tab reaches it, the platform's picker chooses, Tab leaves and reports the blur. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'View' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // Synthetic key events do not drive a native picker: choose as the picker would, with focus on the select.
    await userEvent.selectOptions(select, 'Last Week');
    await expect(select).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('last_week');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Controlled by its owner (a query parameter), which learns each choice. */
export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [view, setView] = useState('this_week');
    return (
      <>
        <Select
          {...args}
          value={view}
          onChange={(next) => {
            setView(next);
            args.onChange?.(next);
          }}
        />
        <output aria-label="View chosen">{view}</output>
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'View' });
    await expect(select).toHaveValue('this_week');
    await userEvent.selectOptions(select, 'Lifetime Users');
    await expect(args.onChange).toHaveBeenLastCalledWith('lifetime');
    await expect(canvas.getByRole('status', { name: 'View chosen' })).toHaveTextContent('lifetime');
  },
};

/** In a widget's header, beside its title: the label for assistive technology only. */
export const HiddenLabel: Story = {
  args: { label: 'Signed up users view', isLabelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Signed up users view' })).toBeVisible();
    await expect(canvas.getByText('Signed up users view')).toHaveAttribute('data-hidden');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'View' });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};
