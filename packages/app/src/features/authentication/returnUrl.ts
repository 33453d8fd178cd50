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
 * @param returnUrl The returnUrl query parameter as read (already percent-decoded once by the
 *   query parser; it is not decoded again). Absent or empty means {@link defaultReturnUrl}.
 * @param pageOrigin The current page's origin, e.g. `window.location.origin`. A full URL is also
 *   accepted and reduced to its origin.
 * @throws {TypeError} when pageOrigin is not an http(s) URL — a programming error, not user input.
 */
export function resolveReturnUrl(returnUrl: string | null | undefined, pageOrigin: string): ReturnUrlResolution {
  const origin = parsePageOrigin(pageOrigin);
  if (returnUrl === null || returnUrl === undefined || returnUrl === '') {
    return { ok: true, url: defaultReturnUrl };
  }

  let parsed: URL;
  try {
    parsed = new URL(returnUrl, origin);
  } catch {
    return refused;
  }

  if (!allowedProtocols.has(parsed.protocol) || parsed.origin !== origin) {
    return refused;
  }
  // For http(s) the parser turns every '\' into '/', so checking for '//' covers '/\' too.
  if (parsed.pathname.startsWith('//')) {
    return refused;
  }
  return { ok: true, url: `${parsed.pathname}${parsed.search}${parsed.hash}` };
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
