export { locationAndCategoryFilters } from './locationAndCategoryFilters';
