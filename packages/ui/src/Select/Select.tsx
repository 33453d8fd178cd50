import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Field, useField } from '../Field';
import { NativeSelect } from './Select.styles';

/** One choice of a select: the value reported, and the text shown. */
export interface SelectOption<T extends string = string> {
  /** The value `onChange` receives, e.g. a query parameter's value ('this_week'). */
  value: T;
  /** What the option reads, e.g. 'This Week'. */
  label: string;
}

export interface SelectProps<T extends string = string> {
  /** The visible label; it names the select. */
  label: string;
  /**
   * Keeps the label for assistive technology only, e.g. in a widget header beside the widget's title.
   * @default false
   */
  isLabelHidden?: boolean;
  /** Help text under the select; it describes it. */
  description?: ReactNode;
  /** The choices, in the order they are listed. */
  options: readonly SelectOption<T>[];
  /** The chosen value (controlled). */
  value?: T;
  /**
   * The value at first (uncontrolled).
   * @default the first option's value
   */
  defaultValue?: T;
  /** Called with the option's value when the user chooses another. */
  onChange?: (value: T) => void;
  /** Called when the select loses focus (react-hook-form marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /**
   * Whether the select is disabled: it cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /** The name in a native form submission. */
  name?: string;
  /** The select's id; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** The select element (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLSelectElement>;
  /**
   * The root's stable hook for tests and host products, named after a component built on Select.
   * @default 'Select'
   */
  'data-component'?: string;
}

/**
 * A choice among a few fixed options: a native <select> in the kit's field frame, so it is small
 * and the platform's keyboard and touch pickers work. For a long or searchable list, `Dropdown`.
 */
export function Select<T extends string = string>({
  label,
  isLabelHidden = false,
  description,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  isDisabled = false,
  name,
  id,
  className,
  ref,
  'data-component': dataComponent = 'Select',
}: SelectProps<T>) {
  const [uncontrolledValue, setUncontrolledValue] = useState<T | undefined>(defaultValue ?? options[0]?.value);
  const selected = value ?? uncontrolledValue;
  const field = useField({ id, hasDescription: description !== undefined });

  return (
    <Field
      field={field}
      label={label}
      description={description}
      isLabelHidden={isLabelHidden}
      className={className}
      data-component={dataComponent}
    >
      <NativeSelect
        {...field.controlProps}
        ref={ref}
        name={name}
        value={selected}
        disabled={isDisabled}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next === undefined) return;
          if (value === undefined) setUncontrolledValue(next.value);
          onChange?.(next.value);
        }}
        onBlur={onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
