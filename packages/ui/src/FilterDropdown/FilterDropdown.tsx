import { Dropdown, getOptionKey, type OptionKey, type OptionProperty } from '../Dropdown';
import { useDropdownSelection } from '../Dropdown/useDropdownSelection';
import { findOptionsByKeys, keepUnloadedKeys } from './filterSelection';

/** A filter takes one value (`single`) or several (`multi`). */
export type FilterType = 'single' | 'multi';

/** A list page's filter: its key, placeholder, single or multiple choice, and its options. */
export interface FilterDefinition<T> {
  /** The filter's key: the query parameter its identifiers are kept under (e.g. `locations`). */
  key: string;
  /** Text shown while nothing is chosen; also the filter's accessible name without a `label`. */
  placeholder: string;
  /** One value or several. */
  type: FilterType;
  /** The options to choose from. */
  options: readonly T[];
  /** The option display property (or a function); without one, the option itself. */
  optionLabel?: OptionProperty<T>;
  /** The option identifier property (or a function); without one, the option itself. */
  optionKey?: OptionProperty<T>;
  /** The accessible name, when the placeholder does not say enough. */
  label?: string;
}

export interface FilterDropdownProps<T> {
  /** The filter: key, placeholder, type, options, display and identifier properties. */
  filter: FilterDefinition<T>;
  /** The identifiers chosen (controlled), as kept in the URL; at most one for a single filter. */
  value?: readonly OptionKey[];
  /**
   * The identifiers chosen at first (uncontrolled).
   * @default []
   */
  defaultValue?: readonly OptionKey[];
  /** Called with the identifiers chosen after each change, and the filter's key. */
  onChange?: (value: OptionKey[], key: string) => void;
  /**
   * Whether typing filters the options.
   * @default false
   */
  isSearchable?: boolean;
  /**
   * Whether the options are still loading (they come from the API).
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether the filter is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

const noKeys: readonly OptionKey[] = [];

/**
 * A filter of a list page: a Dropdown with a placeholder and no visible label, for one value or
 * several, reporting the identifiers chosen so the page keeps them in the URL. Clicking the already
 * selected value of a single filter clears it.
 */
export function FilterDropdown<T>({
  filter,
  value,
  defaultValue = noKeys,
  onChange,
  isSearchable = false,
  isLoading = false,
  isDisabled = false,
  className,
}: FilterDropdownProps<T>) {
  const [keys, setKeys] = useDropdownSelection<OptionKey>({
    value,
    defaultValue,
    onChange: (next) => onChange?.(next, filter.key),
  });
  const getKey = (option: T) => getOptionKey(option, filter.optionKey);
  const selected = findOptionsByKeys(filter.options, keys, getKey);

  const common = {
    label: filter.label ?? filter.placeholder,
    isLabelHidden: true,
    placeholder: filter.placeholder,
    options: filter.options,
    optionLabel: filter.optionLabel,
    optionKey: filter.optionKey,
    isSearchable,
    isLoading,
    isDisabled,
  };
  const dropdown =
    filter.type === 'multi' ? (
      <Dropdown
        {...common}
        selectionMode="multiple"
        value={selected}
        onChange={(options) => {
          setKeys(keepUnloadedKeys(keys, filter.options, options, getKey));
        }}
      />
    ) : (
      <Dropdown
        {...common}
        allowsDeselect
        value={selected[0] ?? null}
        onChange={(option) => {
          setKeys(option === null ? [] : [getKey(option)]);
        }}
      />
    );
  return (
    <div className={className} data-component="FilterDropdown" data-filter-key={filter.key}>
      {dropdown}
    </div>
  );
}
