import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { CARD_ASPECT_RATIO } from '../dimensions';
import { layoutCard } from '../layout/layoutCard';
import type { LoyaltyCard } from '../model';
import { patchLayoutSvg } from '../svg/patchLayoutSvg';
import { drawLayoutParts, joinLayoutSvg, type LayoutSvgParts } from '../svg/renderCardSvg';
import { useIcons } from './useIcons';

/**
 * The SVG as a `data:` URL. Only `%` and `#` must be escaped (the URL parser keeps the rest of an
 * opaque path as it is); escaping everything would triple the URL the browser then parses.
 */
const svgDataUrl = (markup: string): string =>
  `data:image/svg+xml;charset=utf-8,${markup.replace(/%/g, '%25').replace(/#/g, '%23')}`;

/** A flex box: the SVG or picture in it is a block, with no gap under it for a line's descenders. */
const block: CSSProperties = { display: 'flex' };

/** No drawing: a card too narrow to draw. */
const nothing: LayoutSvgParts = { open: '', parts: [], close: '' };

/**
 * The container of a drawing inline: a block of the card's shape whose contents affect nothing
 * outside it, so that a change in the drawing lays out and paints the drawing alone.
 */
const contained: CSSProperties = { ...block, contain: 'strict', aspectRatio: `1 / ${CARD_ASPECT_RATIO}` };

/**
 * Draws a card inline in the container the returned ref is given. The drawing is inserted as
 * markup: the browser's parser builds its few dozen elements faster than React creating them one
 * by one, and each new drawing replaces only the parts of the SVG that differ (patchLayoutSvg),
 * before the browser paints. React renders the container alone, never its contents (nothing on a
 * server). Every text and address in the markup is escaped, every colour checked by normalizeCard.
 */
function useInlineDrawing(drawing: LayoutSvgParts) {
  const host = useRef<HTMLDivElement>(null);
  /** What was drawn last (patchLayoutSvg draws whole a container that does not show it). */
  const drawn = useRef<LayoutSvgParts | null>(null);
  useLayoutEffect(() => {
    if (host.current) patchLayoutSvg(host.current, drawn.current, drawing);
    drawn.current = drawing;
  }, [drawing]);
  return host;
}

export interface CardPreviewProps {
  /** The card to draw. Missing or nonsensical fields are normalised, never thrown on. */
  card: LoyaltyCard | null | undefined;
  /**
   * Stamps the customer has collected: collected cells show the stamp icon, the rest are
   * empty and unreached rewards are dimmed. Leave it out to show the design (every stamp).
   */
  stamps?: number;
  /**
   * Which side to show.
   * @default 'front'
   */
  side?: 'front' | 'back';
  /**
   * Whether to show a button that flips the card (the preview then keeps its own side).
   * @default false
   */
  isFlippable?: boolean;
  /** A fixed width in pixels (thumbnails); by default the preview fills its container's width. */
  width?: number;
  /** Extra class names, for layout by the parent. */
  className?: string;
  /** Extra styles of the outer element, for layout by the parent. */
  style?: CSSProperties;
}

/**
 * Draws a loyalty card upright, as the customer app shows it, at any width: the height is 1.62
 * times the width and every size scales by the preview's width divided by the card's width. An
 * inline SVG of the card's layout, exposed to assistive technology as one image with a
 * description of the stamps and rewards. Icons load on demand, one small file each (see
 * `setIconBase`).
 */
export function CardPreview({
  card,
  stamps,
  side = 'front',
  isFlippable = false,
  width,
  className,
  style,
}: CardPreviewProps) {
  const [ownSide, setOwnSide] = useState(side);
  const shownSide = isFlippable ? ownSide : side;
  const layout = useMemo(
    () =>
      layoutCard(card, {
        side: shownSide,
        ...(stamps === undefined ? {} : { stamps }),
        ...(width === undefined ? {} : { width }),
      }),
    [card, shownSide, stamps, width],
  );
  const icons = useIcons(layout.icons);
  // A fixed width (thumbnails, card states) draws the card as a picture of its SVG: one element
  // for the browser to build, drawn and cached as an image, half the time to the first frame of a
  // list of a hundred. Not when the logo is a web address: a picture's SVG loads nothing from
  // outside, so such a card is drawn inline.
  const isPicture =
    width !== undefined && !layout.nodes.some((node) => node.kind === 'image' && !node.href.startsWith('data:'));
  // The picture's SVG writes each icon's outline once (a third of the markup); inline, it is the
  // same SVG the element and the string renderer draw, in parts (see useInlineDrawing).
  const drawing = useMemo(
    () =>
      drawLayoutParts(
        layout,
        { icons },
        isPicture ? { sharedOutlines: true } : { fluid: width === undefined, decorative: true },
      ),
    [layout, icons, width, isPicture],
  );
  const isDrawn = layout.scale > 0 || width === undefined;
  // A picture has no container for it (the ref stays empty).
  const host = useInlineDrawing(isDrawn ? drawing : nothing);

  return (
    <div className={className} style={{ width: width ?? '100%', ...style }} data-component="CardPreview">
      {isPicture ? (
        <div
          role="img"
          aria-label={layout.label}
          data-side={shownSide}
          // Thumbnails off screen cost no layout or paint until scrolled to (long card lists).
          style={{ ...block, contentVisibility: 'auto', containIntrinsicSize: `${width}px ${layout.displayHeight}px` }}
        >
          {isDrawn ? (
            <img
              alt=""
              // Off-screen thumbnails of a long list are decoded when scrolled to.
              loading="lazy"
              decoding="async"
              src={svgDataUrl(joinLayoutSvg(drawing))}
              width={width}
              height={layout.displayHeight}
              style={block}
            />
          ) : null}
        </div>
      ) : (
        <div ref={host} role="img" aria-label={layout.label} data-side={shownSide} style={contained} />
      )}
      {isFlippable ? (
        <button
          type="button"
          onClick={() => setOwnSide((current) => (current === 'front' ? 'back' : 'front'))}
          style={{ marginTop: 8, font: 'inherit', cursor: 'pointer' }}
        >
          {shownSide === 'front' ? 'Show back' : 'Show front'}
        </button>
      ) : null}
    </div>
  );
}
