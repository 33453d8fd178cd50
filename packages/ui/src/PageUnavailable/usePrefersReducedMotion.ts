import { useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/* matchMedia is missing in some test environments (jsdom) and on the server: read as "no preference". */
function getMediaQueryList(): MediaQueryList | undefined {
  if (typeof window === 'undefined') return undefined;
  // Typed as always present, which it is not outside browsers.
  const candidate: Partial<Pick<Window, 'matchMedia'>> = window;
  return typeof candidate.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const mediaQueryList = getMediaQueryList();
  mediaQueryList?.addEventListener('change', onChange);
  return () => {
    mediaQueryList?.removeEventListener('change', onChange);
  };
}

function getSnapshot(): boolean {
  return getMediaQueryList()?.matches ?? false;
}

function getServerSnapshot(): boolean {
  return false;
}

/** Whether the user asks the system for reduced motion; follows changes to the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
