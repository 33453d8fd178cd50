/**
 * Brings a card's SVG drawn in a page up to the next drawing of its layout by changing only what
 * differs: a keystroke in the editor changes one text or one colour, not the stamp grid with its
 * icons, so rebuilding the whole drawing would make the browser parse, build and lay out every
 * cell again. Plain DOM, no framework: the React preview and the custom element both use it.
 */
import { joinLayoutSvg, type LayoutSvgParts } from './renderCardSvg';

/**
 * Changes the drawing in `host` (the element or shadow root holding the `<svg>`, and nothing else)
 * from `previous`, what it shows, to `next`. Each part that differs takes the place of its element,
 * parsed in the SVG's namespace (an element's markup is parsed in its parent's). A top-level node
 * of a layout draws one element, named by its `data-part`, and the start tag's title and
 * definitions have none: where the elements so named are not one per part (a picture or an icon
 * left out), or the start tag differs (size, side, name, definitions), or there is no `previous`,
 * the drawing is drawn whole.
 */
export function patchLayoutSvg(
  host: Element | ShadowRoot,
  previous: LayoutSvgParts | null,
  next: LayoutSvgParts,
): void {
  const drawn = host.firstElementChild?.querySelectorAll(':scope > [data-part]');
  if (previous?.open !== next.open || drawn?.length !== next.parts.length) {
    host.innerHTML = joinLayoutSvg(next);
    return;
  }
  next.parts.forEach((part, index) => {
    const element = drawn[index];
    if (element && part !== previous.parts[index]) element.outerHTML = part;
  });
}
