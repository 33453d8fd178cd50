export { FilterDropdown } from './FilterDropdown';
export type { FilterDefinition, FilterDropdownProps, FilterType } from './FilterDropdown';
export { findOptionsByKeys } from './filterSelection';
