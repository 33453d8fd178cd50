import { useCombobox, useMultipleSelection, useSelect, type UseComboboxState } from 'downshift';
import {
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type SyntheticEvent,
  type UIEvent,
} from 'react';
import { filterOptions, normaliseSearchText, resolveSingleSelection, toggleSelection, type OptionKey } from './options';
import { useDebouncedCallback } from './useDebouncedCallback';

/** How long typing must pause before a server search is reported: one request per pause, not per key. */
export const serverSearchDelay = 400;

/** What the behaviour hooks need to know, resolved from the Dropdown's props. */
export interface DropdownSettings<T> {
  options: readonly T[];
  getLabel: (option: T) => string;
  getKey: (option: T) => OptionKey;
  isOptionDisabled: (option: T) => boolean;
  isMultiple: boolean;
  /** Whether choosing the selected option again clears a single selection. */
  allowsDeselect: boolean;
  /** False when disabled or read-only: nothing opens and nothing changes. */
  isInteractive: boolean;
  isDisabled: boolean;
  isReadOnly: boolean;
  selectedItems: readonly T[];
  setSelectedItems: (selection: T[]) => void;
  /** The ids of the field: control, label and list. */
  ids: { control: string; label: string; menu: string };
  ref: Ref<HTMLElement> | undefined;
  onOpenChange: ((isOpen: boolean) => void) | undefined;
  /** Server search: called with the search text, debounced; options are then not filtered here. */
  onSearchChange: ((search: string) => void) | undefined;
}

/** Props for one of the rendered elements, to spread on it. */
export type ElementProps = Record<string, unknown>;

/** What the view renders from, whichever downshift hook drives it. */
export interface DropdownBehaviour<T> {
  isOpen: boolean;
  highlightedIndex: number;
  /** The options in the list: all of them, or those matching the search. */
  items: readonly T[];
  /** Props for the combobox itself: the text input, or the select-only trigger. */
  getComboboxProps: () => ElementProps;
  /** Props for the chevron that opens and closes the list (combobox only). */
  getToggleProps: () => ElementProps;
  /** Props for the list; the scroll handler and ref come from the virtualiser. */
  getMenuProps: (props: { ref: Ref<HTMLElement>; onScroll: (event: UIEvent<HTMLElement>) => void }) => ElementProps;
  /** Props for the option `item` at `index` of `items`. */
  getItemProps: (item: T, index: number) => ElementProps;
  /** Props for the removable tag of the selected `item` at `index` (multiple selection). */
  getTagProps: (item: T, index: number) => ElementProps;
}

/** Stops downshift's own handling of an event (it checks this flag after ours runs). */
function skipDownshift(event: SyntheticEvent) {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

/** The forwarded ref as a callback, which fits the input's and the trigger's ref types alike. */
function toRefCallback(ref: Ref<HTMLElement> | undefined) {
  return (node: HTMLElement | null) => {
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
}

/** Keeps focus where it is when a pointer presses an element (tags, options). */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/**
 * Drops downshift's `aria-controls` while no list is rendered, and its `aria-activedescendant`
 * while no option is highlighted (downshift leaves it empty, or naming an option that is gone).
 */
function withListState(props: ElementProps, isOpen: boolean, hasHighlight = isOpen): ElementProps {
  const activeId = props['aria-activedescendant'];
  return {
    ...props,
    // An empty id is no id.
    'aria-activedescendant': hasHighlight && activeId ? activeId : undefined,
    'aria-controls': isOpen ? props['aria-controls'] : undefined,
  };
}

/**
 * The selected options as removable tags, on downshift's `useMultipleSelection`: Backspace in
 * the empty field removes the last one, the left arrow moves onto the tags, and Backspace or
 * Delete on a tag (or a click, or Enter) removes it. Used in single selection too, inactive,
 * so both modes share one hook order.
 */
function useTags<T>({ selectedItems, setSelectedItems, getKey }: DropdownSettings<T>) {
  return useMultipleSelection<T>({
    selectedItems: selectedItems as T[],
    itemToKey: (item) => (item === null ? null : getKey(item)),
    onSelectedItemsChange: ({ selectedItems: next }) => {
      setSelectedItems(next);
    },
    stateReducer: (state, { type, changes }) =>
      // A tag removed with the pointer leaves focus where it was, not on a neighbouring tag.
      type === useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem && state.activeIndex === -1
        ? { ...changes, activeIndex: -1 }
        : changes,
  });
}

function createTagProps<T>(tags: ReturnType<typeof useTags<T>>, settings: DropdownSettings<T>) {
  return (item: T, index: number): ElementProps =>
    tags.getSelectedItemProps({
      selectedItem: item,
      index,
      onMouseDown: keepFocus,
      onClick: (event: MouseEvent) => {
        skipDownshift(event);
        if (settings.isInteractive) tags.removeSelectedItem(item);
      },
      // Only Backspace and Delete remove: the arrow keys move between tags even when read-only.
      onKeyDown: (event: KeyboardEvent) => {
        if (!settings.isInteractive && (event.key === 'Backspace' || event.key === 'Delete')) skipDownshift(event);
      },
    });
}

/**
 * The select-only combobox (no text input), on downshift's `useSelect`: the trigger takes focus,
 * Enter, Space or the arrow keys open the list, the arrows, Home, End, Page Up and Page Down
 * move, typing jumps to the option starting with the letters typed (type-ahead), Enter or a
 * click chooses, Escape closes and keeps the value, Tab chooses the highlighted option (single).
 * With multiple selection the list stays open while options are toggled.
 */
export function useSelectDropdown<T>(settings: DropdownSettings<T>): DropdownBehaviour<T> {
  const { options, getLabel, getKey, isMultiple, isInteractive, selectedItems, setSelectedItems, ids } = settings;
  const tags = useTags(settings);
  const { ItemClick, ToggleButtonKeyDownEnter, ToggleButtonKeyDownSpaceButton, ToggleButtonBlur } =
    useSelect.stateChangeTypes;

  const select = useSelect<T>({
    items: options as T[],
    itemToString: (item) => (item === null ? '' : getLabel(item)),
    itemToKey: (item) => (item === null ? null : getKey(item)),
    isItemDisabled: settings.isOptionDisabled,
    selectedItem: isMultiple ? null : (selectedItems[0] ?? null),
    toggleButtonId: ids.control,
    labelId: ids.label,
    menuId: ids.menu,
    getItemId: (index) => `${ids.menu}-option-${index}`,
    // The virtualiser scrolls the highlighted option into view: it may not be rendered yet.
    scrollIntoView: () => undefined,
    stateReducer: (state, { type, changes }) => {
      if (!isInteractive) return state;
      const isChoice =
        type === ItemClick || type === ToggleButtonKeyDownEnter || type === ToggleButtonKeyDownSpaceButton;
      if (isMultiple && isChoice) return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
      // Tab chooses the highlighted option of a single select, as a native select does; in a
      // multiple select it toggles nothing.
      if (isMultiple && type === ToggleButtonBlur) return { ...changes, selectedItem: null };
      if (isChoice && changes.selectedItem != null) {
        return {
          ...changes,
          selectedItem: resolveSingleSelection(
            state.selectedItem,
            changes.selectedItem,
            getKey,
            settings.allowsDeselect,
          ),
        };
      }
      return changes;
    },
    onStateChange: ({ type, selectedItem }) => {
      const isChoice =
        type === ItemClick || type === ToggleButtonKeyDownEnter || type === ToggleButtonKeyDownSpaceButton;
      if (isMultiple && isChoice && selectedItem != null) {
        setSelectedItems(toggleSelection(selectedItems, selectedItem, getKey));
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!isMultiple) setSelectedItems(selectedItem == null ? [] : [selectedItem]);
    },
    onIsOpenChange: ({ isOpen }) => settings.onOpenChange?.(isOpen),
  });

  // Downshift checks that every render asks for the list's props; the list itself is only
  // rendered while open, and asks again with its ref.
  select.getMenuProps({}, { suppressRefError: true });

  return {
    isOpen: select.isOpen,
    highlightedIndex: select.highlightedIndex,
    items: options,
    getComboboxProps: () => {
      const { onKeyDown: onTagsKeyDown, ...tagsProps } = tags.getDropdownProps({
        ref: toRefCallback(settings.ref),
        preventKeyAction: !isMultiple || select.isOpen || !isInteractive,
      });
      const props: ElementProps = select.getToggleButtonProps({
        ...tagsProps,
        disabled: settings.isDisabled,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          // Escape closes the list only, not a dialog around the dropdown.
          if (event.key === 'Escape' && select.isOpen) event.preventDefault();
          onTagsKeyDown?.(event);
        },
      });
      return {
        ...withListState(props, select.isOpen),
        disabled: undefined,
        tabIndex: settings.isDisabled ? -1 : 0,
        'aria-disabled': settings.isDisabled || undefined,
        'aria-readonly': settings.isReadOnly || undefined,
      };
    },
    getToggleProps: () => ({}),
    getMenuProps: (props) => select.getMenuProps(props, { suppressRefError: true }),
    getItemProps: (item, index) => select.getItemProps({ item, index }),
    getTagProps: createTagProps(tags, settings),
  };
}

/**
 * The editable combobox, on downshift's `useCombobox`: typing filters the options by their
 * display property, case-insensitively, or, with server search, reports the text after a
 * 400 ms pause. The arrows open and move, Home and End jump while the list is
 * open, Enter or a click chooses, Escape closes and keeps the value. With multiple selection the
 * list stays open and keeps the search text while options are toggled.
 */
export function useComboboxDropdown<T>(settings: DropdownSettings<T>): DropdownBehaviour<T> {
  const { options, getLabel, getKey, isMultiple, isInteractive, selectedItems, setSelectedItems, ids } = settings;
  const tags = useTags(settings);
  const { ItemClick, InputKeyDownEnter, InputKeyDownEscape, InputBlur, InputChange } = useCombobox.stateChangeTypes;

  // The text typed since the list opened: what the options are filtered by. Not the input's
  // value, which shows the selected option's label when nothing has been typed.
  const [search, setSearch] = useState('');
  const reportSearch = useDebouncedCallback(settings.onSearchChange, serverSearchDelay);
  const isServerSearch = settings.onSearchChange !== undefined;
  const changeSearch = (text: string) => {
    if (text === search) return;
    setSearch(text);
    if (isServerSearch) reportSearch(text);
  };

  // Labels normalised once per list and display property, so a keystroke over 10,000 options
  // only compares strings.
  const normalisedLabels = useMemo(
    () => (isServerSearch ? [] : options.map((option) => normaliseSearchText(getLabel(option)))),
    [options, isServerSearch, getLabel],
  );
  const items = isServerSearch ? options : filterOptions(options, search, normalisedLabels);
  const selectedLabel = !isMultiple && selectedItems[0] !== undefined ? getLabel(selectedItems[0]) : '';

  const combobox = useCombobox<T>({
    items: items as T[],
    itemToString: (item) => (item === null ? '' : getLabel(item)),
    itemToKey: (item) => (item === null ? null : getKey(item)),
    isItemDisabled: settings.isOptionDisabled,
    selectedItem: isMultiple ? null : (selectedItems[0] ?? null),
    inputId: ids.control,
    labelId: ids.label,
    menuId: ids.menu,
    getItemId: (index) => `${ids.menu}-option-${index}`,
    scrollIntoView: () => undefined,
    stateReducer: (state, { type, changes: proposed }) => {
      if (!isInteractive && type !== useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem) return state;
      const isChoice = type === ItemClick || type === InputKeyDownEnter;
      // The list may have changed under a stale highlighted index: then nothing is chosen.
      const { selectedItem: chosen, ...withoutChoice } = proposed;
      const changes: Partial<UseComboboxState<T>> = chosen === undefined ? withoutChoice : proposed;
      if (isMultiple) {
        // The selection is the tags, never the input's text.
        if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem) {
          return { ...changes, inputValue: state.inputValue };
        }
        if (isChoice)
          return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue };
        if (type === InputBlur || type === InputKeyDownEscape)
          return { ...changes, selectedItem: null, inputValue: '' };
        if (type === InputChange) return { ...changes, highlightedIndex: changes.inputValue ? 0 : -1 };
        return changes;
      }
      // A value that arrives while the user searches (its option found once lazily loaded
      // options arrive) waits for the list to close: it never overwrites what they are typing.
      if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem && state.isOpen) {
        return { ...changes, inputValue: state.inputValue };
      }
      if (isChoice && changes.selectedItem != null) {
        const selectedItem = resolveSingleSelection(
          state.selectedItem,
          changes.selectedItem,
          getKey,
          settings.allowsDeselect,
        );
        return { ...changes, selectedItem, inputValue: selectedItem === null ? '' : getLabel(selectedItem) };
      }
      // Typing highlights the first match, so Enter (or Tab) takes it (list autocomplete).
      if (type === InputChange) return { ...changes, highlightedIndex: changes.inputValue ? 0 : -1 };
      // Closing without choosing (Escape, a click outside, Enter with nothing highlighted) puts
      // the selected option's label back in the field.
      if (changes.isOpen === false && changes.selectedItem === undefined)
        return { ...changes, inputValue: selectedLabel };
      return changes;
    },
    onStateChange: ({ type, selectedItem }) => {
      if (isMultiple && (type === ItemClick || type === InputKeyDownEnter) && selectedItem != null) {
        setSelectedItems(toggleSelection(selectedItems, selectedItem, getKey));
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!isMultiple) setSelectedItems(selectedItem == null ? [] : [selectedItem]);
    },
    onInputValueChange: ({ type, inputValue }) => {
      if (type === InputChange) changeSearch(inputValue);
    },
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) changeSearch('');
      settings.onOpenChange?.(isOpen);
    },
  });

  combobox.getMenuProps({}, { suppressRefError: true });
  // Typing highlights the first match before the list is filtered: there may be none.
  const highlightedIndex = combobox.highlightedIndex < items.length ? combobox.highlightedIndex : -1;

  return {
    isOpen: combobox.isOpen,
    highlightedIndex,
    items,
    getComboboxProps: () => {
      const { onKeyDown: onTagsKeyDown, ...tagsProps } = tags.getDropdownProps({
        ref: toRefCallback(settings.ref),
        preventKeyAction: !isMultiple || combobox.isOpen || !isInteractive,
      });
      const props: ElementProps = combobox.getInputProps({
        ...tagsProps,
        disabled: settings.isDisabled,
        readOnly: settings.isReadOnly,
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          // A closed list leaves Escape to what is around the dropdown (a dialog closes).
          if (event.key === 'Escape' && !combobox.isOpen) skipDownshift(event);
          else onTagsKeyDown?.(event);
        },
      });
      return withListState(props, combobox.isOpen, highlightedIndex >= 0);
    },
    getToggleProps: () =>
      combobox.getToggleButtonProps({
        disabled: !isInteractive,
        onMouseDown: keepFocus,
        'aria-hidden': true,
      }),
    getMenuProps: (props) => combobox.getMenuProps(props, { suppressRefError: true }),
    getItemProps: (item, index) => combobox.getItemProps({ item, index }),
    getTagProps: createTagProps(tags, settings),
  };
}

/** Calls `onBlur` when focus leaves the element and everything inside it (tags, clear button). */
export function onFocusLeave(onBlur: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onBlur?.();
  };
}
