import { createContext } from 'react';
import type { ToastOptions } from './toastQueue';

/** The options of the type shortcuts (`success`, `error`...): everything but the type and title. */
export type ToastShortcutOptions = Omit<ToastOptions, 'type' | 'title'>;

/** Shows and dismisses toasts; returned by `useToast()`. */
export interface ToastApi {
  /** Shows a toast and returns its id. Replaces the toast on screen unless the provider stacks them. */
  show: (toast: ToastOptions) => string;
  /** Removes the toast with this id, if it is still on screen. */
  dismiss: (id: string) => void;
  /** Removes every toast. */
  dismissAll: () => void;
  /** Shows a success toast and returns its id. */
  success: (title: ToastOptions['title'], options?: ToastShortcutOptions) => string;
  /** Shows an error toast and returns its id. */
  error: (title: ToastOptions['title'], options?: ToastShortcutOptions) => string;
  /** Shows a warning toast and returns its id. */
  warning: (title: ToastOptions['title'], options?: ToastShortcutOptions) => string;
  /** Shows an information toast and returns its id. */
  info: (title: ToastOptions['title'], options?: ToastShortcutOptions) => string;
}

export const ToastContext = createContext<ToastApi | null>(null);
