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
  /**
   * The share of the total rounded to the nearest whole percent (halves up); the shares of all
   * slices may add up to 99 or 101.
   */
  percentage: number;
  /** The slice's colour, from the chart palette. */
  color: string;
}

/**
 * Each value's share of the total in whole percent, each rounded on its own to the nearest whole
 * number, halves up: the figure beside a slice is always the nearest to its true share (thirds
 * show 33, 33 and 33). A share is never bent to make the legend add up to 100, which would show
 * one of three equal counts larger than the others. With a total of 0 every share is 0.
 */
export function wholePercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  // Multiplied before dividing, so a share of exactly one half (29 of 200: 14.5) is not read as
  // 14.499999999999998 and rounded down.
  return values.map((value) => (total > 0 ? Math.round((value * 100) / total) : 0));
}

/**
 * Sorts the items largest first (equal values keep their order) and gives each its share in whole
 * percent (`wholePercentages`) and its colour.
 */
export function toPieSlices(data: readonly PieChartDatum[], palette: readonly string[] = chartPalette): PieSlice[] {
  const items = data
    .map((item, index) => ({
      label: item.label,
      value: Number.isFinite(item.value) && item.value > 0 ? item.value : 0,
      index,
    }))
    .sort((first, second) => second.value - first.value || first.index - second.index);
  const percentages = wholePercentages(items.map((item) => item.value));

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
