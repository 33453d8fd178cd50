/**
 * The geometry every card preview shares: a card is upright, designed 500 wide and 810 high in
 * design pixels, and drawn at any width, its height 1.62 times its width and every size scaled by
 * the preview's width divided by the card's width.
 */

/** Height divided by width of every card preview, whatever the card's size: cards are upright. */
export const CARD_ASPECT_RATIO = 1.62;

/** The design size of a new card, in design pixels: 500 wide, 810 high. */
export const DEFAULT_CARD_SIZE = { width: 500, height: 810 } as const;

/** The card list's thumbnail tile, in screen pixels: 125 wide, 200 high. */
export const THUMBNAIL_SIZE = { width: 125, height: 200 } as const;

/** Relative heights of the front side's sections, top to bottom. */
export const SECTION_RATIOS = {
  logo: 1.5,
  title: 1.5,
  description: 1,
  stamps: 3.5,
} as const;

/**
 * The factor that turns design pixels into screen pixels for a preview `containerWidth`
 * pixels wide. Returns 0 (draw nothing) rather than a negative, infinite or NaN scale
 * when either width is missing or nonsensical, so a half-loaded card never throws.
 */
export function previewScale(containerWidth: number, cardWidth: number = DEFAULT_CARD_SIZE.width): number {
  if (!Number.isFinite(containerWidth) || !Number.isFinite(cardWidth)) return 0;
  if (containerWidth <= 0 || cardWidth <= 0) return 0;
  return containerWidth / cardWidth;
}

/** The height of a preview `width` pixels wide: 1.62 times its width. */
export function previewHeight(width: number): number {
  return Number.isFinite(width) && width > 0 ? width * CARD_ASPECT_RATIO : 0;
}

/**
 * The width of a preview `height` pixels high: what fills a box by its height, e.g. the 125 x 200
 * thumbnail tile, whose upright card is 200 high and 123.5 wide.
 */
export function previewWidth(height: number): number {
  return Number.isFinite(height) && height > 0 ? height / CARD_ASPECT_RATIO : 0;
}
