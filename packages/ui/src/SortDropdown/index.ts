export { SortDropdown } from './SortDropdown';
export type { SortDropdownProps, SortOption, SortOrder, SortValue } from './SortDropdown';
