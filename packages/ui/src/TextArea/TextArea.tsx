import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Field, useField } from '../Field';
import { CharacterCount, joinIds } from '../TextField/CharacterCount';
import { StyledTextArea } from './TextArea.styles';

export interface TextAreaProps {
  /** The visible label; it names the text area. */
  label: string;
  /** Help text under the text area; it describes it. */
  description?: ReactNode;
  /** The validation message; when set the text area is marked invalid and described by it. */
  errorMessage?: string | undefined;
  /** The text (controlled). */
  value?: string;
  /**
   * The text at first (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when the text area loses focus (react-hook-form marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Called when the text area gains focus. */
  onFocus?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /**
   * The visible number of lines; the user can drag it taller.
   * @default 3
   */
  rows?: number;
  /** The most characters the text area accepts (enforced while typing). */
  maxLength?: number;
  /** The fewest characters it asks for (checked by native form validation only). */
  minLength?: number;
  /**
   * Shows "12/200" under the text area, when `maxLength` is set.
   * @default false
   */
  showCharacterCount?: boolean;
  /** The autofill hint, e.g. `street-address`, `off`. */
  autoComplete?: string;
  /** Text shown while the text area is empty. Not a substitute for the label. */
  placeholder?: string;
  /**
   * Whether a value is required: shows the marker and sets `required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the text area is disabled: it cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the text area is read-only: it can be focused and copied, not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Whether the text area takes focus when it mounts.
   * @default false
   */
  autoFocus?: boolean;
  /** The name in a native form submission. */
  name?: string;
  /** The text area's id; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** The textarea element (react-hook-form's `field.ref` focuses it on an error). */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text input in the kit's field frame (the card builder's description and reverse-side
 * text): label, required marker, description, error message and an optional character count.
 * Controlled (`value` + `onChange`) or not (`defaultValue`); `onChange` receives the text.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onFocus,
  rows = 3,
  maxLength,
  minLength,
  showCharacterCount = false,
  autoComplete,
  placeholder,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  autoFocus = false,
  name,
  id,
  className,
  ref,
}: TextAreaProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const text = value ?? uncontrolledValue;
  const field = useField({ id, hasDescription: description !== undefined, errorMessage, isRequired });
  const counterId = `${field.controlProps.id}-count`;
  const hasCounter = showCharacterCount && maxLength !== undefined;

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      className={className}
      data-component="TextArea"
    >
      <StyledTextArea
        {...field.controlProps}
        aria-describedby={joinIds(field.controlProps['aria-describedby'], hasCounter ? counterId : undefined)}
        ref={ref}
        name={name}
        rows={rows}
        value={text}
        onChange={(event) => {
          if (value === undefined) setUncontrolledValue(event.target.value);
          onChange?.(event.target.value);
        }}
        onBlur={onBlur}
        onFocus={onFocus}
        maxLength={maxLength}
        minLength={minLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={isRequired}
        disabled={isDisabled}
        readOnly={isReadOnly}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for fields that open a form (a dialog's first field).
        autoFocus={autoFocus}
      />
      {hasCounter ? <CharacterCount id={counterId} length={text.length} maxLength={maxLength} /> : null}
    </Field>
  );
}
