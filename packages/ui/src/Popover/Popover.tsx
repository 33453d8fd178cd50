import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useId, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { PopoverSurface } from './Popover.styles';

/** Where the popover sits relative to its trigger; it flips and shifts to stay in view. */
export type PopoverPlacement = Placement;

/** The props the popover reads from, and adds to, its trigger element. */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  id?: string;
  onPress?: (event: MouseEvent<HTMLElement>) => void;
}

export interface PopoverProps {
  /**
   * The element that opens and closes the popover: the kit's `Button`, or one element that accepts
   * a ref, an `id` and `onClick`. It gets `aria-expanded`, `aria-haspopup` and `aria-controls`.
   */
  trigger: ReactElement;
  /** The content. A function receives `close`, for actions that should close the popover. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The popover's accessible name. Without one, it is named after its trigger. */
  label?: string;
  /**
   * The preferred side and alignment.
   * @default 'bottom-start'
   */
  placement?: PopoverPlacement;
  /** Whether the popover is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the popover is open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A non-modal dialog attached to a trigger, such as the profile popup. Built on floating-ui:
 * it flips and shifts to stay in view, opens on click (or Enter and Space on the trigger),
 * closes on Escape and on a click outside, moves focus inside when it opens and back to the
 * trigger when it closes. Tabbing out of it closes it too.
 */
export function Popover({
  trigger,
  children,
  label,
  placement = 'bottom-start',
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
}: PopoverProps) {
  const [isOpenUncontrolled, setOpenUncontrolled] = useState(defaultOpen);
  const isOpen = isOpenProp ?? isOpenUncontrolled;
  const setOpen = (nextOpen: boolean) => {
    if (isOpenProp === undefined) setOpenUncontrolled(nextOpen);
    onOpenChange?.(nextOpen);
  };
  const close = () => {
    setOpen(false);
  };

  // Elements in state, not refs: positioning re-runs when they mount (and the React Compiler agrees).
  const [referenceElement, setReferenceElement] = useState<HTMLElement | null>(null);
  const [floatingElement, setFloatingElement] = useState<HTMLElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference: referenceElement, floating: floatingElement },
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    // Left/top positioning leaves `transform` free for the entrance animation.
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const triggerProps = trigger.props as TriggerProps;
  const generatedTriggerId = useId();
  const triggerId = triggerProps.id ?? generatedTriggerId;
  const triggerRef = useMergeRefs([setReferenceElement, triggerProps.ref]);

  const referenceProps = getReferenceProps({ ...triggerProps, id: triggerId });

  return (
    <>
      {cloneElement(trigger as ReactElement<TriggerProps>, { ...referenceProps, ref: triggerRef })}
      {isOpen ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <PopoverSurface
              ref={setFloatingElement}
              data-component="Popover"
              data-placement={context.placement}
              style={floatingStyles}
              {...getFloatingProps({
                'aria-label': label,
                'aria-labelledby': label === undefined ? triggerId : undefined,
              })}
            >
              {typeof children === 'function' ? children(close) : children}
            </PopoverSurface>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
