/*
 * The stepper's rules as pure functions, so they are tested without a browser and shared by the
 * pointer and keyboard paths.
 */

/** Keeps a stamp count within 0..stampCount, as a whole number. */
export function clampStampValue(value: number, stampCount: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.round(value), 0), Math.max(stampCount, 0));
}

/** The distinct reward positions within 1..stampCount, in order. */
export function normaliseRewardPositions(rewardPositions: readonly number[], stampCount: number): number[] {
  return [...new Set(rewardPositions)]
    .filter((position) => Number.isInteger(position) && position >= 1 && position <= stampCount)
    .sort((first, second) => first - second);
}

/**
 * The value after clicking stamp `position` (1-based): the stamps up to it are set. Clicking the
 * first stamp when it is the only one set clears it, the one way back to 0 by pointer.
 */
export function getValueAfterStampClick(value: number, position: number): number {
  return position === 1 && value === 1 ? 0 : position;
}

/**
 * The value after a key press, or `undefined` for a key the stepper does not handle. Arrows step
 * by one stamp, Home and End go to none and all, Page Up and Page Down jump to the next or the
 * previous reward (or to all and none when there is none that way).
 */
export function getValueAfterKey(
  value: number,
  key: string,
  stampCount: number,
  rewardPositions: readonly number[] = [],
): number | undefined {
  const rewards = normaliseRewardPositions(rewardPositions, stampCount);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampStampValue(value + 1, stampCount);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampStampValue(value - 1, stampCount);
    case 'Home':
      return 0;
    case 'End':
      return clampStampValue(stampCount, stampCount);
    case 'PageUp':
      return rewards.find((position) => position > value) ?? clampStampValue(stampCount, stampCount);
    case 'PageDown':
      return rewards.findLast((position) => position < value) ?? 0;
    default:
      return undefined;
  }
}

/** The value in words: "2 of 6 stamps", with ", reward" when the last stamp set earns one. */
export function formatStampValue(value: number, stampCount: number, rewardPositions: readonly number[] = []): string {
  const stamps = stampCount === 1 ? 'stamp' : 'stamps';
  const isReward = value > 0 && rewardPositions.includes(value);
  return `${value} of ${stampCount} ${stamps}${isReward ? ', reward' : ''}`;
}

/** Where the rewards are, in words: "Rewards at stamps 3 and 6.", or `undefined` without rewards. */
export function formatRewardPositions(rewardPositions: readonly number[]): string | undefined {
  if (rewardPositions.length === 0) return undefined;
  if (rewardPositions.length === 1) return `Reward at stamp ${String(rewardPositions[0])}.`;
  const last = rewardPositions.at(-1);
  return `Rewards at stamps ${rewardPositions.slice(0, -1).join(', ')} and ${String(last)}.`;
}
