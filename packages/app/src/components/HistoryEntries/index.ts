export { HistoryEntries } from './HistoryEntries';
export type { HistoryEntriesProps } from './HistoryEntries';
// Details pages show their last changes with the code loaded apart.
export { LastChanges } from './LazyLastChanges';
export type { LastChangesProps } from './LastChanges';
