import { useState, type FocusEvent } from 'react';
import { Field, useField, type TextEntryFieldProps } from '../Field';
import { GroupInput, InputGroup } from '../TextField/TextField.styles';
import { SwatchPicker } from './ColorField.styles';
import { isCompleteHexColour, normaliseHexColour } from './hexColour';

export interface ColorFieldProps extends Omit<TextEntryFieldProps<HTMLInputElement>, 'onFocus'> {
  /** The visible label; it names the text input, and the picker as "Pick {label}". */
  label: string;
  /** The validation message from the form; a hex the field cannot read shows `invalidMessage` instead. */
  errorMessage?: string | undefined;
  /** The colour as '#RRGGBB', or '' for none (controlled). */
  value?: string;
  /**
   * The colour at first (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the colour as '#RRGGBB' in upper case, or '' when the field is emptied. Never called
   * with a text that is not a colour.
   */
  onChange?: (value: string) => void;
  /** Called when the text input loses focus, after the typed text has been read. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * The message shown, on leaving the field, when the typed text is not a hex colour.
   * @default 'Invalid colour: use a hex value like #3E4AD8'
   */
  invalidMessage?: string;
  /**
   * Whether the field is disabled: neither the text nor the picker can be used.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the field is read-only: the text can be focused and copied, the picker is off.
   * @default false
   */
  isReadOnly?: boolean;
}

const defaultInvalidMessage = 'Invalid colour: use a hex value like #3E4AD8';

/** The colour a typed text stands for: '' when blank, '#RRGGBB' when readable, `null` otherwise. */
function readColour(text: string): string | null {
  return text.trim() === '' ? '' : normaliseHexColour(text);
}

/**
 * A colour field for the card builder (Background Colour, Text Colour...): a hex text input with a
 * swatch that shows the colour and opens the browser's native picker. Typing a full '#RRGGBB'
 * applies it at once; '#RGB' is expanded when leaving the field. A text that is not a hex colour is
 * kept for correcting, shows `invalidMessage` on leaving the field and is never passed to
 * `onChange`.
 */
export function ColorField({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  invalidMessage = defaultInvalidMessage,
  placeholder,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  autoFocus = false,
  name,
  id,
  className,
  ref,
}: ColorFieldProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const currentValue = isControlled ? value : uncontrolledValue;

  // What the user typed, kept even when it is not a colour; replaced when the value changes from
  // outside (a reset, an undo) to something it does not read as.
  const [text, setText] = useState(currentValue);
  const [isTextInvalid, setTextInvalid] = useState(false);
  const [shownValue, setShownValue] = useState(currentValue);
  if (currentValue !== shownValue) {
    setShownValue(currentValue);
    if (readColour(text) !== currentValue) {
      setText(currentValue);
      setTextInvalid(false);
    }
  }

  const shownError = isTextInvalid ? invalidMessage : errorMessage;
  const field = useField({ id, hasDescription: description !== undefined, errorMessage: shownError, isRequired });
  const hasError = shownError !== undefined && shownError !== '';
  const swatchColour = normaliseHexColour(currentValue);

  const setValue = (next: string) => {
    if (!isControlled) setUncontrolledValue(next);
    if (next !== currentValue) onChange?.(next);
  };

  /** Reads the typed text on leaving the field (or Enter): applies a colour, flags anything else. */
  const commitText = () => {
    const colour = readColour(text);
    if (colour === null) {
      setTextInvalid(true);
      return;
    }
    setText(colour);
    setTextInvalid(false);
    setValue(colour);
  };

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={shownError}
      isRequired={isRequired}
      className={className}
      data-component="ColorField"
    >
      <InputGroup
        data-part="group"
        data-focus-within=""
        data-invalid={hasError ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
        data-readonly={isReadOnly ? '' : undefined}
      >
        <GroupInput
          {...field.controlProps}
          ref={ref}
          type="text"
          name={name}
          value={text}
          onChange={(event) => {
            const nextText = event.target.value;
            setText(nextText);
            const colour = readColour(nextText);
            // Once flagged, the message goes as soon as the text reads as a colour.
            if (colour !== null) setTextInvalid(false);
            // Applied while typing only when complete: '#3E4' may be the start of '#3E4AD8'.
            if (colour !== null && (colour === '' || isCompleteHexColour(nextText))) setValue(colour);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !isReadOnly) commitText();
          }}
          onBlur={(event) => {
            if (!isReadOnly && !isDisabled) commitText();
            onBlur?.(event);
          }}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
          required={isRequired}
          disabled={isDisabled}
          readOnly={isReadOnly}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for fields that open a form (a dialog's first field).
          autoFocus={autoFocus}
        />
        <SwatchPicker
          type="color"
          aria-label={`Pick ${label}`}
          data-part="swatch"
          data-empty={swatchColour === null ? '' : undefined}
          value={(swatchColour ?? '#000000').toLowerCase()}
          onChange={(event) => {
            const colour = event.target.value.toUpperCase();
            setText(colour);
            setTextInvalid(false);
            setValue(colour);
          }}
          disabled={isDisabled || isReadOnly}
        />
      </InputGroup>
    </Field>
  );
}
