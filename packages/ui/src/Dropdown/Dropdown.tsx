import { useCallback, useMemo, type ReactNode, type Ref } from 'react';
import { useField } from '../Field';
import { DropdownView, type DropdownViewProps } from './DropdownView';
import { getOptionKey, getOptionLabel, type OptionKey, type OptionProperty } from './options';
import { useComboboxDropdown, useSelectDropdown, type DropdownSettings } from './useDropdown';
import { useDropdownSelection } from './useDropdownSelection';

/** One option or several. */
export type DropdownSelectionMode = 'single' | 'multiple';

interface DropdownBaseProps<T> {
  /** The field's label, and the accessible name of the combobox and its list. */
  label: string;
  /**
   * Hides the label visually; it still names the field for assistive technology.
   * @default false
   */
  isLabelHidden?: boolean;
  /** The options, in the order they are listed. */
  options: readonly T[];
  /**
   * The display property: the option property (or a function) giving the text shown. Without one,
   * the option itself. A function is best stable (module-level or `useCallback`): the labels of a
   * searchable list are read again whenever it changes.
   */
  optionLabel?: OptionProperty<T>;
  /** The identifier property: the option property (or a function) that identifies an option. Without one, the option itself. */
  optionKey?: OptionProperty<T>;
  /** The identifiers of options that cannot be chosen; the keyboard skips them. */
  disabledKeys?: Iterable<OptionKey>;
  /**
   * Whether the field takes text that filters the options by their display property,
   * case-insensitively.
   * @default false
   */
  isSearchable?: boolean;
  /**
   * Searches on the server instead: called with the text typed once typing has paused for
   * 400 ms (and with '' when the list closes); `options` should then be the results. Makes the
   * field searchable.
   */
  onSearchChange?: (search: string) => void;
  /**
   * Whether options are being loaded (server search): the list shows a loading row.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether a button clears the selection (nullable).
   * @default false
   */
  isClearable?: boolean;
  /** Text shown while nothing is selected. */
  placeholder?: string;
  /**
   * Whether the field is disabled: it cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the field is read-only: it shows the selection and can be focused, not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Whether a selection is required: shows the required marker and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /** The validation message; when set, the field is marked invalid and described by it. */
  errorMessage?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * Shown in the list when no option matches.
   * @default 'No results found'
   */
  emptyText?: string;
  /**
   * Shown in the list while `isLoading`.
   * @default 'Loading...'
   */
  loadingText?: string;
  /**
   * The list's largest height in pixels; it scrolls beyond (and is shorter when the window is).
   * @default 300
   */
  maxHeight?: number;
  /** The name under which the selected identifiers are submitted with a native form. */
  name?: string;
  /** The combobox's id; generated when omitted. */
  id?: string;
  /** Extra class names for the field, for layout by the parent. */
  className?: string;
  /** Called when focus leaves the field (for form libraries' touched state). */
  onBlur?: () => void;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The combobox element (the text input, or the select-only trigger), e.g. to focus it. */
  ref?: Ref<HTMLElement>;
}

export interface SingleDropdownProps<T> extends DropdownBaseProps<T> {
  /**
   * One option or several.
   * @default 'single'
   */
  selectionMode?: 'single';
  /** The selected option (controlled); `null` for none. */
  value?: T | null;
  /**
   * The option selected at first (uncontrolled).
   * @default null
   */
  defaultValue?: T | null;
  /** Called with the newly selected option, or `null` when cleared. */
  onChange?: (value: T | null) => void;
  /**
   * Whether choosing the selected option again clears the selection (as list filters do).
   * @default false
   */
  allowsDeselect?: boolean;
}

export interface MultipleDropdownProps<T> extends DropdownBaseProps<T> {
  /** One option or several. */
  selectionMode: 'multiple';
  /** The selected options (controlled). */
  value?: readonly T[];
  /**
   * The options selected at first (uncontrolled).
   * @default []
   */
  defaultValue?: readonly T[];
  /** Called with the selected options after each change. */
  onChange?: (value: T[]) => void;
}

/** The Dropdown's props: single selection by default, `selectionMode="multiple"` for several. */
export type DropdownProps<T> = SingleDropdownProps<T> | MultipleDropdownProps<T>;

const noOptions: readonly never[] = [];

function toList<T>(value: T | null | undefined): readonly T[] | undefined {
  if (value === undefined) return undefined;
  return value === null ? noOptions : [value];
}

/** The variant for the field's kind: each calls its own downshift hook, so they are two components. */
function SelectDropdown<T>({ settings, view }: { settings: DropdownSettings<T>; view: DropdownViewSettings<T> }) {
  const behaviour = useSelectDropdown(settings);
  return <DropdownView {...view} behaviour={behaviour} />;
}

function ComboboxDropdown<T>({ settings, view }: { settings: DropdownSettings<T>; view: DropdownViewSettings<T> }) {
  const behaviour = useComboboxDropdown(settings);
  return <DropdownView {...view} behaviour={behaviour} />;
}

type DropdownViewSettings<T> = Omit<DropdownViewProps<T>, 'behaviour'>;

/**
 * A dropdown field on downshift: a select-only combobox, or with `isSearchable` an editable one
 * that filters its options; one option or, with `selectionMode="multiple"`, several shown as
 * removable tags. Options are objects (or strings) with a display and an identifier property.
 * The list is windowed, so 10,000 options open and filter at once. Keyboard: the arrows open and
 * move, Home and End jump, Enter chooses, Escape closes and keeps the value, typing jumps to an
 * option (select) or filters (searchable). Bind it to react-hook-form with `FormField`: `value`,
 * `onChange`, `onBlur` and `ref` fit as they are.
 */
export function Dropdown<T>(props: DropdownProps<T>) {
  const {
    label,
    isLabelHidden = false,
    options,
    optionLabel,
    optionKey,
    disabledKeys,
    onSearchChange,
    isLoading = false,
    isClearable = false,
    placeholder,
    isDisabled = false,
    isReadOnly = false,
    isRequired = false,
    errorMessage,
    description,
    emptyText = 'No results found',
    loadingText = 'Loading...',
    maxHeight = 300,
    name,
    id,
    className,
    onBlur,
    onOpenChange,
    ref,
  } = props;
  const isMultiple = props.selectionMode === 'multiple';
  const isSearchable = props.isSearchable === true || onSearchChange !== undefined;

  const [selectedItems, setSelectedItems] = useDropdownSelection<T>(
    props.selectionMode === 'multiple'
      ? {
          value: props.value,
          defaultValue: props.defaultValue ?? noOptions,
          onChange: (selection) => props.onChange?.(selection),
        }
      : {
          value: toList(props.value),
          defaultValue: toList(props.defaultValue) ?? noOptions,
          onChange: (selection) => props.onChange?.(selection[0] ?? null),
        },
  );

  const field = useField({
    id,
    hasDescription: description !== undefined,
    errorMessage,
    isRequired,
  });
  const getLabel = useCallback((option: T) => getOptionLabel(option, optionLabel), [optionLabel]);
  const getKey = (option: T) => getOptionKey(option, optionKey);
  const disabledKeySet = useMemo(
    () => (disabledKeys === undefined ? undefined : new Set([...disabledKeys].map(String))),
    [disabledKeys],
  );

  const settings: DropdownSettings<T> = {
    options,
    getLabel,
    getKey,
    isOptionDisabled: (option) => disabledKeySet?.has(String(getKey(option))) === true,
    isMultiple,
    allowsDeselect: props.selectionMode !== 'multiple' && props.allowsDeselect === true,
    isInteractive: !isDisabled && !isReadOnly,
    isDisabled,
    isReadOnly,
    selectedItems,
    setSelectedItems,
    ids: { control: field.controlProps.id, label: field.labelProps.id, menu: `${field.controlProps.id}-listbox` },
    ref,
    onOpenChange,
    onSearchChange,
  };
  const view: DropdownViewSettings<T> = {
    field,
    label,
    isLabelHidden,
    description,
    errorMessage,
    placeholder,
    isSearchable,
    isMultiple,
    isClearable,
    isLoading,
    isDisabled,
    isReadOnly,
    isRequired,
    emptyText,
    loadingText,
    maxHeight,
    name,
    className,
    selectedItems,
    getLabel,
    getKey,
    onClear: () => {
      setSelectedItems([]);
    },
    onBlur,
  };
  return isSearchable ? (
    <ComboboxDropdown settings={settings} view={view} />
  ) : (
    <SelectDropdown settings={settings} view={view} />
  );
}
