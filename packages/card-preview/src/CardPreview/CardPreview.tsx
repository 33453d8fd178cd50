import { useMemo, useState, type CSSProperties } from 'react';
import { layoutCard } from '../layout/layoutCard';
import type { LoyaltyCard } from '../model';
import { drawLayoutSvg } from '../svg/renderCardSvg';
import { useIcons } from './useIcons';

/**
 * The SVG as a `data:` URL. Only `%` and `#` must be escaped (the URL parser keeps the rest of an
 * opaque path as it is); escaping everything would triple the URL the browser then parses.
 */
const svgDataUrl = (markup: string): string =>
  `data:image/svg+xml;charset=utf-8,${markup.replace(/%/g, '%25').replace(/#/g, '%23')}`;

/** A flex box: the SVG or picture in it is a block, with no gap under it for a line's descenders. */
const block: CSSProperties = { display: 'flex' };

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
  // Otherwise the same SVG markup the element and the string renderer draw, inserted whole: the
  // browser's parser builds its few dozen elements faster than React creating them one by one.
  // Every text and address in it is escaped, every colour checked by normalizeCard.
  const markup = useMemo(
    () =>
      drawLayoutSvg(
        layout,
        { icons },
        isPicture ? { sharedOutlines: true } : { fluid: width === undefined, decorative: true },
      ),
    [layout, icons, width, isPicture],
  );
  const isDrawn = layout.scale > 0 || width === undefined;

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
              src={svgDataUrl(markup)}
              width={width}
              height={layout.displayHeight}
              style={block}
            />
          ) : null}
        </div>
      ) : (
        <div
          role="img"
          aria-label={layout.label}
          data-side={shownSide}
          style={block}
          dangerouslySetInnerHTML={isDrawn ? { __html: markup } : undefined}
        />
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
