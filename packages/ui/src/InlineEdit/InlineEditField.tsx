import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useField } from '../Field';
import {
  EditArea,
  EditIcon,
  ErrorText,
  Hint,
  Input,
  ReadOnlyValue,
  Root,
  SavingRing,
  Status,
  TextArea,
  Trigger,
  Value,
  VisuallyHidden,
} from './InlineEdit.styles';
import { useInlineEdit, type InlineEditSaveContext } from './useInlineEdit';

/** The hint under the text box: leaving it saves. */
export const saveHintText = 'Click outside the text box to save';

/** The visible text while a save is in flight. */
export const savingText = 'Saving';

export interface InlineEditTextProps {
  /** What the value is, e.g. "Project name": names the text box and the edit button. */
  label: string;
  /** The saved value; `null` and `undefined` show the placeholder. */
  value: string | null | undefined;
  /**
   * Saves a new value; the context says what the user started from. Return a promise to show
   * "Saving" until it settles; a rejection keeps the typed text and shows the Error's message;
   * resolving to `{ value }` shows that text instead (the version someone else saved, kept).
   */
  onSave: (value: string, context: InlineEditSaveContext) => unknown;
  /** Checks the text before saving; a message refuses the save and is shown as the error. */
  validate?: (value: string) => string | null | undefined;
  /** Shown in place of an empty value, e.g. "No description available". */
  placeholder?: string;
  /**
   * Whether the value can only be read: shown as text, without editing.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * The hint under the text box while editing.
   * @default 'Click outside the text box to save'
   */
  hint?: string;
  /**
   * How long "No changes to apply." stays after a save without changes, in milliseconds.
   * @default 2000
   */
  noChangesDurationMs?: number;
  /** A stable id for the text box. */
  id?: string;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

interface InlineEditFieldProps extends InlineEditTextProps {
  isMultiline: boolean;
  dataComponent: string;
}

/**
 * The shared body of `InlineEditText` and `InlineEditTextArea`: the value as a button that opens a
 * text box; Enter (Ctrl/Cmd+Enter in a textarea) or leaving the box saves, Escape cancels.
 */
export function InlineEditField({
  label,
  value,
  onSave,
  validate,
  placeholder,
  isReadOnly = false,
  hint = saveHintText,
  noChangesDurationMs,
  id,
  className,
  isMultiline,
  dataComponent,
}: InlineEditFieldProps) {
  const edit = useInlineEdit({ value, onSave, validate, isReadOnly, noChangesDurationMs });
  const field = useField({ id, hasDescription: true, errorMessage: edit.errorMessage });
  const controlRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Set when Enter or Escape closes the text box: focus then goes back to the value's button.
  // Leaving the box by clicking or tabbing elsewhere keeps focus where the user put it.
  const shouldRestoreFocus = useRef(false);

  const { isEditing } = edit;
  useEffect(() => {
    if (isEditing) {
      const control = controlRef.current;
      control?.focus();
      control?.setSelectionRange(control.value.length, control.value.length);
    } else if (shouldRestoreFocus.current) {
      shouldRestoreFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [isEditing]);

  const isEmpty = edit.displayValue === '';
  const shownValue = isEmpty ? (placeholder ?? '') : edit.displayValue;
  const isSaving = edit.status === 'saving';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (isSaving) return;
      shouldRestoreFocus.current = true;
      edit.cancel();
      return;
    }
    const isSaveKey = event.key === 'Enter' && (!isMultiline || event.ctrlKey || event.metaKey);
    if (isSaveKey) {
      event.preventDefault();
      shouldRestoreFocus.current = true;
      void edit.save().then((result) => {
        // The text box stays open (failed, refused or ignored save): nothing to restore.
        if (result !== 'saved' && result !== 'unchanged') shouldRestoreFocus.current = false;
      });
    }
  };

  const controlProps = {
    ...field.controlProps,
    ref: controlRef,
    'aria-label': label,
    value: edit.draft,
    placeholder,
    readOnly: isSaving,
    onChange: (event: { target: { value: string } }) => {
      edit.setDraft(event.target.value);
    },
    onBlur: () => {
      void edit.leave();
    },
    onKeyDown,
  };

  return (
    <Root className={className} data-component={dataComponent} data-status={edit.status}>
      {isEditing ? (
        <EditArea aria-busy={isSaving || undefined} data-part="edit">
          {isMultiline ? <TextArea {...controlProps} /> : <Input {...controlProps} />}
          {/* The hint describes the text box; hidden while saving, when "Saving" takes its place. */}
          <Hint {...field.descriptionProps} hidden={isSaving}>
            {hint}
          </Hint>
          {edit.errorMessage === undefined ? null : (
            <ErrorText {...field.errorMessageProps} role="alert">
              {edit.errorMessage}
            </ErrorText>
          )}
        </EditArea>
      ) : isReadOnly ? (
        <ReadOnlyValue data-part="value">
          <Value data-placeholder={isEmpty ? '' : undefined}>{shownValue}</Value>
        </ReadOnlyValue>
      ) : (
        <Trigger type="button" ref={triggerRef} onClick={edit.edit} data-part="trigger">
          <VisuallyHidden>{`Edit ${label}: `}</VisuallyHidden>
          <Value data-placeholder={isEmpty ? '' : undefined}>{shownValue}</Value>
          <EditIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M11.3 2.3a1 1 0 0 1 1.4 0l1 1a1 1 0 0 1 0 1.4L6 12.4 3 13l.6-3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
          </EditIcon>
        </Trigger>
      )}
      <Status role="status" data-tone={edit.notice === undefined ? undefined : 'warning'} data-part="status">
        {isSaving ? (
          <>
            <SavingRing aria-hidden="true" />
            {savingText}
          </>
        ) : (
          edit.notice
        )}
      </Status>
    </Root>
  );
}
