import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Field, useField, type TextEntryFieldProps } from '../Field';
import { joinIds } from '../TextField/CharacterCount';
import { Adornment, GroupInput, InputGroup } from '../TextField/TextField.styles';
import { clampNumber, formatNumber, isNumberTextAllowed, parseNumberText, stepNumber } from './numberText';

export interface NumberFieldProps extends TextEntryFieldProps<HTMLInputElement> {
  /** The number, `null` when empty (controlled). */
  value?: number | null;
  /**
   * The number at first (uncontrolled).
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the new number, or `null` when the field is emptied, whenever it changes. */
  onChange?: (value: number | null) => void;
  /** Called when the field loses focus, after the number has been kept within bounds. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The unit shown after the number inside the box, such as `px`; it also describes the field. */
  unit?: string;
  /** The smallest number; on leaving the field a smaller one is raised to it. Negatives can be typed only below 0. */
  minValue?: number;
  /** The largest number; on leaving the field a larger one is lowered to it. */
  maxValue?: number;
  /**
   * How much ArrowUp and ArrowDown add or take away.
   * @default 1
   */
  step?: number;
  /**
   * Whether a decimal point may be typed; otherwise only whole numbers.
   * @default false
   */
  allowsDecimals?: boolean;
}

/**
 * A field for a number (number fields in the editor are typed as numbers), in the kit's
 * field frame. It hands out numbers, not text: `onChange(12)`, or `onChange(null)` when emptied.
 * Only digits, a leading minus (when `minValue` allows negatives) and, with `allowsDecimals`, one
 * decimal point can be typed; other keys leave the text as it was. ArrowUp and ArrowDown step by
 * `step` (PageUp and PageDown by ten steps); leaving the field keeps the number within bounds.
 * An optional `unit` (e.g. `px`) shows inside the box and describes the field.
 *
 * A lean own implementation rather than react-aria-components' NumberField (about 26 KB gzip with
 * its locale-aware parser), since the product writes plain numbers only.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  onFocus,
  unit,
  minValue,
  maxValue,
  step = 1,
  allowsDecimals = false,
  placeholder,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  autoFocus = false,
  name,
  id,
  className,
  ref,
}: NumberFieldProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const currentValue = isControlled ? value : uncontrolledValue;

  // The text being typed, which may be unfinished ('-', '12.'); replaced when the value changes
  // from outside (a reset, an undo), kept while it still reads as the value.
  const [text, setText] = useState(() => formatNumber(currentValue));
  const [shownValue, setShownValue] = useState(currentValue);
  if (!Object.is(currentValue, shownValue)) {
    setShownValue(currentValue);
    if (parseNumberText(text) !== currentValue) setText(formatNumber(currentValue));
  }

  const field = useField({ id, hasDescription: description !== undefined, errorMessage, isRequired });
  const hasError = errorMessage !== undefined && errorMessage !== '';
  const unitId = `${field.controlProps.id}-unit`;
  const hasUnit = unit !== undefined && unit !== '';
  const allowsNegative = minValue === undefined || minValue < 0;
  const isEditable = !isDisabled && !isReadOnly;

  const setValue = (next: number | null) => {
    if (!isControlled) setUncontrolledValue(next);
    if (!Object.is(next, currentValue)) onChange?.(next);
  };

  /** Shows `next` in canonical form and reports it. */
  const commit = (next: number | null) => {
    setText(formatNumber(next));
    setValue(next);
  };

  const commitTyped = () => {
    const typed = parseNumberText(text);
    commit(typed === null ? null : clampNumber(typed, minValue, maxValue));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isEditable) return;
    const stepSizes: Partial<Record<string, [1 | -1, number]>> = {
      ArrowUp: [1, step],
      ArrowDown: [-1, step],
      PageUp: [1, step * 10],
      PageDown: [-1, step * 10],
    };
    const stepping = stepSizes[event.key];
    if (stepping !== undefined) {
      event.preventDefault();
      const [direction, size] = stepping;
      commit(stepNumber(parseNumberText(text), direction, { step: size, minValue, maxValue }));
    } else if (event.key === 'Enter') {
      // Before a surrounding form submits: submit what the field will hold after leaving it.
      commitTyped();
    }
  };

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      className={className}
      data-component="NumberField"
    >
      <InputGroup
        data-part="group"
        data-focus-within=""
        data-invalid={hasError ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
        data-readonly={isReadOnly ? '' : undefined}
      >
        <GroupInput
          {...field.controlProps}
          aria-describedby={joinIds(hasUnit ? unitId : undefined, field.controlProps['aria-describedby'])}
          ref={ref}
          // A text input in the spinbutton role: type="number" would accept 'e', lose unfinished
          // text like '12.' and change the value on a mouse wheel.
          type="text"
          role="spinbutton"
          aria-valuenow={currentValue ?? undefined}
          aria-valuemin={minValue}
          aria-valuemax={maxValue}
          // iOS's numeric keyboards have no minus key: offer the full keyboard when negatives may be typed.
          inputMode={allowsNegative ? 'text' : allowsDecimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          name={name}
          value={text}
          onChange={(event) => {
            const nextText = event.target.value;
            if (!isNumberTextAllowed(nextText, { allowsDecimals, allowsNegative })) return;
            setText(nextText);
            setValue(parseNumberText(nextText));
          }}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            if (isEditable) commitTyped();
            onBlur?.(event);
          }}
          onFocus={onFocus}
          placeholder={placeholder}
          required={isRequired}
          disabled={isDisabled}
          readOnly={isReadOnly}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for fields that open a form (a dialog's first field).
          autoFocus={autoFocus}
        />
        {hasUnit ? (
          // Hidden from reading order (it would be read apart from the field) but describes the field.
          <Adornment id={unitId} data-part="suffix" aria-hidden="true">
            {unit}
          </Adornment>
        ) : null}
      </InputGroup>
    </Field>
  );
}
