import type { NormalizedCard } from './model';

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

/**
 * What the preview says to assistive technology: the card, the stamps collected (when
 * known) and where the rewards are, e.g. "Coffee card. 3 of 9 stamps collected. Rewards at
 * stamps 5 and 9."
 */
export function describeCard(card: NormalizedCard, stamps?: number, side: 'front' | 'back' = 'front'): string {
  const parts = [`${card.name}.`];
  if (side === 'back') {
    parts.push('Back of the card.');
    if (card.reverse.title) parts.push(`${card.reverse.title}.`);
    if (card.reverse.text) parts.push(card.reverse.text);
    return parts.join(' ');
  }
  parts.push(
    stamps === undefined
      ? `${card.stamps.total} stamps.`
      : `${Math.min(Math.max(0, Math.floor(stamps)), card.stamps.total)} of ${card.stamps.total} stamps collected.`,
  );
  if (card.rewards.length > 0) {
    const triggers = [...new Set(card.rewards.map((reward) => reward.trigger))];
    parts.push(`${triggers.length === 1 ? 'Reward at stamp' : 'Rewards at stamps'} ${list(triggers.map(String))}.`);
  }
  return parts.join(' ');
}
