import { useCallback, useEffect, useState } from 'react';

/** A value being loaded: loading, ready with it, or failed with the error (D4: failures show, with Retry). */
export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

export interface AsyncResult<T> {
  readonly state: AsyncState<T>;
  /** Loads again (the Retry of an error state); the data on screen stays until the answer. */
  readonly retry: () => void;
  /** Replaces the loaded data (after a save, without a round trip). */
  readonly setData: (update: (data: T) => T) => void;
}

/**
 * Loads `load()` when the component mounts and whenever `key` changes; an answer for an older key
 * is dropped, and the load is aborted when the component unmounts or the key changes.
 */
export function useAsync<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AsyncResult<T> {
  const [state, setState] = useState<{ key: string; attempt: number; value: AsyncState<T> }>({
    key,
    attempt: 0,
    value: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const current = state.key === key ? state.value : ({ status: 'loading' } as const);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, attempt, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, attempt, value: { status: 'error', error } });
      },
    );
    return () => {
      controller.abort();
    };
    // `load` belongs to `key`: a new load function for the same key does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState((previous) =>
      previous.value.status === 'error' ? { ...previous, value: { status: 'loading' } } : previous,
    );
    setAttempt((value) => value + 1);
  }, []);
  const setData = useCallback((update: (data: T) => T) => {
    setState((previous) =>
      previous.value.status === 'ready'
        ? { ...previous, value: { status: 'ready', data: update(previous.value.data) } }
        : previous,
    );
  }, []);

  return { state: current, retry, setData };
}
