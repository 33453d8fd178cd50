export { RankedList } from './RankedList';
export type { RankedListProps, RankedListItem } from './RankedList';
export { getStoreCardsHint, storeCardsHintThreshold } from './storeCardsHint';
export { formatStamps } from './rankedValue';
