/**
 * One origin for everything (default http://localhost:8080): the API under /api, the
 * identity client's settings under /_configuration, the OpenID Connect provider and its
 * pages, and the built app's files. One origin keeps the provider's SameSite=Lax session
 * cookie usable for the app's silent renew. Every response carries security headers: the
 * identity's its own, everything else the app's (securityHeaders.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApi, type ApiOptions } from './api/app.ts';
import { demoAddressLookupKey } from './api/routes/addresses.ts';
import { schedulePurge } from './auth/adapter.ts';
import { createIdentity } from './auth/identity.ts';
import type { Database } from './db/database.ts';
import {
  cachingHeaders,
  compressBody,
  compressedCopyKinds,
  hasCompressedCopies,
  isCompressedCopy,
  negotiateEncoding,
  varyHeaders,
} from './hosting.ts';
import {
  createSecurityHeaders,
  secureMiddlewareResponse,
  serviceWorkerPath,
  silentCallback,
  setHeaders,
  type SecurityHeaders,
} from './securityHeaders.ts';

export interface ServerOptions {
  database: Database;
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  /** Host name in the server's URL and to listen on. @default 'localhost' */
  host?: string;
  /**
   * The address browsers reach this server at when a proxy is in front, e.g.
   * https://backoffice.example: the provider issues for it and builds its endpoints from it,
   * trusting the proxy's X-Forwarded-Proto and X-Forwarded-Host (or Host). @default the server's
   * own http://host:port
   */
  publicUrl?: string | undefined;
  /** The built app (index.html and assets), served when it exists. */
  appDirectory?: string | undefined;
  /** Other origins the app may run on (a Vite dev server), allowed as redirect targets. */
  appOrigins?: string[];
  /**
   * Serves the app instead of `appDirectory` (`npm run dev`: Vite in middleware mode, with hot
   * reload on this same origin). Called once the server listens, with the server for Vite's
   * hot-reload socket.
   */
  createAppMiddleware?: (server: Server) => Promise<AppMiddleware>;
  /**
   * Whether the app's pages may also run inline scripts carrying the response's nonce: Vite's dev
   * server writes React Refresh's preamble inline (`npm run dev`). Never for a build.
   * @default false
   */
  appScriptNonce?: boolean;
  /** The app's runtime configuration, served as /app-config.json (see `AppRuntimeConfiguration`). */
  appConfiguration?: AppRuntimeConfiguration;
  now?: () => Date;
  /** Whether list answers are kept until the data changes (see `ListCache`). @default true */
  listCache?: boolean;
  /** The API's rate limits per user and per address; `false` turns them off (see `ApiOptions`). */
  rateLimit?: ApiOptions['rateLimit'];
  /**
   * The address lookup's key (see `ApiOptions`); `null` turns the lookup off. Unless
   * `appConfiguration` says otherwise, the app is given it with this server as the lookup service.
   * @default demoAddressLookupKey
   */
  addressLookupKey?: string | null;
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
  /** The address lookup service ('' for this origin) and its key; null: the form has no lookup. */
  addressLookup?: { url: string; key: string } | null;
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
  '.txt': 'text/plain; charset=utf-8',
};

/** Every encoding the app's files may travel in, the preferred first: the page's choice. */
const allEncodings = compressedCopyKinds.map((kind) => kind.encoding);

/**
 * Serves a file of the built app; paths without an extension get index.html (client-side routes),
 * with the page's security headers and their nonce written into it, the service worker's script
 * with its own (its policy is the one its requests run under), the others the resource's.
 * Each file goes out with its caching headers and, where the request accepts one, in a compressed
 * encoding (hosting.ts): a file from the copy the build wrote next to it, the page compressed here,
 * as its nonce is new in each response. The copies themselves are never served under their names.
 */
function serveApp(
  directory: string,
  request: IncomingMessage,
  response: ServerResponse,
  security: SecurityHeaders,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  let path: string;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return false; // a malformed escape: not a file of the app (404)
  }
  if (isCompressedCopy(path)) return false;
  const root = resolve(directory);
  // The silent sign-in's frame gets the build's small callback page, not the app.
  const callbackPage = join(root, silentCallback.document);
  let file =
    path === silentCallback.path && existsSync(callbackPage) ? callbackPage : resolve(join(root, normalize(path)));
  if (!file.startsWith(root + sep) && file !== root) return false;
  if (!existsSync(file) || statSync(file).isDirectory()) {
    if (extname(path) !== '') return false;
    file = join(root, 'index.html');
    if (!existsSync(file)) return false;
  }
  const filePath = `/${relative(root, file).split(sep).join('/')}`;
  const acceptEncoding = request.headers['accept-encoding'];
  const contentType = contentTypes[extname(file)] ?? 'application/octet-stream';
  if (extname(file) === '.html') {
    // Read whole, as the nonce is written into it; no validator, so no revalidation into an old nonce.
    const { nonce, headers } = security.page(path);
    const page = Buffer.from(security.fillPage(readFileSync(file, 'utf8'), nonce));
    const encoding = negotiateEncoding(acceptEncoding, allEncodings);
    const body = encoding === undefined ? page : compressBody(page, encoding);
    response.writeHead(200, {
      ...headers,
      ...cachingHeaders(filePath),
      ...varyHeaders,
      'Content-Type': contentType,
      ...(encoding === undefined ? {} : { 'Content-Encoding': encoding }),
      'Content-Length': String(body.byteLength),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
  const copies = hasCompressedCopies(filePath)
    ? compressedCopyKinds.filter(({ suffix }) => existsSync(file + suffix))
    : [];
  const encoding = negotiateEncoding(
    acceptEncoding,
    copies.map((copy) => copy.encoding),
  );
  const sent = file + (copies.find((copy) => copy.encoding === encoding)?.suffix ?? '');
  response.writeHead(200, {
    ...(filePath === serviceWorkerPath ? security.serviceWorker : security.resource),
    ...cachingHeaders(filePath),
    ...(copies.length > 0 ? varyHeaders : {}),
    'Content-Type': contentType,
    ...(encoding === undefined ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(statSync(sent).size),
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(sent).pipe(response);
  return true;
}

/** The discovery document's fields oidc-client-ts reads: the app takes them from its page. */
const metadataFields = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
  'jwks_uri',
  'check_session_iframe',
] as const;

/**
 * The app's runtime configuration and, when the app signs in here (its API is this server), the
 * identity client's settings and the provider's metadata, taken from the provider's own discovery
 * document: what the app would otherwise fetch one after the other before its first data request.
 */
async function describePageConfiguration(
  url: string,
  publicUrl: string,
  runtimeConfiguration: AppRuntimeConfiguration,
  identity: Awaited<ReturnType<typeof createIdentity>>,
): Promise<object> {
  const settings =
    runtimeConfiguration.apiOrigin === '' ? identity.clientConfiguration(runtimeConfiguration.clientId) : undefined;
  if (settings === undefined) return { app: runtimeConfiguration };
  // Asked of this server itself, as a proxy would ask it: the provider names its endpoints after
  // the address the request came to.
  const { protocol, host } = new URL(publicUrl);
  const forwarded: Record<string, string> =
    url === publicUrl ? {} : { 'X-Forwarded-Proto': protocol.slice(0, -1), 'X-Forwarded-Host': host };
  const discovery = (await (
    await fetch(`${url}/.well-known/openid-configuration`, { headers: forwarded })
  ).json()) as Record<string, unknown>;
  const metadata = Object.fromEntries(
    metadataFields.flatMap((field) => (field in discovery ? [[field, discovery[field]]] : [])),
  );
  return { app: runtimeConfiguration, identity: settings, metadata };
}

/** What a load balancer asks: whether this process serves and reaches its database. */
export const healthPath = '/health';

/**
 * 200 `{"status":"ok"}` when the database answers within two seconds, else 503
 * `{"status":"unavailable"}`: a load balancer sends requests only to a process that can serve them.
 */
async function answerHealth(
  database: Database,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The database did not answer in time.')), 2_000);
  });
  const answer = database.query('SELECT 1');
  // Whatever the database answers after the wait is of no more use.
  answer.catch(() => undefined);
  let healthy: boolean;
  try {
    await Promise.race([answer, timeout]);
    healthy = true;
  } catch (error) {
    console.error('[dev-server] health check:', error);
    healthy = false;
  } finally {
    clearTimeout(timer);
  }
  const body = JSON.stringify({ status: healthy ? 'ok' : 'unavailable' });
  response.writeHead(healthy ? 200 : 503, {
    ...headers,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? 'localhost';
  const addressLookupKey = options.addressLookupKey === undefined ? demoAddressLookupKey : options.addressLookupKey;
  // The app looks addresses up here, with the key this server takes, unless told otherwise.
  const runtimeConfiguration: AppRuntimeConfiguration = {
    addressLookup: addressLookupKey === null ? null : { url: '', key: addressLookupKey },
    ...(options.appConfiguration ?? { clientId: 'Stampcard.Web', apiOrigin: '', analyticsEmbedUrl: null }),
  };
  const addressLookupUrl = runtimeConfiguration.addressLookup?.url ?? '';
  const appConfiguration = JSON.stringify(runtimeConfiguration);
  // The app's policy names the origins its runtime configuration points to beyond this one.
  const security = createSecurityHeaders({
    connectOrigins: [runtimeConfiguration.apiOrigin, addressLookupUrl]
      .filter((url) => url !== '')
      .map((url) => new URL(url).origin),
    frameOrigins: runtimeConfiguration.analyticsEmbedUrl
      ? [new URL(runtimeConfiguration.analyticsEmbedUrl).origin]
      : [],
    scriptNonce: options.appScriptNonce ?? false,
    pageConfiguration: () => page.configuration,
  });
  /** What the app's page carries so it starts without fetching it; known once the provider runs. */
  const page: { configuration?: object } = {};
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.writeHead(503, security.resource).end('Starting');
  };
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolvePromise) =>
    server.listen(options.port, host === 'localhost' ? undefined : host, resolvePromise),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  const publicUrl = options.publicUrl === undefined ? url : new URL(options.publicUrl).origin;

  const identity = await createIdentity({
    issuer: publicUrl,
    behindProxy: options.publicUrl !== undefined,
    database: options.database,
    appOrigins: options.appOrigins ?? [],
  });
  const purge = schedulePurge(options.database);
  const api = createApi({
    database: options.database,
    verifyAccessToken: (token) => identity.verifyAccessToken(token),
    clientConfiguration: (clientId) => identity.clientConfiguration(clientId),
    ...(options.now ? { now: options.now } : {}),
    ...(options.listCache === undefined ? {} : { listCache: options.listCache }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    addressLookupKey,
    behindProxy: options.publicUrl !== undefined,
  });
  const apiListener = getRequestListener(api.fetch);
  const appMiddleware = options.createAppMiddleware ? await options.createAppMiddleware(server) : undefined;
  const notFound = (response: ServerResponse) => {
    response.writeHead(404, { ...security.resource, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  handler = (request, response) => {
    const path = request.url ?? '/';
    if (path === healthPath) {
      void answerHealth(options.database, request, response, security.resource);
      return;
    }
    if (path.startsWith('/api/') || path.startsWith('/_configuration/')) {
      setHeaders(response, security.resource);
      void apiListener(request, response);
      return;
    }
    if (path === '/app-config.json' || path.startsWith('/app-config.json?')) {
      response.writeHead(200, {
        ...security.resource,
        ...cachingHeaders('/app-config.json'),
        'Content-Type': 'application/json',
      });
      response.end(request.method === 'HEAD' ? undefined : appConfiguration);
      return;
    }
    identity
      .handle(request, response)
      .then((handled) => {
        if (handled) return;
        if (appMiddleware) {
          const { pathname, search } = new URL(path, 'http://localhost');
          // The silent sign-in's frame gets the small callback page, as from the build.
          if (pathname === silentCallback.path) request.url = `${silentCallback.document}${search}`;
          secureMiddlewareResponse(response, pathname, security);
          appMiddleware(request, response, () => {
            notFound(response);
          });
          return;
        }
        if (options.appDirectory && serveApp(options.appDirectory, request, response, security)) return;
        notFound(response);
      })
      .catch((error: unknown) => {
        console.error('[dev-server]', error);
        if (!response.headersSent) response.writeHead(500, security.resource).end('Internal Server Error');
      });
  };

  page.configuration = await describePageConfiguration(url, publicUrl, runtimeConfiguration, identity);

  return {
    url,
    server,
    close: async () => {
      await new Promise<void>((resolvePromise, reject) => {
        server.closeIdleConnections();
        server.close((error) => (error ? reject(error) : resolvePromise()));
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      });
      await purge.stop();
    },
  };
}
