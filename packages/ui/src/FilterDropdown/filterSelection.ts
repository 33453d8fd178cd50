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

/**
 * The identifiers of a multi filter after the user changed the selection among the loaded
 * options: identifiers of options not loaded (yet), e.g. from the URL while the options are
 * still being fetched, are kept rather than silently dropped.
 */
export function keepUnloadedKeys<T>(
  keys: readonly OptionKey[],
  options: readonly T[],
  nextSelection: readonly T[],
  getKey: (option: T) => OptionKey,
): OptionKey[] {
  const loaded = new Set(options.map((option) => String(getKey(option))));
  return [...keys.filter((key) => !loaded.has(String(key))), ...nextSelection.map(getKey)];
}
