import type { ReactNode } from 'react';
import type { VirtualRow } from './listbox';

export interface ListboxRowsProps {
  /** The rows to render, from `useListbox`. */
  rows: readonly VirtualRow[];
  /** The space after the last row rendered, from `useListbox`. */
  gapAfter: number;
  /** Renders the option at `index` of the list: a keyed element with `role="option"`. */
  renderOption: (index: number) => ReactNode;
}

/**
 * The rendered window of a `useListbox` list, to put inside the element with `role="listbox"`:
 * each option with a hidden spacer before it standing in for the rows not rendered (padding would
 * make the list itself taller), and one after the last, so the list keeps the height of every row.
 */
export function ListboxRows({ rows, gapAfter, renderOption }: ListboxRowsProps) {
  const children: ReactNode[] = [];
  for (const { index, gapBefore } of rows) {
    if (gapBefore > 0) children.push(<li key={`gap-${index}`} aria-hidden="true" style={{ height: gapBefore }} />);
    children.push(renderOption(index));
  }
  if (gapAfter > 0) children.push(<li key="gap-end" aria-hidden="true" style={{ height: gapAfter }} />);
  return children;
}
