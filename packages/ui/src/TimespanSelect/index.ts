export { TimespanSelect } from './TimespanSelect';
export type { TimespanSelectProps } from './TimespanSelect';
export { timespans, defaultTimespan, isTimespan, getTimespanLabel } from './timespans';
export type { Timespan } from './timespans';
