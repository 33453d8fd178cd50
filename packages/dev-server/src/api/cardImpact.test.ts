import type { NewCard } from '@stampcard/api-client';
import { describe, expect, it } from 'vitest';
import {
  affectsHolders,
  cardTerms,
  changesBetween,
  completionAt,
  firstPassedNewReward,
  newRewardPositions,
  rewardsAtLastStamp,
  type CardTerms,
} from './cardImpact';

const terms = (stamps: number, rewardPositions: number[], active = true): CardTerms => ({
  stamps,
  rewardPositions,
  active,
});

describe('cardTerms', () => {
  it("takes the design's number of stamps and its rewards' positions in order", () => {
    const card: NewCard = {
      stamps: 12,
      active: false,
      configuration: { totalNoOfStamps: 10, rewards: [{ trigger: 10 }, { trigger: 5 }, {}] },
    };
    expect(cardTerms(card)).toEqual({ stamps: 10, rewardPositions: [1, 5, 10], active: false });
  });

  it("falls back on the card's stamps, then 9, and is active unless it says otherwise", () => {
    expect(cardTerms({ stamps: 6, configuration: {} })).toEqual({ stamps: 6, rewardPositions: [], active: true });
    expect(cardTerms({ configuration: {} }).stamps).toBe(9);
  });
});

describe('changesBetween', () => {
  it('finds no change that affects holders in a card whose stamps, rewards and activity stay', () => {
    expect(changesBetween(terms(10, [5, 10]), terms(10, [5, 10]))).toEqual([]);
  });

  it('names a new number of stamps, a moved, added or removed reward, and a deactivation, in order', () => {
    expect(changesBetween(terms(10, [10]), terms(8, [8], false))).toEqual(['stamps', 'rewards', 'deactivation']);
    expect(changesBetween(terms(10, [5, 10]), terms(10, [6, 10]))).toEqual(['rewards']);
    expect(changesBetween(terms(10, [10]), terms(10, [10, 10]))).toEqual(['rewards']);
    expect(changesBetween(terms(10, [5, 10]), terms(10, [10]))).toEqual(['rewards']);
  });

  it('takes making an inactive card active as no change to holders, and a deletion as one', () => {
    expect(changesBetween(terms(10, [10], false), terms(10, [10], true))).toEqual([]);
    expect(changesBetween(terms(10, [10]), null)).toEqual(['deletion']);
  });
});

describe('newRewardPositions', () => {
  it('gives the positions with more rewards than before', () => {
    expect(newRewardPositions(terms(10, [5, 10]), terms(10, [3, 5, 10]))).toEqual([3]);
    expect(newRewardPositions(terms(10, [5, 10]), terms(10, [7, 10]))).toEqual([7]);
    expect(newRewardPositions(terms(10, [10]), terms(10, [10, 10]))).toEqual([10]);
  });

  it('gives none when rewards are only removed or stay', () => {
    expect(newRewardPositions(terms(10, [5, 10]), terms(10, [10]))).toEqual([]);
    expect(newRewardPositions(terms(10, [5, 10]), terms(10, [5, 10]))).toEqual([]);
  });
});

describe('firstPassedNewReward', () => {
  it('gives the smallest new position before the last stamp: holders with that many stamps passed it', () => {
    expect(firstPassedNewReward(terms(10, [5, 10]), terms(10, [3, 7, 10]))).toBe(3);
    expect(firstPassedNewReward(terms(10, [5, 10]), terms(8, [5, 8]))).toBeNull();
    expect(firstPassedNewReward(terms(10, [10]), terms(10, [10]))).toBeNull();
  });
});

describe('completing the card', () => {
  it('completes holders at its last stamp while it is active, none while inactive or deleted', () => {
    expect(completionAt(terms(8, [8]))).toBe(8);
    expect(completionAt(terms(8, [8], false))).toBeNull();
    expect(completionAt(null)).toBeNull();
  });

  it('gives each reward at its last stamp, and nothing when it has none there', () => {
    expect(rewardsAtLastStamp(terms(8, [4, 8]))).toBe(1);
    expect(rewardsAtLastStamp(terms(8, [4]))).toBe(0);
  });

  it('tells a change that completes holders even when it changes nothing else (a card made active again)', () => {
    const impact = {
      holders: 3,
      inProgress: 2,
      completing: 1,
      unredeemedRewards: 0,
      passedNewRewards: 0,
      stamps: { before: 8, after: 8 },
    };
    expect(affectsHolders({ ...impact, changes: [] })).toBe(true);
    expect(affectsHolders({ ...impact, completing: 0, changes: [] })).toBe(false);
    expect(affectsHolders({ ...impact, completing: 0, changes: ['rewards'] })).toBe(true);
  });
});
