import { useId } from 'react';

export interface UseFieldOptions {
  /** An id for the control; generated when omitted. */
  id?: string | undefined;
  /** Whether a description is rendered (adds it to `aria-describedby`). */
  hasDescription?: boolean | undefined;
  /** The error message; when set the control is marked invalid and described by it. */
  errorMessage?: string | undefined;
  /** Marks the control required for assistive technology. */
  isRequired?: boolean | undefined;
}

export interface FieldIds {
  /** Spread on the `<label>` (or use its `id` with `aria-labelledby` for non-native controls). */
  labelProps: { id: string; htmlFor: string };
  /** Spread on the control itself. */
  controlProps: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    'aria-errormessage'?: string;
    'aria-required'?: true;
  };
  descriptionProps: { id: string };
  errorMessageProps: { id: string };
}

/**
 * Ids and ARIA wiring shared by every form control of the kit: the label names the control,
 * the description and the error message describe it, and an error marks it invalid.
 */
export function useField({ id, hasDescription, errorMessage, isRequired }: UseFieldOptions = {}): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = errorMessage !== undefined && errorMessage !== '';
  const describedBy = [hasDescription === true ? descriptionId : undefined, hasError ? errorId : undefined]
    .filter((part) => part !== undefined)
    .join(' ');
  return {
    labelProps: { id: `${controlId}-label`, htmlFor: controlId },
    controlProps: {
      id: controlId,
      ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
      ...(hasError ? { 'aria-invalid': true as const, 'aria-errormessage': errorId } : {}),
      ...(isRequired === true ? { 'aria-required': true as const } : {}),
    },
    descriptionProps: { id: descriptionId },
    errorMessageProps: { id: errorId },
  };
}
