export { importButtonText, LazyImportDialog } from './LazyImportDialog';
export type { NamedImportDialogProps } from './ImportDialog';
export type { ImportDestination } from './useImportFlow';
