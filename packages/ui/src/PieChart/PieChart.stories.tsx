import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PieChart } from './PieChart';

const devices = [
  { label: 'Android', value: 640 },
  { label: 'iOS', value: 520 },
  { label: 'Other', value: 40 },
];

const authentication = [
  { label: 'Stampcard', value: 153 },
  { label: 'Apple', value: 289 },
  { label: 'Facebook', value: 46 },
  { label: 'Google', value: 412 },
];

/** The legend's entries as [label, value, percentage], top to bottom (the legend is hidden from screen readers). */
function legendEntries(canvasElement: HTMLElement): string[][] {
  const legend = canvasElement.querySelector<HTMLElement>('[data-part="legend"]');
  if (!legend) return [];
  return within(legend)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => Array.from(item.children, (part) => part.textContent).filter((text) => text !== ''));
}

/** The text alternative's body rows as [header, value, share]. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

const meta = {
  tags: ['reflow'],
  title: 'Charts/PieChart',
  component: PieChart,
  args: {
    label: 'Devices OS',
    data: devices,
    emptyText: 'No device data available',
  },
  argTypes: {
    data: { control: 'object' },
    valueFormatter: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 360, padding: 16, background: '#FFFFFF' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Devices OS' })).toBeInTheDocument();
    // 640, 520 and 40 of 1,200 are 53.3, 43.3 and 3.3 %: each rounded to its nearest whole
    // percent, 99 in all.
    await expect(legendEntries(canvasElement)).toEqual([
      ['Android', '640', '53%'],
      ['iOS', '520', '43%'],
      ['Other', '40', '3%'],
    ]);
    await expect(canvasElement.querySelectorAll('[data-part="slice"]')).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { size: 150, isLoading: false },
};

export const DevicesOS: Story = {
  args: {
    data: [
      { label: 'iOS', value: 1204 },
      { label: 'Android', value: 1876 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(legendEntries(canvasElement)).toEqual([
      ['Android', '1,876', '61%'],
      ['iOS', '1,204', '39%'],
    ]);
    const table = canvas.getByRole('table', { name: 'Devices OS' });
    await expect(tableRows(table)).toEqual([
      ['Android', '1,876', '61%'],
      ['iOS', '1,204', '39%'],
    ]);
    await expect(within(table).getByRole('columnheader', { name: 'Share' })).toBeInTheDocument();
  },
};

export const Authentication: Story = {
  args: { label: 'Authentication', data: authentication, emptyText: 'No auth data available' },
  play: async ({ canvas, canvasElement }) => {
    // Largest first; 45.8, 32.1, 17 and 5.1, each rounded to the nearest whole percent.
    const expected = [
      ['Google', '412', '46%'],
      ['Apple', '289', '32%'],
      ['Stampcard', '153', '17%'],
      ['Facebook', '46', '5%'],
    ];
    await expect(legendEntries(canvasElement)).toEqual(expected);
    await expect(tableRows(canvas.getByRole('table', { name: 'Authentication' }))).toEqual(expected);
  },
};

export const SingleItem: Story = {
  args: { data: [{ label: 'iOS', value: 87 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(legendEntries(canvasElement)).toEqual([['iOS', '87', '100%']]);
    // One slice is the whole circle.
    const slices = canvasElement.querySelectorAll('[data-part="slice"]');
    await expect(slices).toHaveLength(1);
    await expect(slices[0]?.getAttribute('d')).toMatch(/^M0,-75A75,75 0 1 1 0,75/);
    await expect(tableRows(canvas.getByRole('table', { name: 'Devices OS' }))).toEqual([['iOS', '87', '100%']]);
  },
};

export const ManySlices: Story = {
  args: {
    label: 'Stores',
    data: [
      { label: 'Liverpool', value: 10 },
      { label: 'Bristol', value: 10 },
      { label: 'Leeds', value: 10 },
      { label: 'Manchester', value: 9 },
      { label: 'York', value: 8 },
      { label: 'Bath', value: 7 },
      { label: 'Derby', value: 6 },
      { label: 'Hull', value: 5 },
      { label: 'Exeter', value: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const entries = legendEntries(canvasElement);
    await expect(entries.map(([label]) => label)).toEqual([
      'Liverpool',
      'Bristol',
      'Leeds',
      'Manchester',
      'York',
      'Bath',
      'Derby',
      'Hull',
      'Exeter',
    ]);
    // Each share rounded on its own: the three equal counts show the same 14 %, and the legend adds
    // up to 99.
    await expect(entries.map(([, , percentage]) => percentage)).toEqual([
      '14%',
      '14%',
      '14%',
      '13%',
      '12%',
      '10%',
      '9%',
      '7%',
      '6%',
    ]);
    // Nine slices, eight colours: the last slice, touching the first, does not repeat its colour.
    const fills = Array.from(canvasElement.querySelectorAll('[data-part="slice"]'), (slice) =>
      slice.getAttribute('fill'),
    );
    await expect(fills).toHaveLength(9);
    await expect(fills[8]).not.toBe(fills[0]);
    await expect(fills[8]).not.toBe(fills[7]);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No device data available')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const AllZero: Story = {
  args: {
    label: 'Authentication',
    emptyText: 'No auth data available',
    data: [
      { label: 'Google', value: 0 },
      { label: 'Apple', value: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No auth data available')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Devices OS' })).toBeInTheDocument();
    // The chart on screen stays, faded, until the new data arrives.
    await expect(legendEntries(canvasElement)).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-component="LoadingOverlay"]')).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
