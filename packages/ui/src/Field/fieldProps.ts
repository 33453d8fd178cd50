/*
 * The props the kit's fields share, declared once with their documentation, as react-aria-components
 * declares its shared prop interfaces: each field's props extend them and add their own. Every
 * field is labelled, described and marked invalid the same way (`useField`), so its props say so
 * in the same words.
 */
import type { FocusEvent, ReactNode, Ref } from 'react';

/** The props of every field: its help text, error, states, form name, id and layout. */
export interface FieldBaseProps {
  /** Help text under the field; it describes the field's control. */
  description?: ReactNode;
  /** The validation message; when set the control is marked invalid and described by it. */
  errorMessage?: string | undefined;
  /**
   * Whether a value is required: shows the required marker and marks the control `required`,
   * for assistive technology and native form validation.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the field is disabled: it cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the field is read-only: it can be focused and read (its text copied), not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /** The name in a native form submission. */
  name?: string;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
}

/** The props of a field the user types into (text, text area, number, colour), `TElement` its control. */
export interface TextEntryFieldProps<TElement extends HTMLElement> extends FieldBaseProps {
  /** The visible label; it names the field's control. */
  label: string;
  /** Called when the control loses focus (react-hook-form marks the field touched). */
  onBlur?: (event: FocusEvent<TElement>) => void;
  /** Called when the control gains focus. */
  onFocus?: (event: FocusEvent<TElement>) => void;
  /** Text shown while the field is empty. Not a substitute for the label. */
  placeholder?: string;
  /**
   * Whether the control takes focus when it mounts.
   * @default false
   */
  autoFocus?: boolean;
  /** The control element (react-hook-form's `field.ref` focuses it on an error). */
  ref?: Ref<TElement>;
}

/** The props of a field whose value is free text (a text field, a text area). */
export interface TextValueProps {
  /** The text (controlled). */
  value?: string;
  /**
   * The text at first (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** The most characters the control accepts (enforced while typing). */
  maxLength?: number;
  /** The fewest characters the control asks for (checked by native form validation only). */
  minLength?: number;
  /**
   * Shows "12/200" under the control, when `maxLength` is set.
   * @default false
   */
  showCharacterCount?: boolean;
  /** The autofill hint, e.g. `given-name`, `street-address`, `off`. */
  autoComplete?: string;
}

/** The props of a field that is on or off (a checkbox, a switch), its label beside the control. */
export interface ToggleFieldProps extends FieldBaseProps {
  /** The label beside the control. `children` may be used instead. */
  label?: ReactNode;
  /** The label beside the control, when `label` is not given. */
  children?: ReactNode;
  /** The accessible name when there is no visible label (e.g. a control in a table row). */
  'aria-label'?: string;
  /** Whether the control is on (checked) (controlled). */
  isSelected?: boolean;
  /**
   * Whether the control is on (checked) at first (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /** Called with the new state when the user turns the control on or off. */
  onChange?: (isSelected: boolean) => void;
  /** Called when the control loses focus. */
  onBlur?: () => void;
  /**
   * The value submitted with the form when the control is on (checked).
   * @default 'on'
   */
  value?: string;
  /** The underlying `<input>`, the element that takes focus. */
  ref?: Ref<HTMLInputElement>;
}
