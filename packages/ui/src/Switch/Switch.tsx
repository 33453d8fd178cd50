import { useField, type ToggleFieldProps } from '../Field';
import { Description, ErrorText, RequiredMarker } from '../Field/Field.styles';
import { VisuallyHidden } from '../internal/visuallyHidden';
import { LabelText, Messages, PendingRing, SwitchLabel, SwitchRoot, Thumb, Track } from './Switch.styles';

/** What a switch whose change is being saved says to screen readers. */
export const switchSavingText = 'Saving';

export interface SwitchProps extends ToggleFieldProps {
  /** Ids of elements naming the switch, e.g. a settings row's title. */
  'aria-labelledby'?: string;
  /** Ids of elements describing the switch, in addition to its own description and error. */
  'aria-describedby'?: string;
  /**
   * Whether the change the switch asked for is being saved: a spinner turns in its thumb, it says
   * "Saving" to screen readers, and it cannot be turned again until the save ends.
   * @default false
   */
  isPending?: boolean;
}

/**
 * An on/off switch (a setting that applies at once, such as an account's Lock or a site's Test
 * mode) with its label beside it and the description and error message underneath. Built on
 * react-aria-components' `SwitchField`: a visually hidden native checkbox with `role="switch"`,
 * so Space, forms and screen readers work as everywhere. States are exposed as `data-*`
 * attributes on the root: `data-selected`, `data-disabled`, `data-readonly`, `data-invalid`, `data-required`.
 */
export function Switch({
  label,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  description,
  errorMessage,
  isSelected,
  defaultSelected = false,
  onChange,
  onBlur,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  isPending = false,
  name,
  value,
  id,
  className,
  ref,
}: SwitchProps) {
  const field = useField({ id, hasDescription: description !== undefined, errorMessage, isRequired });
  const hasError = errorMessage !== undefined && errorMessage !== '';
  const labelContent = label ?? children;
  return (
    <SwitchRoot
      className={className}
      data-component="Switch"
      id={field.controlProps.id}
      inputRef={ref}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-describedby={
        [ariaDescribedBy, field.controlProps['aria-describedby']].filter(Boolean).join(' ') || undefined
      }
      aria-errormessage={field.controlProps['aria-errormessage']}
      isInvalid={hasError}
      // The app validates (react-hook-form with zod) and passes the message: no browser bubbles.
      validationBehavior="aria"
      isSelected={isSelected}
      defaultSelected={defaultSelected}
      onChange={onChange}
      onBlur={() => onBlur?.()}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly || isPending}
      name={name}
      value={value}
    >
      <SwitchLabel data-part="label">
        <Track aria-hidden="true" data-part="track">
          <Thumb data-pending={isPending || undefined}>{isPending ? <PendingRing data-part="pending" /> : null}</Thumb>
        </Track>
        {labelContent === undefined ? null : (
          <LabelText>
            {labelContent}
            {isRequired ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
          </LabelText>
        )}
      </SwitchLabel>
      <VisuallyHidden role="status">{isPending ? switchSavingText : ''}</VisuallyHidden>
      {description === undefined && !hasError ? null : (
        <Messages>
          {description === undefined ? null : <Description {...field.descriptionProps}>{description}</Description>}
          {hasError ? <ErrorText {...field.errorMessageProps}>{errorMessage}</ErrorText> : null}
        </Messages>
      )}
    </SwitchRoot>
  );
}
