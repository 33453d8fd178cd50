/** The filters the businesses and stores lists share. */
import type { Category } from '@stampcard/api-client';
import { listFilter } from '#app/components/ListPage';

/**
 * The Locations (multi-select, cities) and Categories (single, by name) filters of the businesses
 * and stores lists, over their options; undefined options are loading.
 */
export function locationAndCategoryFilters(
  cities: readonly string[] | undefined,
  categories: readonly Category[] | undefined,
) {
  return [
    listFilter({
      key: 'locations',
      placeholder: 'Locations',
      type: 'multi',
      options: cities,
      optionLabel: (city: string) => city,
      optionKey: (city: string) => city,
    }),
    listFilter({
      key: 'categories',
      placeholder: 'Categories',
      type: 'single',
      options: categories,
      optionLabel: (category: Category) => category.name,
      optionKey: (category: Category) => category.name,
    }),
  ];
}
