/**
 * A card drawn as a PNG: the card-preview package's SVG, rasterised with resvg using the fonts the
 * package ships and no others, so the image does not depend on the fonts a machine has installed.
 */
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import type { Card } from '@stampcard/api-client';
import { cardFontFamily, cardFontFiles, loadCardIcons } from '@stampcard/card-preview/node';
import { renderCardSvg } from '@stampcard/card-preview/svg';
import type { Context } from 'hono';
import { badRequest } from './http.ts';

export type CardSide = 'front' | 'back';

/** A PNG file's bytes. */
export type Png = Uint8Array<ArrayBuffer>;

/** The widths an image may be drawn at, in pixels; its height is 1.62 times the width. */
export const cardImageWidths = { minimum: 50, maximum: 1500, default: 500 } as const;

const sides: readonly CardSide[] = ['front', 'back'];

/** What a request asks for: `width` (a whole number of pixels in range) and `side`; anything else is a 400 naming it. */
export function cardImageQuery(context: Context): { width: number; side: CardSide } {
  const { minimum, maximum } = cardImageWidths;
  const width = context.req.query('width');
  const side = context.req.query('side');
  const errors: Record<string, string[]> = {};
  const number = width === undefined ? cardImageWidths.default : /^\d{1,9}$/.test(width) ? Number(width) : Number.NaN;
  if (!(number >= minimum && number <= maximum)) {
    errors['query.width'] = [`Must be a whole number from ${minimum} to ${maximum}.`];
  }
  const chosen = side === undefined ? 'front' : sides.find((known) => known === side);
  if (chosen === undefined) errors['query.side'] = ['Must be front or back.'];
  if (Object.keys(errors).length > 0 || chosen === undefined) throw badRequest(errors);
  return { width: number, side: chosen };
}

/**
 * The entity tag of a card's image: a hash of its SVG, which holds everything the PNG shows (the
 * card's design and name as drawn, the size, the side, the icons' outlines). A save that changes
 * nothing drawn keeps the tag. Weak: it names the drawing, not the bytes of one rasteriser's PNG.
 */
export function cardImageTag(svg: string): string {
  return `W/"${createHash('sha1').update(svg).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names `tag` (`*`, or a list; weak comparison, as for GET). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

/**
 * Only an image the card carries in itself (a `data:` URL) is drawn: any other address would have
 * the rasteriser read a file of the server's disk or the server fetch a URL a user chose. A logo
 * given only by its URL is left out.
 */
const embeddedOnly = (href: string): string | null => (href.startsWith('data:') ? href : null);

/** The card's side as an SVG document `width` pixels wide, with the icons it draws. */
export async function cardSvg(card: Card, width: number, side: CardSide): Promise<string> {
  const icons = await loadCardIcons(card, { side });
  return renderCardSvg(card, { side, width, icons, resolveImage: embeddedOnly });
}

/** Rasterises a card's SVG as a PNG `width` pixels wide, on a worker thread (the event loop goes on meanwhile). */
export async function drawPng(svg: string, width: number): Promise<Png> {
  const rendered = await renderAsync(svg, {
    font: { fontFiles: [...cardFontFiles], loadSystemFonts: false, defaultFontFamily: cardFontFamily },
    fitTo: { mode: 'width', value: width },
    logLevel: 'off',
  });
  return new Uint8Array(rendered.asPng());
}

/**
 * Drawn images by tag, the most recently used kept: a card's image asked for again (a list of
 * cards, a page reloaded) is not drawn again. Requests for an image being drawn wait for it.
 */
export class CardImageCache {
  readonly #capacity: number;
  readonly #entries = new Map<string, Promise<Png>>();

  constructor(capacity = 100) {
    this.#capacity = capacity;
  }

  /** The image of `tag`, drawn by `draw` unless kept. A failed drawing is not kept. */
  get(tag: string, draw: () => Promise<Png>): Promise<Png> {
    const kept = this.#entries.get(tag);
    if (kept !== undefined) {
      // Most recently used last: the first entry is the one to drop.
      this.#entries.delete(tag);
      this.#entries.set(tag, kept);
      return kept;
    }
    const drawing = draw();
    this.#entries.set(tag, drawing);
    drawing.catch(() => {
      if (this.#entries.get(tag) === drawing) this.#entries.delete(tag);
    });
    while (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return drawing;
  }

  get size(): number {
    return this.#entries.size;
  }
}
