import { useInsertionEffect, useMemo, useState, type CSSProperties } from 'react';
import { describeCard } from '../describeCard';
import { previewHeight, previewScale } from '../dimensions';
import { normalizeCard, type LoyaltyCard } from '../model';
import { CardFace } from './CardFace';
import { ensurePreviewStyles } from './styles';
import { useContainerWidth } from './useContainerWidth';

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
  /**
   * A fixed width in pixels (thumbnails: no resize observer); by default the preview fills
   * its container's width and follows it.
   */
  width?: number;
  /** Extra class names, for layout by the parent. */
  className?: string;
  /** Extra styles of the outer element, for layout by the parent. */
  style?: CSSProperties;
}

/**
 * Draws a loyalty card upright, as the customer app shows it, at any width: the height is
 * 1.62 times the width and every size scales by the preview's width divided by the card's
 * width. Exposed to assistive technology as one image with a description of the
 * stamps and rewards.
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
  useInsertionEffect(ensurePreviewStyles, []);
  const normalized = useMemo(() => normalizeCard(card), [card]);
  const [ownSide, setOwnSide] = useState(side);
  const shownSide = isFlippable ? ownSide : side;
  const [reference, measuredWidth] = useContainerWidth<HTMLDivElement>(width);
  const scale = previewScale(measuredWidth, normalized.width);
  // Upright (D16): 1.62 times as high as wide, whatever the card's stored size.
  const height = previewHeight(measuredWidth);
  const label = describeCard(normalized, stamps, shownSide);

  return (
    <div className={className} style={{ width: width ?? '100%', ...style }} data-component="CardPreview">
      <div
        ref={reference}
        role="img"
        aria-label={label}
        data-side={shownSide}
        style={{
          position: 'relative',
          width: '100%',
          height,
          overflow: 'hidden',
          // Thumbnails off screen cost no layout or paint until scrolled to (long card lists).
          ...(width === undefined ? {} : { contentVisibility: 'auto', containIntrinsicSize: `${width}px ${height}px` }),
        }}
      >
        {scale > 0 ? (
          <div
            aria-hidden="true"
            style={{
              position: 'absolute',
              inset: 0,
              width: normalized.width,
              height: normalized.height,
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
            }}
          >
            <CardFace card={normalized} side={shownSide} stamps={stamps} />
          </div>
        ) : null}
      </div>
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
