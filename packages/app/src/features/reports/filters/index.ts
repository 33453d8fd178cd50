export { ReportFilters } from './ReportFilters';
export type { ReportFiltersProps } from './ReportFilters';
export {
  clearedSearchParams,
  defaultFilterValue,
  defaultFilterValues,
  filterBoolean,
  filterChoice,
  filterChoices,
  filterDate,
  filterSearchParams,
  filterText,
  filterValuesFromUrl,
  isoDateOfReportDate,
  numberFilterSchema,
  reportChoiceOptions,
  reportFilterKind,
  reportFilterLabel,
  reportFilterMessage,
  reportRequestDate,
  reportRequestParameters,
  textFilterSchema,
} from './reportFilters';
export type { FilterValue, FilterValues, ReportAddress, ReportChoiceOption, ReportFilterKind } from './reportFilters';
