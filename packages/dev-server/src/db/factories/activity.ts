/**
 * What the customers did: sign-ups to stores spread over five years, with stamps and rewards; and
 * Bold Street's two more cards, which share its stamps.
 */
import type { BusinessPlan } from './plans.ts';
import { cardRow } from './cards.ts';
import { customerUser } from './people.ts';
import type { DaysAgo, Random } from './random.ts';
import type { SeedRows } from './tables.ts';

/**
 * `count` customers, each a member of one store or two. The demo stores (the first four) get most
 * of them, so the dashboards of the demo accounts are busy. A large seed (`scale` over 100, for
 * benchmarks) keeps the events per customer down so it loads in minutes.
 */
export function addCustomers(rows: SeedRows, count: number, scale: number, random: Random, daysAgo: DaysAgo): void {
  const storeIds = rows.stores.map((store) => store.storeId);
  const demoStores = storeIds.slice(0, 4);
  const cardsByStore = new Map<number, { id: number; stamps: number }>();
  for (const card of rows.cards) {
    if (card.storeId !== null && !cardsByStore.has(card.storeId)) {
      cardsByStore.set(card.storeId, { id: card.cardId, stamps: card.stamps });
    }
  }
  for (let customer = 1; customer <= count; customer += 1) {
    const { user, joinedDaysAgo } = customerUser(random, customer, daysAgo);
    rows.users.push(user);
    const memberships = new Set<number>([random.chance(0.6) ? random.pick(demoStores) : random.pick(storeIds)]);
    if (random.chance(0.3)) memberships.add(random.pick(storeIds));
    for (const storeId of memberships) {
      const joined = Math.max(0, joinedDaysAgo - random.integer(0, 30));
      rows.storeCustomers.push({ storeId, userId: user.id, joinedAt: daysAgo(joined, random.integer(7, 21)) });
      const card = cardsByStore.get(storeId);
      const visits = random.integer(1, Math.min(scale > 100 ? 8 : 60, 3 + Math.floor(joined / 20)));
      for (let visit = 0; visit < visits; visit += 1) {
        rows.stampEvents.push({
          storeId,
          cardId: card?.id ?? null,
          userId: user.id,
          occurredAt: daysAgo(Math.floor(random.next() * joined), random.integer(7, 21)),
        });
      }
      const rewards = card ? Math.floor(visits / card.stamps) : 0;
      for (let reward = 0; reward < rewards; reward += 1) {
        const issued = Math.floor(random.next() * joined);
        const event = { storeId, cardId: card?.id ?? null, userId: user.id };
        rows.rewardEvents.push({ ...event, occurredAt: daysAgo(issued, 12), redeemed: false });
        if (random.chance(0.8)) {
          rows.rewardEvents.push({
            ...event,
            occurredAt: daysAgo(Math.max(0, issued - random.integer(0, 14)), 15),
            redeemed: true,
          });
        }
      }
    }
  }
}

/**
 * Bold Street sells more than coffee: two more cards of its own share its stamps, so its Top Cards
 * rank four cards, while every other store has one or two ('Store has N card(s)').
 */
export function addBoldStreetCards(rows: SeedRows, plan: BusinessPlan, lastCardId: number, random: Random): number {
  const boldStreet = rows.stores[0]?.storeId;
  if (boldStreet === undefined) return lastCardId;
  let cardId = lastCardId;
  const extraCards = [
    { name: 'Pastry card', stamps: 6 },
    { name: 'Brew bar card', stamps: 8 },
  ].map((extra) => {
    cardId += 1;
    rows.cards.push(
      cardRow(random, plan, {
        cardId,
        storeId: boldStreet,
        name: extra.name,
        title: extra.name,
        description: `Collect ${extra.stamps} stamps for a reward.`,
        stamps: extra.stamps,
        active: true,
      }),
    );
    return cardId;
  });
  let visit = 0;
  for (const event of rows.stampEvents) {
    if (event.storeId !== boldStreet) continue;
    visit += 1;
    // Of every six stamps: three on the coffee card, two on the pastry card, one at the brew bar.
    const share = visit % 6;
    if (share === 1 || share === 2) event.cardId = extraCards[0] ?? event.cardId;
    else if (share === 3) event.cardId = extraCards[1] ?? event.cardId;
  }
  return cardId;
}
