import type { ReactNode } from 'react';
import { Description, ErrorText, FieldRoot, Label, RequiredMarker } from './Field.styles';
import type { FieldIds } from './useField';

export interface FieldProps {
  /** The ids from `useField`, shared with the control. */
  field: FieldIds;
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** The validation message; shown in place of nothing when set. */
  errorMessage?: string | undefined;
  /** Shows the required marker (the control carries `required` / `aria-required`). @default false */
  isRequired?: boolean | undefined;
  /**
   * Renders the label as a `<span>` instead of a `<label>`, for controls labelled through
   * `aria-labelledby` (radio groups, segmented controls, comboboxes). @default 'label'
   */
  labelElement?: 'label' | 'span';
  /** Keeps the label for assistive technology only, e.g. a filter whose placeholder says what it is. @default false */
  isLabelHidden?: boolean | undefined;
  /** A stable hook for tests and host products. */
  'data-component'?: string;
  className?: string;
  /** The control. */
  children: ReactNode;
}

/**
 * The frame around a form control: label with an optional required marker, the control,
 * a description and an error message, wired together by `useField`.
 */
export function Field({
  field,
  label,
  description,
  errorMessage,
  isRequired = false,
  labelElement = 'label',
  isLabelHidden = false,
  className,
  children,
  'data-component': dataComponent = 'Field',
}: FieldProps) {
  const hasError = errorMessage !== undefined && errorMessage !== '';
  return (
    <FieldRoot className={className} data-component={dataComponent} data-invalid={hasError ? '' : undefined}>
      {labelElement === 'label' ? (
        <Label {...field.labelProps} data-hidden={isLabelHidden ? '' : undefined}>
          {label}
          {isRequired ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
        </Label>
      ) : (
        <Label as="span" id={field.labelProps.id} data-hidden={isLabelHidden ? '' : undefined}>
          {label}
          {isRequired ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
        </Label>
      )}
      {children}
      {description === undefined ? null : <Description {...field.descriptionProps}>{description}</Description>}
      {hasError ? <ErrorText {...field.errorMessageProps}>{errorMessage}</ErrorText> : null}
    </FieldRoot>
  );
}
