/** The months, January first: full names for tooltips and the table, first letters on the axis. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A count for one month of the year. */
export interface MonthlyPoint {
  /** The month, 1 (January) to 12 (December). */
  month: number;
  value: number;
}

/**
 * Twelve monthly values, January first, from points of any order: months without a point are 0,
 * several points of one month add up, points outside 1 to 12 and values that are not finite are ignored
 * (timeline charts always fill 12 months).
 */
export function fillTwelveMonths(points: readonly MonthlyPoint[]): number[] {
  const values = Array.from({ length: 12 }, () => 0);
  for (const { month, value } of points) {
    if (Number.isInteger(month) && month >= 1 && month <= 12 && Number.isFinite(value)) {
      values[month - 1] = (values[month - 1] ?? 0) + value;
    }
  }
  return values;
}

/** Exactly twelve finite values: missing ones are 0, extra ones dropped. */
export function toTwelveValues(values: readonly number[]): number[] {
  return Array.from({ length: 12 }, (_, index) => {
    const value = values[index];
    return value !== undefined && Number.isFinite(value) ? value : 0;
  });
}

/** The years a timeline offers by default: this year and the 4 before it, newest first. */
export function recentYears(currentYear: number = new Date().getFullYear()): number[] {
  return Array.from({ length: 5 }, (_, index) => currentYear - index);
}

/** The value axis: its top and its gridlines, at round steps (1, 2 or 5 times a power of ten). */
export interface ValueAxis {
  top: number;
  ticks: number[];
}

/**
 * A value axis from 0 to a round number at or above `max`, with about `count` steps. When every
 * value is 0 the axis still spans 0 to 1, so bars sit at the bottom instead of dividing by 0.
 */
export function valueAxis(max: number, count = 4): ValueAxis {
  if (!(max > 0)) return { top: 1, ticks: [0] };
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
  const steps = Math.ceil(max / step - 1e-9);
  const ticks = Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { top: ticks[ticks.length - 1] ?? max, ticks };
}

/** Equal bands across a range, as d3-scale's `scaleBand` lays them out (centred, not rounded). */
export interface BandScale {
  /** Where band `index` starts; 0 for an index outside the bands. */
  (index: number): number;
  /** The width of every band. */
  bandwidth(): number;
}

/**
 * `count` bands from `start` to `stop`: `paddingInner` of a step between bands, `paddingOuter` of
 * a step before the first and after the last (d3's band scale with the default alignment).
 */
export function bandScale(
  count: number,
  [start, stop]: readonly [number, number],
  paddingInner = 0,
  paddingOuter = 0,
): BandScale {
  const step = (stop - start) / Math.max(1, count - paddingInner + paddingOuter * 2);
  const first = start + (stop - start - step * (count - paddingInner)) / 2;
  const width = step * (1 - paddingInner);
  const scale = (index: number) => (index >= 0 && index < count && Number.isInteger(index) ? first + step * index : 0);
  return Object.assign(scale, { bandwidth: () => width });
}
