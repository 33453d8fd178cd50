import { buildCard, buildCardConfiguration, buildCardImpact, buildReward } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import { deletionLine, impactConfirmation, mayAffectHolders, needsConfirmation } from './cardImpact';

const card = buildCard({
  loyaltyCardID: 12,
  active: true,
  configuration: buildCardConfiguration({
    totalNoOfStamps: 10,
    rewards: [buildReward({ trigger: 5 }), buildReward({ trigger: 8 })],
  }),
});
const withConfiguration = (configuration: Partial<typeof card.configuration>) => ({
  ...card,
  configuration: { ...card.configuration, ...configuration },
});

describe('mayAffectHolders', () => {
  it('asks for a new number of stamps, rewards at other positions, more or fewer rewards, and deactivating', () => {
    expect(mayAffectHolders({ baseline: card, draft: withConfiguration({ totalNoOfStamps: 8 }) })).toBe(true);
    expect(
      mayAffectHolders({
        baseline: card,
        draft: withConfiguration({ rewards: [buildReward({ trigger: 5 }), buildReward({ trigger: 9 })] }),
      }),
    ).toBe(true);
    expect(
      mayAffectHolders({ baseline: card, draft: withConfiguration({ rewards: [buildReward({ trigger: 5 })] }) }),
    ).toBe(true);
    expect(mayAffectHolders({ baseline: card, draft: { ...card, active: false } })).toBe(true);
    // Made active again: holders at or past the last stamp complete.
    expect(mayAffectHolders({ baseline: { ...card, active: false }, draft: { ...card, active: true } })).toBe(true);
  });

  it('does not ask for texts, colours, reward titles or rewards in another order, nor for a new card', () => {
    expect(mayAffectHolders({ baseline: card, draft: withConfiguration({ title: 'Coffee Club Gold' }) })).toBe(false);
    expect(
      mayAffectHolders({
        baseline: card,
        draft: withConfiguration({
          rewards: [buildReward({ trigger: 8, title: 'Free coffee' }), buildReward({ trigger: 5, title: 'Cake' })],
        }),
      }),
    ).toBe(false);
    const { loyaltyCardID: _id, ...fresh } = withConfiguration({ totalNoOfStamps: 8 });
    expect(mayAffectHolders({ baseline: fresh, draft: fresh })).toBe(false);
  });
});

describe('needsConfirmation', () => {
  it('asks when the change affects holders and someone holds the card', () => {
    expect(needsConfirmation(buildCardImpact())).toBe(true);
    expect(needsConfirmation(buildCardImpact({ holders: 0, inProgress: 0, completing: 0 }))).toBe(false);
    expect(needsConfirmation(buildCardImpact({ changes: [], completing: 0 }))).toBe(false);
    expect(needsConfirmation(buildCardImpact({ changes: [], completing: 3 }))).toBe(true);
  });
});

describe('impactConfirmation', () => {
  it('names who holds the card, who completes at once and the rewards that stay valid', () => {
    expect(
      impactConfirmation(buildCardImpact({ holders: 214, inProgress: 190, completing: 31, unredeemedRewards: 12 })),
    ).toEqual({
      title: 'Change a card 214 customers hold?',
      lines: [
        '214 customers hold this card; 190 have stamps in progress and keep them.',
        'The card goes from 10 to 8 stamps: 31 customers are at or past stamp 8 and complete the card at once.',
        '12 rewards are issued and not yet redeemed: they stay valid.',
      ],
      confirmLabel: 'Save for 214 customers',
    });
  });

  it('says one customer and one reward in the singular, and nobody completing', () => {
    expect(
      impactConfirmation(buildCardImpact({ holders: 1, inProgress: 1, completing: 0, unredeemedRewards: 1 })),
    ).toEqual({
      title: 'Change a card 1 customer holds?',
      lines: [
        '1 customer holds this card; 1 has stamps in progress and keeps them.',
        'The card goes from 10 to 8 stamps: nobody is at or past stamp 8.',
        '1 reward is issued and not yet redeemed: it stays valid.',
      ],
      confirmLabel: 'Save for 1 customer',
    });
  });

  it('tells a longer card, a reward added behind holders, and a deactivation', () => {
    const { lines } = impactConfirmation(
      buildCardImpact({
        holders: 40,
        inProgress: 30,
        completing: 0,
        unredeemedRewards: 0,
        passedNewRewards: 6,
        changes: ['stamps', 'rewards', 'deactivation'],
        stamps: { before: 8, after: 12 },
      }),
    );
    expect(lines).toEqual([
      '40 customers hold this card; 30 have stamps in progress and keep them.',
      'The card goes from 8 to 12 stamps: everyone has further to go.',
      '6 customers have already passed a stamp that now gives a reward: they get it next time round.',
      'Deactivated, the card keeps its customers’ stamps and rewards but gives no new stamps.',
      'No reward is waiting to be redeemed.',
    ]);
  });
});

describe('impactConfirmation of a card made active again', () => {
  it('names who completes at once', () => {
    expect(
      impactConfirmation(
        buildCardImpact({ holders: 9, inProgress: 9, completing: 2, unredeemedRewards: 0, changes: [] }),
      ).lines,
    ).toEqual([
      '9 customers hold this card; 9 have stamps in progress and keep them.',
      '2 customers are at or past the last stamp, 8, and complete the card at once.',
      'No reward is waiting to be redeemed.',
    ]);
  });
});

describe('deletionLine', () => {
  it('says what deleting a held card ends, and nothing for a card nobody holds', () => {
    expect(deletionLine(buildCardImpact({ holders: 214, inProgress: 190, unredeemedRewards: 12 }))).toBe(
      '214 customers hold this card: 190 lose stamps in progress and 12 rewards not yet redeemed are lost.',
    );
    expect(deletionLine(buildCardImpact({ holders: 3, inProgress: 1, unredeemedRewards: 0 }))).toBe(
      '3 customers hold this card: 1 loses stamps in progress.',
    );
    expect(deletionLine(buildCardImpact({ holders: 0, inProgress: 0, unredeemedRewards: 0 }))).toBeNull();
  });
});
