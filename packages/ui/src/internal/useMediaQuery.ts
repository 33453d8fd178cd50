import { useCallback, useSyncExternalStore } from 'react';

/* matchMedia is missing in some test environments (jsdom) and on the server: no query matches there. */
const listOf = (query: string): MediaQueryList | undefined =>
  typeof window === 'undefined' ? undefined : (window as Partial<Window>).matchMedia?.(query);

/**
 * Whether a media query matches the viewport now, e.g. `useMediaQuery('(max-width: 767px)')`;
 * follows changes (a window resized, a tablet turned). False where there is no `matchMedia`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}

/** A `media.upTo()` / `media.above()` rule's condition, for `useMediaQuery`: '@media (max-width: 767px)' → '(max-width: 767px)'. */
export function mediaCondition(rule: string): string {
  return rule.slice('@media '.length);
}
