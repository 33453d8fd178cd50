import type { OptionKey } from '../Dropdown';

/**
 * The options named by `keys` (identifiers from the URL), in the order of `keys`. Identifiers
 * match whatever their type (`5` and `'5'`); identifiers of no option are left out.
 */
export function findOptionsByKeys<T>(
  options: readonly T[],
  keys: readonly OptionKey[],
  getKey: (option: T) => OptionKey,
): T[] {
  const byKey = new Map(options.map((option) => [String(getKey(option)), option]));
  return keys.flatMap((key) => {
    const option = byKey.get(String(key));
    return option === undefined ? [] : [option];
  });
}
