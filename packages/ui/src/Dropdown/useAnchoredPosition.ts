import { useLayoutEffect } from 'react';

/** Space kept between the popover and the edges of the viewport, in pixels. */
const viewportMargin = 8;

export interface AnchoredPosition {
  /** Which side of the anchor the popover sits on. */
  placement: 'bottom' | 'top';
  /** Distance from the viewport's left edge, in pixels. */
  left: number;
  /** Distance from the viewport's top edge (placement bottom), in pixels. */
  top?: number;
  /** Distance from the viewport's bottom edge (placement top), in pixels. */
  bottom?: number;
  /** The popover's width: the anchor's. */
  width: number;
  /** The height available on the chosen side, in pixels. */
  availableHeight: number;
}

/**
 * Where a popover of `contentHeight` goes under (or, when it does not fit there and there is
 * more room, over) an anchor occupying `anchor`, in a viewport of `viewportWidth` by
 * `viewportHeight`: as wide as the anchor, kept inside the viewport horizontally.
 */
export function computeAnchoredPosition(
  anchor: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'width'>,
  contentHeight: number,
  viewportWidth: number,
  viewportHeight: number,
  gap: number,
): AnchoredPosition {
  const spaceBelow = viewportHeight - anchor.bottom - gap - viewportMargin;
  const spaceAbove = anchor.top - gap - viewportMargin;
  const placement = contentHeight > spaceBelow && spaceAbove > spaceBelow ? 'top' : 'bottom';
  const width = Math.min(anchor.width, viewportWidth - 2 * viewportMargin);
  const left = Math.max(viewportMargin, Math.min(anchor.left, viewportWidth - viewportMargin - width));
  return placement === 'bottom'
    ? { placement, left, top: anchor.bottom + gap, width, availableHeight: Math.max(0, spaceBelow) }
    : { placement, left, bottom: viewportHeight - anchor.top + gap, width, availableHeight: Math.max(0, spaceAbove) };
}

/**
 * Writes the position of `popover` next to `anchor` into its styles: `data-placement`, left,
 * width, top or bottom, and `--dropdown-available-height`. A DOM write, kept out of the hook.
 */
function placePopover(anchor: HTMLElement, popover: HTMLElement, gap: number): void {
  const root = document.documentElement;
  // The natural height: the list's own max-height applies, the available height does not.
  popover.style.removeProperty('--dropdown-available-height');
  const position = computeAnchoredPosition(
    anchor.getBoundingClientRect(),
    popover.offsetHeight,
    root.clientWidth,
    root.clientHeight,
    gap,
  );
  popover.dataset.placement = position.placement;
  popover.style.left = `${position.left}px`;
  popover.style.width = `${position.width}px`;
  popover.style.top = position.top === undefined ? '' : `${position.top}px`;
  popover.style.bottom = position.bottom === undefined ? '' : `${position.bottom}px`;
  popover.style.setProperty('--dropdown-available-height', `${position.availableHeight}px`);
}

/**
 * Keeps a `position: fixed` popover attached to its anchor while open: under it, or over it when
 * there is more room there (flip), as wide as the anchor, with the height left on that side in
 * `--dropdown-available-height` (size). Follows scrolling of any ancestor, resizing of the
 * window and of the anchor (auto-update). Writes the styles directly, so scrolling the page
 * re-renders nothing. The few lines floating-ui would spend 5 KB gzip on, for a popover that
 * only ever sits below or above a field.
 */
export function useAnchoredPosition(anchor: HTMLElement | null, popover: HTMLElement | null, gap = 4): void {
  useLayoutEffect(() => {
    if (anchor === null || popover === null) return;
    const update = () => placePopover(anchor, popover, gap);
    // Scrolling of any ancestor moves the anchor; scrolling of the option list itself does not.
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && popover.contains(event.target))) update();
    };
    update();
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(anchor);
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [anchor, popover, gap]);
}
