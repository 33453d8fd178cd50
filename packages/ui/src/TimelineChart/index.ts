export { TimelineChart } from './TimelineChart';
export type { TimelineChartProps, TimelineSeries } from './TimelineChart';
export { fillTwelveMonths, recentYears } from './timeline';
export type { MonthlyPoint } from './timeline';
