import { arrow, autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import {
  cloneElement,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { DisabledTriggerWrapper, TooltipArrow, TooltipSurface } from './Tooltip.styles';
import { setRef } from '../internal/setRef';

/** Where the tooltip sits relative to its trigger; it flips and shifts to stay in view. */
export type TooltipPlacement = Placement;

/** The props the tooltip reads from, and adds to, its trigger element. */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  isDisabled?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /**
   * The trigger: a single element that accepts a ref, DOM event handlers and `aria-describedby`,
   * such as the kit's `Button`. A disabled trigger (`isDisabled` or `disabled`) is wrapped in a
   * focusable element so the tooltip still opens on hover and keyboard focus.
   */
  children: ReactElement;
  /** The tooltip's text. It is also the trigger's accessible description, read without hovering. */
  content: ReactNode;
  /**
   * The preferred side and alignment.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip opens; keyboard focus opens it at once.
   * @default 500
   */
  delay?: number;
  /**
   * Whether the tooltip is turned off: it never opens and does not describe the trigger.
   * @default false
   */
  isDisabled?: boolean;
  /** Whether the tooltip is shown (controlled). */
  isOpen?: boolean;
  /**
   * Whether the tooltip is shown at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

const arrowHeight = 7;
const gap = 4;
/**
 * Milliseconds the tooltip waits after the pointer leaves the trigger or the tooltip before it
 * closes: long enough to cross the gap between them, so the tooltip itself can be hovered
 * (WCAG 1.4.13, hoverable), short enough to feel immediate.
 */
const closeGrace = 100;

/**
 * Sides clockwise: the arrow is drawn pointing down (for a tooltip above its trigger) and turned a
 * quarter per step, and sits on the side two steps away (the tooltip's edge facing the trigger).
 */
const sides = ['top', 'right', 'bottom', 'left'] as const;

/**
 * A short text about a control, shown on hover and keyboard focus, closed with Escape.
 * Positioned with floating-ui (`@floating-ui/react-dom`): it flips and shifts to stay in view and
 * renders in a portal above everything else (`zIndex.tooltip`). The text is always the trigger's
 * accessible description, so a tooltip is never the only way to get the information.
 */
export function Tooltip({
  children,
  content,
  placement = 'top',
  delay = 500,
  isDisabled = false,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const [isOpenUncontrolled, setOpenUncontrolled] = useState(defaultOpen);
  const isOpen = !isDisabled && (isOpenProp ?? isOpenUncontrolled);
  const setOpen = useEffectEvent((nextOpen: boolean) => {
    if (nextOpen === isOpen) return;
    if (isOpenProp === undefined) setOpenUncontrolled(nextOpen);
    onOpenChange?.(nextOpen);
  });

  // Elements in state, not refs: positioning and listeners re-run when they mount.
  const [referenceElement, setReferenceElement] = useState<HTMLElement | null>(null);
  const [floatingElement, setFloatingElement] = useState<HTMLElement | null>(null);
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const tooltipId = useId();
  const {
    floatingStyles,
    placement: finalPlacement,
    middlewareData,
  } = useFloating({
    // Positioned only while shown: a closed tooltip (a page may have dozens) measures nothing, so
    // it forces no style and layout work and no re-render while the page starts.
    elements: { reference: isOpen ? referenceElement : null, floating: floatingElement },
    placement,
    // Left/top positioning leaves `transform` free for the entrance animation.
    transform: false,
    // Track scrolling and resizing only while shown: a closed tooltip costs no listeners.
    whileElementsMounted: isOpen ? autoUpdate : undefined,
    middleware: [
      offset(arrowHeight + gap),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      arrow({ element: arrowElement, padding: 8 }),
    ],
  });

  /*
   * Hover and focus. The pointer opens after `delay` and closes a moment after it leaves the
   * trigger; entering the tooltip in that moment keeps it open. One timer serves both elements,
   * so the last move wins. Native listeners, so any trigger works without forwarding handlers.
   */
  useEffect(() => {
    if (isDisabled || !referenceElement) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = (nextOpen: boolean, milliseconds: number) => () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(nextOpen), milliseconds);
    };
    const now = (nextOpen: boolean) => () => {
      clearTimeout(timer);
      setOpen(nextOpen);
    };
    const listeners: [HTMLElement | null, string, () => void][] = [
      [referenceElement, 'mouseenter', after(true, delay)],
      [referenceElement, 'mouseleave', after(false, closeGrace)],
      [referenceElement, 'focus', now(true)],
      [referenceElement, 'blur', now(false)],
      [floatingElement, 'mouseenter', () => clearTimeout(timer)],
      [floatingElement, 'mouseleave', after(false, closeGrace)],
    ];
    for (const [element, type, listener] of listeners) element?.addEventListener(type, listener);
    return () => {
      clearTimeout(timer);
      for (const [element, type, listener] of listeners) element?.removeEventListener(type, listener);
    };
  }, [referenceElement, floatingElement, delay, isDisabled]);

  // Escape closes the tooltip wherever focus is (WCAG 1.4.13, dismissible), and only while it is shown.
  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  const triggerProps = children.props as TriggerProps;
  const childRef = triggerProps.ref;
  const triggerRef = useCallback(
    (element: HTMLElement | null) => {
      setReferenceElement(element);
      return setRef(childRef, element);
    },
    [childRef],
  );
  const isTriggerDisabled = triggerProps.isDisabled === true || triggerProps.disabled === true;
  // Always described, open or not, so the text never depends on hovering.
  const describedBy =
    [triggerProps['aria-describedby'], isDisabled ? undefined : tooltipId].filter(Boolean).join(' ') || undefined;

  const trigger = isTriggerDisabled ? (
    <DisabledTriggerWrapper
      ref={setReferenceElement}
      data-component="Tooltip.DisabledTrigger"
      aria-describedby={describedBy}
      // Focusable so keyboard users reach the tooltip of a control that cannot take focus itself.
      tabIndex={0}
    >
      {cloneElement(children as ReactElement<TriggerProps>, { 'aria-describedby': describedBy })}
    </DisabledTriggerWrapper>
  ) : (
    cloneElement(children as ReactElement<TriggerProps>, { 'aria-describedby': describedBy, ref: triggerRef })
  );

  const sideIndex = sides.indexOf(finalPlacement.split('-')[0] as (typeof sides)[number]);
  const arrowPosition = middlewareData.arrow;

  return (
    <>
      {trigger}
      {isDisabled
        ? null
        : createPortal(
            <TooltipSurface
              ref={setFloatingElement}
              id={tooltipId}
              role="tooltip"
              data-component="Tooltip"
              data-placement={finalPlacement}
              hidden={!isOpen}
              style={floatingStyles}
            >
              {content}
              <TooltipArrow
                ref={setArrowElement}
                aria-hidden
                width="14"
                height="14"
                style={{
                  left: arrowPosition?.x,
                  top: arrowPosition?.y,
                  [sides[(sideIndex + 2) % 4] as string]: -arrowHeight,
                  transform: `rotate(${sideIndex * 90}deg)`,
                }}
              >
                {/* A square box (twice the arrow's height), so the arrow measures the same on every side; the triangle fills its outer half. */}
                <path d="M0 7H14L7 14Z" />
              </TooltipArrow>
            </TooltipSurface>,
            document.body,
          )}
    </>
  );
}
