// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appHeaders from '../../app/security-headers.json' with { type: 'json' };
import { demoAddressLookupKey } from '../src/api/routes/addresses.ts';
import { migrate, openDatabase, type Database } from '../src/db/database.ts';
import { startServer, type RunningServer } from '../src/server.ts';

describe('the app on the dev server', () => {
  let database: Database;
  let running: RunningServer;
  const served: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    running = await startServer({
      database,
      port: 0,
      host: '127.0.0.1',
      appConfiguration: {
        clientId: 'Stampcard.Web',
        apiOrigin: '',
        analyticsEmbedUrl: 'https://analytics.example/embed',
      },
      // Stands in for Vite's middlewares under `npm run dev`.
      createAppMiddleware: (server) => {
        expect(server.listening).toBe(true);
        return Promise.resolve((request, response, next) => {
          if (request.url === '/missing.js') {
            next();
            return;
          }
          served.push(request.url ?? '');
          response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>');
        });
      },
    });
    // Opening and migrating an embedded database takes seconds on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await running.close();
    await database.close();
  });

  it('serves the runtime configuration at /app-config.json, with its own address lookup and key', async () => {
    const response = await fetch(`${running.url}/app-config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await expect(response.json()).resolves.toEqual({
      clientId: 'Stampcard.Web',
      apiOrigin: '',
      analyticsEmbedUrl: 'https://analytics.example/embed',
      addressLookup: { url: '', key: demoAddressLookupKey },
    });
  });

  it('hands app routes to the app middleware, after the API and the provider', async () => {
    const page = await fetch(`${running.url}/businesses/1/details?tab=staff`);
    expect(page.status).toBe(200);
    expect(served).toEqual(['/businesses/1/details?tab=staff']);

    const discovery = await fetch(`${running.url}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const api = await fetch(`${running.url}/api/Card`);
    expect(api.status).toBe(401);
    expect(served).toHaveLength(1);
  });

  it('answers 404 when the middleware passes', async () => {
    const response = await fetch(`${running.url}/missing.js`);
    expect(response.status).toBe(404);
  });
});

/** A response as it came over the wire: its body not decoded, as `fetch` would. */
interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Requests `url` with the given Accept-Encoding (none when undefined). */
function get(url: string, acceptEncoding: string | undefined, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(
      url,
      { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The body decoded by the response's Content-Encoding. */
function decoded(response: RawResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case undefined:
      return response.body;
    case 'br':
      return brotliDecompressSync(response.body);
    case 'gzip':
      return gunzipSync(response.body);
    default:
      throw new Error(`Unexpected encoding ${response.headers['content-encoding']}`);
  }
}

describe('the built app on the dev server: compression and caching', () => {
  const { caching, compression } = appHeaders;
  const [brotli, gzip] = compression.encodings;
  let database: Database;
  let appDirectory: string;
  let running: RunningServer;

  /** A chunk as the build writes it: compressible, with its copies next to it. */
  const script = Buffer.from(
    Array.from({ length: 300 }, (_, index) => `export const value${String(index)} = ${String(index)};`).join('\n'),
  );
  const icon = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h512v512H0z"/>'.repeat(30)}</svg>`);
  const indexHtml = `<!doctype html><html><head><meta property="csp-nonce" nonce="${appHeaders.noncePlaceholder}">
<script type="module" src="/assets/app.js" nonce="${appHeaders.noncePlaceholder}"></script></head><body>${'<div></div>'.repeat(50)}</body></html>`;

  function write(path: string, contents: string | Buffer): void {
    mkdirSync(dirname(join(appDirectory, path)), { recursive: true });
    writeFileSync(join(appDirectory, path), contents);
  }

  /** Writes a file and its compressed copies, as the build does. */
  function writeWithCopies(path: string, contents: Buffer): void {
    write(path, contents);
    write(`${path}${brotli?.suffix ?? ''}`, brotliCompressSync(contents));
    write(`${path}${gzip?.suffix ?? ''}`, gzipSync(contents));
  }

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    appDirectory = mkdtempSync(join(tmpdir(), 'stampcard-compression-'));
    write('index.html', indexHtml);
    writeWithCopies('assets/app.js', script);
    writeWithCopies('card-icons/solid/star.svg', icon);
    // Where compressing did not help, the build wrote no copies.
    write('assets/tiny.js', 'export {};');
    write('assets/logo.png', script);
    running = await startServer({ database, port: 0, host: '127.0.0.1', appDirectory });
    // Opening and migrating an embedded database takes seconds on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await running.close();
    await database.close();
    rmSync(appDirectory, { recursive: true, force: true });
  });

  const vary = compression.headers.Vary.toLowerCase();

  it('sends the brotli copy when the request accepts brotli, as browsers do', async () => {
    const response = await get(`${running.url}/assets/app.js`, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe(compression.headers.Vary);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.body.byteLength));
    expect(response.body.byteLength).toBeLessThan(script.byteLength);
    expect(decoded(response)).toEqual(script);
    expect(response.headers['cache-control']).toBe(caching.hashedAssets['Cache-Control']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(appHeaders.headers.resource['Content-Security-Policy']);
  });

  it('sends the gzip copy when the request accepts gzip and not brotli', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'br;q=0.5, gzip;q=0.9']) {
      const response = await get(`${running.url}/assets/app.js`, acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(response.headers.vary?.toLowerCase()).toBe(vary);
      expect(response.headers['content-length']).toBe(String(response.body.byteLength));
      expect(decoded(response)).toEqual(script);
    }
  });

  it('sends the file itself when the request accepts neither, still saying that the answer varies', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'deflate']) {
      const response = await get(`${running.url}/assets/app.js`, acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers.vary?.toLowerCase()).toBe(vary);
      expect(response.headers['content-length']).toBe(String(script.byteLength));
      expect(response.body).toEqual(script);
    }
  });

  it('answers HEAD with the headers of the same GET and no body', async () => {
    const brotliGet = await get(`${running.url}/assets/app.js`, 'br');
    const head = await get(`${running.url}/assets/app.js`, 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(brotliGet.body.byteLength));
    expect(head.headers.vary?.toLowerCase()).toBe(vary);
    expect(head.headers['cache-control']).toBe(caching.hashedAssets['Cache-Control']);
  });

  it('compresses the page for every response, after writing its nonce, for index.html and client routes', async () => {
    for (const [path, acceptEncoding] of [
      ['/', 'gzip, deflate, br'],
      ['/index.html', 'gzip'],
      ['/businesses/1/details', 'br'],
      ['/cards', undefined],
    ] as const) {
      const response = await get(`${running.url}${path}`, acceptEncoding);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe(
        acceptEncoding === undefined ? undefined : acceptEncoding.includes('br') ? 'br' : 'gzip',
      );
      expect(response.headers.vary?.toLowerCase()).toBe(vary);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(response.body.byteLength));
      expect(response.headers['cache-control']).toBe(caching.other['Cache-Control']);
      expect(response.headers.etag).toBeUndefined();
      const html = decoded(response).toString('utf8');
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).not.toContain(appHeaders.noncePlaceholder);
    }
    const head = await get(`${running.url}/cards`, 'br', 'HEAD');
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.headers.vary?.toLowerCase()).toBe(vary);
  });

  it('revalidates every file outside assets/ before each use, compressed like the others', async () => {
    const response = await get(`${running.url}/card-icons/solid/star.svg`, 'br');
    expect(response.headers['cache-control']).toBe(caching.other['Cache-Control']);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toEqual(icon);

    const configuration = await get(`${running.url}/app-config.json`, 'br');
    expect(configuration.headers['cache-control']).toBe(caching.other['Cache-Control']);
  });

  it('sends files without copies as they are: no encoding, nothing varies', async () => {
    for (const path of ['/assets/tiny.js', '/assets/logo.png']) {
      const response = await get(`${running.url}${path}`, 'gzip, deflate, br');
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.headers.vary, path).toBeUndefined();
      expect(response.headers['content-length'], path).toBe(String(response.body.byteLength));
      expect(response.headers['cache-control'], path).toBe(caching.hashedAssets['Cache-Control']);
    }
  });

  it('never serves a compressed copy under its own name', async () => {
    for (const path of ['/assets/app.js.br', '/assets/app.js.gz', '/card-icons/solid/star.svg.br']) {
      const response = await get(`${running.url}${path}`, 'gzip, deflate, br');
      expect(response.status, path).toBe(404);
      expect(response.headers['content-encoding'], path).toBeUndefined();
    }
  });
});
