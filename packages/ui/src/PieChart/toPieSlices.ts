import { chartPalette } from '../internal/chart';

/** One item of a pie chart's data. */
export interface PieChartDatum {
  /** What the slice counts, e.g. 'Android'. */
  label: string;
  /** The count; negative and non-finite values count as 0. */
  value: number;
}

/** A slice ready to draw: the item, its whole-number share and its colour. */
export interface PieSlice {
  label: string;
  value: number;
  /** The share of the total in whole percent; the shares of all slices add up to 100. */
  percentage: number;
  /** The slice's colour, from the chart palette. */
  color: string;
}

/**
 * Sorts the items largest first (equal values keep their order) and gives each a whole-number
 * percentage by the largest remainder method: every share is rounded down, then the points
 * missing to 100 go to the shares that lost most in the rounding, so the legend always adds up
 * to 100 % (plain rounding would show 33 + 33 + 33). With a total of 0 every share is 0.
 */
export function toPieSlices(data: readonly PieChartDatum[], palette: readonly string[] = chartPalette): PieSlice[] {
  const items = data
    .map((item, index) => ({
      label: item.label,
      value: Number.isFinite(item.value) && item.value > 0 ? item.value : 0,
      index,
    }))
    .sort((first, second) => second.value - first.value || first.index - second.index);
  const total = items.reduce((sum, item) => sum + item.value, 0);

  const exact = items.map((item) => (total > 0 ? (item.value / total) * 100 : 0));
  const percentages = exact.map(Math.floor);
  if (total > 0) {
    const missing = 100 - percentages.reduce((sum, percentage) => sum + percentage, 0);
    const byRemainder = exact
      .map((share, position) => ({ position, remainder: share - Math.floor(share) }))
      .sort((first, second) => second.remainder - first.remainder || first.position - second.position);
    for (const { position } of byRemainder.slice(0, missing)) {
      percentages[position] = (percentages[position] ?? 0) + 1;
    }
  }

  return items.map((item, position) => ({
    label: item.label,
    value: item.value,
    percentage: percentages[position] ?? 0,
    color: sliceColor(position, items.length, palette),
  }));
}

/**
 * The palette in turn; when the colours wrap round, the last slice (which touches the first)
 * skips a colour equal to its neighbours'.
 */
function sliceColor(position: number, count: number, palette: readonly string[]): string {
  const colorAt = (index: number) => palette[index % palette.length] ?? '#3E4AD8';
  const color = colorAt(position);
  const isLast = position === count - 1 && count > 1;
  if (!isLast || color !== colorAt(0)) return color;
  return colorAt(position + 1) === colorAt(position - 1) ? colorAt(position + 2) : colorAt(position + 1);
}
