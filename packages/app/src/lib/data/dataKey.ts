/**
 * What a piece of loaded data is, as a path of names and ids from the general to the particular:
 * `['businesses', 'list', 'page=2&sort=no_of_stores']`, `['business', 7]`, `['cards', 'store', 3]`.
 * Two loads with equal keys load the same data; a mutation names the keys it changed by their
 * beginnings (`['businesses']` is every businesses list), and exactly those reload.
 */
export type DataKey = readonly (string | number)[];

/** Whether two keys name the same data. */
export function sameKey(first: DataKey, second: DataKey): boolean {
  return first.length === second.length && first.every((part, index) => part === second[index]);
}

/** Whether `key` begins with `prefix` (every key begins with `[]`). */
export function keyStartsWith(key: DataKey, prefix: DataKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => part === key[index]);
}

/** What a mutation changed: keys by their beginnings, or everything (another user signed in). */
export type Invalidation = readonly DataKey[] | 'everything';

/** Whether an invalidation covers `key`. */
export function covers(invalidation: Invalidation, key: DataKey): boolean {
  return invalidation === 'everything' || invalidation.some((prefix) => keyStartsWith(key, prefix));
}
