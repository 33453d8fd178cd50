import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Field, useField } from '../Field';
import { Group, IconSlot, Segment } from './SegmentedControl.styles';
import { isSameSelection, toMultipleValue, toSelectedKeys, toSingleValue } from './segmentedControlValue';

/** One segment of a segmented control. */
export interface SegmentedControlOption {
  /** The id reported in the value; unique in the control. */
  id: string;
  /** The segment's text; with an `icon`, its accessible name (and tooltip) instead. */
  label: string;
  /** An icon shown instead of the label: the segment becomes icon-only, still named by `label`. */
  icon?: ReactNode;
  /**
   * Whether this segment is disabled; the arrow keys skip it.
   * @default false
   */
  isDisabled?: boolean;
}

/** What a segmented control's `ref` receives: a way to move focus into it (react-hook-form focuses a field in error). */
export interface SegmentedControlHandle {
  /** Focuses the selected segment, or the first one that is enabled when none is selected. */
  focus: () => void;
}

interface SegmentedControlBaseProps {
  /** The visible label of the control. */
  label: ReactNode;
  /** The segments, in order. */
  options: readonly SegmentedControlOption[];
  /** Help text under the control. */
  description?: ReactNode;
  /** The validation message; when set the control is marked invalid and described by it. */
  errorMessage?: string | undefined;
  /**
   * Whether the last selected segment can be deselected by pressing it again.
   * @default true in single selection, false in multiple selection
   */
  disallowEmptySelection?: boolean;
  /** Called when focus leaves the control. */
  onBlur?: () => void;
  /**
   * Shows the required marker (and, in single selection, marks the group required for assistive technology).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether every segment is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the control is read-only: it can be focused and read, the selection cannot change.
   * @default false
   */
  isReadOnly?: boolean;
  /** The id of the group; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** Receives a `focus()` handle that focuses the selected (or first) segment. */
  ref?: Ref<SegmentedControlHandle>;
}

/** One segment at a time (alignment): a radio group of buttons. */
export interface SegmentedControlSingleProps extends SegmentedControlBaseProps {
  /**
   * One segment at a time, or any number.
   * @default 'single'
   */
  selectionMode?: 'single';
  /** The id of the selected segment (controlled); `null` for none. */
  value?: string | null;
  /**
   * The id of the segment selected at first (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the id of the newly selected segment (`null` when deselected, if allowed). */
  onChange?: (value: string | null) => void;
}

/** Any number of segments (text style): a toolbar of toggle buttons. */
export interface SegmentedControlMultipleProps extends SegmentedControlBaseProps {
  /** One segment at a time, or any number. */
  selectionMode: 'multiple';
  /** The ids of the selected segments (controlled). */
  value?: readonly string[];
  /**
   * The ids of the segments selected at first (uncontrolled).
   * @default []
   */
  defaultValue?: readonly string[];
  /** Called with the ids of the selected segments, in the order of the options. */
  onChange?: (value: string[]) => void;
}

export type SegmentedControlProps = SegmentedControlSingleProps | SegmentedControlMultipleProps;

/**
 * A row of toggle buttons in the kit's field frame (label, required marker, description, error
 * message), on react-aria-components' `ToggleButtonGroup`. In single selection it is a radio
 * group (`role="radio"` buttons); in multiple selection a toolbar of toggle buttons
 * (`aria-pressed`). The arrow keys move between segments, Space and Enter toggle the focused one.
 * The group carries `data-selection-mode`, `data-disabled`, `data-readonly` and `data-invalid`;
 * each segment `data-selected`, `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`.
 */
export function SegmentedControl(props: SegmentedControlProps) {
  const {
    label,
    options,
    description,
    errorMessage,
    onBlur,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    id,
    className,
    ref,
  } = props;
  const isMultiple = props.selectionMode === 'multiple';
  const disallowEmptySelection = props.disallowEmptySelection ?? !isMultiple;
  const field = useField({
    id,
    hasDescription: description !== undefined,
    errorMessage,
    // A toolbar has no required state in ARIA: only the visible marker says it.
    isRequired: isRequired && !isMultiple,
  });
  const hasError = errorMessage !== undefined && errorMessage !== '';

  const [uncontrolledKeys, setUncontrolledKeys] = useState(() => toSelectedKeys(props.defaultValue));
  const selectedKeys = props.value === undefined ? uncontrolledKeys : toSelectedKeys(props.value);
  const optionIds = options.map((option) => option.id);

  const handleSelectionChange = (keys: Iterable<string | number>) => {
    // react-aria reports a press on the selected segment of a single control as a change to the
    // same selection; read-only controls ignore every change.
    if (isReadOnly || isSameSelection(selectedKeys, keys)) return;
    if (props.value === undefined) setUncontrolledKeys(new Set(Array.from(keys, String)));
    if (props.selectionMode === 'multiple') props.onChange?.(toMultipleValue(keys, optionIds));
    else props.onChange?.(toSingleValue(keys));
  };

  /*
   * One tab stop for the whole control (roving tabindex, as WAI-ARIA's toolbar and radio group
   * patterns ask): the segment focused last, else the selected one, else the first enabled one.
   * The arrow keys (react-aria's toolbar) reach the others.
   */
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const enabledIds = isDisabled
    ? []
    : options.filter((option) => option.isDisabled !== true).map((option) => option.id);
  const tabStopId =
    [focusedId, ...optionIds.filter((optionId) => selectedKeys.has(optionId))].find(
      (candidate) => candidate !== null && enabledIds.includes(candidate),
    ) ??
    enabledIds[0] ??
    null;

  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const group = groupRef.current;
        const segment =
          group?.querySelector<HTMLButtonElement>(
            'button:enabled[aria-checked="true"], button:enabled[aria-pressed="true"]',
          ) ?? group?.querySelector<HTMLButtonElement>('button:enabled');
        segment?.focus();
      },
    }),
    [],
  );

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      labelElement="span"
      className={className}
      data-component="SegmentedControl"
    >
      <Group
        ref={groupRef}
        aria-labelledby={field.labelProps.id}
        aria-describedby={field.controlProps['aria-describedby']}
        selectionMode={isMultiple ? 'multiple' : 'single'}
        disallowEmptySelection={disallowEmptySelection}
        selectedKeys={selectedKeys}
        onSelectionChange={handleSelectionChange}
        isDisabled={isDisabled}
        data-selection-mode={isMultiple ? 'multiple' : 'single'}
        data-readonly={isReadOnly || undefined}
        data-invalid={hasError || undefined}
        // The group drops ARIA states it does not know of: they are added to its element here.
        render={(domProps) => (
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- its role (radiogroup or toolbar) comes with react-aria's domProps.
          <div
            {...domProps}
            id={field.controlProps.id}
            aria-invalid={field.controlProps['aria-invalid']}
            aria-errormessage={field.controlProps['aria-errormessage']}
            aria-required={field.controlProps['aria-required']}
            // aria-readonly belongs to radio groups, not toolbars.
            aria-readonly={isReadOnly && !isMultiple ? true : undefined}
            onBlur={(event) => {
              domProps.onBlur?.(event);
              if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
            }}
            // The toolbar moves focus to its last button on Tab, for groups whose every button is
            // a tab stop; with one tab stop the browser's own Tab already leaves the control.
            onKeyDownCapture={(event) => {
              if (event.key !== 'Tab') domProps.onKeyDownCapture?.(event);
            }}
          />
        )}
      >
        {options.map((option) => (
          <Segment
            key={option.id}
            id={option.id}
            isDisabled={option.isDisabled}
            aria-label={option.icon === undefined ? undefined : option.label}
            data-icon-only={option.icon === undefined ? undefined : true}
            render={(domProps) => (
              <button
                {...domProps}
                tabIndex={option.id === tabStopId ? 0 : -1}
                // An icon-only segment shows its label as the native tooltip too.
                title={option.icon === undefined ? undefined : option.label}
                onFocus={(event) => {
                  domProps.onFocus?.(event);
                  setFocusedId(option.id);
                }}
              />
            )}
          >
            {option.icon === undefined ? option.label : <IconSlot aria-hidden="true">{option.icon}</IconSlot>}
          </Segment>
        ))}
      </Group>
    </Field>
  );
}
