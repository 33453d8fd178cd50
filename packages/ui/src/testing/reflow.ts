/**
 * WCAG 2.2's Reflow (1.4.10): content usable at 320 CSS px wide without scrolling in two
 * directions. A page whose document is wider than the viewport scrolls sideways; this finds it
 * and names what sticks out, for tests in a real browser (story play functions, end-to-end tests).
 */

/** The element reaching farthest past the right edge of the viewport, described for a message; undefined when none does. */
export function widestOverflow(document: Document = globalThis.document): string | undefined {
  const viewport = document.documentElement.clientWidth;
  const scrollX = document.defaultView?.scrollX ?? 0;
  let widest = viewport + 0.5;
  let culprit: string | undefined;
  for (const element of document.body.querySelectorAll('*')) {
    const right = element.getBoundingClientRect().right + scrollX;
    if (right <= widest) continue;
    widest = right;
    const component = element.closest('[data-component]')?.getAttribute('data-component');
    const text = element.textContent.trim().slice(0, 30);
    culprit = `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}${component ? ` in ${component}` : ''}, right edge at ${Math.round(right)} px`;
  }
  return culprit;
}

/**
 * Throws when the page scrolls sideways at the current viewport width (the document wider than
 * the viewport), naming the element that sticks out farthest. Regions that scroll inside
 * themselves (a wide table in its own scroll box) do not count: only the page's own scroll.
 */
export function expectNoSidewaysScroll(document: Document = globalThis.document): void {
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth <= clientWidth) return;
  throw new Error(
    `The page scrolls sideways at ${clientWidth} px wide: it is ${scrollWidth} px wide. Widest: ${widestOverflow(document) ?? 'unknown'}.`,
  );
}
