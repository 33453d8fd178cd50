import { useState } from 'react';

/** The open state of an overlay, and the function that changes it. */
export interface OpenState {
  /** Whether the overlay is open. */
  isOpen: boolean;
  /** Opens or closes the overlay. */
  setOpen: (isOpen: boolean) => void;
}

/**
 * Open state that is controlled when `isOpen` is set and uncontrolled (starting at
 * `defaultOpen`) otherwise. `onOpenChange` is called only when the state actually changes,
 * as react-stately's `useOverlayTriggerState` does.
 */
export function useOpenState(
  isOpen: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((isOpen: boolean) => void) | undefined,
): OpenState {
  const [isOpenUncontrolled, setOpenUncontrolled] = useState(defaultOpen);
  const current = isOpen ?? isOpenUncontrolled;
  return {
    isOpen: current,
    setOpen: (nextOpen) => {
      if (nextOpen === current) return;
      if (isOpen === undefined) setOpenUncontrolled(nextOpen);
      onOpenChange?.(nextOpen);
    },
  };
}
