// @vitest-environment node
/**
 * A change to a live card is told before it is saved, by its impact on the customers who hold it,
 * and saving it applies the rule to them. Each impact the API answers equals a count written here
 * directly over card_holders: holders, those in progress, those who complete at once (at or past
 * the new last stamp), the rewards they hold unredeemed, and those who have already passed a reward
 * position the change adds. Asking changes nothing; the impact is asked as the change is (a card the
 * user may see, a deletion by an administrator). A saved change that affects holders records its
 * impact in history; holders at or past the new last stamp start again at 0 with its reward.
 *
 * Seed: merchant@ works for business 1, solo@ for business 2. Business 1's card of every store
 * (10 stamps) has holders at every position from 0 to 9, some with unredeemed rewards.
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signIn, startHarness, status, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;
let otherMerchant: api.StampcardClient;
/** Business 1's card of every store, as saved. */
let card: api.Card;

beforeAll(async () => {
  harness = await startHarness();
  admin = clientFor(harness.url, (await signIn(harness.url, 'admin@stampcard.test')).accessToken);
  merchant = clientFor(harness.url, (await signIn(harness.url, 'merchant@stampcard.test')).accessToken);
  otherMerchant = clientFor(harness.url, (await signIn(harness.url, 'solo@stampcard.test')).accessToken);
  const [row] = await harness.database.query<{ id: number }>(
    'SELECT loyalty_card_id::int AS id FROM cards WHERE business_id = 1 AND store_id IS NULL',
  );
  card = await api.getCard(admin, { path: { id: row?.id ?? 0 } });
}, 60_000);
afterAll(() => harness.close());

/** The number of the card's holders matching `condition` (over `stamps`), counted directly. */
async function holdersWhere(condition: string): Promise<number> {
  const [row] = await harness.database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM card_holders WHERE loyalty_card_id = $1 AND (${condition})`,
    [card.loyaltyCardID],
  );
  return row?.count ?? 0;
}

async function unredeemedRewards(): Promise<number> {
  const [row] = await harness.database.query<{ total: number }>(
    'SELECT coalesce(sum(rewards_unredeemed), 0)::int AS total FROM card_holders WHERE loyalty_card_id = $1',
    [card.loyaltyCardID],
  );
  return row?.total ?? 0;
}

/** Every holder of the card with their stamps and unredeemed rewards, by user. */
async function holders(): Promise<Map<string, { stamps: number; rewards: number }>> {
  const rows = await harness.database.query<{ userId: string; stamps: number; rewards: number }>(
    `SELECT user_id AS "userId", stamps, rewards_unredeemed AS rewards FROM card_holders WHERE loyalty_card_id = $1`,
    [card.loyaltyCardID],
  );
  return new Map(rows.map(({ userId, stamps, rewards }) => [userId, { stamps, rewards }]));
}

const rewards = () => card.configuration.rewards ?? [];

/** The card with 8 stamps, its reward at the last stamp moved with it. */
const lowered = (): api.Card => ({
  ...card,
  stamps: 8,
  configuration: {
    ...card.configuration,
    totalNoOfStamps: 8,
    rewards: rewards().map((reward) => (reward.trigger === 10 ? { ...reward, trigger: 8 } : reward)),
  },
});

/** The card with its half-way reward (if it has one) moved to stamp 3, or one added there. */
const rewardAtThree = (): api.Card => {
  const last = rewards().filter((reward) => reward.trigger === 10);
  return {
    ...card,
    configuration: { ...card.configuration, rewards: [{ ...last[0], trigger: 3, title: 'Early treat' }, ...last] },
  };
};

describe('the impact of a change, before it is saved', () => {
  it('starts from holders at every position from 0 to 9, some with rewards unredeemed', async () => {
    expect(card.configuration.totalNoOfStamps).toBe(10);
    expect(rewards().some((reward) => reward.trigger === 10)).toBe(true);
    const positions = await harness.database.query<{ stamps: number }>(
      'SELECT DISTINCT stamps FROM card_holders WHERE loyalty_card_id = $1 ORDER BY stamps',
      [card.loyaltyCardID],
    );
    expect(positions.map((row) => row.stamps)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await unredeemedRewards()).toBeGreaterThan(0);
  });

  it('counts the holders who complete at once when the card goes from 10 stamps to 8', async () => {
    const impact = await api.getCardChangeImpact(admin, { body: lowered() });
    expect(impact).toEqual({
      holders: await holdersWhere('true'),
      inProgress: await holdersWhere('stamps > 0'),
      completing: await holdersWhere('stamps >= 8'),
      unredeemedRewards: await unredeemedRewards(),
      passedNewRewards: 0,
      changes: ['stamps', 'rewards'],
      stamps: { before: 10, after: 8 },
    });
    expect(impact.completing).toBeGreaterThan(0);
  });

  it('counts the holders already past a reward moved earlier, who get it next round', async () => {
    const impact = await api.getCardChangeImpact(admin, { body: rewardAtThree() });
    expect(impact).toMatchObject({
      completing: 0,
      passedNewRewards: await holdersWhere('stamps >= 3'),
      changes: ['rewards'],
      stamps: { before: 10, after: 10 },
    });
    expect(impact.passedNewRewards).toBeGreaterThan(0);
  });

  it('completes nobody when the card is deactivated, and keeps their stamps and rewards', async () => {
    const impact = await api.getCardChangeImpact(admin, { body: { ...lowered(), active: false } });
    expect(impact).toEqual({
      holders: await holdersWhere('true'),
      inProgress: await holdersWhere('stamps > 0'),
      completing: 0,
      unredeemedRewards: await unredeemedRewards(),
      passedNewRewards: 0,
      changes: ['stamps', 'rewards', 'deactivation'],
      stamps: { before: 10, after: 8 },
    });
    expect((await api.getCardChangeImpact(admin, { body: { ...card, active: false } })).changes).toEqual([
      'deactivation',
    ]);
  });

  it('counts what deleting the card ends: every holder, their stamps and their unredeemed rewards', async () => {
    expect(await api.getCardDeletionImpact(admin, { path: { id: card.loyaltyCardID } })).toEqual({
      holders: await holdersWhere('true'),
      inProgress: await holdersWhere('stamps > 0'),
      completing: 0,
      unredeemedRewards: await unredeemedRewards(),
      passedNewRewards: 0,
      changes: ['deletion'],
      stamps: { before: 10, after: 10 },
    });
  });

  it('finds that a new title affects no holder', async () => {
    const impact = await api.getCardChangeImpact(admin, {
      body: { ...card, name: 'Renamed', configuration: { ...card.configuration, title: 'A new title' } },
    });
    expect(impact).toMatchObject({
      completing: 0,
      passedNewRewards: 0,
      changes: [],
      stamps: { before: 10, after: 10 },
    });
  });

  it('is asked as the change is: a merchant of the business may, of another business may not (404)', async () => {
    expect(await status(api.getCardChangeImpact(merchant, { body: lowered() }))).toBe(200);
    expect(await status(api.getCardChangeImpact(otherMerchant, { body: lowered() }))).toBe(404);
    // Only an administrator deletes a card: a merchant of the business is refused, of another not told it exists.
    expect(await status(api.getCardDeletionImpact(merchant, { path: { id: card.loyaltyCardID } }))).toBe(403);
    expect(await status(api.getCardDeletionImpact(otherMerchant, { path: { id: card.loyaltyCardID } }))).toBe(404);
  });

  it('is refused as the change would be: a reward past the last stamp is a 400 naming the rewards', async () => {
    const late = { ...card, configuration: { ...card.configuration, totalNoOfStamps: 8 } };
    await expect(api.getCardChangeImpact(admin, { body: late })).rejects.toMatchObject({
      status: 400,
      errors: [expect.stringContaining('not at stamp 10')],
    });
  });

  it('saves nothing: the card, its holders and history stay as they were', async () => {
    const count = async () =>
      (await harness.database.query<{ count: number }>('SELECT count(*)::int AS count FROM history'))[0]?.count;
    const entries = await count();
    const before = await holders();
    await api.getCardChangeImpact(admin, { body: lowered() });
    await api.getCardDeletionImpact(admin, { path: { id: card.loyaltyCardID } });
    expect((await api.getCard(admin, { path: { id: card.loyaltyCardID } })).version).toBe(card.version);
    expect(await holders()).toEqual(before);
    expect(await count()).toBe(entries);
  });
});

describe('saving a change that affects holders', () => {
  /** The newest history entry of the card, with its details. */
  const latestEntry = async () => {
    const [entry] = await harness.database.query<{ action: string; details: { impact?: unknown } | null }>(
      `SELECT action, details FROM history WHERE entity_type = 'card' AND entity_id = $1 ORDER BY history_id DESC LIMIT 1`,
      [String(card.loyaltyCardID)],
    );
    return entry;
  };

  it('records the impact it was told, and completes the holders at or past the new last stamp', async () => {
    const proposed = lowered();
    const told = await api.getCardChangeImpact(merchant, { body: proposed });
    const before = await holders();
    const saved = await api.updateCard(merchant, { body: proposed, headers: api.ifMatch(card) });
    expect(await latestEntry()).toEqual({ action: 'card.update', details: { impact: told } });
    const after = await holders();
    expect(after.size).toBe(before.size);
    for (const [userId, holder] of before) {
      const expected =
        holder.stamps >= 8
          ? { stamps: 0, rewards: holder.rewards + 1 }
          : { stamps: holder.stamps, rewards: holder.rewards };
      expect(after.get(userId), userId).toEqual(expected);
    }
    expect(await holdersWhere('stamps >= 8')).toBe(0);
    card = saved;
  });

  it('records no impact for a change that affects no holder', async () => {
    card = await api.updateCard(admin, { body: { ...card, name: 'Loyalty, renamed' }, headers: api.ifMatch(card) });
    expect(await latestEntry()).toEqual({ action: 'card.update', details: null });
  });

  it('records a deactivation with its impact, and keeps every holder as they were', async () => {
    const before = await holders();
    const told = await api.getCardChangeImpact(admin, { body: { ...card, active: false } });
    card = await api.updateCard(admin, { body: { ...card, active: false }, headers: api.ifMatch(card) });
    expect(await latestEntry()).toEqual({ action: 'card.update', details: { impact: told } });
    expect(told).toMatchObject({ completing: 0, changes: ['deactivation'] });
    expect(await holders()).toEqual(before);
  });

  it('records a deletion with its impact, and ends every holder', async () => {
    const told = await api.getCardDeletionImpact(admin, { path: { id: card.loyaltyCardID } });
    expect(told.holders).toBeGreaterThan(0);
    await api.deleteCard(admin, { path: { id: card.loyaltyCardID } });
    expect(await latestEntry()).toEqual({ action: 'card.delete', details: { impact: told } });
    expect(await holdersWhere('true')).toBe(0);
  });
});
