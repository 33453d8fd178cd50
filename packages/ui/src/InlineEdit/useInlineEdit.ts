import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useInlineSave } from './useInlineSave';

/** The warning when a save has nothing to send. */
export const noChangesText = 'No changes to apply.';

/** How long the no-changes warning stays (2 s). */
export const noChangesDuration = 2000;

/**
 * Where an inline edit is: showing its value (`idle`), being edited (`editing`), sending the new
 * value (`saving`), or being edited after a failed or refused save (`error`).
 */
export type InlineEditStatus = 'idle' | 'editing' | 'saving' | 'error';

/**
 * What a save attempt did: sent and `saved`; `failed` (the text stays, with the error); `unchanged`
 * (no call, the no-changes warning); `invalid` (refused by `validate`, no call); `ignored` (another
 * save was running, or nothing was being edited).
 */
export type InlineEditSaveResult = 'saved' | 'failed' | 'unchanged' | 'invalid' | 'ignored';

/** What a save gets besides the new text. */
export interface InlineEditSaveContext {
  /**
   * The text the user started from when they opened the text box: what they changed, even if
   * `value` has changed since (someone else's save), so the save can refuse to overwrite it unseen.
   */
  previousValue: string;
}

/**
 * What a save may resolve to: the text now saved, when it is not the typed text (the user chose
 * to keep the version someone else saved). It shows until `value` catches up.
 */
export interface InlineEditSaved {
  value: string;
}

export interface UseInlineEditOptions {
  /** The saved value; `null` and `undefined` read as empty. */
  value: string | null | undefined;
  /**
   * Saves a new value. Return a promise to keep the field in its saving state until it settles;
   * a rejection keeps the typed text and shows the Error's message; resolving to an
   * `InlineEditSaved` shows that text instead of the typed one.
   */
  onSave: (value: string, context: InlineEditSaveContext) => unknown;
  /** Checks the text before saving; a message refuses the save and is shown as the error. */
  validate?: ((value: string) => string | null | undefined) | undefined;
  /**
   * Whether the value can only be read.
   * @default false
   */
  isReadOnly?: boolean | undefined;
  /**
   * How long the no-changes warning stays, in milliseconds.
   * @default 2000
   */
  noChangesDurationMs?: number | undefined;
}

export interface InlineEditState {
  /** Where the edit is. */
  status: InlineEditStatus;
  /** Whether the text box is shown (`editing`, `saving` or `error`). */
  isEditing: boolean;
  /** The text in the text box. */
  draft: string;
  /** The value to show when not editing: the last saved text until `value` changes, else `value`. */
  displayValue: string;
  /** The message of a failed or refused save, while `status` is `error`. */
  errorMessage: string | undefined;
  /** A passing warning, such as "No changes to apply.". */
  notice: string | undefined;
  /** Opens the text box with the current value (does nothing when read-only). */
  edit: () => void;
  /** Changes the text in the text box. */
  setDraft: (draft: string) => void;
  /** Closes the text box, dropping the typed text (not while saving). */
  cancel: () => void;
  /** Saves the typed text: one save at a time; without changes no call is made. */
  save: () => Promise<InlineEditSaveResult>;
  /**
   * Saves on leaving the text box, as `save` does, except the text whose save just failed: leaving
   * it to read why (a message's Details) must not send it again. Enter sends it again.
   */
  leave: () => Promise<InlineEditSaveResult>;
}

const isSaved = (value: unknown): value is InlineEditSaved =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'string';

/**
 * The state of an inline edit: a value shown as text that opens into a text box; Enter or leaving
 * the box saves, Escape cancels. While a save runs the field is busy and a second save is ignored;
 * a failed save keeps the typed text and shows why; a save without changes makes no call and shows
 * "No changes to apply." for 2 seconds.
 */
export function useInlineEdit({
  value,
  onSave,
  validate,
  isReadOnly = false,
  noChangesDurationMs = noChangesDuration,
}: UseInlineEditOptions): InlineEditState {
  const currentValue = value ?? '';
  // The text just saved, shown until the parent passes the new value (or another one).
  const [saved, setSaved] = useState<{ text: string; over: string } | undefined>(undefined);
  if (saved !== undefined && saved.over !== currentValue) setSaved(undefined);
  const displayValue = saved?.text ?? currentValue;

  const [mode, setMode] = useState<'idle' | 'editing'>('idle');
  const [draft, setDraftState] = useState(displayValue);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // The text shown when the text box opened (what the user changed), and the text whose save failed.
  const startedFrom = useRef('');
  const failedText = useRef<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const { isSaving, errorMessage: saveError, setErrorMessage: setSaveError, run } = useInlineSave();

  // The latest state for the handlers. They may run twice before a re-render (Enter, then the
  // blur of the text box going away), so a save also marks its changes here at once.
  const latest = useRef({ mode, draft, displayValue, currentValue, isSaving });
  useLayoutEffect(() => {
    latest.current = { mode, draft, displayValue, currentValue, isSaving };
  });

  useEffect(() => {
    if (notice === undefined) return;
    const timeout = setTimeout(() => {
      setNotice(undefined);
    }, noChangesDurationMs);
    return () => {
      clearTimeout(timeout);
    };
  }, [notice, noChangesDurationMs]);

  const edit = useCallback(() => {
    if (isReadOnly || latest.current.mode === 'editing') return;
    startedFrom.current = latest.current.displayValue;
    failedText.current = undefined;
    setDraftState(latest.current.displayValue);
    setRefusal(undefined);
    setSaveError(undefined);
    setNotice(undefined);
    setMode('editing');
  }, [isReadOnly, setSaveError]);

  const setDraft = useCallback(
    (text: string) => {
      if (latest.current.isSaving) return;
      setDraftState(text);
      setRefusal(undefined);
      setSaveError(undefined);
    },
    [setSaveError],
  );

  const cancel = useCallback(() => {
    if (latest.current.isSaving) return;
    // At once: the blur of the text box going away must not save what was just cancelled.
    latest.current.mode = 'idle';
    setRefusal(undefined);
    setSaveError(undefined);
    setMode('idle');
  }, [setSaveError]);

  const save = useCallback(async (): Promise<InlineEditSaveResult> => {
    const {
      mode: currentMode,
      draft: text,
      displayValue: shown,
      currentValue: savedOver,
      isSaving: isBusy,
    } = latest.current;
    if (currentMode !== 'editing' || isBusy) return 'ignored';
    if (text === shown) {
      latest.current.mode = 'idle';
      setRefusal(undefined);
      setSaveError(undefined);
      setMode('idle');
      setNotice(noChangesText);
      return 'unchanged';
    }
    const problem = validate?.(text);
    if (problem != null && problem !== '') {
      setRefusal(problem);
      return 'invalid';
    }
    // Marked at once, so a second call before the re-render is ignored.
    latest.current.isSaving = true;
    let answer: unknown;
    const result = await run(async () => {
      answer = await onSave(text, { previousValue: startedFrom.current });
    });
    latest.current.isSaving = false;
    failedText.current = result === 'failed' ? text : undefined;
    if (result === 'saved') {
      latest.current.mode = 'idle';
      setSaved({ text: isSaved(answer) ? answer.value : text, over: savedOver });
      setMode('idle');
    }
    return result;
  }, [validate, run, onSave, setSaveError]);

  const leave = useCallback(async (): Promise<InlineEditSaveResult> => {
    if (failedText.current !== undefined && latest.current.draft === failedText.current) return 'ignored';
    return save();
  }, [save]);

  const errorMessage = refusal ?? saveError;
  const status: InlineEditStatus =
    mode === 'idle' ? 'idle' : isSaving ? 'saving' : errorMessage !== undefined ? 'error' : 'editing';

  return {
    status,
    isEditing: mode === 'editing',
    draft,
    displayValue,
    errorMessage: status === 'error' ? errorMessage : undefined,
    notice,
    edit,
    setDraft,
    cancel,
    save,
    leave,
  };
}
