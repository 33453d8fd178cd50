import { invalidReturnUrlMessage } from './authenticationMessages';

/** Where login sends the user when no returnUrl is given (spec A 2.1). */
export const defaultReturnUrl = '/';

/** The result of {@link resolveReturnUrl}. */
export type ReturnUrlResolution =
  | {
      ok: true;
      /**
       * The normalised same-origin target as a root-relative reference: path, search and hash,
       * always starting with exactly one '/', e.g. '/businesses?page=2#top'. Safe for both
       * `window.location.assign` and the router's `navigate`, from any page of the origin.
       */
      url: string;
    }
  | { ok: false; message: typeof invalidReturnUrlMessage };

const allowedProtocols: ReadonlySet<string> = new Set(['http:', 'https:']);

const refused = { ok: false, message: invalidReturnUrlMessage } as const;

/**
 * The same-origin check of spec A 2.1 for login's returnUrl.
 *
 * The value is parsed with the WHATWG URL parser against the page origin — the parser the browser
 * uses when it navigates — so control characters, backslashes, dot segments and userinfo are read
 * the way the browser would read them, not the way a string prefix check would. It is accepted only
 * when the parsed URL is http(s) and its origin equals the page origin; the parsed result is
 * returned, never the raw string.
 *
 * Why a root-relative result: it works unchanged with the router as well as with `location`, and it
 * drops any userinfo. The one way a root-relative reference can leave the origin is a path that
 * starts with '//' (a protocol-relative reference), which the parser produces for same-origin input
 * such as '/.//evil.com' or '/./\evil.com'; such paths are refused, as no page of the app lives there.
 *
 * Why the decoded forms are checked too: the result is percent-decoded again downstream (the
 * router decodes paths to match routes, other code may build a URL from them). A value whose
 * decoding reads differently — '/%2F%2Fevil.com' becomes '///evil.com', '/%09/localhost:8080.evil.com'
 * becomes a tab the parser drops and a host with an invalid port — is refused, so no decoding of
 * an accepted value can leave the origin or fail to parse.
 *
 * @param returnUrl The returnUrl query parameter as read (already percent-decoded once by the
 *   query parser). The result is built from it as the URL parser reads it; decoded forms are only
 *   checked. Absent or empty means {@link defaultReturnUrl}.
 * @param pageOrigin The current page's origin, e.g. `window.location.origin`. A full URL is also
 *   accepted and reduced to its origin.
 * @throws {TypeError} when pageOrigin is not an http(s) URL — a programming error, not user input.
 */
export function resolveReturnUrl(returnUrl: string | null | undefined, pageOrigin: string): ReturnUrlResolution {
  const origin = parsePageOrigin(pageOrigin);
  if (returnUrl === null || returnUrl === undefined || returnUrl === '') {
    return { ok: true, url: defaultReturnUrl };
  }
  const url = sameOriginReference(returnUrl, origin);
  if (url === null) return refused;
  // Every decoding of the result must stay a same-origin reference too.
  let decoded = url;
  for (let round = 0; round < maximumDecodings; round += 1) {
    const next = percentDecodeBytes(decoded);
    if (next === decoded) break;
    if (sameOriginReference(next, origin) === null) return refused;
    decoded = next;
  }
  return { ok: true, url };
}

/** How many times a value is decoded to check it: more than any chain of decoders applies. */
const maximumDecodings = 4;

/**
 * `value` parsed against `origin` as a root-relative reference (path, search and hash), or `null`
 * when it does not parse, is not http(s), leaves the origin, or its path starts with '//'.
 */
function sameOriginReference(value: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value, origin);
  } catch {
    return null;
  }
  if (!allowedProtocols.has(parsed.protocol) || parsed.origin !== origin) return null;
  // For http(s) the parser turns every '\' into '/', so checking for '//' covers '/\' too.
  if (parsed.pathname.startsWith('//')) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Decodes every %XX escape to its byte as a character. Never throws (a lone '%' stays), unlike
 * `decodeURIComponent`; the characters that change how a URL parses (slashes, backslashes, dots,
 * control characters, '@', ':') are all single bytes.
 */
function percentDecodeBytes(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function parsePageOrigin(pageOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(pageOrigin);
  } catch {
    throw new TypeError(`The page origin '${pageOrigin}' is not a URL.`);
  }
  if (!allowedProtocols.has(parsed.protocol)) {
    throw new TypeError(`The page origin '${pageOrigin}' is not http(s).`);
  }
  return parsed.origin;
}
