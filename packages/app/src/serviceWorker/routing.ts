/**
 * Which navigations the service worker answers from its copy of a page, and with which page: a
 * pure decision, so the worker (sw.ts) and its tests read the same rules.
 *
 * The dev server and a production host answer some paths of the app's origin themselves: the API,
 * the identity client's settings, the OpenID Connect provider's endpoints and pages, the runtime
 * configuration and the worker's own script. A navigation there (a sign-in redirect, the provider's
 * sign-in page, a download from the API) always goes to the network: it is never answered from a
 * cached page, and nothing the server answers there is ever cached.
 */
import {
  serviceWorkerPath,
  silentRenewDocument,
  silentRenewPath,
} from '../../security-headers.json' with { type: 'json' };

/** The documents the build writes and the worker keeps: the app's page and the silent sign-in's callback page. */
export const pageDocuments = { app: '/index.html', silentCallback: silentRenewDocument } as const;

/** One of the pages the worker keeps, by its path in the build. */
export type PageDocument = (typeof pageDocuments)[keyof typeof pageDocuments];

/**
 * Paths the server answers itself, each with everything under it (`/auth` and `/auth/…`, not
 * `/authentication`): the provider's endpoints (packages/dev-server/src/auth/provider.ts,
 * `oidcRoute`), the runtime configuration and the worker's script.
 */
const serverPaths = [
  '/auth',
  '/token',
  '/session/end',
  '/jwks',
  '/me',
  '/.well-known',
  '/app-config.json',
  serviceWorkerPath,
];

/**
 * Folders the server answers itself: the API, the identity client's settings, the provider's
 * sign-in pages and its account pages (matched without regard to case, as the provider does).
 */
const serverFolders = ['/api/', '/_configuration/', '/interaction/', '/identity/'] as const;

/** Whether the server answers `pathname` itself, so the worker must never answer it nor keep its answer. */
export function isServerPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return (
    serverFolders.some((folder) => lower.startsWith(folder)) ||
    serverPaths.some((path) => lower === path || lower.startsWith(`${path}/`))
  );
}

/** The last segment of a path has a dot: it names a file, not a client route. */
const namesFile = (pathname: string) => /\.[^/]*$/.test(pathname);

/**
 * The page a navigation to `pathname` gets from the worker: the silent sign-in's callback page at
 * its route and under its own name, the app's page at every client route (a path without a file
 * extension, as the host serves it) and under its own name; undefined for the server's paths and
 * for other files, which go to the network.
 */
export function pageDocumentFor(pathname: string): PageDocument | undefined {
  if (isServerPath(pathname)) return undefined;
  if (pathname === silentRenewPath || pathname === pageDocuments.silentCallback) return pageDocuments.silentCallback;
  if (pathname === pageDocuments.app || !namesFile(pathname)) return pageDocuments.app;
  return undefined;
}
