import { useCallback, useRef, useState } from 'react';

/** Where a prompt is: waiting for the user, running its action, failed, or done with a success message. */
export type PromptStatus = 'idle' | 'busy' | 'error' | 'success';

export interface PromptActionState {
  /** Where the prompt is. */
  status: PromptStatus;
  /** What the action threw or rejected with, while `status` is `error`. */
  error: unknown;
}

export interface PromptActionOptions {
  /** The action; while its promise is pending the prompt is busy. */
  onConfirm: (() => void) | (() => Promise<unknown>);
  /** Whether a success message replaces the prompt when the action succeeds (otherwise it closes). */
  hasSuccess: boolean;
}

const idle: PromptActionState = { status: 'idle', error: undefined };

/**
 * The state machine of a prompt's confirm action: idle -> busy -> (closed | success | error),
 * and error -> busy again on retry. `confirm(close)` runs the action once at a time;
 * `reset()` returns to idle and makes any action still running settle unseen (the prompt
 * was closed meanwhile, so its result must not show up on the next opening).
 */
export function usePromptAction({ onConfirm, hasSuccess }: PromptActionOptions) {
  const [state, setState] = useState<PromptActionState>(idle);
  // Counts attempts; a settling action whose attempt is no longer current is ignored.
  const attempt = useRef(0);
  const isRunning = useRef(false);

  const confirm = useCallback(
    async (close: () => void): Promise<PromptStatus> => {
      if (isRunning.current) return 'busy';
      isRunning.current = true;
      const current = ++attempt.current;
      let next: PromptActionState;
      try {
        const result = onConfirm();
        // Busy only for a promise: a synchronous action closes at once, without a pending flash.
        if (result instanceof Promise) {
          setState({ status: 'busy', error: undefined });
          await result;
        }
        next = hasSuccess ? { status: 'success', error: undefined } : idle;
      } catch (error: unknown) {
        next = { status: 'error', error };
      }
      if (current !== attempt.current) return 'idle';
      isRunning.current = false;
      setState(next);
      if (next === idle) close();
      return next.status;
    },
    [onConfirm, hasSuccess],
  );

  const reset = useCallback(() => {
    attempt.current++;
    isRunning.current = false;
    setState(idle);
  }, []);

  return { ...state, confirm, reset };
}

/**
 * The text of a failure: the thrown Error's message, or a thrown string, else `fallback`
 * (for rejections with no usable message, such as `undefined` or a plain object).
 */
export function getErrorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
