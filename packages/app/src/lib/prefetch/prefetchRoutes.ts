/**
 * Fetching the code of the screens a user is likely to open next, so that opening them waits
 * only for their data:
 * - once a screen has shown and its data has arrived, at idle, the code of the screens its
 *   content links open (not while the screen's own data loads, and not on a data-saving
 *   connection);
 * - at once, the code of a screen whose link the pointer rests on or the keyboard focuses.
 * A screen's data is not fetched ahead: each screen loads its data as it opens, so what it shows
 * is never older than the navigation (see docs/decisions/019-fast-on-a-phone.md).
 */
import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { whenIdle } from './whenIdle';

/** The lazy parts of a route that are still to load (React Router drops each once loaded). */
type LazyParts = Record<string, (() => Promise<unknown>) | undefined>;

/**
 * Starts loading the code (page and loader chunks) of every route `pathname` matches, each route
 * once per `started` set. Returns how many lazy parts it started.
 */
export function prefetchRouteCode(
  routes: readonly RouteObject[],
  pathname: string,
  started = new WeakSet<object>(),
): number {
  let count = 0;
  for (const { route } of matchRoutes([...routes], pathname) ?? []) {
    const lazy = route.lazy as LazyParts | (() => Promise<unknown>) | undefined;
    if (lazy === undefined || typeof lazy === 'function' || started.has(route)) continue;
    started.add(route);
    for (const load of Object.values(lazy)) {
      if (typeof load !== 'function') continue;
      count += 1;
      // A failed fetch is retried when the route opens, and reported there.
      load().catch(() => undefined);
    }
  }
  return count;
}

/** The path of an app link, or undefined for a link elsewhere, a download or a new tab. */
export function appPathOf(anchor: HTMLAnchorElement, origin: string): string | undefined {
  if (anchor.hasAttribute('download') || (anchor.target !== '' && anchor.target !== '_self')) return undefined;
  const href = anchor.getAttribute('href');
  if (href === null || href.startsWith('#')) return undefined;
  const url = new URL(href, anchor.baseURI);
  return url.origin === origin ? url.pathname : undefined;
}

interface NetworkInformationLike {
  readonly saveData?: boolean;
}

/** Whether the user asked the browser to save data: then nothing is fetched ahead at idle. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/**
 * Prefetches for the app's `router` as described above: content links (inside `main`) at idle
 * after each navigation settles, any link on hover or focus. Returns a function that stops it.
 */
export function startPrefetchingRoutes(router: DataRouter, document: Document = window.document): () => void {
  const started = new WeakSet<object>();
  const origin = document.location.origin;
  const prefetch = (anchor: Element | null) => {
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = appPathOf(anchor, origin);
    if (path !== undefined) prefetchRouteCode(router.routes, path, started);
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element) prefetch(event.target.closest('a[href]'));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  let cancelIdle = (): void => undefined;
  const afterSettling = () => {
    cancelIdle();
    const { navigation, initialized, revalidation } = router.state;
    if (!initialized || navigation.state !== 'idle' || revalidation !== 'idle' || savesData()) return;
    const prefetchContentLinks = () => {
      // A page whose data is still arriving shows it busy: its requests go first.
      if (document.querySelector('[aria-busy="true"]') !== null) {
        cancelIdle = whenIdle(prefetchContentLinks);
        return;
      }
      for (const anchor of document.querySelectorAll('main a[href]')) prefetch(anchor);
    };
    cancelIdle = whenIdle(prefetchContentLinks);
  };
  const unsubscribe = router.subscribe(afterSettling);
  afterSettling();
  return () => {
    unsubscribe();
    cancelIdle();
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
