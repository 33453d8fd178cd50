/**
 * A history list: its schema in the URL (the page, and the entity type and action filters), the
 * filters' options, and what its states say.
 */
import { defineList, type QueryOf } from '#app/lib/data';

/**
 * 20 entries a page, newest first, filtered by the kind of thing changed and by what was done; and
 * to one entity (its type and id) or one person's changes, as the links of details pages ask.
 */
export const historyList = defineList({
  pageSize: 20,
  sorts: [],
  filters: {
    entityType: { type: 'single' },
    action: { type: 'single' },
    entityId: { type: 'single' },
    actor: { type: 'single' },
  },
});

export type HistoryQuery = QueryOf<typeof historyList>;

/** The kinds of thing history records, as the entity type filter offers them. */
export const entityTypes = [
  { value: 'business', label: 'Businesses' },
  { value: 'store', label: 'Stores' },
  { value: 'card', label: 'Cards' },
  { value: 'staff', label: 'Staff' },
  { value: 'tag', label: 'Tags' },
  { value: 'user', label: 'Users' },
  { value: 'report', label: 'Report exports' },
] as const;

/** The actions the action filter offers: what people look for most. */
export const actions = [
  { value: 'card.update', label: 'Card changed' },
  { value: 'card.delete', label: 'Card deleted' },
  { value: 'business.lock', label: 'Business locked' },
  { value: 'store.update', label: 'Store changed' },
  { value: 'staff.create', label: 'Staff added' },
  { value: 'staff.delete', label: 'Staff removed' },
  { value: 'tag.disable', label: 'Tag disabled' },
  { value: 'report.export', label: 'Report exported' },
] as const;

/** What the list says with no entry, and when it cannot load. */
export const historyTexts = {
  title: 'History',
  empty: 'No changes to show',
  loadError: 'Could not load the history',
  loading: 'Loading the history',
  showAll: 'Show all changes',
} as const;
