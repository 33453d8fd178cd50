import { useState } from 'react';

export interface UseDropdownSelectionOptions<T> {
  /** The selection when controlled; undefined when the dropdown keeps its own. */
  value: readonly T[] | undefined;
  /** The selection at first, when uncontrolled. */
  defaultValue: readonly T[];
  /** Called with every new selection. */
  onChange: (selection: T[]) => void;
}

/**
 * The selection of a dropdown as a list (one item at most for single selection), controlled
 * (`value`) or kept here (`defaultValue`), reported through `onChange` either way.
 */
export function useDropdownSelection<T>({
  value,
  defaultValue,
  onChange,
}: UseDropdownSelectionOptions<T>): [readonly T[], (selection: T[]) => void] {
  const [ownSelection, setOwnSelection] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setSelection = (selection: T[]) => {
    if (!isControlled) setOwnSelection(selection);
    onChange(selection);
  };
  return [value ?? ownSelection, setSelection];
}
