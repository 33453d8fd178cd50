/** The identifier of an option: what a form or the URL stores for it. */
export type OptionKey = string | number;

/** The keys of `T` whose values are text or numbers, usable as its display or identifier property. */
export type OptionPropertyName<T> = T extends object
  ? { [K in keyof T]-?: T[K] extends string | number | null | undefined ? K : never }[keyof T] & string
  : never;

/**
 * How to read a property of an option: the name of one of its properties (`'name'`), or a
 * function of the option. Without one, the option itself is the value (lists of strings).
 */
export type OptionProperty<T> = OptionPropertyName<T> | ((option: T) => OptionKey);

function readProperty<T>(option: T, property: OptionProperty<T> | undefined): unknown {
  if (typeof property === 'function') return property(option);
  if (property === undefined || option === null || typeof option !== 'object') return option;
  return (option as Record<string, unknown>)[property];
}

/** The text shown for an option: its display property. */
export function getOptionLabel<T>(option: T, optionLabel?: OptionProperty<T>): string {
  const value = readProperty(option, optionLabel);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The identifier of an option: its identifier property. */
export function getOptionKey<T>(option: T, optionKey?: OptionProperty<T>): OptionKey {
  const value = readProperty(option, optionKey);
  return typeof value === 'number' ? value : String(value);
}

/** Whether two identifiers name the same option (`5` from the API and `'5'` from the URL do). */
export function isSameKey(first: OptionKey, second: OptionKey): boolean {
  return String(first) === String(second);
}

/** How search text and labels are compared: case-insensitively, ignoring surrounding spaces. */
export function normaliseSearchText(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/**
 * The options whose display property contains the search text, case-insensitively,
 * in their original order. `normalisedLabels` are the options' labels through
 * `normaliseSearchText`, computed once per list so each keystroke only compares strings.
 */
export function filterOptions<T>(
  options: readonly T[],
  search: string,
  normalisedLabels: readonly string[],
): readonly T[] {
  const query = normaliseSearchText(search);
  if (query === '') return options;
  const matches: T[] = [];
  for (let index = 0; index < options.length; index += 1) {
    if (normalisedLabels[index]?.includes(query) === true) matches.push(options[index] as T);
  }
  return matches;
}

/**
 * The single selection after the user chooses `chosen`: `chosen`, or nothing when it is already
 * the selected option and choosing it again deselects it (a list filter is cleared by clicking its
 * value again).
 */
export function resolveSingleSelection<T>(
  current: T | null,
  chosen: T,
  toKey: (option: T) => OptionKey,
  allowsDeselect: boolean,
): T | null {
  if (allowsDeselect && current !== null && isSameKey(toKey(current), toKey(chosen))) return null;
  return chosen;
}

/**
 * The multiple selection after the user chooses `chosen`: it is added, or removed when it was
 * already selected.
 */
export function toggleSelection<T>(current: readonly T[], chosen: T, toKey: (option: T) => OptionKey): T[] {
  const chosenKey = toKey(chosen);
  const remaining = current.filter((option) => !isSameKey(toKey(option), chosenKey));
  return remaining.length === current.length ? [...current, chosen] : remaining;
}
