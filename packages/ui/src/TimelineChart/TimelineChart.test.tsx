import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { TimelineChart, type TimelineChartProps } from './TimelineChart';
import { scaleBand } from 'd3-scale';
import { bandScale, fillTwelveMonths, recentYears, toTwelveValues, valueAxis } from './timeline';

describe('bandScale', () => {
  it('lays bands out as d3-scale’s scaleBand does', () => {
    for (const [count, range, inner, outer] of [
      [12, [40, 472], 0.3, 0.15],
      [2, [0, 25], 0.1, 0],
      [1, [0, 25], 0, 0],
      [5, [10, 110], 0, 0.5],
    ] as const) {
      const ours = bandScale(count, range, inner, outer);
      const d3 = scaleBand<number>()
        .domain(Array.from({ length: count }, (_, index) => index))
        .range(range)
        .paddingInner(inner)
        .paddingOuter(outer);
      expect(ours.bandwidth()).toBeCloseTo(d3.bandwidth(), 10);
      for (let index = 0; index < count; index += 1) expect(ours(index)).toBeCloseTo(d3(index) ?? Number.NaN, 10);
    }
  });

  it('places an index outside the bands at 0', () => {
    expect(bandScale(3, [0, 30])(3)).toBe(0);
    expect(bandScale(3, [0, 30])(-1)).toBe(0);
  });
});

describe('fillTwelveMonths', () => {
  it('fills every month of the year, January first, with 0 where there is no point', () => {
    expect(
      fillTwelveMonths([
        { month: 3, value: 14 },
        { month: 1, value: 5 },
      ]),
    ).toEqual([5, 0, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(fillTwelveMonths([])).toEqual(Array.from({ length: 12 }, () => 0));
  });

  it('adds up several points of one month and ignores months outside 1 to 12', () => {
    expect(
      fillTwelveMonths([
        { month: 12, value: 2 },
        { month: 12, value: 3 },
        { month: 0, value: 9 },
        { month: 13, value: 9 },
        { month: 2.5, value: 9 },
        { month: 6, value: Number.NaN },
      ]),
    ).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]);
  });
});

describe('toTwelveValues', () => {
  it('pads short series with 0 and drops values after December', () => {
    expect(toTwelveValues([1, 2])).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(toTwelveValues(Array.from({ length: 14 }, (_, index) => index))).toHaveLength(12);
  });
});

describe('recentYears', () => {
  it('offers the current year and the 4 before it, newest first', () => {
    expect(recentYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(recentYears()[0]).toBe(new Date().getFullYear());
  });
});

describe('valueAxis', () => {
  it('ends on a round number at or above the largest value, in steps of 1, 2 or 5 times a power of ten', () => {
    expect(valueAxis(1210)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueAxis(80)).toEqual({ top: 80, ticks: [0, 20, 40, 60, 80] });
    expect(valueAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(valueAxis(0.3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('spans 0 to 1 when every value is 0, so nothing divides by 0', () => {
    expect(valueAxis(0)).toEqual({ top: 1, ticks: [0] });
  });
});

const stamps = [120, 98, 143, 160, 175, 190, 210, 205, 180, 150, 64, 0];

function renderTimeline(props: Partial<TimelineChartProps> = {}) {
  const onYearChange = vi.fn();
  render(
    <ThemeProvider>
      <TimelineChart
        label="Stamps timeline"
        series={[{ label: 'Stamps', values: stamps }]}
        onYearChange={onYearChange}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onYearChange };
}

describe('TimelineChart', () => {
  it('gives screen readers a table of the twelve months', () => {
    renderTimeline({ defaultYear: 2025 });
    const table = screen.getByRole('table', { name: 'Stamps timeline, 2025' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('January120');
    expect(rows[12]).toHaveTextContent('December0');
  });

  it('shows the current year by default and reports the year chosen', async () => {
    const { onYearChange } = renderTimeline();
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select).toHaveValue(String(new Date().getFullYear()));
    await userEvent.selectOptions(select, String(new Date().getFullYear() - 4));
    expect(onYearChange).toHaveBeenCalledExactlyOnceWith(new Date().getFullYear() - 4);
    expect(select).toHaveValue(String(new Date().getFullYear() - 4));
  });

  it('keeps the year given by a controlled parent until the parent changes it', async () => {
    const { onYearChange } = renderTimeline({ year: 2024, years: [2025, 2024, 2023] });
    const select = screen.getByRole('combobox', { name: 'Year' });
    await userEvent.selectOptions(select, '2023');
    expect(onYearChange).toHaveBeenCalledExactlyOnceWith(2023);
    expect(select).toHaveValue('2024');
  });

  it('is one tab stop whose months the arrow keys, Home and End walk through', async () => {
    renderTimeline({ year: 2025 });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('img', { name: 'January 2025: 120' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'February 2025: 98' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'December 2025: 0' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('img', { name: 'January 2025: 120' })).toHaveFocus();
    const tabStops = screen.getAllByRole('img').filter((month) => month.getAttribute('tabindex') === '0');
    expect(tabStops).toHaveLength(1);
  });

  it('names each month with the values of every series when comparing', () => {
    renderTimeline({
      year: 2025,
      series: [
        { label: 'Issued', values: [42] },
        { label: 'Redeemed', values: [30] },
      ],
    });
    expect(screen.getByRole('img', { name: 'January 2025: Issued 42, Redeemed 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Month',
      'Issued',
      'Redeemed',
    ]);
  });

  it('shows the empty text and keeps the year selector when there is no data', () => {
    renderTimeline({ series: [], emptyText: 'No reward data' });
    expect(screen.getByText('No reward data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeEnabled();
  });

  it('shows the empty text for a year without a single value above zero', () => {
    renderTimeline({
      series: [{ label: 'Stamps', values: Array.from({ length: 12 }, () => 0) }],
      emptyText: 'No reward data',
    });
    expect(screen.getByText('No reward data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading status over the bars while loading', () => {
    renderTimeline({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading Stamps timeline' })).toBeInTheDocument();
  });
});
