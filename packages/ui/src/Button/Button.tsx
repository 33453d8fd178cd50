import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Label, Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'negative' | 'plain';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'className' | 'style' | 'disabled' | 'type'
> {
  /** The button's label and optional icon. */
  children: ReactNode;
  /**
   * Called when the button is pressed: with a mouse, touch, Enter or Space. Not called while
   * disabled or pending.
   */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
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
   * Whether the button is disabled: it cannot be focused or pressed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the button's action is running: it stays focusable, ignores presses, shows a
   * spinner and is exposed as busy, keeping its label as its accessible name.
   * @default false
   */
  isPending?: boolean;
  /**
   * Whether the button fills the width of its container.
   * @default false
   */
  isFullWidth?: boolean;
  /**
   * The button's type in a form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
  /** The underlying `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button: a native <button> (so it is cheap, and Enter, Space, touch and forms work as
 * everywhere), with its state exposed as `data-*` attributes (`data-variant`, `data-size`,
 * `data-pending`) and `:hover`, `:active`, `:focus-visible`, `:disabled` for styling.
 */
export function Button({
  children,
  onPress,
  variant = 'secondary',
  size = 'medium',
  isDisabled = false,
  isPending = false,
  isFullWidth = false,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      {...props}
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        // A wrapper's click handler (a popover or menu trigger) runs too, before onPress.
        onClick?.(event);
        onPress?.(event);
      }}
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-pending={isPending || undefined}
      data-full-width={isFullWidth || undefined}
    >
      <Label data-part="label">{children}</Label>
      {isPending ? <Spinner aria-hidden="true" data-part="spinner" /> : null}
    </StyledButton>
  );
}
