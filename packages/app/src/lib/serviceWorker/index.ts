export { startServiceWorker } from './startServiceWorker';
export { createServiceWorkerUpdates, serviceWorkerUpdates } from './updates';
export type { ServiceWorkerUpdates, ServiceWorkerUpdateStatus } from './updates';
export { useServiceWorkerUpdate } from './useServiceWorkerUpdate';
export type { ServiceWorkerUpdate } from './useServiceWorkerUpdate';
