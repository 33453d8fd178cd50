/**
 * A page the service worker serves from its cache gets a nonce of its own, as every page from the
 * host does (docs/decisions/016-content-security-policy.md): the copy the worker keeps carries the
 * nonce of the response it was taken from, in its policy and in the page (its script tags and
 * `<meta property="csp-nonce">`), and serving that nonce again would let anyone who read it once
 * use it for as long as the copy lives.
 */

/** A page as the worker handles it: its HTML and its response headers. */
export interface PageCopy {
  body: string;
  headers: Headers;
}

/** The source expression of a nonce in a policy: `'nonce-…'`. */
const nonceSource = /'nonce-([^']+)'/;

/**
 * The shortest nonce the worker replaces: a host's nonce carries at least 128 random bits (22
 * characters in base64, 32 in hex), so text that short or shorter is no nonce, and replacing it
 * everywhere in the page could change the page itself.
 */
const shortestNonce = 16;

/** The nonce a Content-Security-Policy allows, when it names one. */
export function nonceOf(policy: string | null): string | undefined {
  const nonce = policy === null ? undefined : nonceSource.exec(policy)?.[1];
  return nonce !== undefined && nonce.length >= shortestNonce ? nonce : undefined;
}

/** 128 random bits in base64, as the host makes them. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The headers of a response the worker builds from a kept one: the body is given whole and
 * decoded, so the kept copy's encoding and length no longer apply.
 */
const droppedHeaders = ['content-encoding', 'content-length'] as const;

/**
 * `page` with `nonce` in place of the one its policy allows, in the policy and everywhere in the
 * page. A page whose policy names no nonce keeps its body and policy as they are.
 */
export function rotateNonce(page: PageCopy, nonce: string): PageCopy {
  const headers = new Headers(page.headers);
  for (const name of droppedHeaders) headers.delete(name);
  const policy = headers.get('content-security-policy');
  const previous = nonceOf(policy);
  if (policy === null || previous === undefined) return { body: page.body, headers };
  headers.set('content-security-policy', policy.replaceAll(previous, nonce));
  return { body: page.body.replaceAll(previous, nonce), headers };
}
