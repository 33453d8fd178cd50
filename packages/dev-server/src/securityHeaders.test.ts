// @vitest-environment node
import { describe, expect, it } from 'vitest';
import appSecurityHeaders from '../../app/security-headers.json' with { type: 'json' };
import { createSecurityHeaders } from './securityHeaders.ts';

const { noncePlaceholder, configurationPlaceholder, silentRenewPath, silentRenewDocument, headers } =
  appSecurityHeaders;

/** A policy's directives by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('createSecurityHeaders', () => {
  it("gives the app's page the file's page headers with a nonce new for every response", () => {
    const security = createSecurityHeaders();
    const first = security.page('/businesses/1/details');
    const second = security.page('/businesses/1/details');
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    const expected = Object.fromEntries(
      Object.entries(headers.page).map(([name, value]) => [name, value.replaceAll(noncePlaceholder, first.nonce)]),
    );
    expect(first.headers).toEqual(expected);
    expect(first.headers['Content-Security-Policy']).toContain(`'nonce-${first.nonce}'`);
  });

  it('lets only this origin frame the silent renewal page', () => {
    const { headers: silentRenewPage, nonce } = createSecurityHeaders().page(silentRenewPath);
    expect(directives(silentRenewPage['Content-Security-Policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(silentRenewPage['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(silentRenewPage['Content-Security-Policy']).toBe(
      headers.silentRenewPage['Content-Security-Policy'].replaceAll(noncePlaceholder, nonce),
    );
  });

  it('adds the API and analytics origins to connect-src and frame-src alone, once each', () => {
    const security = createSecurityHeaders({
      connectOrigins: ['https://api.example', 'https://api.example'],
      frameOrigins: ['https://analytics.example'],
    });
    const policy = directives(security.page('/').headers['Content-Security-Policy']);
    const filePolicy = directives(headers.page['Content-Security-Policy']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://analytics.example']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect([...policy.keys()]).toEqual([...filePolicy.keys()]);
  });

  it("allows inline scripts carrying the response's nonce only when asked (Vite's dev server)", () => {
    const { headers: page, nonce } = createSecurityHeaders({ scriptNonce: true }).page('/');
    expect(directives(page['Content-Security-Policy']).get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directives(page['Content-Security-Policy']).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  });

  it("writes the response's nonce where the build left the placeholder, every time", () => {
    const security = createSecurityHeaders();
    const html = `<meta property="csp-nonce" nonce="${noncePlaceholder}"><script nonce="${noncePlaceholder}"></script>`;
    expect(security.fillPage(html, 'abc')).toBe('<meta property="csp-nonce" nonce="abc"><script nonce="abc"></script>');
  });

  it('writes the page configuration where the build left its placeholder, safe inside a script', () => {
    const configuration = { app: { clientId: 'Stampcard.Web', note: '</script><!-- $& $1' } };
    const security = createSecurityHeaders({ pageConfiguration: () => configuration });
    const html = `<script type="application/json" id="c">${configurationPlaceholder}</script>`;
    const filled = security.fillPage(html, 'abc');
    const inside = /<script type="application\/json" id="c">(.*)<\/script>$/s.exec(filled)?.[1] ?? '';
    expect(inside).not.toContain('<');
    expect(JSON.parse(inside)).toEqual(configuration);
  });

  it('leaves the configuration placeholder when there is no page configuration', () => {
    const html = `<script type="application/json">${configurationPlaceholder}</script>`;
    expect(createSecurityHeaders().fillPage(html, 'abc')).toBe(html);
    expect(createSecurityHeaders({ pageConfiguration: () => undefined }).fillPage(html, 'abc')).toBe(html);
  });

  it('gives the callback document the silent renewal headers under its own name too', () => {
    const security = createSecurityHeaders();
    expect(security.page(silentRenewDocument).headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(security.page('/index.html').headers['X-Frame-Options']).toBe('DENY');
  });

  it("gives every other response the file's resource headers", () => {
    expect(createSecurityHeaders().resource).toEqual(headers.resource);
  });
});
