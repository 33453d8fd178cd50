import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Field, useField } from '../Field';
import { defaultTimespan, isTimespan, timespans, type Timespan } from './timespans';
import { NativeSelect } from '../Select/Select.styles';

export interface TimespanSelectProps {
  /**
   * The visible label; it names the select.
   * @default 'Timespan'
   */
  label?: string;
  /**
   * Keeps the label for assistive technology only, e.g. in a widget header beside the widget's title.
   * @default false
   */
  isLabelHidden?: boolean;
  /** Help text under the select; it describes it. */
  description?: ReactNode;
  /** The chosen timespan (controlled). */
  value?: Timespan;
  /**
   * The timespan at first (uncontrolled).
   * @default 'all_time'
   */
  defaultValue?: Timespan;
  /** Called with the timespan key when the user chooses another. */
  onChange?: (timespan: Timespan) => void;
  /** Called when the select loses focus (react-hook-form marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /**
   * The timespans offered, in the order of `timespans` whatever the order given.
   * @default every timespan (week_to_date … all_time)
   */
  options?: readonly Timespan[];
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
}

/**
 * The timespan selector of the Top Cards widget: a native <select> in the kit's field frame, so it
 * is small and the platform's keyboard and touch pickers work. `onChange` receives the timespan key
 * ('week_to_date' … 'all_time'), the value of the `topCardsTimespan` parameter.
 */
export function TimespanSelect({
  label = 'Timespan',
  isLabelHidden = false,
  description,
  value,
  defaultValue = defaultTimespan,
  onChange,
  onBlur,
  options,
  isDisabled = false,
  name,
  id,
  className,
  ref,
}: TimespanSelectProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState<Timespan>(defaultValue);
  const selected = value ?? uncontrolledValue;
  const field = useField({ id, hasDescription: description !== undefined });
  const offered = options === undefined ? timespans : timespans.filter((timespan) => options.includes(timespan.key));

  return (
    <Field
      field={field}
      label={label}
      description={description}
      isLabelHidden={isLabelHidden}
      className={className}
      data-component="TimespanSelect"
    >
      <NativeSelect
        {...field.controlProps}
        ref={ref}
        name={name}
        value={selected}
        disabled={isDisabled}
        onChange={(event) => {
          const next = event.target.value;
          if (!isTimespan(next)) return;
          if (value === undefined) setUncontrolledValue(next);
          onChange?.(next);
        }}
        onBlur={onBlur}
      >
        {offered.map((timespan) => (
          <option key={timespan.key} value={timespan.key}>
            {timespan.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
