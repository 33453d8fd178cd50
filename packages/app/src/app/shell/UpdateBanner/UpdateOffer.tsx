/**
 * The service worker's registration and its offer of a new version, loaded by the shell once the
 * browser is idle after the first screen (`UpdateStatus`): none of it is in the first screen's code.
 */
import { useEffect } from 'react';
import { startServiceWorker, useServiceWorkerUpdate, type ServiceWorkerUpdates } from '#app/lib/serviceWorker';
import { UpdateBanner } from './UpdateBanner';

export interface UpdateOfferProps {
  /** Where new versions are offered. @default the app's store, which the worker's registration feeds */
  updates?: ServiceWorkerUpdates | undefined;
}

/** Registers the worker, and shows the update banner while a new version is offered. */
export function UpdateOffer({ updates }: UpdateOfferProps) {
  const { status, accept } = useServiceWorkerUpdate(updates);
  useEffect(() => startServiceWorker(), []);
  return status === 'current' ? null : <UpdateBanner isReloading={status === 'reloading'} onReload={accept} />;
}
