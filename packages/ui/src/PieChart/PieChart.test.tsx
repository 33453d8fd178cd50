import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartPalette } from '../internal/chart';
import { contrastRatio, ThemeProvider } from '../theme';
import { PieChart, type PieChartProps } from './PieChart';
import { sliceAngles, slicePath } from './pieGeometry';
import { toPieSlices, wholePercentages } from './toPieSlices';

describe('toPieSlices', () => {
  it('puts the largest item first and keeps the order of equal ones', () => {
    const slices = toPieSlices([
      { label: 'Facebook', value: 46 },
      { label: 'Google', value: 412 },
      { label: 'Apple', value: 46 },
    ]);
    expect(slices.map((slice) => slice.label)).toEqual(['Google', 'Facebook', 'Apple']);
  });

  it('rounds each share on its own to the nearest whole percent, so thirds show 33, 33 and 33', () => {
    expect(wholePercentages([33.4, 33.3, 33.3])).toEqual([33, 33, 33]);
    const thirds = toPieSlices([
      { label: 'A', value: 1 },
      { label: 'B', value: 1 },
      { label: 'C', value: 1 },
    ]);
    expect(thirds.map((slice) => slice.percentage)).toEqual([33, 33, 33]);

    const authentication = toPieSlices([
      { label: 'Stampcard', value: 153 },
      { label: 'Apple', value: 289 },
      { label: 'Facebook', value: 46 },
      { label: 'Google', value: 412 },
    ]);
    // 45.8, 32.1, 17, 5.1.
    expect(authentication.map((slice) => slice.percentage)).toEqual([46, 32, 17, 5]);
  });

  it('never moves a point to another share to reach 100: 66.4, 16.8 and 16.8 show 66, 17 and 17', () => {
    expect(wholePercentages([664, 168, 168])).toEqual([66, 17, 17]);
    // 66.6, 16.7 and 16.7: 101 in all.
    expect(wholePercentages([666, 167, 167])).toEqual([67, 17, 17]);
  });

  it('rounds a half up, also where dividing first would land just under it', () => {
    expect(wholePercentages([1, 199])).toEqual([1, 100]);
    expect(wholePercentages([0.5, 99.5])).toEqual([1, 100]);
    expect(wholePercentages([1, 7])).toEqual([13, 88]);
    // 29 of 200 is 14.5; 29 / 200 * 100 is 14.499999999999998.
    expect(wholePercentages([29, 171])).toEqual([15, 86]);
    expect(wholePercentages([0.4, 99.6])).toEqual([0, 100]);
  });

  it('gives every share 0 when the total is 0, and counts negative or missing values as 0', () => {
    expect(toPieSlices([{ label: 'A', value: 0 }]).map((slice) => slice.percentage)).toEqual([0]);
    const slices = toPieSlices([
      { label: 'A', value: -5 },
      { label: 'B', value: Number.NaN },
      { label: 'C', value: 10 },
    ]);
    expect(slices.map((slice) => [slice.label, slice.value, slice.percentage])).toEqual([
      ['C', 10, 100],
      ['A', 0, 0],
      ['B', 0, 0],
    ]);
  });

  it('colours the slices from the palette, never giving the last slice the colour of the first it touches', () => {
    const nine = toPieSlices(Array.from({ length: 9 }, (_, index) => ({ label: `${index}`, value: 10 - index })));
    expect(nine.slice(0, 8).map((slice) => slice.color)).toEqual([...chartPalette]);
    expect(nine[8]?.color).not.toBe(nine[0]?.color);
    expect(nine[8]?.color).not.toBe(nine[7]?.color);
  });
});

describe('chart palette', () => {
  it.each([...chartPalette])('%s has at least 3:1 contrast against the white surface', (color) => {
    expect(contrastRatio(color, '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });
});

describe('pie geometry', () => {
  it('splits the circle in proportion, clockwise from 12 o clock', () => {
    const [first, second] = sliceAngles([3, 1]);
    expect(first?.startAngle).toBe(0);
    expect(first?.endAngle).toBeCloseTo(1.5 * Math.PI);
    expect(second?.endAngle).toBeCloseTo(2 * Math.PI);
  });

  it('draws a quarter from 12 to 3 o clock, a large arc past half, and a whole circle for one slice', () => {
    expect(slicePath({ startAngle: 0, endAngle: Math.PI / 2 }, 10)).toBe('M0,0L0,-10A10,10 0 0 1 10,0Z');
    expect(slicePath({ startAngle: 0, endAngle: 1.5 * Math.PI }, 10)).toBe('M0,0L0,-10A10,10 0 1 1 -10,0Z');
    expect(slicePath({ startAngle: 0, endAngle: 2 * Math.PI }, 10)).toBe('M0,-10A10,10 0 1 1 0,10A10,10 0 1 1 0,-10Z');
  });
});

function renderPieChart(props: Partial<PieChartProps> = {}) {
  return render(
    <ThemeProvider>
      <PieChart
        label="Devices OS"
        data={[
          { label: 'iOS', value: 1204 },
          { label: 'Android', value: 1876 },
        ]}
        emptyText="No device data available"
        {...props}
      />
    </ThemeProvider>,
  );
}

describe('PieChart', () => {
  it('gives screen readers a table of the items, largest first, with values and shares', () => {
    renderPieChart();
    const table = screen.getByRole('table', { name: 'Devices OS' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['ItemValueShare', 'Android1,87661%', 'iOS1,20439%']);
  });

  it('draws a 150 pixel pie by default', () => {
    const { container } = renderPieChart();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '150');
    expect(svg).toHaveAttribute('height', '150');
  });

  it('formats the values with the given formatter', () => {
    renderPieChart({ valueFormatter: (value) => `${value} users` });
    expect(screen.getByRole('cell', { name: '1876 users' })).toBeInTheDocument();
  });

  it('shows the empty text instead of the chart when there is no data', () => {
    renderPieChart({ data: [] });
    expect(screen.getByText('No device data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading status over the chart while loading', () => {
    renderPieChart({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading Devices OS' })).toBeInTheDocument();
  });
});
