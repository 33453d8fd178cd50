import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KpiGroup } from './KpiGroup';

/** The tiles as assistive technology reads them: "label: value" per tile. */
function readTiles(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll('[data-component="KpiGroup.Tile"]'), (tile) => {
    const term = within(tile as HTMLElement).getByRole('term');
    const [value] = within(tile as HTMLElement).getAllByRole('definition');
    return `${term.textContent}: ${value?.textContent ?? ''}`;
  });
}

const signedUpUsers = [
  { label: 'Today', value: 12 },
  { label: 'This Week', value: 86 },
  { label: 'Last Week', value: 104 },
  { label: 'Lifetime Users', value: 1234 },
];

const rewards = [
  { label: 'Issued Today', value: 3 },
  { label: 'Redemptions Today', value: 1 },
  { label: 'Issued This Week', value: 27 },
  { label: 'Redemptions This Week', value: 14 },
  { label: 'Issued All Time', value: 5820 },
  { label: 'Redemptions All Time', value: 4391 },
];

const meta = {
  tags: ['reflow'],
  title: 'Insights/KpiGroup',
  component: KpiGroup,
  args: { items: signedUpUsers },
  argTypes: {
    columns: { control: 'inline-radio', options: [undefined, 1, 2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KpiGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(readTiles(canvasElement)).toEqual([
      'Today: 12',
      'This Week: 86',
      'Last Week: 104',
      'Lifetime Users: 1,234',
    ]);
  },
};

export const Playground: Story = {
  args: { isLoading: false, loadingText: 'Loading', missingValueText: 'No data' },
};

/** The Signed up Users widget's tiles: Today, This Week, Last Week and Lifetime Users. */
export const SignedUpUsers: Story = {
  args: {
    columns: 2,
    items: [
      { label: 'Today', value: 12 },
      { label: 'This Week', value: 86, hint: 'Since Monday' },
      { label: 'Last Week', value: 104 },
      { label: 'Lifetime Users', value: 12345 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(readTiles(canvasElement)).toEqual([
      'Today: 12',
      'This Week: 86',
      'Last Week: 104',
      'Lifetime Users: 12,345',
    ]);
    await expect(canvas.getByText('Since Monday')).toBeVisible();
  },
};

/** One tile stands out: the period a selector beside the group chose (This Week). */
export const Highlighted: Story = {
  args: {
    columns: 2,
    items: [
      { id: 'today', label: 'Today', value: 12 },
      { id: 'this_week', label: 'This Week', value: 86, hint: 'Since Monday' },
      { id: 'last_week', label: 'Last Week', value: 104 },
      { id: 'lifetime', label: 'Lifetime Users', value: 12345 },
    ],
    highlightedId: 'this_week',
  },
  play: async ({ canvasElement }) => {
    const highlighted = canvasElement.querySelectorAll<HTMLElement>('[data-component="KpiGroup.Tile"][aria-current]');
    await expect(highlighted).toHaveLength(1);
    await expect(highlighted[0]).toHaveAttribute('aria-current', 'true');
    await expect(highlighted[0]).toHaveTextContent('This Week86Since Monday');
  },
};

/** The reward KPIs, issued and redeemed side by side. */
export const Rewards: Story = {
  args: { items: rewards, columns: 2 },
  play: async ({ canvasElement }) => {
    await expect(readTiles(canvasElement)).toEqual([
      'Issued Today: 3',
      'Redemptions Today: 1',
      'Issued This Week: 27',
      'Redemptions This Week: 14',
      'Issued All Time: 5,820',
      'Redemptions All Time: 4,391',
    ]);
  },
};

export const MissingValues: Story = {
  args: {
    items: [
      { label: 'Today', value: 0 },
      { label: 'This Week', value: null },
      { label: 'Last Week', value: null },
      { label: 'Lifetime Users', value: 1234 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // Zero is a number; a missing value is a dash on screen, "No data" to assistive technology.
    await expect(readTiles(canvasElement)).toEqual([
      'Today: 0',
      'This Week: —No data',
      'Last Week: —No data',
      'Lifetime Users: 1,234',
    ]);
    for (const dash of canvas.getAllByText('—')) {
      await expect(dash).toBeVisible();
      await expect(dash).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="KpiGroup"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-component="Skeleton.Text"]')).toHaveLength(4);
    await expect(readTiles(canvasElement)).toEqual([
      'Today: Loading',
      'This Week: Loading',
      'Last Week: Loading',
      'Lifetime Users: Loading',
    ]);
    await expect(canvas.queryByText('1,234')).not.toBeInTheDocument();
  },
};
