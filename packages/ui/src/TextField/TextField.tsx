import { useState, type FocusEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, useField } from '../Field';
import { CharacterCount, joinIds } from './CharacterCount';
import { Adornment, GroupInput, InputGroup } from './TextField.styles';

export type TextFieldType = 'text' | 'email' | 'tel' | 'password' | 'url';

export interface TextFieldProps {
  /** The visible label; it names the input. */
  label: string;
  /** Help text under the input; it describes the input. */
  description?: ReactNode;
  /** The validation message; when set the input is marked invalid and described by it. */
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
  /** Called when the input loses focus (react-hook-form marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the input gains focus. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * The kind of text, for the keyboard on touch devices, autofill and masking.
   * @default 'text'
   */
  type?: TextFieldType;
  /** The most characters the input accepts (enforced while typing). */
  maxLength?: number;
  /** The fewest characters the input asks for (checked by native form validation only). */
  minLength?: number;
  /**
   * Shows "12/200" under the input, when `maxLength` is set.
   * @default false
   */
  showCharacterCount?: boolean;
  /** The autofill hint, e.g. `given-name`, `email`, `off`. */
  autoComplete?: string;
  /** The virtual keyboard to show on touch devices. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown before the text inside the box (decorative: say anything essential in the label). */
  prefix?: ReactNode;
  /** Shown after the text inside the box (decorative: say anything essential in the label). */
  suffix?: ReactNode;
  /** Text shown while the input is empty. Not a substitute for the label. */
  placeholder?: string;
  /**
   * Whether a value is required: shows the marker and sets `required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the input is disabled: it cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the input is read-only: it can be focused and copied, not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Whether the input takes focus when it mounts.
   * @default false
   */
  autoFocus?: boolean;
  /** The name in a native form submission. */
  name?: string;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** The input element (react-hook-form's `field.ref` focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input in the kit's field frame: label, required marker, description and error
 * message, optional prefix and suffix inside the box and an optional character count. Controlled
 * (`value` + `onChange`) or not (`defaultValue`); `onChange` receives the text, not the event.
 */
export function TextField({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onFocus,
  type = 'text',
  maxLength,
  minLength,
  showCharacterCount = false,
  autoComplete,
  inputMode,
  prefix,
  suffix,
  placeholder,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  autoFocus = false,
  name,
  id,
  className,
  ref,
}: TextFieldProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const text = value ?? uncontrolledValue;
  const field = useField({ id, hasDescription: description !== undefined, errorMessage, isRequired });
  const hasError = errorMessage !== undefined && errorMessage !== '';
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
      data-component="TextField"
    >
      <InputGroup
        data-part="group"
        data-focus-within=""
        data-invalid={hasError ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
        data-readonly={isReadOnly ? '' : undefined}
      >
        {prefix === undefined ? null : <Adornment data-part="prefix">{prefix}</Adornment>}
        <GroupInput
          {...field.controlProps}
          aria-describedby={joinIds(field.controlProps['aria-describedby'], hasCounter ? counterId : undefined)}
          ref={ref}
          type={type}
          name={name}
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
          inputMode={inputMode}
          placeholder={placeholder}
          required={isRequired}
          disabled={isDisabled}
          readOnly={isReadOnly}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for fields that open a form (a dialog's first field).
          autoFocus={autoFocus}
        />
        {suffix === undefined ? null : <Adornment data-part="suffix">{suffix}</Adornment>}
      </InputGroup>
      {hasCounter ? <CharacterCount id={counterId} length={text.length} maxLength={maxLength} /> : null}
    </Field>
  );
}
