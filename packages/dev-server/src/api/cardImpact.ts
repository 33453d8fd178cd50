/**
 * What a change to a card does to the customers who hold it (card_holders, migration 008).
 *
 * - A holder's progress is a count of stamps: a change never takes stamps away nor adds any.
 * - A holder at or past the last stamp of the card as changed completes it when the change is
 *   saved: their count starts again at 0 and they are given each reward at its last stamp. An
 *   inactive card gives nothing, so completes nobody (until it is made active again).
 * - Rewards given and not redeemed stay valid whatever the change; a deletion loses them with the
 *   card, as it loses every holder's stamps.
 * - A reward moved to (or added at) a position a holder has already passed is not given this
 *   round: they get it next round. A reward at the last stamp is never passed: reaching the last
 *   stamp completes the card and gives it.
 * - A change affects holders when it changes the number of stamps, the positions of the rewards or
 *   their number, makes an active card inactive, or deletes the card.
 *
 * The impact is one count of the card's holders, read from the index on (card, stamps).
 */
import type { CardChange, CardImpact, NewCard } from '@stampcard/api-client';
import type { Database } from '../db/database.ts';

/** What of a card its holders depend on. */
export interface CardTerms {
  /** The number of stamps: the design's totalNoOfStamps, else the card's stamps, else 9 (as the editor saves it). */
  stamps: number;
  /** The stamp position of each reward, in ascending order (two rewards at one stamp: that stamp twice). */
  rewardPositions: number[];
  active: boolean;
}

/** A card's terms, from the card as saved or as proposed. */
export function cardTerms(card: NewCard): CardTerms {
  return {
    stamps: card.configuration.totalNoOfStamps ?? card.stamps ?? 9,
    rewardPositions: (card.configuration.rewards ?? [])
      .map((reward) => reward.trigger ?? 1)
      .sort((first, second) => first - second),
    active: card.active ?? true,
  };
}

/** The ways changing a card from `before` to `after` (null: deleting it) affects its holders, in the contract's order. */
export function changesBetween(before: CardTerms, after: CardTerms | null): CardChange[] {
  if (after === null) return ['deletion'];
  const changes: CardChange[] = [];
  if (after.stamps !== before.stamps) changes.push('stamps');
  if (after.rewardPositions.join(',') !== before.rewardPositions.join(',')) changes.push('rewards');
  if (before.active && !after.active) changes.push('deactivation');
  return changes;
}

/** How many rewards each stamp position has. */
function rewardsByPosition(terms: CardTerms): Map<number, number> {
  const counts = new Map<number, number>();
  for (const position of terms.rewardPositions) counts.set(position, (counts.get(position) ?? 0) + 1);
  return counts;
}

/** The positions at which `after` gives more rewards than `before` did, in ascending order. */
export function newRewardPositions(before: CardTerms, after: CardTerms): number[] {
  const old = rewardsByPosition(before);
  return [...rewardsByPosition(after)]
    .filter(([position, count]) => count > (old.get(position) ?? 0))
    .map(([position]) => position);
}

/**
 * The smallest position before the last stamp at which `after` gives a reward `before` did not: a
 * holder with at least that many stamps has passed it without being given it (null: no such position).
 */
export function firstPassedNewReward(before: CardTerms, after: CardTerms): number | null {
  return newRewardPositions(before, after).find((position) => position < after.stamps) ?? null;
}

/** The stamps at which a holder completes the card as `after` has it: none when it is inactive. */
export function completionAt(after: CardTerms | null): number | null {
  return after?.active ? after.stamps : null;
}

/** The rewards a holder completing the card is given: those at its last stamp. */
export function rewardsAtLastStamp(terms: CardTerms): number {
  return terms.rewardPositions.filter((position) => position === terms.stamps).length;
}

/** Whether a change with this impact affects holders, and so is told and recorded with it. */
export const affectsHolders = (impact: CardImpact): boolean => impact.changes.length > 0 || impact.completing > 0;

/**
 * The impact on the holders of card `cardId` of changing it from `before` to `after` (null: deleting
 * it), as they are now: one query, whatever their number.
 */
export async function countImpact(
  database: Database,
  cardId: number,
  before: CardTerms,
  after: CardTerms | null,
): Promise<CardImpact> {
  const [row] = await database.query<Omit<CardImpact, 'changes' | 'stamps'>>(
    `SELECT count(*)::int AS holders,
            count(*) FILTER (WHERE stamps > 0)::int AS "inProgress",
            count(*) FILTER (WHERE stamps >= $2::int)::int AS completing,
            coalesce(sum(rewards_unredeemed), 0)::int AS "unredeemedRewards",
            count(*) FILTER (WHERE stamps >= $3::int)::int AS "passedNewRewards"
       FROM card_holders WHERE loyalty_card_id = $1`,
    [cardId, completionAt(after), after === null ? null : firstPassedNewReward(before, after)],
  );
  return {
    holders: row?.holders ?? 0,
    inProgress: row?.inProgress ?? 0,
    completing: row?.completing ?? 0,
    unredeemedRewards: row?.unredeemedRewards ?? 0,
    passedNewRewards: row?.passedNewRewards ?? 0,
    changes: changesBetween(before, after),
    stamps: { before: before.stamps, after: after?.stamps ?? before.stamps },
  };
}

/**
 * Completes the card for its holders at or past its last stamp as `after` has it, in the saving
 * transaction: their stamps start again at 0 and they are given its rewards at that stamp.
 */
export async function completeHolders(transaction: Database, cardId: number, after: CardTerms): Promise<void> {
  const completing = completionAt(after);
  if (completing === null) return;
  await transaction.query(
    `UPDATE card_holders SET stamps = 0, rewards_unredeemed = rewards_unredeemed + $3
      WHERE loyalty_card_id = $1 AND stamps >= $2`,
    [cardId, completing, rewardsAtLastStamp(after)],
  );
}
