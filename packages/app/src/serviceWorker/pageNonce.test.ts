import { describe, expect, it } from 'vitest';
import { createNonce, nonceOf, rotateNonce } from './pageNonce';

const kept = 'AAAAAAAAAAAAAAAAAAAAAA==';
const policy = `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${kept}'; frame-ancestors 'none'`;
const page = `<!doctype html><meta property="csp-nonce" nonce="${kept}"><script type="module" crossorigin src="/assets/index-1.js" nonce="${kept}"></script>`;

describe('rotateNonce', () => {
  it('puts the new nonce in place of the kept one in the policy and everywhere in the page', () => {
    const fresh = createNonce();
    const rotated = rotateNonce(
      { body: page, headers: new Headers({ 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY' }) },
      fresh,
    );
    expect(rotated.headers.get('content-security-policy')).toBe(policy.replaceAll(kept, fresh));
    expect(rotated.body).toBe(page.replaceAll(kept, fresh));
    expect(rotated.body).not.toContain(kept);
    expect(rotated.headers.get('x-frame-options')).toBe('DENY');
  });

  it("replaces every source that names the kept nonce (a development page's scripts and styles)", () => {
    const both = `script-src 'self' 'nonce-${kept}'; style-src 'self' 'nonce-${kept}'`;
    const rotated = rotateNonce(
      { body: page, headers: new Headers({ 'Content-Security-Policy': both }) },
      'B'.repeat(22),
    );
    expect(rotated.headers.get('content-security-policy')).toBe(both.replaceAll(kept, 'B'.repeat(22)));
  });

  it("drops the kept response's encoding and length: the body is given whole, decoded", () => {
    const rotated = rotateNonce(
      {
        body: page,
        headers: new Headers({ 'Content-Security-Policy': policy, 'Content-Encoding': 'br', 'Content-Length': '812' }),
      },
      createNonce(),
    );
    expect(rotated.headers.has('content-encoding')).toBe(false);
    expect(rotated.headers.has('content-length')).toBe(false);
  });

  it('leaves a page whose policy names no nonce, or one too short to be a nonce, as it is', () => {
    const withoutNonce = rotateNonce(
      { body: page, headers: new Headers({ 'Content-Security-Policy': "default-src 'self'" }) },
      createNonce(),
    );
    expect(withoutNonce.body).toBe(page);
    expect(withoutNonce.headers.get('content-security-policy')).toBe("default-src 'self'");
    const short = rotateNonce(
      { body: 'a page', headers: new Headers({ 'Content-Security-Policy': "style-src 'nonce-a'" }) },
      createNonce(),
    );
    expect(short.body).toBe('a page');
    const none = rotateNonce({ body: page, headers: new Headers() }, createNonce());
    expect(none.body).toBe(page);
  });

  it('does not change the headers it was given', () => {
    const headers = new Headers({ 'Content-Security-Policy': policy, 'Content-Length': '1' });
    rotateNonce({ body: page, headers }, createNonce());
    expect(headers.get('content-security-policy')).toBe(policy);
    expect(headers.get('content-length')).toBe('1');
  });
});

describe('createNonce', () => {
  it('makes 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('nonceOf', () => {
  it("reads the nonce of a policy's first nonce source", () => {
    expect(nonceOf(policy)).toBe(kept);
    expect(nonceOf(null)).toBeUndefined();
    expect(nonceOf("style-src 'self'")).toBeUndefined();
  });
});
