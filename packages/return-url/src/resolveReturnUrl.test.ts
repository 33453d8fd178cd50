import { describe, expect, it } from 'vitest';
import { acceptedPayloads, pageOrigins, payloadParts, refusedPayloads, sameOriginProblem } from './corpus';
import { defaultReturnUrl, resolveReturnUrl } from './index';

describe.each(pageOrigins)('resolveReturnUrl on $origin', (pageOrigin) => {
  const { origin } = pageOrigin;

  it.each([null, undefined, ''])('returns the root path when the returnUrl is %o', (returnUrl) => {
    expect(resolveReturnUrl(returnUrl, origin)).toBe(defaultReturnUrl);
  });

  it.each(refusedPayloads(pageOrigin))('refuses %s: %j', (_description, payload) => {
    expect(resolveReturnUrl(payload, origin)).toBeNull();
  });

  it.each(acceptedPayloads(pageOrigin))('accepts %j as %j', (payload, url) => {
    expect(resolveReturnUrl(payload, origin)).toBe(url);
  });

  it('returns only same-origin root-relative references over the whole corpus', () => {
    const corpus = [
      ...refusedPayloads(pageOrigin).map(([, payload]) => payload),
      ...acceptedPayloads(pageOrigin).map(([payload]) => payload),
    ];
    for (const payload of corpus) {
      const url = resolveReturnUrl(payload, origin);
      if (url !== null) expect(sameOriginProblem(url, origin), `${payload} → ${url}`).toBeNull();
    }
  });

  it('returns only same-origin root-relative references for generated combinations of payload parts', () => {
    // A deterministic, exhaustive mix of the parts open-redirect payloads are made of.
    const parts = payloadParts(pageOrigin);
    let accepted = 0;
    for (const first of parts) {
      for (const second of parts) {
        for (const third of parts) {
          const payload = `${first}${second}${third}`;
          const url = resolveReturnUrl(payload, origin);
          if (url === null) continue;
          accepted += 1;
          expect(sameOriginProblem(url, origin), `${JSON.stringify(payload)} → ${url}`).toBeNull();
          expect(new URL(url, origin).hostname).not.toBe('evil.com');
        }
      }
    }
    // The generator must exercise both outcomes, or the property says nothing.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(parts.length ** 3);
  });

  it('never returns the raw string for an accepted value that normalises differently', () => {
    expect(resolveReturnUrl('  /a/./b/../c d\t', origin)).toBe('/a/c%20d');
  });
});

describe('resolveReturnUrl with other allowed origins', () => {
  const app = 'http://localhost:5173';

  it('returns an absolute URL for another allowed origin, normalised', () => {
    expect(resolveReturnUrl(`${app}/authentication/login?x=1`, 'http://localhost:8080', [app])).toBe(
      'http://localhost:5173/authentication/login?x=1',
    );
    expect(resolveReturnUrl('HTTP://LOCALHOST:5173/./a', 'http://localhost:8080', [`${app}/ignored`])).toBe(
      'http://localhost:5173/a',
    );
  });

  it('still refuses every other origin, and protocol-relative paths on the allowed ones', () => {
    expect(resolveReturnUrl('https://evil.example/', 'http://localhost:8080', [app])).toBeNull();
    expect(resolveReturnUrl(`${app}//evil.example`, 'http://localhost:8080', [app])).toBeNull();
    expect(resolveReturnUrl(`${app}/%2F%2Fevil.example`, 'http://localhost:8080', [app])).toBeNull();
  });
});

describe('resolveReturnUrl page origin', () => {
  it('reduces a full page URL to its origin', () => {
    expect(resolveReturnUrl('/insights', 'https://stampcard.example/authentication/login?x=1')).toBe('/insights');
    expect(resolveReturnUrl('https://stampcard.example/insights', 'https://stampcard.example:443/')).toBe('/insights');
  });

  it('throws for a page origin that is not an http(s) URL (a programming error)', () => {
    expect(() => resolveReturnUrl('/insights', 'not a url')).toThrow(TypeError);
    expect(() => resolveReturnUrl('/insights', 'file:///tmp')).toThrow(TypeError);
  });
});
