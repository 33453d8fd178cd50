// Checks that the production hosting (nginx.mjs) answers as the README says, before it is measured:
// HTTP/2, the headers of security-headers.json, the nonce filled in, the build's compressed copies
// by Accept-Encoding, a year for the hashed files and 404 (not kept) for a missing one, the
// configuration written into the page at deploy, and the API and the provider behind it on the
// public origin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from './nginx.mjs';

const hosting = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'security-headers.json'), 'utf8'));

/** The body as the server meant it: decompressed by its Content-Encoding. */
function decoded(answer) {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** The headers of `sets` the answer lacks or has otherwise (the nonce placeholder standing for `nonce`). */
function wrongHeaders(answer, sets, nonce = '') {
  return sets.flatMap((headers) =>
    Object.entries(headers).flatMap(([name, value]) => {
      const expected = value.replaceAll(hosting.noncePlaceholder, nonce);
      const actual = answer.headers[name.toLowerCase()];
      return actual === expected ? [] : [`${name}: ${actual === undefined ? 'missing' : `"${actual}"`}`];
    }),
  );
}

/**
 * Asks the production hosting at `url` (trusting `certificate`) for the page, a script, the silent
 * sign-in's page, the service worker, a missing chunk, the client settings, the discovery document
 * and the API. Returns one line per check, `ok` when it answered as the README says; `brotli`:
 * whether nginx has the brotli_static module (else gzip copies only).
 *
 * @param {string} url
 * @param {string} certificate PEM
 * @param {boolean} brotli
 * @returns {Promise<{ ok: boolean, text: string }[]>}
 */
export async function checkProduction(url, certificate, brotli) {
  const { caching, headers, compression } = hosting;
  const both = compression.encodings.map((/** @type {{ encoding: string }} */ kind) => kind.encoding).join(', ');
  const get = (path, acceptEncoding = both) =>
    request(url, certificate, path, acceptEncoding === '' ? {} : { 'accept-encoding': acceptEncoding });
  /** @type {{ ok: boolean, text: string }[]} */
  const results = [];
  const check = (what, problems, detail) =>
    results.push({
      ok: problems.length === 0,
      text: `${what}: ${problems.length === 0 ? detail : problems.join('; ')}`,
    });

  const page = await get('/businesses');
  const html = decoded(page);
  const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
  check(
    'a client route (index.html)',
    [
      ...(page.status === 200 ? [] : [`status ${page.status}`]),
      ...(page.protocol === 'h2' ? [] : [`protocol ${page.protocol}`]),
      ...wrongHeaders(page, [headers.page, caching.other], nonce),
      ...(nonce.length >= 22 ? [] : [`nonce "${nonce}" too short`]),
      ...(html.includes(hosting.noncePlaceholder) ? ['the placeholder is left in the page'] : []),
      ...(html.includes(`nonce="${nonce}"`) ? [] : ["the page does not carry its policy's nonce"]),
      ...(page.headers.etag === undefined && page.headers['last-modified'] === undefined
        ? []
        : ['it has a validator (ETag or Last-Modified)']),
    ],
    `${page.protocol}, ${page.headers['content-encoding'] ?? 'identity'}, nonce filled in, page headers`,
  );
  const written = /<script type="application\/json" id="stampcard-configuration"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  /** @type {{ identity?: { authority?: string }, metadata?: { issuer?: string } } | null} */
  let inline = null;
  try {
    inline = JSON.parse(written ?? 'null');
  } catch {
    // Reported below.
  }
  check(
    "the page's configuration (written at deploy)",
    inline?.identity?.authority === url && inline.metadata?.issuer === url
      ? []
      : [`not this origin's: ${String(written).slice(0, 120)}`],
    `authority and issuer ${url}`,
  );

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (script === undefined) check('the entry script', ['not found in index.html'], '');
  else {
    const expected = [
      [both, brotli ? 'br' : 'gzip'],
      ['gzip', 'gzip'],
      ['', undefined],
    ];
    const problems = [];
    const sizes = [];
    for (const [accepted, encoding] of expected) {
      const answer = await get(script, accepted);
      const label = `Accept-Encoding "${accepted}"`;
      if (answer.status !== 200) problems.push(`${label}: status ${answer.status}`);
      if (answer.headers['content-encoding'] !== encoding) {
        problems.push(
          `${label}: sent ${answer.headers['content-encoding'] ?? 'identity'}, not ${encoding ?? 'identity'}`,
        );
      }
      problems.push(...wrongHeaders(answer, [headers.resource, caching.hashedAssets, compression.headers]));
      sizes.push(`${encoding ?? 'identity'} ${(answer.body.byteLength / 1024).toFixed(1)} KB`);
    }
    check(`the entry script (${script})`, [...new Set(problems)], `${sizes.join(', ')}, cached a year`);
  }

  const missing = await get('/assets/no-such-chunk.js');
  check(
    'a missing hashed file',
    [
      ...(missing.status === 404 ? [] : [`status ${missing.status}`]),
      ...(missing.headers['cache-control'] === undefined
        ? []
        : [`Cache-Control "${missing.headers['cache-control']}"`]),
    ],
    '404, not kept',
  );

  for (const path of [hosting.silentRenewPath, hosting.silentRenewDocument]) {
    const answer = await get(path);
    const frameNonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
    const body = decoded(answer);
    check(
      `the silent sign-in's page (${path})`,
      [
        ...(answer.status === 200 ? [] : [`status ${answer.status}`]),
        ...wrongHeaders(answer, [headers.silentRenewPage, caching.other], frameNonce),
        ...(body.includes(hosting.noncePlaceholder) ? ['the placeholder is left in the page'] : []),
        ...(frameNonce !== '' && body.includes(`nonce="${frameNonce}"`) ? [] : ["the page lacks its policy's nonce"]),
      ],
      `${answer.headers['content-encoding'] ?? 'identity'}, nonce filled in, framed by this origin only`,
    );
  }

  const worker = await get(hosting.serviceWorkerPath);
  check(
    `the service worker (${hosting.serviceWorkerPath})`,
    [
      ...(worker.status === 200 ? [] : [`status ${worker.status}`]),
      ...wrongHeaders(worker, [headers.serviceWorker, caching.other, compression.headers]),
    ],
    `${worker.headers['content-encoding'] ?? 'identity'}, its own policy`,
  );

  const settings = await get('/_configuration/Stampcard.Web');
  const authority = settings.status === 200 ? JSON.parse(decoded(settings)).authority : `status ${settings.status}`;
  check(
    'the client settings (/_configuration)',
    authority === url ? [] : [`authority ${authority}`],
    `authority ${url}`,
  );
  const discovery = await get('/.well-known/openid-configuration');
  const metadata = discovery.status === 200 ? JSON.parse(decoded(discovery)) : {};
  check(
    "the provider's discovery document",
    metadata.issuer === url && String(metadata.token_endpoint).startsWith(`${url}/`)
      ? []
      : [`issuer ${metadata.issuer}, token endpoint ${metadata.token_endpoint}`],
    `issuer and endpoints on ${url}`,
  );
  const api = await get('/api/businesses');
  check(
    'the API, signed out',
    [...(api.status === 401 ? [] : [`status ${api.status}`]), ...wrongHeaders(api, [headers.resource])],
    '401 with the resource headers',
  );
  return results;
}
