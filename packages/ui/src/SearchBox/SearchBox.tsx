import { useState, type FocusEvent, type Ref } from 'react';
import { useField } from '../Field';
import { Adornment, InputGroup, VisuallyHidden } from '../TextField/TextField.styles';
import { ClearButton, SearchForm, SearchInput } from './SearchBox.styles';

export interface SearchBoxProps {
  /**
   * The input's accessible name, read by screen readers and not shown (the placeholder and the
   * magnifier say what the box is).
   * @default 'Search'
   */
  label?: string;
  /**
   * Text shown while the box is empty.
   * @default 'Search'
   */
  placeholder?: string;
  /** The text (controlled), e.g. the `search` query parameter of a list page. */
  value?: string;
  /**
   * The text at first (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /**
   * Called with the text as typed when the user presses Enter, and with '' when they clear the box
   * (the clear button, or Escape). List pages put it in the URL.
   */
  onSubmit?: (query: string) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * Whether the box is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the input takes focus when it mounts.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * The name in a native form submission.
   * @default 'search'
   */
  name?: string;
  /**
   * The most characters the box takes (what the server accepts as a search); typing and pasting
   * stop there.
   */
  maxLength?: number;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Extra class names on the root, for layout by the parent. */
  className?: string;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

function MagnifierIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <circle cx="7" cy="7" r="5" />
      <path d="m11 11 3.5 3.5" strokeLinecap="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg
      aria-hidden="true"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <path d="m2 2 8 8M10 2l-8 8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search box of list pages: a search landmark holding a search input with the placeholder
 * "Search". Enter submits the text through `onSubmit`; the clear button (shown while there is text)
 * and Escape empty the box and submit ''. Typing alone only calls `onChange`, so a list refetches
 * once per search, not per keystroke.
 */
export function SearchBox({
  label = 'Search',
  placeholder = 'Search',
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  onBlur,
  isDisabled = false,
  autoFocus = false,
  name = 'search',
  maxLength,
  id,
  className,
  ref,
}: SearchBoxProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const text = value ?? uncontrolledValue;
  const field = useField({ id });

  const setText = (next: string) => {
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const clear = () => {
    setText('');
    onSubmit?.('');
  };

  return (
    <SearchForm
      role="search"
      data-component="SearchBox"
      data-disabled={isDisabled ? '' : undefined}
      className={className}
      // Enter in the only text input submits the form natively (and the touch keyboard's Search key).
      onSubmit={(event) => {
        event.preventDefault();
        if (!isDisabled) onSubmit?.(text);
      }}
    >
      <VisuallyHidden as="label" {...field.labelProps}>
        {label}
      </VisuallyHidden>
      <InputGroup data-part="group" data-focus-within="" data-disabled={isDisabled ? '' : undefined}>
        <Adornment data-part="prefix" aria-hidden="true">
          <MagnifierIcon />
        </Adornment>
        <SearchInput
          {...field.controlProps}
          ref={ref}
          type="search"
          name={name}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            // Escape empties the box first; an empty box lets it through (to close a dialog, say).
            if (event.key === 'Escape' && text !== '') {
              event.preventDefault();
              event.stopPropagation();
              clear();
            }
          }}
          onBlur={onBlur}
          placeholder={placeholder}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={maxLength}
          disabled={isDisabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for pages whose main task is searching.
          autoFocus={autoFocus}
        />
        {text !== '' && !isDisabled ? (
          <ClearButton
            type="button"
            aria-label="Clear search"
            data-part="clear"
            onClick={() => {
              clear();
              // The button goes away with the text: put focus back in the box.
              document.getElementById(field.controlProps.id)?.focus();
            }}
          >
            <CrossIcon />
          </ClearButton>
        ) : null}
      </InputGroup>
    </SearchForm>
  );
}
