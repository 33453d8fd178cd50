import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Widget } from '../Widget';
import { RankedList } from './RankedList';

/** The example's values: stamps, grouped as in en-GB ('1 stamp', '2,310 stamps'). */
const numberFormat = new Intl.NumberFormat('en-GB');
function formatStamps(value: number): string {
  return `${numberFormat.format(value)} ${value === 1 ? 'stamp' : 'stamps'}`;
}

const topCards = [
  { id: 1, title: 'Coffee Card', value: 2310 },
  { id: 2, title: 'Lunch Card', value: 1204 },
  { id: 3, title: 'Cake Card', value: 391 },
  { id: 4, title: 'Smoothie Card', value: 1 },
];

const meta = {
  tags: ['reflow'],
  title: 'Insights/RankedList',
  component: RankedList,
  args: { items: topCards.slice(0, 3), formatValue: formatStamps, emptyText: 'No cards data available' },
  argTypes: {
    formatValue: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RankedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '1Coffee Card2,310 stamps',
      '2Lunch Card1,204 stamps',
      '3Cake Card391 stamps',
    ]);
    await expect(canvas.queryByText(/Store has/)).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { emptyText: 'No cards data available', label: 'Top cards' },
};

/** The Top Cards widget: each card's title and its stamps, best first. */
export const TopCards: Story = {
  args: { items: topCards },
  render: (args) => (
    <Widget title="Top Cards">
      <RankedList {...args} />
    </Widget>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Top Cards' });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const [first, , , last] = items;
    await expect(first).toHaveTextContent('1Coffee Card2,310 stamps');
    await expect(last).toHaveTextContent('4Smoothie Card1 stamp');
    await expect(within(region).getByText('Coffee Card')).toBeVisible();
    await expect(within(region).queryByText(/Store has/)).not.toBeInTheDocument();
  },
};

/** A hint under a short ranking, describing the list: here, how many cards the store has. */
export const FewerThanThree: Story = {
  args: { items: topCards.slice(0, 2), hint: 'Store has 2 card(s)' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Store has 2 card(s)')).toBeVisible();
    await expect(list).toHaveAccessibleDescription('Store has 2 card(s)');
  },
};

/** No items: only the empty text, without the hint. */
export const Empty: Story = {
  args: { items: [], hint: 'Store has 0 card(s)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No cards data available')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Store has/)).not.toBeInTheDocument();
  },
};

export const LongTitles: Story = {
  args: {
    items: [
      { id: 1, title: 'The Great Big Neighbourhood Coffee Loyalty Card For Regulars', value: 123456 },
      { id: 2, title: 'Lunch', value: 98 },
      { id: 3, title: 'Cake', value: 7 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123,456 stamps')).toBeVisible();
    await expect(canvas.getByText('The Great Big Neighbourhood Coffee Loyalty Card For Regulars')).toBeVisible();
  },
};
