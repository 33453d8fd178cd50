/**
 * The open dialog's code (floating-ui's focus manager, the backdrop, the panel), fetched apart from
 * the modal: a page that offers a modal pays for it only when one opens, or at idle once the page
 * has shown, so it is usually there before the user asks for it.
 */
import type { ModalDialog } from './ModalDialog';

let loaded: typeof ModalDialog | undefined;
let loading: Promise<typeof ModalDialog> | undefined;

/** The dialog's component once its code has arrived. */
export function loadedModalDialog(): typeof ModalDialog | undefined {
  return loaded;
}

/**
 * Fetches the dialog's code (once; again after a failure). Call it ahead of a modal that must open
 * at once, e.g. before rendering one already open in a test.
 */
export function preloadModal(): Promise<typeof ModalDialog> {
  loading ??= import('./ModalDialog').then(
    (module) => {
      loaded = module.ModalDialog;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
