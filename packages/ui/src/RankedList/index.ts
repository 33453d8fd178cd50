export { RankedList } from './RankedList';
export type { RankedListProps, RankedListItem } from './RankedList';
