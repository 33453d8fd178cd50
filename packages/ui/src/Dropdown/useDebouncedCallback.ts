import { useEffect, useState } from 'react';

/** A debounced function, with a way to drop the call still waiting. */
export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel: () => void;
}

interface Debouncer<A extends unknown[]> extends DebouncedCallback<A> {
  /** The callback and delay the next call uses. */
  use: (callback: ((...args: A) => void) | undefined, delay: number) => void;
}

/** A debouncer with nothing to call yet: `use` gives it its callback and delay. */
function createDebouncer<A extends unknown[]>(): Debouncer<A> {
  let callback: ((...args: A) => void) | undefined;
  let delay: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Clearing a timer that already fired does nothing, so the id need not be forgotten.
  const cancel = () => clearTimeout(timer);
  const debounced = (...args: A) => {
    cancel();
    timer = setTimeout(() => callback?.(...args), delay);
  };
  const use = (nextCallback: typeof callback, nextDelay: number) => {
    callback = nextCallback;
    delay = nextDelay;
  };
  return Object.assign(debounced, { cancel, use });
}

/**
 * Returns a stable function that calls `callback` once calls have stopped for `delay`
 * milliseconds, with the arguments of the last call (the server search waits 400 ms).
 * Always the latest `callback`; a call still pending when the component unmounts is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: ((...args: A) => void) | undefined,
  delay: number,
): DebouncedCallback<A> {
  const [debouncer] = useState(createDebouncer<A>);

  // Before any event handler can call it.
  useEffect(() => {
    debouncer.use(callback, delay);
  }, [debouncer, callback, delay]);

  useEffect(() => debouncer.cancel, [debouncer]);

  return debouncer;
}
