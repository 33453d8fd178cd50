import { useMediaQuery } from '../internal/useMediaQuery';

/** Whether the user asks the system for reduced motion; follows changes to the setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
