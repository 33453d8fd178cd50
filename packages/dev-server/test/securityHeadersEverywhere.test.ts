// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appSecurityHeaders from '../../app/security-headers.json' with { type: 'json' };
import { migrate, openDatabase, type Database } from '../src/db/database.ts';
import { startServer, type RunningServer } from '../src/server.ts';

/**
 * Everything the dev server serves carries security headers (packages/app/security-headers.json):
 * the app's page with its policy and a nonce new for each response, every other answer the resource
 * headers, and the identity's pages their own.
 */

const { noncePlaceholder, configurationPlaceholder, silentRenewPath, serviceWorkerPath, headers } = appSecurityHeaders;

/** An index.html as the build writes it: the nonce placeholder in the meta and on the script. */
const indexHtml = `<!doctype html><html><head><meta property="csp-nonce" nonce="${noncePlaceholder}">
<script type="module" src="/assets/app.js" nonce="${noncePlaceholder}"></script></head><body><div id="root"></div>
<script type="application/json" id="stampcard-configuration">${configurationPlaceholder}</script></body></html>`;
const callbackHtml = `<!doctype html><html><head><meta property="csp-nonce" nonce="${noncePlaceholder}">
<script type="module" src="/assets/callback.js" nonce="${noncePlaceholder}"></script></head><body></body></html>`;

/** The headers of a response named in `names`, as the server sent them. */
function headersOf(response: Response, names: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}

/** The file's headers with `nonce` for the placeholder, as a response carries them. */
function expectedHeaders(set: Record<string, string>, nonce = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(set).map(([name, value]) => [name, value.replaceAll(noncePlaceholder, nonce)]),
  );
}

/** The nonce of a page's policy. */
function policyNonce(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  if (nonce === undefined) throw new Error('The policy has no nonce.');
  return nonce;
}

/** Checks a page's headers and that its body carries its policy's nonce and no placeholder. */
async function expectPage(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const nonce = policyNonce(response);
  const html = await response.text();
  expect(html).not.toContain(noncePlaceholder);
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  expect(html).toContain(`nonce="${nonce}"></script>`);
  return nonce;
}

function expectResource(response: Response): void {
  expect(headersOf(response, Object.keys(headers.resource))).toEqual(headers.resource);
}

describe('security headers on everything the dev server serves', () => {
  let database: Database;
  let appDirectory: string;
  let built: RunningServer;
  let vite: RunningServer;
  /** The paths the stand-in for Vite was asked for. */
  const requested: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    appDirectory = mkdtempSync(join(tmpdir(), 'stampcard-headers-'));
    mkdirSync(join(appDirectory, 'assets'));
    writeFileSync(join(appDirectory, 'index.html'), indexHtml);
    writeFileSync(join(appDirectory, 'assets', 'app.js'), 'export {};');
    writeFileSync(join(appDirectory, 'silent-callback.html'), callbackHtml);
    writeFileSync(join(appDirectory, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    writeFileSync(join(appDirectory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const appConfiguration = {
      clientId: 'Stampcard.Web',
      apiOrigin: '',
      analyticsEmbedUrl: 'https://analytics.example/embed/report?id=1',
    };
    built = await startServer({ database, port: 0, host: '127.0.0.1', appDirectory, appConfiguration });
    vite = await startServer({
      database,
      port: 0,
      host: '127.0.0.1',
      appConfiguration,
      appScriptNonce: true,
      // Stands in for Vite's middlewares: index.html as its index middleware sends it (set headers,
      // an ETag, one end), a module as its transform middleware does, a file as its static one.
      createAppMiddleware: () =>
        Promise.resolve((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          requested.push(path);
          if (path === '/@vite/client') {
            response.setHeader('Content-Type', 'text/javascript');
            response.end('export {};');
          } else if (path === '/favicon.svg') {
            response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
            response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
          } else if (path.includes('.') && !path.endsWith('.html')) {
            next();
          } else {
            response.setHeader('Content-Type', 'text/html');
            response.setHeader('Etag', 'W/"index"');
            response.statusCode = 200;
            response.end(Buffer.from(indexHtml));
          }
        }),
    });
    // Opening and migrating an embedded database takes seconds on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await built.close();
    await vite.close();
    await database.close();
    rmSync(appDirectory, { recursive: true, force: true });
  });

  it('writes the configuration, the sign-in settings and the provider metadata into the page', async () => {
    const html = await (await fetch(`${built.url}/customers`)).text();
    const written = /<script type="application\/json" id="stampcard-configuration">(.*?)<\/script>/s.exec(html)?.[1];
    const configuration = JSON.parse(written ?? 'null') as {
      app: { clientId: string };
      identity: { authority: string; client_id: string };
      metadata: Record<string, string>;
    };
    expect(configuration.app.clientId).toBe('Stampcard.Web');
    expect(configuration.identity).toMatchObject({ authority: built.url, client_id: 'Stampcard.Web' });
    // The provider's own discovery document, as the sign-in library would have fetched it.
    const discovery = (await (await fetch(`${built.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
      expect(configuration.metadata[field], field).toBe(discovery[field]);
    }
  });

  it('serves the small callback page at the silent renewal path, framed by its own origin', async () => {
    const response = await fetch(`${built.url}${silentRenewPath}?code=c&state=s`);
    const page = await response.clone().text();
    await expectPage(response);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page).toContain('/assets/callback.js');
    expect(page).not.toContain('/assets/app.js');
  });

  it("gives index.html and every client route the app's policy, with a nonce new for each response", async () => {
    const nonces: string[] = [];
    for (const path of ['/', '/index.html', '/businesses/1/details?tab=staff']) {
      const response = await fetch(`${built.url}${path}`);
      const nonce = await expectPage(response);
      const expected = expectedHeaders(headers.page, nonce);
      // The analytics report the configuration names may be framed.
      expected['Content-Security-Policy'] = (expected['Content-Security-Policy'] ?? '').replace(
        "frame-src 'self'",
        "frame-src 'self' https://analytics.example",
      );
      expect(headersOf(response, Object.keys(headers.page)), path).toEqual(expected);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeNull();
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('lets only this origin frame the silent renewal page, which the app opens in a hidden frame', async () => {
    const response = await fetch(`${built.url}${silentRenewPath}?code=abc&state=def`);
    const nonce = await expectPage(response);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(policy).toContain(`'nonce-${nonce}'`);
  });

  it('gives the HEAD of a page its headers too', async () => {
    const response = await fetch(`${built.url}/cards`, { method: 'HEAD' });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("'nonce-");
  });

  it('gives the built files, /app-config.json, the API and a 404 the resource headers', async () => {
    const asset = await fetch(`${built.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectResource(asset);
    expectResource(await fetch(`${built.url}/favicon.svg`));

    const configuration = await fetch(`${built.url}/app-config.json`);
    expect(configuration.headers.get('content-type')).toBe('application/json');
    expectResource(configuration);

    const unauthorized = await fetch(`${built.url}/api/Card`);
    expect(unauthorized.status).toBe(401);
    expectResource(unauthorized);
    const clientSettings = await fetch(`${built.url}/_configuration/Stampcard.Web`);
    expect(clientSettings.status).toBe(200);
    expectResource(clientSettings);

    const missing = await fetch(`${built.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expectResource(missing);
  });

  it("gives the service worker's script the policy its own requests run under, revalidated before each use", async () => {
    const response = await fetch(`${built.url}${serviceWorkerPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(headersOf(response, Object.keys(headers.serviceWorker))).toEqual(headers.serviceWorker);
    // The resource policy (default-src 'none') would block the worker's precache.
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it("leaves the identity's pages their own policy", async () => {
    const response = await fetch(`${built.url}/Identity/Account/Register`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  describe('under `npm run dev` (Vite middleware)', () => {
    it("gives the page its policy, allowing Vite's inline scripts by the nonce it writes into the page", async () => {
      const response = await fetch(`${vite.url}/businesses/1/details`);
      const nonce = await expectPage(response);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('permissions-policy')).toBe(headers.page['Permissions-Policy']);
      // A page differs in every response: no validator to revalidate it into an old nonce.
      expect(response.headers.get('etag')).toBeNull();
      expect(policyNonce(await fetch(`${vite.url}/`))).not.toBe(nonce);
    });

    it('gives the silent renewal page its own framing', async () => {
      const response = await fetch(`${vite.url}${silentRenewPath}`);
      await expectPage(response);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // Vite is asked for the callback page itself, as the build's file would be served.
      expect(requested).toContain('/silent-callback.html');
    });

    it('gives modules, files and a 404 the resource headers, by what they are', async () => {
      const client = await fetch(`${vite.url}/@vite/client`);
      expect(await client.text()).toBe('export {};');
      expectResource(client);
      expectResource(await fetch(`${vite.url}/favicon.svg`));
      const missing = await fetch(`${vite.url}/src/missing.ts`);
      expect(missing.status).toBe(404);
      expectResource(missing);
    });
  });
});
