/**
 * The app's service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js, with the
 * build's file list in place of `self.__WB_MANIFEST` (vite.config.ts says which files):
 *
 * - installs by precaching the build's pages, scripts, styles, icons and fonts, so a later start
 *   needs the network for its data only;
 * - answers a navigation to a client route with its kept copy of the app's page (the silent
 *   sign-in's callback page at its route), with a new nonce in the page and its policy, and
 *   refreshes that copy in the background, so the configuration the host writes into the page
 *   stays current; never answers the server's paths (routing.ts);
 * - answers a navigation it has no copy for from the network, and with a page that says the
 *   network is needed when that fails;
 * - waits, once updated, until the user accepts the new version (the app's banner posts
 *   SKIP_WAITING): no page changes version under the user's hands.
 *
 * Why, and what is never kept: docs/decisions/028-service-worker.md.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { networkNeededPage } from './networkNeededPage';
import { isSameBuild } from './pageBuild';
import { createNonce, rotateNonce } from './pageNonce';
import { pageDocumentFor, pageDocuments, type PageDocument } from './routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The pages refreshed in the background, kept apart from the precache (whose entries Workbox owns). */
const refreshedPages = 'stampcard-pages';

/**
 * How long after serving a kept page its refresh waits: past the start-up of the page it served,
 * whose first requests are for its data.
 */
const refreshDelay = 10_000;

/** The shortest time between two refreshes of one page. */
const refreshInterval = 60_000;

const lastRefreshed = new Map<PageDocument, number>();

/** The kept page to serve: the refreshed copy when it is of the precached build, else the precached one. */
async function keptPage(document: PageDocument): Promise<Response | undefined> {
  const precached = await matchPrecache(document);
  if (!precached) return undefined;
  const refreshed = await (await caches.open(refreshedPages)).match(document);
  if (refreshed && isSameBuild(await precached.clone().text(), await refreshed.clone().text())) return refreshed;
  return precached;
}

/**
 * Fetches `document` again and keeps it when it is of the precached build (pageBuild.ts); a page of
 * another build is left to the worker's update.
 */
async function refreshPage(document: PageDocument): Promise<void> {
  const now = Date.now();
  if (now - (lastRefreshed.get(document) ?? -Infinity) < refreshInterval) return;
  lastRefreshed.set(document, now);
  await new Promise((resolve) => setTimeout(resolve, refreshDelay));
  try {
    const fresh = await fetch(document, { cache: 'no-store', credentials: 'same-origin' });
    const precached = await matchPrecache(document);
    if (!fresh.ok || fresh.redirected || !precached) return;
    if (!isSameBuild(await precached.text(), await fresh.clone().text())) return;
    await (await caches.open(refreshedPages)).put(document, fresh);
  } catch {
    // Offline, or the host is down: the kept copy stays, and the next navigation tries again.
  }
}

/** A kept page with a nonce new for this response. */
async function withNewNonce(kept: Response): Promise<Response> {
  const page = rotateNonce({ body: await kept.text(), headers: kept.headers }, createNonce());
  return new Response(page.body, { status: kept.status, statusText: kept.statusText, headers: page.headers });
}

/** The page a navigation gets when there is no kept page and no network. */
function networkNeeded(): Response {
  const { status, body, headers } = networkNeededPage(createNonce());
  return new Response(body, { status, headers });
}

// First, so a navigation to the page's own name ('/index.html') never gets the precache's answer,
// whose nonce is the one it was kept with.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && pageDocumentFor(url.pathname) !== undefined,
  async ({ request, url, event }) => {
    const document = pageDocumentFor(url.pathname) ?? pageDocuments.app;
    const kept = await keptPage(document);
    if (kept) {
      event.waitUntil(refreshPage(document));
      return withNewNonce(kept);
    }
    try {
      return await fetch(request);
    } catch {
      return networkNeeded();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

interface RouterRule {
  condition: { urlPattern: { pathname: string } };
  source: 'network';
}

/** Chromium's static routing (InstallEvent.addRoutes), where the browser has it. */
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * The API, the identity client's settings, the provider's token and user endpoints and the card
 * icons go to the network without starting the worker, where the browser can route requests itself
 * (Chromium's static routing); elsewhere the worker's routes above leave them to the network.
 */
const networkPaths = ['/api/*', '/_configuration/*', '/token', '/token/*', '/me', '/card-icons/*'];

self.addEventListener('install', (event: RoutingInstallEvent) => {
  if (typeof event.addRoutes !== 'function') return;
  // A browser that refuses the rules still installs the worker: its fetch handler does the same.
  event.waitUntil(
    event
      .addRoutes(networkPaths.map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' })))
      .catch(() => undefined),
  );
});

// The refreshed pages belong to the build that kept them: a new version starts without them.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(refreshedPages));
});

/** The message the app's update banner posts once the user accepts the new version (workbox-window's). */
function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING';
}

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
