import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Field, useField, type TextEntryFieldProps, type TextValueProps } from '../Field';
import { CharacterCount, joinIds } from './CharacterCount';
import { Adornment, GroupInput, InputGroup } from './TextField.styles';

export type TextFieldType = 'text' | 'email' | 'tel' | 'password' | 'url';

export interface TextFieldProps extends TextEntryFieldProps<HTMLInputElement>, TextValueProps {
  /**
   * The kind of text, for the keyboard on touch devices, autofill and masking.
   * @default 'text'
   */
  type?: TextFieldType;
  /** The virtual keyboard to show on touch devices. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown before the text inside the box (decorative: say anything essential in the label). */
  prefix?: ReactNode;
  /** Shown after the text inside the box (decorative: say anything essential in the label). */
  suffix?: ReactNode;
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
