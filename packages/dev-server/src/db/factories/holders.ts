/**
 * The demo's card holders: customers of a card's store (or of any store of its business, for a
 * card of every store) who hold the card, each at a number of stamps short of its last one, some
 * with rewards not redeemed yet, so a change to a live card has holders to tell the merchant about.
 * On each card the first holders stand at every position from 0 to its last stamp less one in
 * turn, so every position has someone; the rest stand where chance puts them.
 */
import { demoScale } from './plans.ts';
import type { Random } from './random.ts';
import type { SeedRows, StoreCustomerRow } from './tables.ts';

/** The share of a store's customers who hold each of its cards. */
const holderShare = 0.8;

/**
 * Adds the holders of the cards of the first `demoScale` businesses to `rows.holders`, from a
 * generator of its own: the rest of the seed is the same with them as without.
 */
export function addHolders(rows: SeedRows, random: Random): void {
  const businessIds = new Set(rows.businesses.slice(0, demoScale).map((business) => business.businessId));
  const customersByStore = new Map<number, StoreCustomerRow[]>();
  for (const customer of rows.storeCustomers) {
    const customers = customersByStore.get(customer.storeId) ?? [];
    customers.push(customer);
    customersByStore.set(customer.storeId, customers);
  }
  const storesByBusiness = new Map<number, number[]>();
  for (const store of rows.stores) {
    const storeIds = storesByBusiness.get(store.businessId) ?? [];
    storeIds.push(store.storeId);
    storesByBusiness.set(store.businessId, storeIds);
  }
  for (const card of rows.cards) {
    if (!businessIds.has(card.businessId)) continue;
    const storeIds = card.storeId === null ? (storesByBusiness.get(card.businessId) ?? []) : [card.storeId];
    // A customer of two of the business's stores holds its card once, from when they first joined.
    const earliest = new Map<string, string>();
    for (const customer of storeIds.flatMap((storeId) => customersByStore.get(storeId) ?? [])) {
      const known = earliest.get(customer.userId);
      if (known === undefined || customer.joinedAt < known) earliest.set(customer.userId, customer.joinedAt);
    }
    let position = 0;
    for (const [userId, joinedAt] of earliest) {
      if (!random.chance(holderShare)) continue;
      const stamps = position < card.stamps ? position : random.integer(0, card.stamps - 1);
      position += 1;
      rows.holders.push({
        cardId: card.cardId,
        userId,
        stamps,
        rewardsUnredeemed: random.chance(0.25) ? random.integer(1, 2) : 0,
        joinedAt,
      });
    }
  }
}
