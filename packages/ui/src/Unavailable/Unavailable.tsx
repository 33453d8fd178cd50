import { cloneElement, type ReactElement } from 'react';
import { Tooltip, type TooltipPlacement } from '../Tooltip';
import { UnavailableBadge, UnavailableRoot } from './Unavailable.styles';

export interface UnavailableProps {
  /**
   * Why the feature cannot be used, in the product's voice ("Lock feature not available yet").
   * Shown in a tooltip on hover and keyboard focus, and always the control's accessible description.
   */
  reason: string;
  /**
   * The control of the feature under development: one element that takes `isDisabled` (the kit's
   * and react-aria's components, such as `Button`, `Switch` or `Link`) or, for native elements,
   * `disabled`. It is rendered disabled. A native `<a>` cannot be disabled: use react-aria's `Link`.
   */
  children: ReactElement;
  /**
   * Where the tooltip opens.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * Milliseconds the pointer rests on the control before the tooltip opens.
   * @default 500
   */
  delay?: number;
}

/**
 * The one way the product marks a feature under development: the control is disabled, an
 * "Unavailable" badge sits beside it, and a tooltip gives the reason. The reason is also the
 * control's accessible description, so it is read without hovering.
 */
export function Unavailable({ reason, children, placement = 'top', delay = 500 }: UnavailableProps) {
  // Native elements know `disabled`; components (react-aria's and the kit's) take `isDisabled`.
  const disabledProps = typeof children.type === 'string' ? { disabled: true } : { isDisabled: true };
  return (
    <UnavailableRoot data-component="Unavailable">
      <Tooltip content={reason} placement={placement} delay={delay}>
        {cloneElement(children as ReactElement<{ disabled?: boolean; isDisabled?: boolean }>, disabledProps)}
      </Tooltip>
      <UnavailableBadge data-component="Unavailable.Badge">Unavailable</UnavailableBadge>
    </UnavailableRoot>
  );
}
