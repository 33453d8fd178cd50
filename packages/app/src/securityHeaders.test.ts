// @vitest-environment node
/**
 * `security-headers.json` is the one source of the app's security headers: the dev server sends
 * them, and the README's production notes tell a host to send the same. These tests keep the
 * README's nginx example identical to the file, and the file's policy as strict as the app runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import securityHeaders from '../security-headers.json' with { type: 'json' };
import { paths } from './config/paths';

const { noncePlaceholder, silentRenewPath, headers } = securityHeaders;

/** nginx's per-request random value, which the README uses as the nonce. */
const nginxNonce = '$request_id';

interface NginxLocation {
  headers: Record<string, string>;
  /** The `sub_filter` replacements: placeholder to value. */
  substitutions: Record<string, string>;
}

/** Each location of the README's nginx example, by its path, with its headers and substitutions. */
function readmeNginxLocations(): Map<string, NginxLocation> {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const example = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (example === undefined) throw new Error('The README has no nginx example.');
  const locations = new Map<string, NginxLocation>();
  for (const [, path = '', body = ''] of example.matchAll(/location\s+(?:=\s+)?(\S+)\s*\{([\s\S]*?)\n\s*\}/g)) {
    const location: NginxLocation = { headers: {}, substitutions: {} };
    for (const [, name = '', value = ''] of body.matchAll(/add_header\s+(\S+)\s+"([^"]*)"\s+always;/g)) {
      location.headers[name] = value;
    }
    for (const [, from = '', to = ''] of body.matchAll(/sub_filter\s+"([^"]*)"\s+"([^"]*)";/g)) {
      location.substitutions[from] = to;
    }
    locations.set(path, location);
  }
  return locations;
}

/** A header set as nginx sends it: the nonce is `$request_id`; caching is the location's own. */
function asNginx(headerSet: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headerSet).map(([name, value]) => [name, value.replaceAll(noncePlaceholder, nginxNonce)]),
  );
}

function withoutCaching({ 'Cache-Control': _caching, ...rest }: Record<string, string>): Record<string, string> {
  return rest;
}

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
    expect(withoutCaching(page?.headers ?? {})).toEqual(asNginx(headers.page));
    expect(page?.substitutions).toEqual({ [noncePlaceholder]: nginxNonce });
  });

  it("sends the silent renewal page's headers at its path, its nonce filled per request", () => {
    const silentRenewPage = locations.get(silentRenewPath);
    expect(withoutCaching(silentRenewPage?.headers ?? {})).toEqual(asNginx(headers.silentRenewPage));
    expect(silentRenewPage?.substitutions).toEqual({ [noncePlaceholder]: nginxNonce });
  });

  it('sends the resource headers with every other file', () => {
    expect(locations.get('/')?.headers).toEqual(headers.resource);
    expect([...locations.keys()].sort()).toEqual(['/', '/index.html', silentRenewPath].sort());
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
