import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Label, Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'negative' | 'plain';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** The button's label and optional icon. */
  children: ReactNode;
  /**
   * The visual weight: `primary` for the main action of a view, `secondary` for the others,
   * `negative` for destructive actions, `plain` for low-emphasis actions that look like links.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The height and padding.
   * @default 'medium'
   */
  size?: ButtonSize;
  /**
   * Whether the button fills the width of its container.
   * @default false
   */
  isFullWidth?: boolean;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

/**
 * A button. Built on react-aria's `Button`: press events work the same with mouse,
 * touch and keyboard, `isDisabled` and `isPending` are announced, and state is exposed
 * as `data-*` attributes (`data-pressed`, `data-hovered`, `data-focus-visible`,
 * `data-disabled`, `data-pending`) for styling and tests.
 */
export function Button({
  children,
  variant = 'secondary',
  size = 'medium',
  isFullWidth = false,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      {...props}
      isPending={isPending}
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-full-width={isFullWidth || undefined}
    >
      <Label data-part="label">{children}</Label>
      {isPending ? <Spinner aria-hidden="true" data-part="spinner" /> : null}
    </StyledButton>
  );
}
