import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailsCard } from './DetailsCard';

const meta = {
  tags: ['reflow'],
  title: 'App/Components/DetailsCard',
  component: DetailsCard,
  args: { title: 'Stores' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries under the heading, with an action beside it. */
export const WithEntries: Story = {
  args: {
    action: <a href="#stores">Details</a>,
    children: (
      <ul>
        <li>Bold Street</li>
        <li>Albert Dock</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Stores' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(card).getByRole('link', { name: 'Details' })).toBeVisible();
  },
};

/** Nothing to list: the card's own empty text. */
export const Empty: Story = {
  args: { isEmpty: true, emptyText: 'No stores', children: <p>hidden</p> },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Stores' });
    await expect(within(card).getByText('No stores')).toBeVisible();
    await expect(within(card).queryByText('hidden')).not.toBeInTheDocument();
  },
};
