/**
 * The security headers of everything the dev server serves apart from the identity's pages (they
 * have their own: `securityHeaders` in auth/pages.ts). They come from the app's one headers file,
 * packages/app/security-headers.json, which production hosts send too (the app's README):
 *
 * - the app's page (index.html, for every client route) gets the `page` headers with a nonce new
 *   for each response, in its policy and in the page where the build left the placeholder;
 * - the silent sign-in's callback page (silent-callback.html, at the silent renewal's path) the
 *   same, framed by this origin only (`silentRenewPage`);
 * - the service worker's script (/sw.js) the `serviceWorker` headers: the policy its own requests
 *   run under (its precache), which the `resource` policy would block;
 * - everything else (the build's files, /app-config.json, the API, 404s) the `resource` headers.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import appSecurityHeaders from '../../app/security-headers.json' with { type: 'json' };

export interface SecurityHeadersOptions {
  /** Origins besides the page's own the app calls: the API's when it is elsewhere. */
  connectOrigins?: readonly string[];
  /** Origins besides the page's own the app frames: the analytics report's. */
  frameOrigins?: readonly string[];
  /**
   * Whether the app's pages may also run inline scripts carrying the response's nonce: Vite's dev
   * server writes React Refresh's preamble inline. Never for a build.
   * @default false
   */
  scriptNonce?: boolean;
  /**
   * What the app's page holds in place of its configuration placeholder: the runtime configuration,
   * the identity client's settings and the provider's metadata as one JSON object, so the app
   * starts without fetching them; undefined (the default) leaves the placeholder, and the app
   * fetches them. Asked for each page, as the server learns its own address after it starts.
   */
  pageConfiguration?: () => object | undefined;
}

/** The headers of one response of the app's page, and the nonce they allow. */
export interface PageHeaders {
  /** This response's nonce, to write into the page in place of the build's placeholder. */
  nonce: string;
  headers: Record<string, string>;
}

export interface SecurityHeaders {
  /** The headers of the app's page served at `pathname`, with a new nonce. */
  page(pathname: string): PageHeaders;
  /** The headers of the service worker's script (`serviceWorkerPath`), whose policy its own requests run under. */
  readonly serviceWorker: Readonly<Record<string, string>>;
  /** The headers of every other response. */
  readonly resource: Readonly<Record<string, string>>;
  /**
   * The page's HTML with the build's nonce placeholder replaced by `nonce` and its configuration
   * placeholder by the page configuration, when there is one.
   */
  fillPage(html: string, nonce: string): string;
}

const {
  noncePlaceholder,
  configurationPlaceholder,
  silentRenewPath,
  silentRenewDocument,
  headers: headerSets,
} = appSecurityHeaders;

/** Where the build's service worker is (`headers.serviceWorker`). */
export const serviceWorkerPath: string = appSecurityHeaders.serviceWorkerPath;

/** The silent sign-in's callback: the app's route, and the build's page served there. */
export const silentCallback = { path: silentRenewPath, document: silentRenewDocument } as const;

/**
 * `value` as JSON that can sit inside a <script> element: no `<` in it, so neither `</script>` nor
 * `<!--` can end or change the element, whatever the configuration's strings hold.
 */
export function toScriptJson(value: object): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** Adds sources to the named directives of a policy (directives it does not have are an error). */
function withSources(policy: string, additions: Record<string, readonly string[]>): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  for (const name of Object.keys(additions)) {
    if (!directives.some((directive) => directive.split(' ', 1)[0] === name)) {
      throw new Error(`The app's policy has no ${name} to add sources to.`);
    }
  }
  return directives
    .map((directive) => {
      const sources = additions[directive.split(' ', 1)[0] ?? ''] ?? [];
      return sources.length > 0 ? `${directive} ${[...new Set(sources)].join(' ')}` : directive;
    })
    .join('; ');
}

export function createSecurityHeaders(options: SecurityHeadersOptions = {}): SecurityHeaders {
  const additions: Record<string, readonly string[]> = {
    'connect-src': options.connectOrigins ?? [],
    'frame-src': options.frameOrigins ?? [],
    ...(options.scriptNonce ? { 'script-src': [`'nonce-${noncePlaceholder}'`] } : {}),
  };
  const pageSet = (set: Record<string, string>) => ({
    ...set,
    'Content-Security-Policy': withSources(set['Content-Security-Policy'] ?? '', additions),
  });
  const page = pageSet(headerSets.page);
  const silentRenewPage = pageSet(headerSets.silentRenewPage);

  return {
    page(pathname) {
      // 128 random bits, new for every response: a nonce an attacker can know allows their styles too.
      const nonce = randomBytes(16).toString('base64');
      const set = pathname === silentRenewPath || pathname === silentRenewDocument ? silentRenewPage : page;
      return {
        nonce,
        headers: Object.fromEntries(
          Object.entries(set).map(([name, value]) => [name, value.replaceAll(noncePlaceholder, nonce)]),
        ),
      };
    },
    serviceWorker: headerSets.serviceWorker,
    resource: headerSets.resource,
    fillPage(html, nonce) {
      const withNonce = html.replaceAll(noncePlaceholder, nonce);
      const configuration = options.pageConfiguration?.();
      // A function as the replacement, so `$` in the configuration is taken as it is.
      return configuration === undefined
        ? withNonce
        : withNonce.replaceAll(configurationPlaceholder, () => toScriptJson(configuration));
    },
  };
}

/** Sets `headers` on a response whose headers are not sent yet. */
export function setHeaders(response: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

const isHtml = (contentType: unknown) => typeof contentType === 'string' && /^text\/html\b/i.test(contentType);

/** The Content-Type a `writeHead` call sends: set before, or among the headers it is given. */
function contentTypeOf(response: ServerResponse, writeHeadArguments: readonly unknown[]): unknown {
  for (const argument of writeHeadArguments) {
    if (typeof argument !== 'object' || argument === null || Array.isArray(argument)) continue;
    for (const [name, value] of Object.entries(argument)) if (name.toLowerCase() === 'content-type') return value;
  }
  return response.getHeader('content-type');
}

/**
 * Gives a response of the app's middleware (Vite under `npm run dev`) its headers by what it turns
 * out to be: an HTML page the page headers, with their nonce written into the page (Vite sends
 * index.html whole, in one `end`) and no ETag (the page differs in every response, so a browser
 * must not revalidate it into one with an old nonce); anything else the resource headers.
 */
export function secureMiddlewareResponse(response: ServerResponse, pathname: string, security: SecurityHeaders): void {
  let pageHeaders: PageHeaders | undefined;
  const pageOnce = () => (pageHeaders ??= security.page(pathname));

  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((...writeHeadArguments: unknown[]) => {
    if (isHtml(contentTypeOf(response, writeHeadArguments))) {
      setHeaders(response, pageOnce().headers);
      response.removeHeader('ETag');
    } else {
      setHeaders(response, security.resource);
    }
    const sent: unknown = Reflect.apply(writeHead, undefined, writeHeadArguments);
    return sent;
  }) as ServerResponse['writeHead'];

  const end = response.end.bind(response);
  response.end = ((...endArguments: unknown[]) => {
    const [chunk] = endArguments;
    if (!response.headersSent && isHtml(response.getHeader('content-type'))) {
      if (typeof chunk === 'string') endArguments[0] = security.fillPage(chunk, pageOnce().nonce);
      else if (chunk instanceof Uint8Array) {
        endArguments[0] = security.fillPage(Buffer.from(chunk).toString('utf8'), pageOnce().nonce);
      }
    }
    const ended: unknown = Reflect.apply(end, undefined, endArguments);
    return ended;
  }) as ServerResponse['end'];
}
