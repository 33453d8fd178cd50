import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** The text of a failed save whose error has no message. */
export const saveFailedText = 'An error occurred when trying to save the changes.';

/** Lets one save run at a time: `acquire` is false while a save holds it. */
export interface SaveLock {
  /** Takes the lock: true when it was free, false while another save holds it. */
  acquire: () => boolean;
  /** Frees the lock taken by `acquire`. */
  release: () => void;
}

/** A free lock. Held in state, so it lives as long as its component and is never reassigned. */
export function createSaveLock(): SaveLock {
  let isHeld = false;
  return {
    acquire: () => {
      if (isHeld) return false;
      isHeld = true;
      return true;
    },
    release: () => {
      isHeld = false;
    },
  };
}

/**
 * Shared by the inline edits of one `InlineEditGroup`: the lock of their saves. Only one field or
 * section update runs at a time; a second is ignored while one is in progress.
 */
export const InlineEditGroupContext = createContext<SaveLock | null>(null);

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
  const [ownLock] = useState(createSaveLock);
  const lock = group ?? ownLock;
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
      if (!lock.acquire()) return 'ignored';
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
        lock.release();
      }
    },
    [lock],
  );

  return { isSaving, errorMessage, setErrorMessage, run };
}
