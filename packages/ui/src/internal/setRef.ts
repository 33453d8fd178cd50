import { useCallback, type Ref, type RefCallback } from 'react';

/**
 * Hands an element to a ref a caller gave, whichever kind it is; returns a callback ref's cleanup,
 * if it has one.
 */
export function setRef<T>(ref: Ref<T> | undefined, value: T): (() => void) | undefined {
  if (typeof ref === 'function') return ref(value) ?? undefined;
  if (ref) ref.current = value;
  return undefined;
}

/**
 * A callback ref that hands the element to `own` (a state setter, say) and to the ref a caller
 * gave, stable while both are.
 */
export function useForwardedRef<T>(own: (value: T | null) => void, given: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (value: T | null) => {
      own(value);
      return setRef(given, value);
    },
    [own, given],
  );
}
