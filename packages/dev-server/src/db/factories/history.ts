/**
 * The demo's history: three weeks of plausible changes to each business (up to `demoScale` of
 * them), made by its staff and by the administrator, so the History pages show real entries in
 * `npm start` and in the end-to-end tests. Every change leads to the data as the seed leaves it
 * (a description's value after is the description now; a tag disabled is enabled again unless it
 * is disabled now), so history never contradicts what the pages show.
 */
import { demoScale } from './plans.ts';
import type { DaysAgo, Random } from './random.ts';
import { nameOf, type HistoryRow, type SeedRows } from './tables.ts';

/** Earlier wordings of a description, for the entries that changed it to today's. */
const earlierDescriptions = ['Collect stamps for a treat.', 'Coming soon.', 'Our loyalty card.'];

/**
 * Adds the history of the first `demoScale` businesses to `rows.history`, oldest first (so the
 * newest entry has the largest id), from a generator of its own: the rest of the seed is the same
 * with it as without.
 */
export function addHistory(rows: SeedRows, random: Random, daysAgo: DaysAgo): void {
  const administrator = rows.users.find((user) => user.roles.includes('Administrators'));
  const users = new Map(rows.users.map((user) => [user.id, user]));
  const entries: HistoryRow[] = [];
  for (const business of rows.businesses.slice(0, demoScale)) {
    const staff = rows.staff.filter((member) => member.businessId === business.businessId);
    const people = staff.flatMap((member) => users.get(member.userId) ?? []);
    const actors = administrator ? [administrator, ...people] : people;
    if (actors.length === 0) continue;
    const stores = rows.stores.filter((store) => store.businessId === business.businessId);
    const cards = rows.cards.filter((card) => card.businessId === business.businessId);
    const storeIds = new Set(stores.map((store) => store.storeId));
    const tags = rows.tags.filter((tag) => storeIds.has(tag.storeId));
    const place = { businessId: business.businessId };
    const at = (days: number) => daysAgo(days, random.integer(8, 18));
    const by = () => random.pick(actors);

    entries.push({
      ...place,
      occurredAt: at(21),
      actor: by(),
      storeId: null,
      entityType: 'business',
      entityId: String(business.businessId),
      entityName: business.name,
      action: 'business.update',
      changes: [{ field: 'description', before: null, after: business.description }],
    });
    for (const store of stores.slice(0, 3)) {
      entries.push({
        ...place,
        occurredAt: at(random.integer(12, 20)),
        actor: by(),
        storeId: store.storeId,
        entityType: 'store',
        entityId: String(store.storeId),
        entityName: store.name,
        action: 'store.update',
        changes: [{ field: 'description', before: random.pick(earlierDescriptions), after: store.description }],
      });
    }
    for (const card of cards.slice(0, 3)) {
      entries.push({
        ...place,
        occurredAt: at(random.integer(3, 15)),
        actor: by(),
        storeId: card.storeId,
        entityType: 'card',
        entityId: String(card.cardId),
        entityName: card.name,
        action: 'card.update',
        changes: [{ field: 'description', before: random.pick(earlierDescriptions), after: card.description }],
      });
    }
    for (const tag of tags.slice(0, 2)) {
      const day = random.integer(2, 10);
      const change = (enabled: boolean, days: number): HistoryRow => ({
        ...place,
        occurredAt: at(days),
        actor: by(),
        storeId: tag.storeId,
        entityType: 'tag',
        entityId: String(tag.tagId),
        entityName: tag.name,
        action: enabled ? 'tag.enable' : 'tag.disable',
        changes: [{ field: 'enabled', before: !enabled, after: enabled }],
      });
      entries.push(change(false, day));
      if (tag.enabled) entries.push(change(true, day - 1));
    }
    for (const member of staff.slice(0, 2)) {
      const user = users.get(member.userId);
      if (!user) continue;
      entries.push({
        ...place,
        occurredAt: at(random.integer(1, 20)),
        actor: administrator ?? user,
        storeId: null,
        entityType: 'staff',
        entityId: String(member.staffId),
        entityName: nameOf(user),
        action: 'staff.create',
        changes: [{ field: 'user.name', before: null, after: nameOf(user) }],
      });
    }
  }
  entries.sort((first, second) => first.occurredAt.localeCompare(second.occurredAt));
  rows.history.push(...entries);
}
