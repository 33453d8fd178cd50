import type { ReactNode } from 'react';

/** What a toast reports: a failure, a risk, a success or a neutral fact. */
export type ToastType = 'error' | 'warning' | 'success' | 'info';

/** A link shown in a toast, e.g. to the details page of what was just created. */
export interface ToastLink {
  /** Where the link goes. */
  href: string;
  /** The link text. */
  label: string;
}

/** A toast to show, as passed to `useToast().show`. */
export interface ToastOptions {
  /**
   * What the toast reports; sets its colours, its icon, the hidden type word read before the title,
   * and its live region (`error` is an alert, the others a polite status).
   * @default 'info'
   */
  type?: ToastType;
  /** The message, e.g. "Could not save". */
  title: ReactNode;
  /**
   * More about the message, hidden until the user presses Details. An array of strings renders as a
   * bulleted list (e.g. the server's validation errors).
   */
  description?: ReactNode | readonly string[];
  /** A link under the message, e.g. to the details page of what was created. */
  link?: ToastLink;
  /**
   * How long the toast stays, in milliseconds. Details extends it to 60 s; Hide details then leaves 5 s.
   * @default 5000
   */
  duration?: number;
}

/** A toast in the queue: its options with an id and a type. */
export interface QueuedToast extends ToastOptions {
  id: string;
  type: ToastType;
}

export type ToastQueueAction =
  { type: 'show'; toast: QueuedToast; isStacked: boolean } | { type: 'dismiss'; id: string } | { type: 'dismissAll' };

/** How many toasts a stacking provider keeps; the oldest goes when a sixth arrives. */
export const maximumStackedToasts = 5;

/**
 * The toasts on screen, newest first. A new toast replaces the others unless the provider stacks
 * them.
 */
export function toastQueueReducer(toasts: readonly QueuedToast[], action: ToastQueueAction): readonly QueuedToast[] {
  switch (action.type) {
    case 'show':
      return action.isStacked ? [action.toast, ...toasts].slice(0, maximumStackedToasts) : [action.toast];
    case 'dismiss':
      return toasts.filter((toast) => toast.id !== action.id);
    case 'dismissAll':
      return [];
  }
}
