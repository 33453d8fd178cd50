export { PaginationHeaderError, parsePaginationHeader } from './pagination';
export type { Pagination } from './pagination';
