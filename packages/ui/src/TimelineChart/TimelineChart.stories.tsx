import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimelineChart } from './TimelineChart';

const currentYear = new Date().getFullYear();
const stamps = [120, 98, 143, 160, 175, 190, 1210, 205, 180, 150, 64, 0];
const issued = [42, 38, 51, 47, 60, 72, 80, 77, 64, 58, 21, 0];
const redeemed = [30, 25, 40, 41, 44, 58, 66, 70, 52, 49, 12, 0];

/** The body rows of the text alternative, as [month, ...values]. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

/** The tooltip-like label shown for the hovered or focused month (visual only: the month's name says it). */
function tooltip(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-part="tooltip"]');
}

const meta = {
  tags: ['reflow'],
  title: 'Charts/TimelineChart',
  component: TimelineChart,
  args: {
    label: 'Stamps timeline',
    series: [{ label: 'Stamps', values: stamps }],
    emptyText: 'No data',
    onYearChange: fn(),
  },
  argTypes: {
    series: { control: 'object' },
    years: { control: 'object' },
    valueFormatter: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 520, padding: '48px 16px 16px', background: '#FFFFFF' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimelineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Stamps timeline' })).toBeInTheDocument();
    // Always twelve months, labelled by their first letter.
    const letters = Array.from(canvasElement.querySelectorAll('[data-part="axes"] > text'), (text) => text.textContent);
    await expect(letters.join('')).toBe('JFMAMJJASOND');
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveValue(String(currentYear));
    // Without their reasons, the features under development do not show.
    await expect(canvas.queryByRole('group', { name: 'View' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Card' })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { isLoading: false, yearLabel: 'Year' },
};

/** What the reasons of the features under development say, as the insights timelines give them. */
const weeklyViewReason = 'Weekly view not available yet';
const cardFilterReason = 'Card filter not available yet';

/**
 * The weekly view and the card filter exist but are disabled: each marked Unavailable, its reason
 * its accessible description and its tooltip (on hover and on keyboard focus); the view stays on
 * Monthly, the filter on All cards, and the year still changes.
 */
export const UnavailableViewAndCardFilter: Story = {
  args: { viewUnavailableReason: weeklyViewReason, cardFilterUnavailableReason: cardFilterReason },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(document.body);
    const chart = within(canvas.getByRole('figure', { name: 'Stamps timeline' }));

    const view = chart.getByRole('group', { name: 'View' });
    await expect(view).toBeDisabled();
    await expect(view).toHaveAccessibleDescription(weeklyViewReason);
    const weekly = chart.getByRole('radio', { name: 'Weekly' });
    const monthly = chart.getByRole('radio', { name: 'Monthly' });
    await expect(weekly).toBeDisabled();
    await expect(weekly).not.toBeChecked();
    await expect(monthly).toBeDisabled();
    await expect(monthly).toBeChecked();

    const cardFilter = chart.getByRole('combobox', { name: 'Card' });
    await expect(cardFilter).toBeDisabled();
    await expect(cardFilter).toHaveDisplayValue('All cards');
    await expect(cardFilter).toHaveAccessibleDescription(cardFilterReason);

    // Each marked Unavailable, in words.
    const [viewMarker, cardFilterMarker] = chart.getAllByText('Unavailable');
    await expect(viewMarker).toBeVisible();
    await expect(cardFilterMarker).toBeVisible();
    await expect(view.closest('[data-component="Unavailable"]')).toContainElement(viewMarker ?? null);
    await expect(cardFilter.closest('[data-component="Unavailable"]')).toContainElement(cardFilterMarker ?? null);

    // The reasons show on hover, and on keyboard focus: Tab reaches each disabled control's tooltip.
    const [viewTrigger, cardFilterTrigger] = canvasElement.querySelectorAll<HTMLElement>(
      '[data-component="Tooltip.DisabledTrigger"]',
    );
    if (viewTrigger === undefined || cardFilterTrigger === undefined)
      throw new Error('The disabled controls are not wrapped.');
    await userEvent.hover(viewTrigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(weeklyViewReason);
    await userEvent.unhover(viewTrigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.tab();
    await expect(viewTrigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(weeklyViewReason);
    await userEvent.tab();
    await expect(cardFilterTrigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(cardFilterReason);

    // The chart is monthly: twelve months, and the year still changes.
    await expect(chart.getAllByRole('img')).toHaveLength(12);
    await userEvent.tab();
    const year = chart.getByRole('combobox', { name: 'Year' });
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, String(currentYear - 1));
    await expect(args.onYearChange).toHaveBeenCalledWith(currentYear - 1);
  },
};

export const StampsTimeline: Story = {
  args: { defaultYear: currentYear - 1 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: `Stamps timeline, ${currentYear - 1}` });
    const rows = tableRows(table);
    await expect(rows).toHaveLength(12);
    await expect(rows[0]).toEqual(['January', '120']);
    await expect(rows[6]).toEqual(['July', '1,210']);
    await expect(rows[11]).toEqual(['December', '0']);
    await expect(canvas.getByRole('img', { name: `July ${currentYear - 1}: 1,210` })).toBeInTheDocument();
  },
};

export const RewardsIssuedVsRedeemed: Story = {
  args: {
    label: 'Rewards timeline',
    emptyText: 'No reward data',
    series: [
      { label: 'Issued', values: issued },
      { label: 'Redeemed', values: redeemed },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const legend = canvasElement.querySelector<HTMLElement>('[data-part="legend"]');
    await expect(legend).not.toBeNull();
    await expect(
      within(legend ?? canvasElement)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Issued', 'Redeemed']);
    // Two bars per month, side by side.
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(24);
    const table = canvas.getByRole('table', { name: `Rewards timeline, ${currentYear}` });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Issued', 'Redeemed']);
    await expect(tableRows(table)[5]).toEqual(['June', '72', '58']);

    await userEvent.hover(canvas.getByRole('img', { name: `June ${currentYear}: Issued 72, Redeemed 58` }));
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(`June ${currentYear}Issued: 72Redeemed: 58`));
  },
};

export const YearSelector: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Year' });
    // The current year and the 4 before it, newest first; the current year by default.
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([0, 1, 2, 3, 4].map((offset) => String(currentYear - offset)));
    await expect(select).toHaveValue(String(currentYear));

    await userEvent.selectOptions(select, String(currentYear - 2));
    await expect(args.onYearChange).toHaveBeenCalledTimes(1);
    await expect(args.onYearChange).toHaveBeenCalledWith(currentYear - 2);
    await expect(select).toHaveValue(String(currentYear - 2));
    await expect(canvas.getByRole('table', { name: `Stamps timeline, ${currentYear - 2}` })).toBeInTheDocument();
  },
};

export const HoverAndFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(tooltip(canvasElement)).toBeNull();

    // Tab: the year selector, then the chart (one stop); the first month shows its value.
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: `January ${currentYear}: 120` })).toHaveFocus();
    await expect(tooltip(canvasElement)).toHaveTextContent(`January ${currentYear}Stamps: 120`);
    await expect(tooltip(canvasElement)).toBeVisible();

    // The arrow keys, Home and End move between the months.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: `February ${currentYear}: 98` })).toHaveFocus();
    await expect(tooltip(canvasElement)).toHaveTextContent('Stamps: 98');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: `December ${currentYear}: 0` })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: `December ${currentYear}: 0` })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: `November ${currentYear}: 64` })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('img', { name: `January ${currentYear}: 120` })).toHaveFocus();

    // One tab stop: Tab leaves the chart, Shift+Tab comes back to the month last focused.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.tab();
    await expect(tooltip(canvasElement)).toBeNull();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('img', { name: `March ${currentYear}: 143` })).toHaveFocus();
    await userEvent.tab({ shift: true });

    // Hovering a month shows its value too.
    await userEvent.hover(canvas.getByRole('img', { name: `July ${currentYear}: 1,210` }));
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(`July ${currentYear}Stamps: 1,210`));
    await userEvent.unhover(canvas.getByRole('img', { name: `July ${currentYear}: 1,210` }));
    await waitFor(() => expect(tooltip(canvasElement)).toBeNull());
  },
};

export const Empty: Story = {
  args: { label: 'Rewards timeline', series: [], emptyText: 'No reward data' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reward data')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // Another year may have data: the selector stays.
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Stamps timeline' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-component="LoadingOverlay"]')).toHaveAttribute('aria-busy', 'true');
    // The year stays selectable; the months under the overlay are inert, so Tab skips them.
    const months = canvasElement.querySelectorAll('[data-part="month"]');
    await expect(months).toHaveLength(12);
    await expect(months[0]?.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-part="month"]:focus')).toBeNull();
  },
};

export const AllZero: Story = {
  args: { series: [{ label: 'Stamps', values: Array.from({ length: 12 }, () => 0) }], emptyText: 'No reward data' },
  play: async ({ canvas, canvasElement }) => {
    // A year without a single stamp has no data to draw: the widget's empty text, as the pie does.
    await expect(canvas.getByText('No reward data')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(0);
  },
};
