/**
 * Whether a new version of the app is ready, as a small store the shell's banner reads with
 * `useSyncExternalStore`: the worker registration (register.ts) offers the switch, the user accepts
 * it. Nothing switches versions without that acceptance.
 */

/**
 * `current`: no new version; `available`: one is ready and the banner offers it; `reloading`: the
 * user accepted and the page is switching to it.
 */
export type ServiceWorkerUpdateStatus = 'current' | 'available' | 'reloading';

/** The store; its functions are properties, so they can be passed on unbound (`useSyncExternalStore`). */
export interface ServiceWorkerUpdates {
  /** Calls `listener` after each change of the status; returns a function that stops it. */
  subscribe: (listener: () => void) => () => void;
  getStatus: () => ServiceWorkerUpdateStatus;
  /**
   * A new version is ready, and `apply` switches this page to it. A later offer replaces an
   * earlier one's `apply` (another tab may have switched meanwhile); none is taken once accepted.
   */
  offer: (apply: () => void) => void;
  /** The user accepts the version offered: its `apply` runs, once. Nothing happens without an offer. */
  accept: () => void;
}

export function createServiceWorkerUpdates(): ServiceWorkerUpdates {
  let status: ServiceWorkerUpdateStatus = 'current';
  let apply: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const setStatus = (next: ServiceWorkerUpdateStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getStatus: () => status,
    offer(offered) {
      if (status === 'reloading') return;
      apply = offered;
      setStatus('available');
    },
    accept() {
      const accepted = apply;
      if (status !== 'available' || accepted === undefined) return;
      apply = undefined;
      setStatus('reloading');
      accepted();
    },
  };
}

/** The app's one store: the registration offers to it, the shell's banner reads it. */
export const serviceWorkerUpdates: ServiceWorkerUpdates = createServiceWorkerUpdates();
