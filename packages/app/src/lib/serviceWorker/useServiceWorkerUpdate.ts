import { useSyncExternalStore } from 'react';
import { serviceWorkerUpdates, type ServiceWorkerUpdates, type ServiceWorkerUpdateStatus } from './updates';

export interface ServiceWorkerUpdate {
  status: ServiceWorkerUpdateStatus;
  /** Switches the page to the new version (the user's choice). */
  accept: () => void;
}

/** Whether a new version of the app is ready, and the way to switch to it. */
export function useServiceWorkerUpdate(updates: ServiceWorkerUpdates = serviceWorkerUpdates): ServiceWorkerUpdate {
  const status = useSyncExternalStore(updates.subscribe, updates.getStatus, updates.getStatus);
  return { status, accept: updates.accept };
}
