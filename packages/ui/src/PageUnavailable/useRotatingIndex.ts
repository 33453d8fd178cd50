import { useEffect, useState } from 'react';

/**
 * An index that steps through `0 … count - 1` and back to 0, one step every `intervalMs`
 * milliseconds, for content that rotates on its own (the coming-soon icons). It holds still
 * while `isPaused` (e.g. when the user prefers reduced motion) or when there is nothing to rotate.
 */
export function useRotatingIndex(count: number, intervalMs: number, isPaused = false): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (isPaused || count < 2 || intervalMs <= 0) return undefined;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [count, intervalMs, isPaused]);

  // Stays in range if the count shrinks between steps.
  return count > 0 ? index % count : 0;
}
