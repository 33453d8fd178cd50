export { PieChart } from './PieChart';
export type { PieChartProps } from './PieChart';
export { toPieSlices, wholePercentages } from './toPieSlices';
export type { PieChartDatum, PieSlice } from './toPieSlices';
