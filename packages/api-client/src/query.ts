/**
 * Query strings of the API: plain parameters, then one `FilterType=<key>` per filter followed by
 * its `Filter=<value>` entries, so several filters interleave and a multi-value filter repeats
 * `Filter` under one `FilterType`. Empty values (undefined, null, '', []) are skipped everywhere.
 */

/** A filter's value: one value or several (a multi-select filter). */
export type FilterValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Filters of a list, keyed by filter type, e.g. `{ locations: ['Liverpool', 'Bristol'], categories: 'Food' }`. */
export type ListFilters = Readonly<Record<string, FilterValue>>;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function values(value: FilterValue): string[] {
  if (isEmpty(value)) return [];
  const list: readonly unknown[] = Array.isArray(value) ? value : [value];
  return list.filter((entry) => !isEmpty(entry)).map(String);
}

/**
 * Serialises a query object. The `filters` key, if present, holds the list filters and is
 * written as FilterType/Filter pairs after the other parameters.
 */
export function serializeQuery(query: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  let filters: ListFilters | undefined;
  for (const [key, value] of Object.entries(query)) {
    if (key === 'filters') {
      filters = value as ListFilters;
      continue;
    }
    for (const entry of values(value as FilterValue)) search.append(key, entry);
  }
  for (const [type, value] of Object.entries(filters ?? {})) {
    const entries = values(value);
    if (entries.length === 0) continue;
    search.append('FilterType', type);
    for (const entry of entries) search.append('Filter', entry);
  }
  return search.toString();
}

/** The `OrderBy` value for a sort field and direction: a leading minus means descending. */
export function orderBy(field: string | null | undefined, direction: 'asc' | 'desc' = 'asc'): string | undefined {
  if (!field) return undefined;
  const bare = field.replace(/^-/, '');
  return direction === 'desc' ? `-${bare}` : bare;
}
