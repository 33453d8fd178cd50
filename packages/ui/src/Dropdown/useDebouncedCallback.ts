import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A debounced function, with a way to drop the call still waiting. */
export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel: () => void;
}

/**
 * Returns a stable function that calls `callback` once calls have stopped for `delay`
 * milliseconds, with the arguments of the last call (the server search waits 400 ms, spec A 9).
 * Always the latest `callback`; a call still pending when the component unmounts is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: ((...args: A) => void) | undefined,
  delay: number,
): DebouncedCallback<A> {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = (...args: A) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        callbackRef.current?.(...args);
      }, delay);
    };
    return Object.assign(debounced, { cancel });
  }, [delay, cancel]);
}
