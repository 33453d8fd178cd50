/**
 * Registers the service worker and offers its new versions (loaded at idle after the first screen,
 * so none of this is in the first screen's code). The browser's own API, not workbox-window: an
 * update the browser found as the page loaded may still be installing (its precache downloading)
 * when the page registers at idle, and workbox-window only follows updates found after it
 * registered, so it would not offer that one until the next visit.
 *
 * - A new version installed and waiting while an older one is active: offered; accepted, the
 *   waiting worker is told to take over (`SKIP_WAITING`) and the page reloads once it controls it.
 * - The worker changed without this page asking (the user accepted in another tab): offered too,
 *   as a plain reload. This page's code is of the old version, and the worker now keeps the new
 *   version's files only.
 * - A tab left open checks for a new version when it is shown again, at most once an hour.
 */
import type { ServiceWorkerUpdates } from './updates';

/** The shortest time between two checks for a new version by a tab left open. */
const updateCheckInterval = 60 * 60 * 1000;

/** What the worker takes as the user's consent to switch (src/serviceWorker/sw.ts). */
const skipWaiting = { type: 'SKIP_WAITING' } as const;

export interface RegisterServiceWorkerOptions {
  /** Reloads the page. @default window.location.reload */
  reload?: () => void;
}

export async function registerServiceWorker(
  script: string,
  updates: ServiceWorkerUpdates,
  { reload = () => window.location.reload() }: RegisterServiceWorkerOptions = {},
): Promise<void> {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(script);
  } catch {
    // The app runs without the worker: every start then takes its files from the network.
    return;
  }

  let accepted = false;
  /** Offers the waiting worker, when it is a new version (not the first install, which activates at once). */
  const offerWaiting = () => {
    if (!registration.waiting || !registration.active) return;
    updates.offer(() => {
      accepted = true;
      // Waiting no more (another tab's acceptance came first): the page only needs the reload.
      if (registration.waiting) registration.waiting.postMessage(skipWaiting);
      else reload();
    });
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerWaiting();
    });
  };

  container.addEventListener('controllerchange', () => {
    if (accepted) reload();
    else updates.offer(reload);
  });
  registration.addEventListener('updatefound', () => {
    follow(registration.installing);
  });
  follow(registration.installing);
  offerWaiting();

  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < updateCheckInterval) return;
    checkedAt = Date.now();
    registration.update().catch(() => undefined);
  });
}
