import { useId } from 'react';
import { VisuallyHidden } from '../internal/visuallyHidden';
import { Ring, StyledSpinner } from './Spinner.styles';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps {
  /**
   * What is loading, read by screen readers; not shown.
   * @default 'Loading'
   */
  label?: string;
  /**
   * The diameter: 16, 24 or 40 pixels.
   * @default 'medium'
   */
  size?: SpinnerSize;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

/**
 * An indeterminate loading indicator. A `status` live region named by its (visually hidden)
 * label, so screen readers announce it; the turning ring itself is decorative and stops
 * when the user prefers reduced motion.
 */
export function Spinner({ label = 'Loading', size = 'medium', className }: SpinnerProps) {
  const labelId = useId();
  return (
    <StyledSpinner
      role="status"
      aria-labelledby={labelId}
      className={className}
      data-component="Spinner"
      data-size={size}
    >
      <Ring aria-hidden="true" data-part="ring" />
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    </StyledSpinner>
  );
}
