import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KpiGroup } from '../KpiGroup';
import { RankedList } from '../RankedList';
import { TimespanSelect, type Timespan } from '../TimespanSelect';
import { Widget } from './Widget';

const signedUpUsers = [
  { label: 'Today', value: 12 },
  { label: 'This Week', value: 86 },
  { label: 'Last Week', value: 104 },
  { label: 'Lifetime Users', value: 1234 },
];

const meta = {
  tags: ['reflow'],
  title: 'Insights/Widget',
  component: Widget,
  args: {
    title: 'Signed up Users',
    children: <KpiGroup items={signedUpUsers} columns={2} />,
    onRetry: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    emptyText: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
    actions: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Signed up Users' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Signed up Users' })).toBeVisible();
    await expect(within(region).getByText('1,234')).toBeVisible();
    await expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    headingLevel: 2,
    isLoading: false,
    isEmpty: false,
    emptyText: 'No data',
    error: '',
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Signed up Users' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-component="LoadingOverlay"]')).toHaveAttribute('aria-busy', 'true');
    // What was on screen stays, faded and out of reach.
    await expect(canvas.getByText('1,234')).toBeVisible();
    await expect(canvas.getByText('1,234').closest('[inert]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Signed up Users' });
    await expect(within(region).getByText('No data')).toBeVisible();
    await expect(within(region).queryByText('1,234')).not.toBeInTheDocument();
  },
};

/** Each Insights widget has its own empty text. */
export const EmptyDevices: Story = {
  args: { title: 'Devices OS', isEmpty: true, emptyText: 'No device data available' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Devices OS' });
    await expect(within(region).getByText('No device data available')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'The server did not answer.' },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Signed up Users' });
    const alert = within(region).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 3, name: 'Could not load' })).toBeVisible();
    await expect(alert).toHaveTextContent('The server did not answer.');
    await expect(within(region).queryByText('1,234')).not.toBeInTheDocument();

    // From the keyboard: Retry is the first stop.
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** A retry under way: the overlay covers the error, so Retry cannot be pressed twice. */
export const Retrying: Story = {
  args: { error: 'The server did not answer.', isLoading: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Signed up Users' })).toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(retry).not.toHaveFocus();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

const topCardsByTimespan: Record<Timespan, { id: number; title: string; value: number }[]> = {
  week_to_date: [
    { id: 1, title: 'Coffee Card', value: 48 },
    { id: 2, title: 'Lunch Card', value: 17 },
  ],
  last_week: [
    { id: 1, title: 'Coffee Card', value: 61 },
    { id: 2, title: 'Lunch Card', value: 22 },
    { id: 3, title: 'Cake Card', value: 4 },
  ],
  month_to_date: [],
  last_month: [],
  year_to_date: [],
  last_year: [],
  all_time: [
    { id: 1, title: 'Coffee Card', value: 2310 },
    { id: 2, title: 'Lunch Card', value: 1204 },
    { id: 3, title: 'Cake Card', value: 391 },
  ],
};

/** Spies on the header selector of the Top Cards example. */
const onTimespanChange = fn();

function TopCardsWidget() {
  const [timespan, setTimespan] = useState<Timespan>('all_time');
  const cards = topCardsByTimespan[timespan];
  return (
    <Widget
      title="Top Cards"
      isEmpty={cards.length === 0}
      emptyText="No cards data available"
      actions={
        <TimespanSelect
          label="Top cards timespan"
          isLabelHidden
          value={timespan}
          onChange={(next) => {
            setTimespan(next);
            onTimespanChange(next);
          }}
        />
      }
    >
      <RankedList
        items={cards}
        emptyText="No cards data available"
        hint={cards.length > 0 && cards.length < 3 ? `Store has ${cards.length} card(s)` : null}
      />
    </Widget>
  );
}

/** A selector in the header (Top Cards): changing it changes the content. */
export const WithActions: Story = {
  render: () => <TopCardsWidget />,
  play: async ({ canvas }) => {
    onTimespanChange.mockClear();
    const region = canvas.getByRole('region', { name: 'Top Cards' });
    const select = within(region).getByRole('combobox', { name: 'Top cards timespan' });
    await expect(select).toHaveValue('all_time');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Week to date');
    await expect(onTimespanChange).toHaveBeenLastCalledWith('week_to_date');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(region).getByText('Store has 2 card(s)')).toBeVisible();

    await userEvent.selectOptions(select, 'Last month');
    await expect(onTimespanChange).toHaveBeenLastCalledWith('last_month');
    await expect(within(region).getByText('No cards data available')).toBeVisible();
  },
};
