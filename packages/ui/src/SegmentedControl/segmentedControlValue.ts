/*
 * The mapping between a segmented control's value (an id in single selection, a list of ids in
 * multiple selection) and the set of selected keys react-aria's ToggleButtonGroup works with.
 */

/** A key as react-aria reports it; the kit's option ids are strings. */
type Key = string | number;

/** The selected ids as a key set: one id, a list of ids, or none. */
export function toSelectedKeys(value: string | readonly string[] | null | undefined): Set<string> {
  if (value === null || value === undefined) return new Set();
  return new Set(typeof value === 'string' ? [value] : value);
}

/** The value of a single-selection control: the one selected id, or `null` when none is. */
export function toSingleValue(keys: Iterable<Key>): string | null {
  for (const key of keys) return String(key);
  return null;
}

/**
 * The value of a multiple-selection control: the selected ids in the order of the options (not
 * the order they were clicked), so the same selection always gives the same list.
 */
export function toMultipleValue(keys: Iterable<Key>, optionIds: readonly string[]): string[] {
  const selected = new Set(Array.from(keys, String));
  return optionIds.filter((optionId) => selected.has(optionId));
}

/** Whether two key sets hold the same ids. */
export function isSameSelection(current: ReadonlySet<string>, next: Iterable<Key>): boolean {
  const nextIds = new Set(Array.from(next, String));
  return nextIds.size === current.size && [...nextIds].every((nextId) => current.has(nextId));
}
