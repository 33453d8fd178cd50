import { useField, type ToggleFieldProps } from '../Field';
import { Description, ErrorText, RequiredMarker } from '../Field/Field.styles';
import { Box, CheckboxLabel, CheckboxRoot, CheckMark, LabelText, Messages } from './Checkbox.styles';

export interface CheckboxProps extends ToggleFieldProps {
  /**
   * Shows a dash instead of the tick, for a "select all" box over a partly selected list.
   * Presentation only: toggling still calls `onChange` with the checked state.
   * @default false
   */
  isIndeterminate?: boolean;
}

/**
 * A checkbox with its label beside it and the description and error message underneath, on
 * react-aria-components' `CheckboxField` (a visually hidden native input, so forms, Space and
 * screen readers work as everywhere). States are exposed as `data-*` attributes on the root:
 * `data-selected`, `data-indeterminate`, `data-disabled`, `data-readonly`, `data-invalid`, `data-required`.
 */
export function Checkbox({
  label,
  children,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isSelected,
  defaultSelected = false,
  onChange,
  onBlur,
  isIndeterminate = false,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  name,
  value,
  id,
  className,
  ref,
}: CheckboxProps) {
  const field = useField({ id, hasDescription: description !== undefined, errorMessage, isRequired });
  const hasError = errorMessage !== undefined && errorMessage !== '';
  const labelContent = label ?? children;
  return (
    <CheckboxRoot
      className={className}
      data-component="Checkbox"
      id={field.controlProps.id}
      inputRef={ref}
      aria-label={ariaLabel}
      aria-describedby={field.controlProps['aria-describedby']}
      aria-errormessage={field.controlProps['aria-errormessage']}
      isInvalid={hasError}
      // The app validates (react-hook-form with zod) and passes the message: no browser bubbles.
      validationBehavior="aria"
      isSelected={isSelected}
      defaultSelected={defaultSelected}
      onChange={onChange}
      onBlur={() => onBlur?.()}
      isIndeterminate={isIndeterminate}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      name={name}
      value={value}
    >
      <CheckboxLabel data-part="label">
        <Box aria-hidden="true" data-part="box">
          <CheckMark viewBox="0 0 16 16" focusable="false">
            {isIndeterminate ? <path d="M4 8h8" /> : <path d="M3.5 8.5l3 3 6-7" />}
          </CheckMark>
        </Box>
        {labelContent === undefined ? null : (
          <LabelText>
            {labelContent}
            {isRequired ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
          </LabelText>
        )}
      </CheckboxLabel>
      {description === undefined && !hasError ? null : (
        <Messages>
          {description === undefined ? null : <Description {...field.descriptionProps}>{description}</Description>}
          {hasError ? <ErrorText {...field.errorMessageProps}>{errorMessage}</ErrorText> : null}
        </Messages>
      )}
    </CheckboxRoot>
  );
}
