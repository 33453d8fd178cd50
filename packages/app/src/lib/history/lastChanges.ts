/**
 * An entity's last changes, as its details page shows them: the five newest entries of the
 * business's history (or, for an administrator's card of no business, of all history) about that
 * entity, and the address of its whole history.
 */
import { getBusinessHistory, getHistory, type HistoryEntry, type StampcardClient } from '@stampcard/api-client';
import type { DataKey } from '#app/lib/data';

/** The entity whose changes are shown, and the business whose history holds them. */
export interface HistorySubject {
  /** The entity's type as history names it: `card`, `store`, `staff`, `business`. */
  readonly type: string;
  readonly id: number | string;
  /** The business the entity belongs to; none for an administrator's card of no business. */
  readonly businessID?: number | undefined;
}

/** How many changes a details page shows before its link to the whole history. */
const lastChangesCount = 5;

/**
 * The cache key of an entity's last changes, under `entityKey` (the entity's own data key), so
 * whatever changes the entity reloads them too.
 */
export function lastChangesKey(entityKey: DataKey, subject: HistorySubject): DataKey {
  return [...entityKey, 'last changes', subject.type, String(subject.id)];
}

/** The history list's query that shows only this entity's changes. */
export function historyFilterQuery(subject: HistorySubject): { entityType: string; entityId: string } {
  return { entityType: subject.type, entityId: String(subject.id) };
}

/** The entity's newest changes (GET /api/Business/{id}/History, or GET /api/History without a business). */
export async function loadLastChanges(api: StampcardClient, subject: HistorySubject): Promise<HistoryEntry[]> {
  const query = {
    page: 1,
    pageCount: lastChangesCount,
    filters: { entityType: [subject.type], entityId: [String(subject.id)] },
  };
  const page =
    subject.businessID === undefined
      ? await getHistory(api, { query })
      : await getBusinessHistory(api, { path: { id: subject.businessID }, query });
  return page.items;
}
