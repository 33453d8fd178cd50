/// <reference types="vite/client" />
import { whenIdle } from '#app/lib/prefetch';
import { serviceWorkerUpdates, type ServiceWorkerUpdates } from './updates';

/** Whether the worker was registered already: a shell mounted again registers nothing twice. */
let started = false;

/**
 * Registers the build's service worker once the browser is idle, after the first screen is on
 * show: its precache downloads the build's files, which must not compete with the first screen's
 * requests. Only a build has a worker (vite.config.ts defines its address); under `npm run dev`,
 * in Storybook and in tests this does nothing. Returns a function that cancels a registration not
 * begun yet.
 */
export function startServiceWorker(updates: ServiceWorkerUpdates = serviceWorkerUpdates): () => void {
  const script: unknown = import.meta.env.STAMPCARD_SERVICE_WORKER;
  if (started || typeof script !== 'string' || !('serviceWorker' in navigator)) return () => undefined;
  return whenIdle(() => {
    if (started) return;
    started = true;
    void import('./register').then(({ registerServiceWorker }) => registerServiceWorker(script, updates));
  });
}
