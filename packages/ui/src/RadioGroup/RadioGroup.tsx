import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { Field, useField } from '../Field';
import { Circle, Group, RadioDescription, RadioLabel, RadioRoot } from './RadioGroup.styles';

/** What a radio group's `ref` receives: a way to move focus into the group (react-hook-form focuses a field in error). */
export interface RadioGroupHandle {
  /** Focuses the selected radio, or the first one that is enabled when none is selected. */
  focus: () => void;
}

export interface RadioGroupProps {
  /** The visible label of the group. */
  label: ReactNode;
  /** The options: `Radio` elements, each with a unique `value`. */
  children: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** The validation message; when set the group is marked invalid and described by it. */
  errorMessage?: string | undefined;
  /** The value of the selected radio (controlled); `null` for none. */
  value?: string | null;
  /**
   * The value of the radio selected at first (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the value of the radio the user selects. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the group. */
  onBlur?: () => void;
  /**
   * Shows the required marker and marks the group required for assistive technology.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether every radio is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the group is read-only: it can be focused and read, the selection cannot change.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * How the options are laid out; the arrow keys move along both axes either way.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /** The name of the radios, for native form submission; generated when omitted. */
  name?: string;
  /** The id of the group; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** Receives a `focus()` handle that focuses the selected (or first) radio. */
  ref?: Ref<RadioGroupHandle>;
}

/**
 * A group of radios in the kit's field frame (label, required marker, description, error
 * message), on react-aria-components' `RadioGroup`: native radio inputs, one tab stop for the
 * group, the arrow keys move the selection and skip disabled radios. The group carries
 * `data-orientation`, `data-disabled`, `data-readonly`, `data-invalid` and `data-required`.
 */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  orientation = 'vertical',
  name,
  id,
  className,
  ref,
}: RadioGroupProps) {
  const field = useField({ id, hasDescription: description !== undefined, errorMessage, isRequired });
  const hasError = errorMessage !== undefined && errorMessage !== '';
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const group = groupRef.current;
        const radio =
          group?.querySelector<HTMLInputElement>('input:checked:not(:disabled)') ??
          group?.querySelector<HTMLInputElement>('input:not(:disabled)');
        radio?.focus();
      },
    }),
    [],
  );
  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      labelElement="span"
      className={className}
      data-component="RadioGroup"
    >
      <Group
        ref={groupRef}
        id={field.controlProps.id}
        aria-labelledby={field.labelProps.id}
        aria-describedby={field.controlProps['aria-describedby']}
        aria-errormessage={field.controlProps['aria-errormessage']}
        isInvalid={hasError}
        // The app validates (react-hook-form with zod) and passes the message: no browser bubbles.
        validationBehavior="aria"
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        onBlur={() => onBlur?.()}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        orientation={orientation}
        name={name}
      >
        {children}
      </Group>
    </Field>
  );
}

export interface RadioProps {
  /** The value the group reports when this radio is selected; unique in the group. */
  value: string;
  /** The radio's label. */
  children: ReactNode;
  /**
   * A line under the label saying more about the option; read as the radio's description, so its
   * name stays the label alone.
   */
  description?: ReactNode;
  /**
   * Whether this radio is disabled; the arrow keys skip it.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/**
 * One option of a `RadioGroup`: a circle and its label. Carries `data-selected`,
 * `data-disabled`, `data-readonly` and `data-invalid` from its group.
 */
export function Radio({ value, children, description, isDisabled = false, className }: RadioProps) {
  return (
    <RadioRoot value={value} isDisabled={isDisabled} className={className} data-component="Radio">
      <RadioLabel>
        <Circle aria-hidden="true" data-part="circle" />
        <span>{children}</span>
      </RadioLabel>
      {description === undefined || description === null ? null : (
        <RadioDescription slot="description" data-part="description">
          {description}
        </RadioDescription>
      )}
    </RadioRoot>
  );
}
