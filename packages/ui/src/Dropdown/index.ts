export { Dropdown } from './Dropdown';
export type { DropdownProps, DropdownSelectionMode, MultipleDropdownProps, SingleDropdownProps } from './Dropdown';
export { filterOptions, getOptionKey, getOptionLabel } from './options';
export type { OptionKey, OptionProperty, OptionPropertyName } from './options';
