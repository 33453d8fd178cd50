import { createContext, useCallback, useContext, useEffect, useRef, useState, type RefObject } from 'react';

/** The text of a failed save whose error has no message (spec B 8, "Update failure"). */
export const saveFailedText = 'An error occurred when trying to save the changes.';

/**
 * Shared by the inline edits of one `InlineEditGroup`: whether one of them is saving. Spec B 4:
 * "Only one field or section update can run at a time; a second is ignored while one is in progress."
 */
export const InlineEditGroupContext = createContext<RefObject<boolean> | null>(null);

/** The result of a save attempt. */
export type InlineSaveResult = 'saved' | 'failed' | 'ignored';

/** The text of a failure: the Error's message, a thrown string, or `saveFailedText`. */
export function getSaveErrorText(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return saveFailedText;
}

/**
 * Runs one save at a time (per group when inside an `InlineEditGroup`, otherwise per field):
 * `run` returns 'ignored' while another save is running, otherwise awaits `save` and keeps its
 * failure's message. State set after the component unmounted is dropped.
 */
export function useInlineSave() {
  const group = useContext(InlineEditGroupContext);
  const ownBusy = useRef(false);
  const busy = group ?? ownBusy;
  const [isSaving, setIsSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | undefined>(undefined);

  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (save: () => unknown): Promise<InlineSaveResult> => {
      if (busy.current) return 'ignored';
      busy.current = true;
      setIsSaving(true);
      setErrorMessage(undefined);
      try {
        await save();
        if (isMounted.current) setIsSaving(false);
        return 'saved';
      } catch (error: unknown) {
        if (isMounted.current) {
          setIsSaving(false);
          setErrorMessage(getSaveErrorText(error));
        }
        return 'failed';
      } finally {
        busy.current = false;
      }
    },
    [busy],
  );

  return { isSaving, errorMessage, setErrorMessage, run };
}
