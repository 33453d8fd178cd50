import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, useField } from '../Field';
import { DateCalendar } from './DateCalendar';
import { CalendarSurface, IconButton, InputGroup, TextInput } from './DatePicker.styles';
import { CalendarIcon } from './DatePickerIcons';
import {
  autoFormatDateInput,
  formatIsoDate,
  getDateInputMessage,
  normalizeIsoDate,
  parseDateInput,
  type DateFormat,
  type DisabledDateRange,
} from './dateInput';

export interface DatePickerProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** The validation message from the form; it takes precedence over the picker's own message about the typed text. */
  errorMessage?: string;
  /**
   * Whether a date is required: shows the required marker and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the field is disabled: it cannot be focused, typed in or opened.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the field is read-only: its text can be focused and copied, not changed, and the calendar does not open.
   * @default false
   */
  isReadOnly?: boolean;
  /** The date, as an ISO date 'YYYY-MM-DD', or null for none (controlled). */
  value?: string | null;
  /**
   * The date at first (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /**
   * Called with the new date (ISO 'YYYY-MM-DD') when one is picked, or typed completely and valid,
   * and with null when the text is cleared.
   */
  onChange?: (value: string | null) => void;
  /** Called when the text input loses focus. */
  onBlur?: () => void;
  /** The text input. */
  ref?: Ref<HTMLInputElement>;
  /** The name under which the ISO date is submitted with a native form. */
  name?: string;
  /** The text input's id; generated when omitted. */
  id?: string;
  /** Extra class names for the root, for layout by the parent. */
  className?: string;
  /**
   * Text shown while the input is empty.
   * @default the format, e.g. 'DD/MM/YYYY'
   */
  placeholder?: string;
  /**
   * The format the date is typed and shown in: forms use DD/MM/YYYY, report filters YYYY-MM-DD.
   * @default 'DD/MM/YYYY'
   */
  format?: DateFormat;
  /** The earliest date that can be chosen, as an ISO date. Dates before 01/01/1001 never can. */
  minValue?: string;
  /** The latest date that can be chosen, as an ISO date. */
  maxValue?: string;
  /** Ranges of days that cannot be chosen; each shows its reason in the calendar. */
  disabledRanges?: readonly DisabledDateRange[];
}

/** Counts the digits of a text. */
function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** The position just after the `count`-th digit of a formatted text. */
function positionAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * A date field: a text input that formats as you type (digits only; the separators come by
 * themselves) and applies the date only once it is complete (10 characters) and valid, plus a
 * "Choose date" button that opens a calendar in a popover. The value is an ISO date or null;
 * clearing the text clears it. Incomplete or invalid text stays in the input, and a message
 * explains it when the input loses focus. Days before `minValue`, after `maxValue`, or in a
 * disabled range cannot be chosen and show why.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  value: valueProp,
  defaultValue = null,
  onChange,
  onBlur,
  ref,
  name,
  id,
  className,
  placeholder,
  format = 'DD/MM/YYYY',
  minValue,
  maxValue,
  disabledRanges,
}: DatePickerProps) {
  const isControlled = valueProp !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState(() => normalizeIsoDate(defaultValue));
  const value = isControlled ? normalizeIsoDate(valueProp) : uncontrolledValue;

  const [text, setText] = useState(() => formatIsoDate(value, format));
  // The message about the typed text, set when the input loses focus.
  const [inputMessage, setInputMessage] = useState<string | null>(null);
  const [isInputFocused, setInputFocused] = useState(false);

  // The value and format the text was last written for. When the value changes from outside
  // (a form reset, a controlled parent that refuses a date) or the format changes, the text is
  // rewritten; the picker's own changes record themselves here first, so typed text stays.
  const [shown, setShown] = useState({ value, format });
  if (shown.value !== value || shown.format !== format) {
    setShown({ value, format });
    setText(formatIsoDate(value, format));
    setInputMessage(null);
  }

  const commit = (next: string | null) => {
    setShown({ value: next, format });
    if (next === value) return;
    if (!isControlled) setUncontrolledValue(next);
    onChange?.(next);
  };

  const constraints = { minValue, maxValue, disabledRanges };
  const shownError = errorMessage !== undefined && errorMessage !== '' ? errorMessage : (inputMessage ?? undefined);
  const field = useField({ id, hasDescription: description !== undefined, errorMessage: shownError, isRequired });

  // Keeps the caret after the same digit when the text is edited in the middle.
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedInputRef = useMergeRefs([inputRef, ref]);
  const pendingCaretRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pendingCaretRef.current;
    if (caret === null) return;
    pendingCaretRef.current = null;
    inputRef.current?.setSelectionRange(caret, caret);
  }, [text]);

  const handleTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const { nativeEvent } = event;
    const isDeleting =
      nativeEvent instanceof InputEvent ? nativeEvent.inputType.startsWith('delete') : typed.length < text.length;
    const next = autoFormatDateInput(typed, format, isDeleting);
    const caret = event.target.selectionStart ?? typed.length;
    pendingCaretRef.current =
      caret < typed.length ? positionAfterDigits(next, countDigits(typed.slice(0, caret))) : null;
    setText(next);
    setInputMessage(null);
    if (next === '') {
      commit(null);
      return;
    }
    const parsed = parseDateInput(next, format);
    if (parsed.value !== null && getDateInputMessage(next, format, constraints) === null) commit(parsed.value);
  };

  const [isOpen, setOpen] = useState(false);
  const canOpen = !isDisabled && !isReadOnly;
  const isCalendarOpen = isOpen && canOpen;
  // The focused day of the calendar: focus goes there when it opens.
  const activeCellRef = useRef<HTMLButtonElement>(null);

  // Elements in state, not refs: positioning re-runs when they mount (as in Popover and Menu).
  const [buttonElement, setButtonElement] = useState<HTMLButtonElement | null>(null);
  const [surfaceElement, setSurfaceElement] = useState<HTMLElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference: buttonElement, floating: surfaceElement },
    open: isCalendarOpen,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    // Left/top positioning leaves `transform` free for the entrance animation.
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: canOpen }),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Alt+ArrowDown opens the calendar, as on a native date input or a combobox.
    if (event.altKey && event.key === 'ArrowDown' && canOpen) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={shownError}
      isRequired={isRequired}
      className={className}
      data-component="DatePicker"
    >
      <InputGroup
        data-focus-within={isInputFocused ? '' : undefined}
        data-invalid={shownError === undefined ? undefined : ''}
        data-disabled={isDisabled ? '' : undefined}
        data-readonly={isReadOnly ? '' : undefined}
        data-open={isCalendarOpen ? '' : undefined}
      >
        <TextInput
          {...field.controlProps}
          ref={mergedInputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder ?? format}
          value={text}
          disabled={isDisabled}
          readOnly={isReadOnly}
          onChange={handleTextChange}
          onKeyDown={handleInputKeyDown}
          onFocus={() => {
            setInputFocused(true);
          }}
          onBlur={() => {
            setInputFocused(false);
            setInputMessage(getDateInputMessage(text, format, constraints));
            onBlur?.();
          }}
        />
        <IconButton
          ref={setButtonElement}
          type="button"
          aria-label="Choose date"
          disabled={!canOpen}
          data-part="calendar-button"
          {...getReferenceProps()}
        >
          <CalendarIcon />
        </IconButton>
      </InputGroup>
      {name === undefined ? null : <input type="hidden" name={name} value={value ?? ''} />}
      {isCalendarOpen ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={activeCellRef}>
            <CalendarSurface
              ref={setSurfaceElement}
              style={floatingStyles}
              data-component="DatePicker.Calendar"
              data-placement={context.placement}
              {...getFloatingProps({ 'aria-label': 'Choose date' })}
            >
              <DateCalendar
                value={value}
                format={format}
                minValue={minValue}
                maxValue={maxValue}
                disabledRanges={disabledRanges}
                activeCellRef={activeCellRef}
                onSelect={(picked) => {
                  setText(formatIsoDate(picked, format));
                  setInputMessage(null);
                  commit(picked);
                  setOpen(false);
                }}
              />
            </CalendarSurface>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </Field>
  );
}
