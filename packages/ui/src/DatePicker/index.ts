export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export {
  autoFormatDateInput,
  parseDateInput,
  formatIsoDate,
  normalizeIsoDate,
  isDateDisabled,
  getDateInputMessage,
  getUnavailableDateMessage,
  EARLIEST_DATE,
} from './dateInput';
export type { DateFormat, DisabledDateRange, DateInputProblem, ParsedDateInput, DateConstraints } from './dateInput';
