/**
 * The timespans of the Top Cards widget, in the order the selector lists them. The key is the value
 * of the `topCardsTimespan` query parameter.
 */
export const timespans = [
  { key: 'week_to_date', label: 'Week to date' },
  { key: 'last_week', label: 'Last week' },
  { key: 'month_to_date', label: 'Month to date' },
  { key: 'last_month', label: 'Last month' },
  { key: 'year_to_date', label: 'Year to date' },
  { key: 'last_year', label: 'Last year' },
  { key: 'all_time', label: 'All time' },
] as const satisfies readonly { key: string; label: string }[];

/** A timespan key: 'week_to_date', 'last_week', … 'all_time'. */
export type Timespan = (typeof timespans)[number]['key'];

/** The timespan when none is chosen: All time. */
export const defaultTimespan: Timespan = 'all_time';

const timespanKeys: ReadonlySet<string> = new Set(timespans.map((timespan) => timespan.key));

/** Whether a text (a query parameter, a stored preference) is a timespan key. */
export function isTimespan(value: unknown): value is Timespan {
  return typeof value === 'string' && timespanKeys.has(value);
}

/** The label of a timespan, e.g. 'Week to date'. */
export function getTimespanLabel(timespan: Timespan): string {
  return timespans.find((candidate) => candidate.key === timespan)?.label ?? timespan;
}
