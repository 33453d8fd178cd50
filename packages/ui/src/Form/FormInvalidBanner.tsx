import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BannerIcon, BannerRoot } from './FormInvalidBanner.styles';

/** The banner's text. */
export const formInvalidText = "Some changes you've made are not valid. Please review them before saving.";

/** How long a form that hides its banner by itself shows it after a failed save (3 s): the kit's usual `autoHideAfterMs`. */
export const formInvalidBannerDuration = 3000;

export interface FormInvalidBannerProps {
  /**
   * Whether the banner is shown; typically after a failed save attempt.
   * @default true
   */
  isVisible?: boolean;
  /**
   * Hides the banner this many milliseconds after it appears (usually `formInvalidBannerDuration`, 3000);
   * unset, it stays while `isVisible`.
   */
  autoHideAfterMs?: number;
  /** Called when the banner hides itself after `autoHideAfterMs`. */
  onHide?: () => void;
  /**
   * The failed save attempt the banner reports: a new value shows it afresh, so screen readers
   * announce it again and the `autoHideAfterMs` countdown restarts.
   * @default 0
   */
  attempt?: number;
  /**
   * The text.
   * @default "Some changes you've made are not valid. Please review them before saving."
   */
  children?: ReactNode;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/**
 * The form-level message of an invalid form: "Some changes you've made are not valid. Please review
 * them before saving." An alert, so screen readers announce it when it appears; the field errors
 * say what to fix. Optionally hides itself after a delay.
 */
export function FormInvalidBanner({
  isVisible = true,
  autoHideAfterMs,
  onHide,
  attempt = 0,
  children = formInvalidText,
  className,
}: FormInvalidBannerProps) {
  // The attempt that hid itself; shown again when hidden by the parent or on a new attempt.
  const [expiredAttempt, setExpiredAttempt] = useState<number | undefined>(undefined);
  if (!isVisible && expiredAttempt !== undefined) setExpiredAttempt(undefined);

  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });

  useEffect(() => {
    if (!isVisible || autoHideAfterMs === undefined) return;
    const timeout = setTimeout(() => {
      setExpiredAttempt(attempt);
      onHideRef.current?.();
    }, autoHideAfterMs);
    return () => {
      clearTimeout(timeout);
    };
  }, [isVisible, autoHideAfterMs, attempt]);

  if (!isVisible || expiredAttempt === attempt) return null;
  return (
    // Keyed by the attempt: a new attempt inserts a new alert, which screen readers announce.
    <BannerRoot key={attempt} role="alert" className={className} data-component="FormInvalidBanner">
      <BannerIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.25v4.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        <circle cx="8" cy="11.25" r="0.9" fill="currentColor" />
      </BannerIcon>
      <span>{children}</span>
    </BannerRoot>
  );
}
