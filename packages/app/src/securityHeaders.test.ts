// @vitest-environment node
/**
 * `security-headers.json` is the one source of the app's HTTP headers (security, caching,
 * compression): the dev server sends them, and the README's production notes tell a host to send
 * the same. These tests keep the README's rules and nginx example identical to the file, and the
 * file's policy as strict as the app runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import securityHeaders from '../security-headers.json' with { type: 'json' };
import { paths } from './config/paths';

const { noncePlaceholder, silentRenewPath, silentRenewDocument, serviceWorkerPath, headers, caching, compression } =
  securityHeaders;

/** The README's text. */
const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

/** The README's nginx example. */
function readmeNginxExample(): string {
  const example = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (example === undefined) throw new Error('The README has no nginx example.');
  return example;
}

/** nginx's per-request random value, which the README uses as the nonce. */
const nginxNonce = '$request_id';

interface NginxLocation {
  headers: Record<string, string>;
  /** The `sub_filter` replacements: placeholder to value. */
  substitutions: Record<string, string>;
}

/** Each location of the README's nginx example, by its path, with its headers and substitutions. */
function readmeNginxLocations(): Map<string, NginxLocation> {
  const example = readmeNginxExample();
  const locations = new Map<string, NginxLocation>();
  for (const [, path = '', body = ''] of example.matchAll(/location\s+(?:=\s+)?(\S+)\s*\{([\s\S]*?)\n\s*\}/g)) {
    const location: NginxLocation = { headers: {}, substitutions: {} };
    for (const [, name = '', value = ''] of body.matchAll(/add_header\s+(\S+)\s+"([^"]*)"(?:\s+always)?;/g)) {
      location.headers[name] = value;
    }
    for (const [, from = '', to = ''] of body.matchAll(/sub_filter\s+"([^"]*)"\s+"([^"]*)";/g)) {
      location.substitutions[from] = to;
    }
    locations.set(path, location);
  }
  return locations;
}

/** A header set as nginx sends it: the nonce is `$request_id`. */
function asNginx(headerSet: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headerSet).map(([name, value]) => [name, value.replaceAll(noncePlaceholder, nginxNonce)]),
  );
}

/** The nginx directives, outside any location, that are set to `on`. */
function nginxServerSwitches(): string[] {
  const outsideLocations = readmeNginxExample().replaceAll(/location\s[^{]*\{[\s\S]*?\n\s*\}/g, '');
  return [...outsideLocations.matchAll(/^\s*([a-z_]+)\s+on;/gm)].map(([, name = '']) => name);
}

/** The nginx module that serves the build's copies of each encoding. */
const nginxStaticModules: Record<string, string> = { br: 'brotli_static', gzip: 'gzip_static' };

/**
 * The README's table of caching and compression rules: for each rule's key in the file (the
 * first code span of a row), the code spans of its value.
 */
function readmeRules(): Map<string, string[]> {
  const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, span = '']) => span);
  const rules = new Map<string, string[]>();
  for (const [, rule = '', value = ''] of readme.matchAll(/^\| *(`(?:caching|compression)\.[^|]*?)\|([^|]*)\|$/gm)) {
    const [key = ''] = codeSpans(rule);
    rules.set(key, codeSpans(value));
  }
  return rules;
}

/** A header set as the README's table writes it: `Name: value` each. */
const asLines = (headerSet: Record<string, string>) =>
  Object.entries(headerSet).map(([name, value]) => `${name}: ${value}`);

/** A policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security-headers.json in the README', () => {
  const locations = readmeNginxLocations();

  it('sends the page headers with index.html, for every client route, its nonce filled per request', () => {
    const page = locations.get('/index.html');
    expect(page?.headers).toEqual({ ...caching.other, ...asNginx(headers.page) });
    expect(page?.substitutions).toEqual({ [noncePlaceholder]: nginxNonce });
  });

  it("sends the silent renewal page's headers at its path, its nonce filled per request", () => {
    const silentRenewPage = locations.get(silentRenewPath);
    expect(silentRenewPage?.headers).toEqual({ ...caching.other, ...asNginx(headers.silentRenewPage) });
    expect(silentRenewPage?.substitutions).toEqual({ [noncePlaceholder]: nginxNonce });
  });

  it("sends the silent renewal page's headers under the page's own name too, as the service worker precaches it", () => {
    const silentRenewDocumentPage = locations.get(silentRenewDocument);
    expect(silentRenewDocumentPage?.headers).toEqual({ ...caching.other, ...asNginx(headers.silentRenewPage) });
    expect(silentRenewDocumentPage?.substitutions).toEqual(locations.get(silentRenewPath)?.substitutions);
  });

  it("sends the service worker's script its own policy, revalidated before each use", () => {
    expect(locations.get(serviceWorkerPath)?.headers).toEqual({ ...caching.other, ...headers.serviceWorker });
  });

  it('sends the resource headers with every other file, kept a year under assets/ and revalidated elsewhere', () => {
    expect(locations.get(caching.hashedAssetsPath)?.headers).toEqual({ ...caching.hashedAssets, ...headers.resource });
    // A chunk that does not exist (an old page asking for last release's) is a 404 nobody keeps:
    // the year goes with the files found only (add_header without `always`).
    expect(readmeNginxExample()).toMatch(/add_header Cache-Control "public, max-age=31536000, immutable";/);
    expect(locations.get('/')?.headers).toEqual({ ...caching.other, ...headers.resource });
    expect([...locations.keys()].sort()).toEqual(
      ['/', caching.hashedAssetsPath, '/index.html', silentRenewPath, silentRenewDocument, serviceWorkerPath].sort(),
    );
  });

  it("serves the build's compressed copies by Accept-Encoding, with Vary, and compresses index.html per response", () => {
    expect(compression.headers).toEqual({ Vary: 'Accept-Encoding' });
    expect(nginxServerSwitches().sort()).toEqual(
      [...compression.encodings.map(({ encoding }) => nginxStaticModules[encoding]), 'gzip', 'gzip_vary'].sort(),
    );
  });
});

describe('the caching and compression rules of security-headers.json in the README', () => {
  const rules = readmeRules();

  it('lists every rule of the file, once', () => {
    expect([...rules.keys()].sort()).toEqual(
      [
        ...Object.keys(caching)
          .filter((key) => key !== 'hashedAssetsPath')
          .map((key) => `caching.${key}`),
        ...Object.keys(compression).map((key) => `compression.${key}`),
      ].sort(),
    );
  });

  it('keeps the files under assets/ a year and revalidates every other file', () => {
    expect(readme).toContain(`| \`caching.hashedAssets\`: the files under \`${caching.hashedAssetsPath}\``);
    expect(rules.get('caching.hashedAssets')).toEqual(asLines(caching.hashedAssets));
    expect(rules.get('caching.other')).toEqual(asLines(caching.other));
  });

  it('names the compressed file types, the encodings with the names of their copies, and the files without copies', () => {
    expect(rules.get('compression.fileTypes')).toEqual(compression.fileTypes);
    expect(rules.get('compression.encodings')).toEqual(
      compression.encodings.flatMap(({ encoding, suffix }) => [encoding, `x.js${suffix}`]),
    );
    expect(rules.get('compression.notPrecompressed')).toEqual(compression.notPrecompressed);
    expect(rules.get('compression.headers')).toEqual(asLines(compression.headers));
  });

  it("gives the nonce's page and the per-environment configuration no copies, and compresses only what is not already", () => {
    expect(compression.notPrecompressed).toEqual(['/index.html', '/silent-callback.html', '/app-config.json']);
    for (const type of ['.png', '.jpg', '.woff2', '.woff', '.br', '.gz'])
      expect(compression.fileTypes).not.toContain(type);
  });
});

describe("the app's policy", () => {
  const page = directives(headers.page['Content-Security-Policy']);

  it('runs scripts from its own origin only, and styles from it or with the response’s nonce', () => {
    expect(page.get('default-src')).toEqual(["'none'"]);
    expect(page.get('script-src')).toEqual(["'self'"]);
    expect(page.get('style-src')).toEqual(["'self'", `'nonce-${noncePlaceholder}'`]);
    expect(headers.page['Content-Security-Policy']).not.toMatch(/unsafe|\*|http:|https:|blob:/);
  });

  it('lets the app register its service worker from its own origin, whose requests stay on that origin', () => {
    expect(page.get('worker-src')).toEqual(["'self'"]);
    const worker = directives(headers.serviceWorker['Content-Security-Policy']);
    expect(worker.get('default-src')).toEqual(["'none'"]);
    expect(worker.get('connect-src')).toEqual(["'self'"]);
    expect(headers.serviceWorker['Content-Security-Policy']).not.toMatch(/unsafe|\*|http:|https:|blob:/);
  });

  it('allows no plugin, no other base URL, no form submission and no framing by other pages', () => {
    expect(page.get('object-src')).toEqual(["'none'"]);
    expect(page.get('base-uri')).toEqual(["'self'"]);
    expect(page.get('form-action')).toEqual(["'none'"]);
    expect(page.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.page['X-Frame-Options']).toBe('DENY');
    expect(headers.page['X-Content-Type-Options']).toBe('nosniff');
    expect(headers.page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('turns off every powerful feature it lists', () => {
    const features = headers.page['Permissions-Policy'].split(', ');
    expect(features.length).toBeGreaterThan(10);
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features).toContain(`${feature}=()`);
    }
  });

  it('is the same on the silent renewal page, which only the app’s own origin may frame', () => {
    expect(silentRenewPath).toBe(paths.silentCallback.href({}));
    const silentRenewPage = directives(headers.silentRenewPage['Content-Security-Policy']);
    expect(silentRenewPage.get('frame-ancestors')).toEqual(["'self'"]);
    expect(headers.silentRenewPage['X-Frame-Options']).toBe('SAMEORIGIN');
    silentRenewPage.set('frame-ancestors', ["'none'"]);
    expect(silentRenewPage).toEqual(page);
    const { 'Content-Security-Policy': _policy, 'X-Frame-Options': _framing, ...rest } = headers.silentRenewPage;
    const { 'Content-Security-Policy': _pagePolicy, 'X-Frame-Options': _pageFraming, ...pageRest } = headers.page;
    expect(rest).toEqual(pageRest);
  });
});
