import { useEffect, useRef } from 'react';

/** How long a toast stays by default: 5 s. */
export const defaultToastDuration = 5000;

/** How long a toast stays once its details are expanded: 60 s. */
export const expandedToastDuration = 60_000;

/**
 * Calls `onExpire` once `duration` milliseconds have run while not paused.
 *
 * - Pausing keeps the time left; resuming counts down only what was left.
 * - A new `duration` starts a fresh countdown of that length (Details: 60 s; Hide details: 5 s), even while paused: it then starts when the pause ends.
 */
export function useToastTimer(duration: number, isPaused: boolean, onExpire: () => void): void {
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  const countdownRef = useRef({ duration, remaining: duration });
  useEffect(() => {
    const countdown = countdownRef.current;
    if (countdown.duration !== duration) {
      countdown.duration = duration;
      countdown.remaining = duration;
    }
    if (isPaused) return;
    const startedAt = Date.now();
    const timeout = setTimeout(() => {
      onExpireRef.current();
    }, countdown.remaining);
    return () => {
      clearTimeout(timeout);
      countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - startedAt));
    };
  }, [duration, isPaused]);
}
