export { Pagination } from './Pagination';
export type { PaginationProps, PaginationCount, PaginationSize } from './Pagination';
export { usePagination, getPaginationItems, getPageCount, itemNumber } from './usePagination';
export type { PaginationItem, PaginationStep, UsePaginationOptions, UsePaginationResult } from './usePagination';
