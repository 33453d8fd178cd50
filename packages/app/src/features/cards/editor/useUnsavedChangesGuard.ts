import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface UnsavedChangesGuard {
  /** 'blocked' while a navigation waits for the user's answer. */
  readonly state: 'unblocked' | 'blocked' | 'proceeding';
  /** Leave anyway. */
  readonly proceed: () => void;
  /** Stay. */
  readonly reset: () => void;
  /** The changes were just saved: let the next navigation through before the next render. */
  readonly markClean: () => void;
}

/**
 * Asks before leaving a card with unsaved changes: another route, another card (the `id` query
 * parameter) or closing the tab (the browser's own prompt).
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): UnsavedChangesGuard {
  const isDirty = useRef(hasUnsavedChanges);
  useEffect(() => {
    isDirty.current = hasUnsavedChanges;
  }, [hasUnsavedChanges]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [hasUnsavedChanges]);

  const markClean = useCallback(() => {
    isDirty.current = false;
  }, []);

  return {
    state: blocker.state,
    proceed: () => blocker.proceed?.(),
    reset: () => blocker.reset?.(),
    markClean,
  };
}
