export { useListbox, useListboxWindow } from './useListbox';
export type { ListboxBehaviour, ListboxWindow, UseListboxOptions, UseListboxWindowOptions } from './useListbox';
export { ListboxRows } from './ListboxRows';
export type { ListboxRowsProps } from './ListboxRows';
export {
  getFullyVisibleRange,
  getIndexOnFocus,
  getListboxKeyResult,
  getPageRowCount,
  getScrollTopToReveal,
  getVirtualRange,
  getVirtualRows,
} from './listbox';
export type { ListboxKey, ListboxKeyResult, VirtualLayout, VirtualRange, VirtualRow } from './listbox';
