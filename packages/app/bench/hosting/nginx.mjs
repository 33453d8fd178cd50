// The app hosted as packages/app/README.md's "Production hosting" says, for the benchmarks: nginx
// from Debian's packages serving the build (packages/app/dist) over HTTP/2 and TLS with a local
// certificate, with the headers, caching rules and precompressed copies of security-headers.json,
// and the API and the sign-in provider (here: the dev server) behind it on the same origin.
//
// The server block follows the README's, location for location; its header values are taken from
// security-headers.json (the README's are kept identical to it by src/securityHeaders.test.ts), and
// `compareWithReadme` lists where the two blocks differ. Beyond the README's block (which serves
// the app's files only): the listen and certificate lines for this machine and the locations that
// pass the API, /_configuration and the provider's paths to the dev server.
//
// The dev server behind it is started with this origin as its PUBLIC_URL: its provider issues for
// it and names its endpoints after the Host (with the port) and X-Forwarded-Proto nginx sends it.
// The app's page is a deployed copy of the build (hosting/deploy.mjs): its configuration written
// into index.html, as the README's "In the page, no request" has a production host do.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { createCertificate } from './certificate.mjs';

const appDirectory = join(import.meta.dirname, '..', '..');
/** The app's headers, caching and compression rules: what the dev server sends and the README's nginx block too. */
const hosting = JSON.parse(readFileSync(join(appDirectory, 'security-headers.json'), 'utf8'));
const readmeFile = join(appDirectory, 'README.md');
/** Where Debian's nginx keeps its modules (libnginx-mod-http-brotli-static puts ngx_brotli's static module there). */
const debianModules = '/usr/lib/nginx/modules';
/** nginx's variable for the nonce: 32 random hexadecimal characters, new for each request (the README's choice). */
const nonceVariable = '$request_id';

/**
 * The nginx installed here, or null: its binary, version, whether it takes `http2 on;` (1.25.1 and
 * later; before, `listen ... ssl http2`), and the brotli_static module's file (null without it).
 *
 * @returns {{ binary: string, version: string, http2Directive: boolean, brotliModule: string | null } | null}
 */
export function findNginx() {
  for (const binary of ['nginx', '/usr/sbin/nginx']) {
    const result = spawnSync(binary, ['-V'], { encoding: 'utf8' });
    if (result.error !== undefined) continue;
    const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(result.stderr);
    if (match === null) continue;
    const [major, minor, patch] = match.slice(1).map(Number);
    const modules = /--modules-path=(\S+)/.exec(result.stderr)?.[1] ?? debianModules;
    const brotliModule = join(modules, 'ngx_http_brotli_static_module.so');
    return {
      binary,
      version: `${major}.${minor}.${patch}`,
      http2Directive: major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1))),
      brotliModule: existsSync(brotliModule) ? brotliModule : null,
    };
  }
  return null;
}

/** A header value as an nginx string: the nonce placeholder becomes nginx's nonce. */
function nginxValue(value) {
  if (/["\\$]/.test(value)) throw new Error(`A header value nginx would misread: ${value}`);
  return `"${value.replaceAll(hosting.noncePlaceholder, nonceVariable)}"`;
}

/** `add_header` lines (with `always`, so errors carry them too) for each of `headerSets`, in order. */
function addHeaders(...headerSets) {
  return headerSets.flatMap((headers) =>
    Object.entries(headers).map(([name, value]) => `add_header ${name} ${nginxValue(value)} always;`),
  );
}

/** A location block: its comment, its match and its directives. */
function location(comment, match, directives) {
  return [`# ${comment}`, `location ${match} {`, ...directives.map((line) => `    ${line}`), '}'];
}

/**
 * The nginx.conf that serves `distDirectory` on `port` over HTTP/2 and TLS (`certificate`) as the
 * README says, with the API and the provider passed to the dev server at `upstream`.
 *
 * @param {object} options
 * @param {string} options.directory the run's folder: pid, temporary files
 * @param {number} options.port
 * @param {string} options.distDirectory
 * @param {{ certificateFile: string, keyFile: string }} options.certificate
 * @param {{ port: number }} options.upstream the dev server: its port on this machine
 * @param {NonNullable<ReturnType<typeof findNginx>>} options.nginx
 * @returns {string}
 */
export function nginxConfiguration({ directory, port, distDirectory, certificate, upstream, nginx }) {
  const { caching, headers } = hosting;
  const fillNonce = ['sub_filter_once off;', `sub_filter "${hosting.noncePlaceholder}" "${nonceVariable}";`];
  const silentRenewPage = [...fillNonce, ...addHeaders(caching.other, headers.silentRenewPage)];
  const hasIPv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
    (addresses ?? []).some((address) => address.address === '::1'),
  );
  const listen = ['127.0.0.1', ...(hasIPv6Loopback ? ['[::1]'] : [])].map((address) =>
    nginx.http2Directive ? `listen ${address}:${port} ssl;` : `listen ${address}:${port} ssl http2;`,
  );
  // To the dev server: kept-alive connections, with this origin's Host (its port too) and scheme,
  // which its provider (PUBLIC_URL, behind a proxy) builds its addresses from. A location that
  // sets one proxy_set_header inherits none: all here.
  const toDevServer = [
    'proxy_pass http://dev_server;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host:$server_port;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ];
  const server = [
    ...listen,
    ...(nginx.http2Directive ? ['http2 on;'] : []),
    'server_name localhost;',
    `root ${distDirectory};`,
    `ssl_certificate ${certificate.certificateFile};`,
    `ssl_certificate_key ${certificate.keyFile};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    '',
    "# The build's copies (x.js.br, x.js.gz) for the requests that accept them, with",
    '# Vary: Accept-Encoding; index.html, which has none, compressed per response after sub_filter.',
    ...(nginx.brotliModule === null ? [] : ['brotli_static on;']),
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    '',
    ...location(
      'The hashed files: a year, unchanged; one that does not exist is a 404, not the page, and nobody keeps it (the year, without `always`, goes with the files found only).',
      hosting.caching.hashedAssetsPath,
      [
        'try_files $uri =404;',
        ...addHeaders(caching.hashedAssets).map((line) => line.replace(/ always;$/, ';')),
        ...addHeaders(headers.resource),
      ],
    ),
    '',
    ...location(
      'The other files (app-config.json, favicon.svg, card-icons/); a path without a file is a client route: index.html.',
      '/',
      ['try_files $uri /index.html;', ...addHeaders(caching.other, headers.resource)],
    ),
    '',
    ...location("index.html, for every client route: the page's policy with this response's nonce.", '= /index.html', [
      ...fillNonce,
      ...addHeaders(caching.other, headers.page),
    ]),
    '',
    ...location(
      "The service worker's script: checked at each visit, with the policy its own requests run under.",
      `= ${hosting.serviceWorkerPath}`,
      addHeaders(caching.other, headers.serviceWorker),
    ),
    '',
    ...location(
      "The silent renewal's hidden frame, which the app opens on its own origin: the build's callback page.",
      `= ${hosting.silentRenewPath}`,
      [`try_files ${hosting.silentRenewDocument} =404;`, ...silentRenewPage],
    ),
    '',
    ...location(
      'The same page under its own name, as the service worker precaches it for the hidden frame.',
      `= ${hosting.silentRenewDocument}`,
      silentRenewPage,
    ),
    '',
    '# Not in the README: the API and its client settings, passed to the dev server as they are',
    '# (it sends their headers).',
    ...location('The API.', '/api/', toDevServer),
    ...location("The identity client's settings.", '/_configuration/', toDevServer),
    ...location(
      "The provider's endpoints (packages/dev-server/src/auth/provider.ts, oidcRoute).",
      '~ ^/(auth|token|session/end)(/|$)',
      toDevServer,
    ),
    ...location(
      "The provider's discovery document, keys and user info.",
      '~ ^/(\\.well-known/(openid-configuration|oauth-authorization-server)|jwks|me)$',
      toDevServer,
    ),
    ...location("The provider's sign-in pages (identity.ts).", '/interaction/', toDevServer),
    ...location('Registration and account management (identity.ts: any case).', '~* ^/identity/account/', toDevServer),
  ];
  return [
    '# Made by packages/app/bench/hosting/nginx.mjs for one benchmark run.',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(directory, 'nginx.pid')};`,
    'error_log stderr warn;',
    ...(nginx.brotliModule === null ? [] : [`load_module ${nginx.brotliModule};`]),
    'events {',
    '    worker_connections 1024;',
    '}',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    '    tcp_nopush on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${join(directory, 'temp', kind)};`,
    ),
    '    upstream dev_server {',
    `        server 127.0.0.1:${upstream.port};`,
    '        keepalive 16;',
    '    }',
    '    proxy_http_version 1.1;',
    '    server {',
    ...server.map((line) => (line === '' ? '' : `        ${line}`)),
    '    }',
    '}',
    '',
  ].join('\n');
}

/** The directives of each location of an nginx server block (and of the block itself, as ''), comments left out. */
function directivesByLocation(text) {
  /** @type {Map<string, string[]>} */
  const blocks = new Map([['', []]]);
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim().replace(/\s+/g, ' ');
    if (line === '' || line === 'server {') continue;
    const opening = /^location (.+) \{$/.exec(line);
    if (opening !== null) {
      current = opening[1];
      blocks.set(current, []);
    } else if (line === '}') current = '';
    else blocks.get(current)?.push(line);
  }
  return blocks;
}

/**
 * Where the generated server block differs from the README's (its ```nginx block), location by
 * location: the README's lines missing here and the lines here it does not have. The listen,
 * server_name, root and certificate lines are this machine's, and the proxy locations are not in
 * the README: left out.
 *
 * @param {string} configuration the generated nginx.conf
 * @returns {string[]}
 */
export function compareWithReadme(configuration) {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(readmeFile, 'utf8'))?.[1];
  if (block === undefined) return ['the README has no nginx block (```nginx) to compare with'];
  const machineOnly = /^(listen|http2|server_name|root|ssl_\w+) /;
  const proxied = (match) => ['/api/', '/_configuration/', '/interaction/'].includes(match) || match.startsWith('~');
  const readme = directivesByLocation(block);
  const server = /^ {4}server \{\n([\s\S]*)\n {4}\}\n\}/m.exec(configuration)?.[1] ?? '';
  const ours = directivesByLocation(server);
  const differences = [];
  for (const match of new Set([...readme.keys(), ...ours.keys()])) {
    if (proxied(match)) continue;
    const name = match === '' ? 'server' : `location ${match}`;
    const theirs = (readme.get(match) ?? []).filter((line) => !machineOnly.test(line));
    const mine = (ours.get(match) ?? []).filter((line) => !machineOnly.test(line));
    if (!readme.has(match)) differences.push(`${name}: not in the README`);
    else if (!ours.has(match)) differences.push(`${name}: in the README only`);
    const missing = theirs.filter((line) => !mine.includes(line));
    const added = mine.filter((line) => !theirs.includes(line));
    const list = (lines) => lines.map((line) => line.replace(/;$/, '')).join(', ');
    if (missing.length > 0) differences.push(`${name}: README has ${list(missing)}`);
    if (added.length > 0) differences.push(`${name}: here also ${list(added)}`);
  }
  return differences;
}

/**
 * Starts nginx (a child in the foreground, `daemon off;`) with a new certificate and configuration
 * in `directory`, serving `distDirectory` on https://localhost:`port` with the dev server
 * (`upstream`) behind it; resolves once it answers. `stop()` ends it.
 *
 * @param {object} options
 * @param {string} options.directory an empty folder of this run (made readable to nginx's workers)
 * @param {number} options.port
 * @param {string} options.distDirectory
 * @param {{ port: number }} options.upstream
 * @param {NonNullable<ReturnType<typeof findNginx>>} options.nginx
 */
export async function startNginx({ directory, port, distDirectory, upstream, nginx }) {
  // nginx's workers run as nobody when it starts as root: they read the build and write temporary files here.
  chmodSync(directory, 0o755);
  mkdirSync(join(directory, 'temp'));
  const certificate = createCertificate(directory);
  const configuration = nginxConfiguration({ directory, port, distDirectory, certificate, upstream, nginx });
  const configurationFile = join(directory, 'nginx.conf');
  writeFileSync(configurationFile, configuration);
  const args = ['-p', directory, '-c', configurationFile, '-e', 'stderr'];
  const test = spawnSync(nginx.binary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration (${configurationFile}):\n${test.stderr}`);

  const child = spawn(nginx.binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk.toString()).slice(-10_000);
  });
  const url = `https://localhost:${port}`;
  const running = {
    url,
    configuration,
    configurationFile,
    certificate,
    /** nginx's warnings and errors so far. */
    log: () => log,
    /** Stops nginx: a fast shutdown (SIGTERM), SIGKILL after `grace`. */
    async stop(grace = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), grace);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx stopped before answering.\n${log.slice(-2_000)}`);
    }
    const answer = await request(url, certificate.certificate, '/favicon.svg').catch(() => null);
    if (answer?.status === 200) return running;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await running.stop();
  throw new Error(`nginx did not answer ${url} within 15 s.\n${log.slice(-2_000)}`);
}

/**
 * One GET over HTTP/2 to `origin` (trusting `certificate` only): the status, headers and body (as
 * sent: not decompressed) and the protocol agreed.
 *
 * @param {string} origin
 * @param {string} certificate PEM
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http2').IncomingHttpHeaders, body: Buffer, protocol: string }>}
 */
export function request(origin, certificate, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: certificate });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    /** @type {Buffer[]} */
    const chunks = [];
    /** @type {import('node:http2').IncomingHttpHeaders} */
    let answer = {};
    stream.on('response', (received) => {
      answer = received;
    });
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      const protocol = session.alpnProtocol ?? 'unknown';
      session.close();
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks), protocol });
    });
    stream.end();
  });
}
