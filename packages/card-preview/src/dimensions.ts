/**
 * The geometry every card preview shares (spec A sections 2.4 and 3): a card is
 * designed at 810 x 500 design pixels and drawn at any width, every size scaled
 * by the preview's width divided by the card's width.
 */

/** Width divided by height of every card, whatever its size. */
export const CARD_ASPECT_RATIO = 1.62;

/** The design size of a new card, in design pixels. */
export const DEFAULT_CARD_SIZE = { width: 810, height: 500 } as const;

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

/** The height of a preview `width` pixels wide. */
export function previewHeight(width: number): number {
  return Number.isFinite(width) && width > 0 ? width / CARD_ASPECT_RATIO : 0;
}
