import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TimespanSelect } from './TimespanSelect';
import { timespans, type Timespan } from './timespans';

const meta = {
  tags: ['reflow'],
  title: 'Insights/TimespanSelect',
  component: TimespanSelect,
  args: { onChange: fn(), onBlur: fn() },
  argTypes: {
    value: { control: 'select', options: timespans.map((timespan) => timespan.key) },
    defaultValue: { control: 'select', options: timespans.map((timespan) => timespan.key) },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimespanSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Timespan' });
    await expect(select).toHaveValue('all_time');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Week to date',
      'Last week',
      'Month to date',
      'Last month',
      'Year to date',
      'Last year',
      'All time',
    ]);
  },
};

export const Playground: Story = {
  args: { label: 'Timespan', isLabelHidden: false, isDisabled: false, defaultValue: 'all_time' },
};

export const ChangingValue: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Timespan' });
    await userEvent.selectOptions(select, 'Year to date');
    await expect(args.onChange).toHaveBeenLastCalledWith('year_to_date');
    await expect(select).toHaveValue('year_to_date');
    await userEvent.selectOptions(select, 'Last week');
    await expect(args.onChange).toHaveBeenLastCalledWith('last_week');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Tab reaches it, the platform's picker chooses (arrows, Enter), Tab leaves and reports the blur. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Timespan' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // Synthetic key events do not drive a native picker: choose as the picker would, with focus on the select.
    await userEvent.selectOptions(select, 'Last month');
    await expect(select).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('last_month');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Controlled by the `topCardsTimespan` query parameter, as on the Insights page. */
export const Controlled: Story = {
  render: function ControlledTimespan(args) {
    const [timespan, setTimespan] = useState<Timespan>('last_year');
    return (
      <>
        <TimespanSelect
          {...args}
          value={timespan}
          onChange={(next) => {
            setTimespan(next);
            args.onChange?.(next);
          }}
        />
        <output aria-label="topCardsTimespan">{timespan}</output>
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Timespan' });
    await expect(select).toHaveValue('last_year');
    await userEvent.selectOptions(select, 'Week to date');
    await expect(args.onChange).toHaveBeenLastCalledWith('week_to_date');
    await expect(canvas.getByRole('status', { name: 'topCardsTimespan' })).toHaveTextContent('week_to_date');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Top cards timespan', isLabelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Top cards timespan' })).toBeVisible();
    await expect(canvas.getByText('Top cards timespan')).toHaveAttribute('data-hidden');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Timespan' });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

/** The five main timespans, without the month ones. */
export const FewerOptions: Story = {
  args: { options: ['week_to_date', 'last_week', 'year_to_date', 'last_year', 'all_time'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await expect(canvas.queryByRole('option', { name: 'Month to date' })).not.toBeInTheDocument();
  },
};
