import { useLayoutEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Field, type FieldIds } from '../Field';
import { ListboxRows, useListboxWindow } from '../Listbox';
import {
  ClearButton,
  Control,
  Icon,
  Input,
  Listbox,
  listPadding,
  Option,
  OptionLabel,
  optionRowHeight,
  SelectChevron,
  StatusRow,
  Surface,
  Tag,
  TagLabel,
  ToggleIcon,
  Trigger,
  TriggerValue,
  VisuallyHidden,
} from './Dropdown.styles';
import type { OptionKey } from './options';
import { useAnchoredPosition } from './useAnchoredPosition';
import { onFocusLeave, type DropdownBehaviour } from './useDropdown';

/** What the view shows, besides the behaviour: the Dropdown's props, resolved. */
export interface DropdownViewProps<T> {
  behaviour: DropdownBehaviour<T>;
  field: FieldIds;
  label: string;
  isLabelHidden: boolean;
  description: ReactNode;
  errorMessage: string | undefined;
  placeholder: string | undefined;
  isSearchable: boolean;
  isMultiple: boolean;
  isClearable: boolean;
  isLoading: boolean;
  isDisabled: boolean;
  isReadOnly: boolean;
  isRequired: boolean;
  emptyText: string;
  loadingText: string;
  maxHeight: number;
  name: string | undefined;
  className: string | undefined;
  selectedItems: readonly T[];
  getLabel: (option: T) => string;
  getKey: (option: T) => OptionKey;
  onClear: () => void;
  onBlur: (() => void) | undefined;
}

/** A 16 px line icon, decorative: the element around it carries the meaning. */
function LineIcon({ path }: { path: string }) {
  return (
    <Icon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

const chevronIcon = <LineIcon path="M4 6l4 4 4-4" />;
const crossIcon = <LineIcon path="M4.5 4.5l7 7m0-7l-7 7" />;
const checkIcon = <LineIcon path="M3.5 8.5l3 3 6-7" />;

/** Keeps focus in the combobox when the pointer presses the list (scroll bar included). */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/**
 * The Dropdown's looks: the Field frame, the box with tags, combobox, clear button and chevron,
 * hidden inputs for native forms, and the popover with its windowed option list.
 */
export function DropdownView<T>(props: DropdownViewProps<T>) {
  const { behaviour, field, selectedItems, getLabel, getKey, isMultiple, isSearchable, isDisabled, isReadOnly } = props;
  // In state, not a ref: the popover is placed (and portalled) once the box has mounted.
  const [controlElement, setControlElement] = useState<HTMLElement | null>(null);
  const isInteractive = !isDisabled && !isReadOnly;
  const hasError = props.errorMessage !== undefined && props.errorMessage !== '';
  const hasSelection = selectedItems.length > 0;

  const clear = () => {
    props.onClear();
    controlElement?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  };

  let combobox: ReactNode;
  if (isSearchable) {
    combobox = (
      <Input
        {...behaviour.getComboboxProps()}
        {...field.controlProps}
        placeholder={isMultiple && hasSelection ? undefined : props.placeholder}
      />
    );
  } else {
    const [selectedItem] = selectedItems;
    let value: ReactNode;
    if (isMultiple && hasSelection) value = <VisuallyHidden>{`${selectedItems.length} selected`}</VisuallyHidden>;
    else if (!isMultiple && selectedItem !== undefined) value = getLabel(selectedItem);
    combobox = (
      <Trigger {...behaviour.getComboboxProps()} {...field.controlProps}>
        {value === undefined ? (
          <TriggerValue data-placeholder="">{props.placeholder}</TriggerValue>
        ) : (
          <TriggerValue>{value}</TriggerValue>
        )}
        <SelectChevron>{chevronIcon}</SelectChevron>
      </Trigger>
    );
  }

  return (
    <Field
      isLabelHidden={props.isLabelHidden}
      field={field}
      label={props.label}
      description={props.description}
      errorMessage={props.errorMessage}
      isRequired={props.isRequired}
      labelElement={isSearchable ? 'label' : 'span'}
      className={props.className}
      data-component="Dropdown"
    >
      <Control
        ref={setControlElement}
        data-component="Dropdown.Control"
        data-variant={isSearchable ? 'combobox' : 'select'}
        data-focus-within=""
        data-open={behaviour.isOpen || undefined}
        data-invalid={hasError || undefined}
        data-disabled={isDisabled || undefined}
        data-readonly={isReadOnly || undefined}
        onBlur={onFocusLeave(props.onBlur)}
      >
        {isMultiple
          ? selectedItems.map((item, index) =>
              isInteractive ? (
                // Keyed by position: removing a focused tag leaves focus on the one taking its place.
                <Tag
                  key={index}
                  type="button"
                  data-component="Dropdown.Tag"
                  {...behaviour.getTagProps(item, index)}
                  aria-label={`Remove ${getLabel(item)}`}
                >
                  <TagLabel>{getLabel(item)}</TagLabel>
                  {crossIcon}
                </Tag>
              ) : (
                <Tag as="span" key={index} data-component="Dropdown.Tag" data-static="">
                  <TagLabel>{getLabel(item)}</TagLabel>
                </Tag>
              ),
            )
          : null}
        {combobox}
        {props.isClearable && hasSelection && isInteractive ? (
          <ClearButton type="button" aria-label={`Clear ${props.label}`} onMouseDown={keepFocus} onClick={clear}>
            {crossIcon}
          </ClearButton>
        ) : null}
        {isSearchable ? <ToggleIcon {...behaviour.getToggleProps()}>{chevronIcon}</ToggleIcon> : null}
      </Control>
      {props.name === undefined ? null : isMultiple ? (
        selectedItems.map((item, index) => (
          <input key={index} type="hidden" name={props.name} value={String(getKey(item))} />
        ))
      ) : (
        <input
          type="hidden"
          name={props.name}
          value={selectedItems[0] === undefined ? '' : String(getKey(selectedItems[0]))}
        />
      )}
      {behaviour.isOpen && controlElement !== null ? <DropdownPopover {...props} anchor={controlElement} /> : null}
    </Field>
  );
}

interface DropdownPopoverProps<T> extends DropdownViewProps<T> {
  anchor: HTMLElement;
}

/**
 * The open list, portalled out of clipping containers: into the dialog around the dropdown
 * (so it stays above the dialog and inside its focus trap and accessible tree), else the body.
 */
function DropdownPopover<T>({
  anchor,
  behaviour,
  selectedItems,
  getKey,
  getLabel,
  isMultiple,
  isLoading,
  emptyText,
  loadingText,
  maxHeight,
}: DropdownPopoverProps<T>) {
  const [surfaceElement, setSurfaceElement] = useState<HTMLElement | null>(null);
  useAnchoredPosition(anchor, surfaceElement);
  const { items, highlightedIndex } = behaviour;
  // Downshift moves the highlight (focus stays in the combobox); the listbox windows and reveals it.
  const listbox = useListboxWindow({
    count: items.length,
    rowHeight: optionRowHeight,
    listPadding,
    maxHeight,
    activeIndex: highlightedIndex,
  });
  const { reveal, scrollElement } = listbox;
  // The highlighted option is scrolled into view before the browser paints.
  useLayoutEffect(() => {
    reveal(highlightedIndex);
  }, [scrollElement, highlightedIndex, reveal]);

  const selectedKeys = new Set(selectedItems.map((item) => String(getKey(item))));
  const renderOption = (index: number) => {
    const item = items[index] as T;
    const isSelected = selectedKeys.has(String(getKey(item)));
    return (
      // Keyed by position: scrolling reuses the rows instead of creating new ones.
      <Option
        key={index}
        {...behaviour.getItemProps(item, index)}
        aria-selected={isSelected}
        aria-setsize={items.length}
        aria-posinset={index + 1}
        data-highlighted={index === highlightedIndex || undefined}
      >
        <OptionLabel>{getLabel(item)}</OptionLabel>
        {isSelected ? checkIcon : null}
      </Option>
    );
  };

  let status = '';
  if (isLoading) status = loadingText;
  else if (items.length === 0) status = emptyText;

  const container = anchor.closest('[role="dialog"], [role="alertdialog"]') ?? anchor.ownerDocument.body;
  return createPortal(
    <Surface
      ref={setSurfaceElement}
      data-component="Dropdown.Popover"
      style={{ '--dropdown-max-height': `${maxHeight}px` }}
      onMouseDown={keepFocus}
    >
      <StatusRow role="status">{status}</StatusRow>
      <Listbox
        {...behaviour.getMenuProps({ ref: listbox.scrollRef, onScroll: listbox.onScroll })}
        tabIndex={-1}
        aria-multiselectable={isMultiple || undefined}
      >
        <ListboxRows rows={listbox.rows} gapAfter={listbox.gapAfter} renderOption={renderOption} />
      </Listbox>
    </Surface>,
    container,
  );
}
