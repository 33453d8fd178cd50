import { useMemo } from 'react';
import { CardPreview } from '../CardPreview/CardPreview';
import { normalizeCard, type LoyaltyCard } from '../model';

export interface CardStatesProps {
  /** The design to show in every state. */
  card: LoyaltyCard;
  /**
   * Width of each preview in pixels.
   * @default 260
   */
  width?: number;
}

/** The stamp counts a customer can see: none, each reward position reached, full. */
export function cardStates(card: LoyaltyCard): { stamps: number; label: string }[] {
  const design = normalizeCard(card);
  const counts = new Map<number, string>([[0, 'No stamps']]);
  for (const reward of design.rewards) counts.set(reward.trigger, `Reward at stamp ${reward.trigger} reached`);
  counts.set(
    design.stamps.total,
    counts.has(design.stamps.total) ? `Full card, reward at stamp ${design.stamps.total} reached` : 'Full card',
  );
  return [...counts].sort(([a], [b]) => a - b).map(([stamps, label]) => ({ stamps, label }));
}

/**
 * For designers: one design laid out in every state a customer can see, each with its
 * back beside it.
 */
export function CardStates({ card, width = 260 }: CardStatesProps) {
  const states = useMemo(() => cardStates(card), [card]);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 24 }} aria-label="Card states">
      {states.map(({ stamps, label }) => (
        <li key={stamps}>
          <p style={{ margin: '0 0 8px', fontWeight: 600 }}>
            {label} ({stamps} of {normalizeCard(card).stamps.total})
          </p>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <CardPreview card={card} stamps={stamps} width={width} />
            <CardPreview card={card} side="back" width={width} />
          </div>
        </li>
      ))}
    </ul>
  );
}
