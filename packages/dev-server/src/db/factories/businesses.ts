/**
 * The businesses of the seed, each with its staff, stores, cards and tags: Bold Street Coffee
 * (multi-store, the demo merchant's), Clifton Pharmacy (single-store, the solo merchant's), more
 * generated ones, and a bakery that opened this week.
 */
import { cardRow } from './cards.ts';
import { demoUserId, harboursideOwner, staffUser } from './people.ts';
import { streets, type BusinessPlan } from './plans.ts';
import type { DaysAgo, Random } from './random.ts';
import type { LastIds, SeedRows } from './tables.ts';

/** A business's row, its staff (the owner first) and each of its stores with a card and its tags. */
export function addBusiness(rows: SeedRows, last: LastIds, plan: BusinessPlan, random: Random, daysAgo: DaysAgo): void {
  rows.businesses.push({
    businessId: plan.businessId,
    name: plan.name,
    description: plan.description,
    isSingleStore: plan.isSingleStore,
    createdAt: daysAgo(1_700 - plan.businessId),
  });
  // The owner (a demo merchant or a generated one) and one more staff member.
  const members: string[] = [];
  if (plan.ownerEmail) members.push(demoUserId(plan.ownerEmail));
  const extraStaff = plan.ownerEmail ? 1 : 2;
  for (let index = 0; index < extraStaff; index += 1) {
    last.staffUser += 1;
    const user = staffUser(random, last.staffUser, daysAgo);
    rows.users.push(user);
    members.push(user.id);
  }
  const businessStaffIds = members.map((userId) => {
    last.staff += 1;
    rows.staff.push({ staffId: last.staff, businessId: plan.businessId, userId });
    return last.staff;
  });
  const [mainContact] = businessStaffIds;
  if (mainContact !== undefined) rows.mainContacts.push({ businessId: plan.businessId, staffId: mainContact });

  for (const [index, store] of plan.stores.entries()) {
    last.store += 1;
    const storeId = last.store;
    const street = `${random.integer(1, 120)} ${random.pick(streets)}`;
    rows.stores.push({
      storeId,
      businessId: plan.businessId,
      name: store.name,
      description: `${plan.kind.noun} on ${street}, ${store.city.city}.`,
      address1: street,
      city: store.city.city,
      county: store.city.county,
      country: 'United Kingdom',
      postCode: `${store.city.postCode} ${random.integer(1, 9)}${String.fromCharCode(65 + random.integer(0, 25))}${String.fromCharCode(65 + random.integer(0, 25))}`,
      latitude: store.city.latitude + random.next() / 100,
      longitude: store.city.longitude + random.next() / 100,
      // Bold Street Coffee's second store is disabled.
      enabled: !(plan.businessId === 1 && index === 1) && random.chance(0.95),
      createdAt: daysAgo(1_650 - storeId),
    });
    rows.storeCategories.push({ storeId, categoryId: plan.kind.category });
    if (plan.kind.category === 1 && random.chance(0.3)) rows.storeCategories.push({ storeId, categoryId: 2 });
    for (const member of businessStaffIds) {
      if (index === 0 || random.chance(0.5)) rows.storeStaff.push({ storeId, staffId: member });
    }
    last.card += 1;
    const stamps = random.pick([6, 8, 9, 10, 12]);
    rows.cards.push(
      cardRow(random, plan, {
        cardId: last.card,
        storeId,
        name: `${plan.kind.noun} card`,
        title: store.name,
        description: `Collect ${stamps} stamps for a reward.`,
        stamps,
        active: true,
      }),
    );
    // The number of tags is drawn again before each one: two to four.
    for (let tag = 0; tag < random.integer(2, 4); tag += 1) {
      last.tag += 1;
      rows.tags.push({
        tagId: last.tag,
        storeId,
        name: tag === 0 ? 'Till' : `Table ${tag}`,
        reference: `04:${last.tag.toString(16).toUpperCase().padStart(6, '0')}:7B:C1`,
        enabled: !(tag === 2),
      });
    }
  }
  if (!plan.isSingleStore) {
    // A card of every store of the business; every fifth business's is inactive.
    last.card += 1;
    rows.cards.push(
      cardRow(random, plan, {
        cardId: last.card,
        storeId: null,
        name: `${plan.name} loyalty`,
        title: plan.name,
        description: 'One card for every store.',
        stamps: 10,
        active: plan.businessId % 5 !== 0,
      }),
    );
  }
}

/**
 * A bakery that opened this week: no cards, customers, stamps or rewards yet, so Insights shows
 * every widget's empty text for it.
 */
export function addHarbourside(rows: SeedRows, last: LastIds, daysAgo: DaysAgo): void {
  const businessId = rows.businesses.length + 1;
  last.store += 1;
  last.staff += 1;
  const owner = harboursideOwner(daysAgo);
  rows.users.push(owner);
  rows.businesses.push({
    businessId,
    name: 'Harbourside Bakery',
    description: 'A new bakery on the harbourside.',
    isSingleStore: true,
    createdAt: daysAgo(3),
  });
  rows.stores.push({
    storeId: last.store,
    businessId,
    name: 'Harbourside Bakery',
    description: 'Bakery on Narrow Quay, Bristol.',
    address1: '4 Narrow Quay',
    city: 'Bristol',
    county: 'Bristol',
    country: 'United Kingdom',
    postCode: 'BS1 4QA',
    latitude: 51.449,
    longitude: -2.597,
    enabled: true,
    createdAt: daysAgo(3),
  });
  rows.storeCategories.push({ storeId: last.store, categoryId: 1 });
  rows.staff.push({ staffId: last.staff, businessId, userId: owner.id });
  rows.storeStaff.push({ storeId: last.store, staffId: last.staff });
  rows.mainContacts.push({ businessId, staffId: last.staff });
}
