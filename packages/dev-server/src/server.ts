/**
 * One origin for everything (default http://localhost:8080): the API under /api, the
 * identity client's settings under /_configuration, the OpenID Connect provider and its
 * pages, and the built app's files. One origin keeps the provider's SameSite=Lax session
 * cookie usable for the app's silent renew.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApi } from './api/app.ts';
import { createIdentity } from './auth/identity.ts';
import type { Database } from './db/database.ts';

export interface ServerOptions {
  database: Database;
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  /** Host name in the public URL and to listen on. @default 'localhost' */
  host?: string;
  /** The built app (index.html and assets), served when it exists. */
  appDirectory?: string | undefined;
  /** Where the provider keeps its signing keys; undefined keeps them in memory. */
  keysDirectory?: string | undefined;
  /** Other origins the app may run on (a Vite dev server), allowed as redirect targets. */
  appOrigins?: string[];
  /**
   * Serves the app instead of `appDirectory` (`npm run dev`: Vite in middleware mode, with hot
   * reload on this same origin). Called once the server listens, with the server for Vite's
   * hot-reload socket.
   */
  createAppMiddleware?: (server: Server) => Promise<AppMiddleware>;
  /** The app's runtime configuration, served as /app-config.json (see `AppRuntimeConfiguration`). */
  appConfiguration?: AppRuntimeConfiguration;
  now?: () => Date;
  /** Whether list answers are kept until the data changes (see `ListCache`). @default true */
  listCache?: boolean;
}

/** A connect-style handler (Vite's `server.middlewares`). */
export type AppMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** What the app reads at start-up from /app-config.json (packages/app/src/lib/config). */
export interface AppRuntimeConfiguration {
  clientId: string;
  /** '' when the API is on the app's origin. */
  apiOrigin: string;
  analyticsEmbedUrl: string | null;
  mobileAppUrl?: string;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/** Serves a file of the built app; paths without an extension get index.html (client-side routes). */
function serveApp(directory: string, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  let path: string;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return false; // a malformed escape: not a file of the app (404)
  }
  const root = resolve(directory);
  let file = resolve(join(root, normalize(path)));
  if (!file.startsWith(root + sep) && file !== root) return false;
  if (!existsSync(file) || statSync(file).isDirectory()) {
    if (extname(path) !== '') return false;
    file = join(root, 'index.html');
    if (!existsSync(file)) return false;
  }
  const immutable = file.includes(`${sep}assets${sep}`);
  response.writeHead(200, {
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
  return true;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? 'localhost';
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.writeHead(503).end('Starting');
  };
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolvePromise) =>
    server.listen(options.port, host === 'localhost' ? undefined : host, resolvePromise),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  const identity = await createIdentity({
    issuer: url,
    database: options.database,
    appOrigins: options.appOrigins ?? [],
    keysDirectory: options.keysDirectory,
  });
  const api = createApi({
    database: options.database,
    verifyAccessToken: (token) => identity.verifyAccessToken(token),
    clientConfiguration: (clientId) => identity.clientConfiguration(clientId),
    ...(options.now ? { now: options.now } : {}),
    ...(options.listCache === undefined ? {} : { listCache: options.listCache }),
  });
  const apiListener = getRequestListener(api.fetch);
  const appMiddleware = options.createAppMiddleware ? await options.createAppMiddleware(server) : undefined;
  const appConfiguration = JSON.stringify(
    options.appConfiguration ?? { clientId: 'Stampcard.Web', apiOrigin: '', analyticsEmbedUrl: null },
  );
  const notFound = (response: ServerResponse) => {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  handler = (request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/_configuration/')) {
      void apiListener(request, response);
      return;
    }
    if (path === '/app-config.json' || path.startsWith('/app-config.json?')) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : appConfiguration);
      return;
    }
    identity
      .handle(request, response)
      .then((handled) => {
        if (handled) return;
        if (appMiddleware) {
          appMiddleware(request, response, () => {
            notFound(response);
          });
          return;
        }
        if (options.appDirectory && serveApp(options.appDirectory, request, response)) return;
        notFound(response);
      })
      .catch((error: unknown) => {
        console.error('[dev-server]', error);
        if (!response.headersSent) response.writeHead(500).end('Internal Server Error');
      });
  };

  return {
    url,
    server,
    close: () =>
      new Promise<void>((resolvePromise, reject) => {
        server.closeIdleConnections();
        server.close((error) => (error ? reject(error) : resolvePromise()));
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      }),
  };
}
