import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Href } from '#app/config/paths';

export interface RedirectCountdownProps {
  /** Where to go when the time is up. */
  readonly to: Href;
  /** How long to wait, in whole seconds (5 after a delete). */
  readonly seconds: number;
  /** The sentence before the time left, e.g. 'Returning to the businesses'. */
  readonly label: string;
}

/**
 * The text of a success message that leaves the page by itself (after a delete, the page returns
 * to the list on 'Navigate away' or after 5 seconds): it counts the seconds down, then navigates,
 * replacing the page that showed what no longer exists. It is no live region: screen readers read
 * it with the message, not at every tick.
 */
export function RedirectCountdown({ to, seconds, label }: RedirectCountdownProps) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);
  const deadline = useRef<number | null>(null);
  useEffect(() => {
    deadline.current ??= Date.now() + seconds * 1000;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil(((deadline.current ?? 0) - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) void navigate(to, { replace: true });
    };
    const timer = window.setInterval(tick, 250);
    return () => {
      window.clearInterval(timer);
    };
  }, [navigate, seconds, to]);
  return (
    <span data-component="RedirectCountdown" data-seconds-left={left}>
      {label} in {left} {left === 1 ? 'second' : 'seconds'}.
    </span>
  );
}
