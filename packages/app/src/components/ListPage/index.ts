export { ListPage, listFilter } from './ListPage';
export type { ListPageFilter, ListPageItems, ListPageProps } from './ListPage';
