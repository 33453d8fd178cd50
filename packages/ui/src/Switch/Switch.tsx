import type { ReactNode, Ref } from 'react';
import { useField } from '../Field';
import { Description, ErrorText, RequiredMarker } from '../Field/Field.styles';
import { VisuallyHidden } from '../internal/visuallyHidden';
import { LabelText, Messages, PendingRing, SwitchLabel, SwitchRoot, Thumb, Track } from './Switch.styles';

/** What a switch whose change is being saved says to screen readers. */
export const switchSavingText = 'Saving';

export interface SwitchProps {
  /** The label beside the switch. `children` may be used instead. */
  label?: ReactNode;
  /** The label beside the switch, when `label` is not given. */
  children?: ReactNode;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Ids of elements naming the switch, e.g. a settings row's title. */
  'aria-labelledby'?: string;
  /** Ids of elements describing the switch, in addition to its own description and error. */
  'aria-describedby'?: string;
  /** Help text under the label. */
  description?: ReactNode;
  /** The validation message; when set the switch is marked invalid and described by it. */
  errorMessage?: string | undefined;
  /** Whether the switch is on (controlled). */
  isSelected?: boolean;
  /**
   * Whether the switch is on at first (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /** Called with the new state when the user turns the switch on or off. */
  onChange?: (isSelected: boolean) => void;
  /** Called when the switch loses focus. */
  onBlur?: () => void;
  /**
   * Shows the required marker and marks the switch required for assistive technology.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the switch is disabled: it cannot be focused or turned.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the switch is read-only: it can be focused and read, not turned.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Whether the change the switch asked for is being saved: a spinner turns in its thumb, it says
   * "Saving" to screen readers, and it cannot be turned again until the save ends.
   * @default false
   */
  isPending?: boolean;
  /** The name of the input, for native form submission. */
  name?: string;
  /**
   * The value submitted with the form when on.
   * @default 'on'
   */
  value?: string;
  /** The id of the input; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** The underlying `<input role="switch">`, the element that takes focus. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch (a setting that applies at once, such as a business's Lock or a store's Test
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
