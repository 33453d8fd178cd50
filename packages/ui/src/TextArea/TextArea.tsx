import { useState } from 'react';
import { Field, useField, type TextEntryFieldProps, type TextValueProps } from '../Field';
import { CharacterCount, joinIds } from '../TextField/CharacterCount';
import { StyledTextArea } from './TextArea.styles';

export interface TextAreaProps extends TextEntryFieldProps<HTMLTextAreaElement>, TextValueProps {
  /**
   * The visible number of lines; the user can drag it taller.
   * @default 3
   */
  rows?: number;
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
