import { lazy, Suspense } from 'react';
import type { NamedImportDialogProps } from './ImportDialog';

const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.NamedImportDialog })));

/**
 * The import dialog, its code (the flow, the fields' rules, the review table, the CSV parser and
 * its worker, the import operations) downloaded when it first opens: no page's first visit carries any of it. Closing it
 * unmounts it, so each opening starts afresh.
 */
/** The pages' button that opens it. */
export const importButtonText = 'Import';

export function LazyImportDialog(props: NamedImportDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ImportDialog {...props} />
    </Suspense>
  );
}
