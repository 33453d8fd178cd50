/**
 * What a save of a live card does to the customers who hold it, as the editor asks before saving:
 * whether a change may touch what holders have (the number of stamps, the rewards, deactivating),
 * and the confirmation that names the server's counts. The rule itself (progress is kept as a
 * count of stamps; a holder at or past the new last stamp completes at once; unredeemed rewards stay
 * valid; a reward added behind a holder comes next round) is the API's, told in the card builder's
 * product document.
 */
import type { CardImpact } from '@stampcard/api-client';
import { jsonEqual } from '#app/lib/data';
import type { CardDraft } from './types';

/** Rewards' positions, in order: what a holder's rewards depend on. */
function rewardPositions(card: CardDraft): number[] {
  return (card.configuration.rewards ?? []).map((reward) => reward.trigger ?? 1).sort((a, b) => a - b);
}

/**
 * Whether saving `draft` over `baseline` may change what the card's holders have: a different
 * number of stamps, rewards at other positions (or more or fewer), or the card deactivated (or made
 * active again, which completes the holders at or past its last stamp). Only then is the server
 * asked to count; a new card has no holders.
 */
export function mayAffectHolders({ draft, baseline }: { draft: CardDraft; baseline: CardDraft }): boolean {
  if (draft.loyaltyCardID === undefined) return false;
  return (
    (draft.configuration.totalNoOfStamps ?? 9) !== (baseline.configuration.totalNoOfStamps ?? 9) ||
    !jsonEqual(rewardPositions(draft), rewardPositions(baseline)) ||
    (baseline.active !== false) !== (draft.active !== false)
  );
}

/**
 * Whether the counted change needs the user's confirmation: it affects holders (or completes some,
 * as making a card active again can), and someone holds the card.
 */
export function needsConfirmation(impact: CardImpact): boolean {
  return (impact.changes.length > 0 || impact.completing > 0) && impact.holders > 0;
}

const customers = (count: number) => (count === 1 ? '1 customer' : `${String(count)} customers`);
const rewards = (count: number) => (count === 1 ? '1 reward' : `${String(count)} rewards`);

/** The confirmation of a change to a live card: its question, what it does in numbers, and its button. */
export interface ImpactConfirmation {
  readonly title: string;
  readonly lines: readonly string[];
  readonly confirmLabel: string;
}

/** The confirmation naming the server's counts: who holds the card, who completes, what stays valid. */
export function impactConfirmation(impact: CardImpact): ImpactConfirmation {
  const { holders, inProgress, completing, unredeemedRewards, passedNewRewards, stamps, changes } = impact;
  const lines = [
    `${customers(holders)} ${holders === 1 ? 'holds' : 'hold'} this card; ${String(inProgress)} ${inProgress === 1 ? 'has' : 'have'} stamps in progress and ${inProgress === 1 ? 'keeps' : 'keep'} them.`,
  ];
  if (changes.includes('stamps')) {
    lines.push(
      stamps.after < stamps.before
        ? `The card goes from ${String(stamps.before)} to ${String(stamps.after)} stamps: ${completing === 0 ? 'nobody is' : `${customers(completing)} ${completing === 1 ? 'is' : 'are'}`} at or past stamp ${String(stamps.after)}${completing === 0 ? '.' : ` and ${completing === 1 ? 'completes' : 'complete'} the card at once.`}`
        : `The card goes from ${String(stamps.before)} to ${String(stamps.after)} stamps: everyone has further to go.`,
    );
  }
  if (!changes.includes('stamps') && completing > 0) {
    lines.push(
      `${customers(completing)} ${completing === 1 ? 'is' : 'are'} at or past the last stamp, ${String(stamps.after)}, and ${completing === 1 ? 'completes' : 'complete'} the card at once.`,
    );
  }
  if (changes.includes('rewards') && passedNewRewards > 0) {
    lines.push(
      `${customers(passedNewRewards)} ${passedNewRewards === 1 ? 'has' : 'have'} already passed a stamp that now gives a reward: they get it next time round.`,
    );
  }
  if (changes.includes('deactivation')) {
    lines.push('Deactivated, the card keeps its customers’ stamps and rewards but gives no new stamps.');
  }
  lines.push(
    unredeemedRewards === 0
      ? 'No reward is waiting to be redeemed.'
      : `${rewards(unredeemedRewards)} ${unredeemedRewards === 1 ? 'is' : 'are'} issued and not yet redeemed: ${unredeemedRewards === 1 ? 'it stays' : 'they stay'} valid.`,
  );
  return {
    title: `Change a card ${customers(holders)} ${holders === 1 ? 'holds' : 'hold'}?`,
    lines,
    confirmLabel: `Save for ${customers(holders)}`,
  };
}

/** What the delete prompt adds when people hold the card: what deleting it ends. */
export function deletionLine(impact: CardImpact): string | null {
  if (impact.holders === 0) return null;
  const waiting =
    impact.unredeemedRewards === 0
      ? ''
      : ` and ${rewards(impact.unredeemedRewards)} not yet redeemed ${impact.unredeemedRewards === 1 ? 'is' : 'are'} lost`;
  return `${customers(impact.holders)} ${impact.holders === 1 ? 'holds' : 'hold'} this card: ${String(impact.inProgress)} ${impact.inProgress === 1 ? 'loses' : 'lose'} stamps in progress${waiting}.`;
}
