/**
 * The same-origin rule for return URLs: after signing in, only a page of this origin. One function
 * for the back-office app's sign-in routes and the dev server's identity pages, so the browser and
 * the server refuse the same payloads.
 *
 * The value is parsed with the WHATWG URL parser against the page origin — the parser the browser
 * uses when it navigates — so control characters, backslashes, dot segments and userinfo are read
 * the way the browser would read them, not the way a string prefix check would. It is accepted only
 * when the parsed URL is http(s) on an allowed origin; the parsed result is returned, never the raw
 * string.
 *
 * Why a root-relative result for the page origin: it works unchanged with a client-side router as
 * well as with `location` or an HTTP redirect, and it drops any userinfo. The one way a root-relative
 * reference can leave the origin is a path that starts with '//' (a protocol-relative reference),
 * which the parser produces for same-origin input such as '/.//evil.com', '/%2e//evil.com' or
 * '/./\evil.com'; such paths are refused, as no page lives there.
 *
 * Why the decoded forms are checked too: the result may be percent-decoded again downstream (a
 * router decodes paths to match routes, other code builds a URL from them). A value whose decoding
 * reads differently — '/%2F%2Fevil.com' becomes '///evil.com', '/%09/localhost:8080.evil.com'
 * becomes a tab the parser drops and a host with an invalid port — is refused, so no decoding of an
 * accepted value can leave the allowed origins or fail to parse.
 */

/** Where a return goes when none is given: the root path. */
export const defaultReturnUrl = '/';

const allowedProtocols: ReadonlySet<string> = new Set(['http:', 'https:']);

/** How many times a value is decoded to check it: more than any chain of decoders applies. */
const maximumDecodings = 4;

/**
 * The return URL to follow, or `null` when it must be refused.
 *
 * @param value The returnUrl query parameter as read (percent-decoded once by the query parser).
 *   Absent or empty means {@link defaultReturnUrl}.
 * @param pageOrigin The origin the value is read against, e.g. `window.location.origin` or the
 *   server's own origin. A full URL is also accepted and reduced to its origin.
 * @param otherOrigins Further origins a return may go to (the dev server lets the app run on
 *   another origin in development); a return there is given as an absolute URL.
 * @returns A root-relative reference ('/businesses?page=2#top') for the page origin, an absolute
 *   URL for one of `otherOrigins`, or `null`.
 * @throws {TypeError} when `pageOrigin` is not an http(s) URL — a programming error, not user input.
 */
export function resolveReturnUrl(
  value: string | null | undefined,
  pageOrigin: string,
  otherOrigins: readonly string[] = [],
): string | null {
  const origin = originOf(pageOrigin);
  if (value === null || value === undefined || value === '') return defaultReturnUrl;
  const allowed = new Set([origin, ...otherOrigins.map(originOf)]);
  const url = allowedReference(value, origin, allowed);
  if (url === null) return null;
  // Every decoding of the result must read as an allowed reference too.
  let decoded = url;
  for (let round = 0; round < maximumDecodings; round += 1) {
    const next = percentDecodeBytes(decoded);
    if (next === decoded) break;
    if (allowedReference(next, origin, allowed) === null) return null;
    decoded = next;
  }
  return url;
}

/**
 * `value` parsed against `origin`: root-relative when it lands on `origin`, absolute when on
 * another allowed origin; `null` when it does not parse, is not http(s), lands elsewhere, or its
 * path starts with '//'.
 */
function allowedReference(value: string, origin: string, allowed: ReadonlySet<string>): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value, origin);
  } catch {
    return null;
  }
  if (!allowedProtocols.has(parsed.protocol) || !allowed.has(parsed.origin)) return null;
  // For http(s) the parser turns every '\' into '/', so checking for '//' covers '/\' too.
  if (parsed.pathname.startsWith('//')) return null;
  const reference = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.origin === origin ? reference : `${parsed.origin}${reference}`;
}

/**
 * Decodes every %XX escape to its byte as a character. Never throws (a lone '%' stays), unlike
 * `decodeURIComponent`; the characters that change how a URL parses (slashes, backslashes, dots,
 * control characters, '@', ':') are all single bytes.
 */
export function percentDecodeBytes(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function originOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`The origin '${url}' is not a URL.`);
  }
  if (!allowedProtocols.has(parsed.protocol)) throw new TypeError(`The origin '${url}' is not http(s).`);
  return parsed.origin;
}
