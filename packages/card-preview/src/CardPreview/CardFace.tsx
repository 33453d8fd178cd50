import type { CSSProperties } from 'react';
import { resolveIcon } from '../icons/resolveIcon';
import type { NormalizedCard, NormalizedReward, TextStyle } from '../model';
import { placeholderLogo } from './placeholderLogo';

/** Space between the preview's edge and the card, in design pixels. */
const FRAME = 20;

const textStyle = (styles: readonly TextStyle[]): CSSProperties => ({
  fontWeight: styles.includes('bold') ? 700 : 400,
  fontStyle: styles.includes('italic') ? 'italic' : 'normal',
  textDecoration: styles.includes('underline') ? 'underline' : 'none',
});

const clampLines = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  // Line clamping still needs the legacy box orientation in every browser.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

function Icon({ code, size, colour }: { code: string; size?: number; colour?: string }) {
  const icon = resolveIcon(code);
  // Without a size and colour, the stamp grid's custom properties style the icon.
  const style = size === undefined ? undefined : { fontSize: size, color: colour, width: 'auto' };
  return <i className={icon.className} data-icon={icon.name} style={style} />;
}

function Reward({ reward, size, reached }: { reward: NormalizedReward; size: number; reached: boolean | undefined }) {
  const [top, right, bottom, left] = reward.padding;
  return (
    <div
      className="stampcard-reward"
      data-part="reward"
      data-trigger={reward.trigger}
      data-reached={reached}
      style={{
        padding: `${top}px ${right}px ${bottom}px ${left}px`,
        background: reward.backgroundColour,
        borderRadius: reward.borderRadius,
        color: reward.fontColour,
        fontSize: reward.fontSize,
        ...textStyle(reward.textStyle),
      }}
    >
      {reward.isIcon ? (
        <Icon code={reward.icon} size={Math.min(size * 0.55, reward.fontSize * 2.4)} colour={reward.fontColour} />
      ) : (
        <span style={clampLines(3)}>{reward.text || reward.title}</span>
      )}
    </div>
  );
}

function StampGrid({
  card,
  stamps,
  width,
  height,
}: {
  card: NormalizedCard;
  stamps: number | undefined;
  width: number;
  height: number;
}) {
  const { total, perRow, cellWidth, cellHeight } = card.stamps;
  const rows = Math.ceil(total / perRow);
  // Cells keep their design size and a gap of a fifth of it; the grid shrinks to fit its section.
  const gapX = cellWidth * 0.2;
  const gapY = cellHeight * 0.2;
  const gridWidth = perRow * cellWidth + (perRow - 1) * gapX;
  const gridHeight = rows * cellHeight + (rows - 1) * gapY;
  const fit = Math.min(1, width / gridWidth, height / gridHeight);
  const rewardsByTrigger = new Map(card.rewards.map((reward) => [reward.trigger, reward]));
  const cellRadius = Math.min(card.stamps.cellRadius, cellWidth / 2, cellHeight / 2) * fit;

  return (
    <div
      className="stampcard-grid"
      data-part="stamps"
      style={
        {
          gridTemplateColumns: `repeat(${perRow}, ${cellWidth * fit}px)`,
          gridAutoRows: cellHeight * fit,
          gap: `${gapY * fit}px ${gapX * fit}px`,
          width,
          height,
          '--stampcard-cell-colour': card.stamps.cellColour,
          '--stampcard-cell-radius': `${cellRadius}px`,
          '--stampcard-icon-size': `${card.stamps.iconSize * fit}px`,
          '--stampcard-icon-colour': card.stamps.iconColour,
        } as CSSProperties
      }
    >
      {Array.from({ length: total }, (_, index) => {
        const position = index + 1;
        const reward = rewardsByTrigger.get(position);
        const collected = stamps === undefined ? undefined : position <= stamps;
        return (
          <div
            key={position}
            className="stampcard-cell"
            data-part="stamp"
            data-position={position}
            data-collected={collected}
          >
            {reward ? (
              <Reward reward={reward} size={Math.min(cellWidth, cellHeight) * fit} reached={collected} />
            ) : collected === false ? null : (
              <Icon code={card.stamps.icon} />
            )}
          </div>
        );
      })}
    </div>
  );
}

export interface CardFaceProps {
  card: NormalizedCard;
  side: 'front' | 'back';
  stamps: number | undefined;
}

/** One side of a card at its design size (the preview scales it). */
export function CardFace({ card, side, stamps }: CardFaceProps) {
  const innerWidth = card.width - FRAME * 2;
  const innerHeight = card.height - FRAME * 2;
  const radius = Math.min(card.borderRadius, innerHeight / 2);
  const frame: CSSProperties = {
    position: 'absolute',
    inset: 0,
    width: card.width,
    height: card.height,
    boxSizing: 'border-box',
    padding: FRAME,
    background: card.backgroundColour,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  };

  if (side === 'back') {
    return (
      <div data-part="back" style={frame}>
        <div
          style={{
            width: innerWidth,
            height: innerHeight,
            boxSizing: 'border-box',
            borderRadius: radius,
            background: card.reverse.backgroundColour,
            color: card.reverse.textColour,
            padding: '40px 56px',
            display: 'flex',
            flexDirection: 'column',
            gap: 20,
            overflow: 'hidden',
          }}
        >
          <div data-part="reverse-title" style={{ fontSize: 44, fontWeight: 700, ...clampLines(2) }}>
            {card.reverse.title}
          </div>
          <div
            data-part="reverse-text"
            style={{ fontSize: 26, lineHeight: 1.35, whiteSpace: 'pre-line', ...clampLines(14) }}
          >
            {card.reverse.text}
          </div>
        </div>
      </div>
    );
  }

  const ratios = card.sectionRatios;
  const headerRatio = card.header === 'logo' ? ratios.logo : ratios.title;
  const descriptionRatio = card.description.display ? ratios.description : 0;
  const unit = innerHeight / (headerRatio + descriptionRatio + ratios.stamps || 1);
  const headerHeight = headerRatio * unit;
  const descriptionHeight = descriptionRatio * unit;
  const stampsHeight = ratios.stamps * unit;
  const sidePadding = 32;
  const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

  return (
    <div data-part="front" style={frame}>
      <div
        style={{
          width: innerWidth,
          height: innerHeight,
          borderRadius: radius,
          background: card.cardColour,
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <div
          data-part={card.header}
          style={{
            height: headerHeight,
            display: 'flex',
            alignItems: 'center',
            justifyContent: justify[card.header === 'logo' ? card.logo.alignment : card.title.alignment],
            padding: `0 ${sidePadding}px`,
            boxSizing: 'border-box',
          }}
        >
          {card.header === 'logo' ? (
            <img
              alt=""
              src={card.logo.source ?? placeholderLogo}
              data-placeholder={card.logo.source === null || undefined}
              style={{
                maxHeight: headerHeight * 0.8,
                maxWidth: Math.min(card.logo.width, innerWidth - sidePadding * 2),
                objectFit: 'contain',
              }}
            />
          ) : (
            <div
              style={{
                fontSize: Math.min(card.title.fontSize, headerHeight * 0.8),
                color: card.title.colour,
                textAlign: card.title.alignment,
                width: '100%',
                lineHeight: 1.1,
                ...textStyle(card.title.style),
                ...clampLines(2),
              }}
            >
              {card.title.text}
            </div>
          )}
        </div>
        {card.description.display ? (
          <div
            data-part="description"
            style={{
              height: descriptionHeight,
              padding: `0 ${sidePadding}px`,
              boxSizing: 'border-box',
              display: 'flex',
              alignItems: 'center',
              color: card.description.colour,
              fontSize: Math.min(card.description.fontSize, descriptionHeight * 0.8),
              lineHeight: 1.15,
            }}
          >
            <div
              style={{
                width: '100%',
                textAlign: card.description.alignment,
                ...textStyle(card.description.style),
                ...clampLines(3),
              }}
            >
              {card.description.text}
            </div>
          </div>
        ) : null}
        <StampGrid card={card} stamps={stamps} width={innerWidth - sidePadding * 2} height={stampsHeight - 16} />
      </div>
    </div>
  );
}
