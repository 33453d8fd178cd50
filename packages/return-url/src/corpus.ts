/**
 * The open-redirect corpus every return-URL check is tested with: the app's `authentication/login`
 * (packages/app) and the dev server's identity pages (packages/dev-server) run the same payloads
 * against the same rule, `resolveReturnUrl`.
 */
import { percentDecodeBytes } from './index';

/**
 * The page origins the corpus runs against: a local dev server (http, explicit port) and a deployed
 * app (https, default port). Payloads are written per origin so userinfo and host tricks name the
 * real host.
 */
export const pageOrigins: readonly PageOrigin[] = [
  { origin: 'http://localhost:8080', host: 'localhost:8080', scheme: 'http', otherScheme: 'https' },
  { origin: 'https://stampcard.example', host: 'stampcard.example', scheme: 'https', otherScheme: 'http' },
];

/** An origin a corpus is written for: payloads name its host, its scheme and the other scheme. */
export interface PageOrigin {
  origin: string;
  /** Host and port as in the origin, e.g. 'localhost:8080'. */
  host: string;
  scheme: 'http' | 'https';
  otherScheme: 'http' | 'https';
}

/** Open-redirect payloads; each one must be refused. [description, payload] */
export function refusedPayloads({ host, scheme, otherScheme }: PageOrigin): [string, string][] {
  return [
    // Protocol-relative references.
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with three slashes', '///evil.com'],
    ['protocol-relative with four slashes', '////evil.com'],
    ['protocol-relative with a path', '//evil.com/insights'],
    ['protocol-relative to a subdomain named like the origin', `//${host.split(':')[0] ?? ''}.evil.com`],
    ['protocol-relative with the origin as userinfo', `//${host}@evil.com`],
    // Backslashes, which the parser reads as '/' for http(s).
    ['slash backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['slash backslash slash', '/\\/evil.com'],
    ['slash backslash backslash', '/\\\\evil.com'],
    ['absolute URL with backslashes', `${scheme}:\\\\evil.com`],
    ['backslash before userinfo in an absolute URL', `${scheme}://evil.com\\@${host}`],
    // Control characters and whitespace, stripped (leading/trailing) or removed (tab, newline) by the parser.
    ['leading tab', '\t//evil.com'],
    ['leading newline', '\n//evil.com'],
    ['leading carriage return', '\r//evil.com'],
    ['newline between the slashes', '/\n/evil.com'],
    ['tab between the slashes', '/\t/evil.com'],
    ['carriage return and newline between the slashes', '/\r\n/evil.com'],
    ['leading space', ' //evil.com'],
    ['leading spaces and trailing space', '   //evil.com '],
    ['leading NUL', '\u0000//evil.com'],
    ['leading unit separator', '\u001f//evil.com'],
    ['leading form feed', '\f//evil.com'],
    ['leading vertical tab', '\v//evil.com'],
    // Dangerous schemes, in any case and with characters the parser removes.
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['upper-case javascript:', 'JAVASCRIPT:alert(document.domain)'],
    ['javascript: with a leading space', ' javascript:alert(1)'],
    ['javascript: with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside the scheme', 'java\nscript:alert(1)'],
    ['javascript: dressed as the origin', `javascript://${host}/%0aalert(1)`],
    ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
    ['data: base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob: of another origin', 'blob:https://evil.com/x'],
    // blob: URLs of the page's own origin have that origin; only the scheme rule refuses them.
    ['blob: of the page origin', `blob:${scheme}://${host}/0b9c6c5e-7a4f-4d5b-9d7e-1c2f3a4b5c6d`],
    ['ftp:', 'ftp://evil.com/'],
    ['ftp: on the page host', `ftp://${host}/`],
    ['file:', 'file:///etc/passwd'],
    ['ws: on the page host', `ws://${host}/`],
    ['mailto:', 'mailto:someone@evil.com'],
    ['about:blank', 'about:blank'],
    ['a custom scheme', 'evil:payload'],
    // Other origins.
    ['absolute URL of another host', 'https://evil.com'],
    ['absolute http URL of another host', 'http://evil.com/insights'],
    ['another scheme on the page host', `${otherScheme}://${host}/insights`],
    ['another scheme without slashes', `${otherScheme}:evil.com`],
    ['another port on the page host', `${scheme}://${host.split(':')[0] ?? ''}:9999/insights`],
    ['a subdomain of the page host', `${scheme}://www.${host}/`],
    ['a host that starts with the page host', `${scheme}://${host.split(':')[0] ?? ''}.evil.com/`],
    ['the page origin as userinfo', `http://localhost:8080@evil.com`],
    ['the page origin as userinfo over https', `https://${host}@evil.com`],
    ['the page host as userinfo with a path', `${scheme}://${host}@evil.com/insights`],
    ['the page host in the fragment', `https://evil.com#@${host}`],
    ['the page host in the query', `https://evil.com?@${host}`],
    ['a percent-encoded dot in the host', `${scheme}://${host.split(':')[0] ?? ''}%2eevil.com/`],
    ['a percent-encoded @ in the host', `//${host}%40evil.com`],
    ['an IPv4 host', 'http://127.0.0.1/'],
    ['an IPv4 host written in decimal', 'http://2130706433/'],
    ['an ideographic full stop in the host', 'https://evil\u3002com/'],
    // Same-origin paths that normalise to '//host', a protocol-relative reference once written as a path.
    ['dot segment then two slashes', '/.//evil.com'],
    ['dot segment then a backslash', '/./\\evil.com'],
    ['double-dot segments then two slashes', '/../..//evil.com'],
    ['double-dot segment then two slashes', '/..//evil.com'],
    ['encoded dot segment then two slashes', '/%2e//evil.com'],
    ['encoded double-dot segment then two slashes', '/%2e%2e//evil.com'],
    ['encoded dot segment then backslashes', '/%2E/\\\\evil.com'],
    ['relative dot segment then two slashes', './/evil.com'],
    ['absolute same-origin URL whose path starts with two slashes', `${scheme}://${host}//evil.com`],
    ['absolute same-origin URL with a dot segment and two slashes', `${scheme}://${host}/.//evil.com`],
    // Same-origin as written, but not once percent-decoded (as the router decodes paths to match
    // routes): decoded, each one leaves the origin or does not parse at all.
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slashes without a leading slash', '%2F%2Fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['encoded backslashes', '/%5C%5Cevil.com'],
    ['an encoded dot segment then an encoded slash', '/%2e/%2Fevil.com'],
    ['encoded double-dot segments and slashes', '/%2e%2e%2f%2fevil.com'],
    ['an encoded tab between the slashes', '/%09/evil.com'],
    ['an encoded newline between the slashes', '/%0a/evil.com'],
    ['an encoded tab before a host with an invalid port', `/%09/${host.split(':')[0] ?? ''}:8080.evil.com`],
    ['a double-encoded tab between the slashes', '/%2509/evil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['an encoded tab before an invalid host', '/%09/[evil.com'],
    // Not a URL at all.
    ['an invalid host', 'http://[evil.com/'],
    ['an invalid port', `${scheme}://${host.split(':')[0] ?? ''}:99999/`],
  ];
}

/** Same-origin targets; each one must be accepted as the given root-relative url. [payload, url] */
export function acceptedPayloads({ origin, host, scheme }: PageOrigin): [string, string][] {
  return [
    ['/', '/'],
    ['/insights', '/insights'],
    ['/businesses?page=2#top', '/businesses?page=2#top'],
    ['insights', '/insights'],
    ['businesses/42/stores?tab=cards', '/businesses/42/stores?tab=cards'],
    [`${origin}/insights`, '/insights'],
    [origin, '/'],
    [`${origin}/businesses?page=2#top`, '/businesses?page=2#top'],
    [`${scheme.toUpperCase()}://${host.toUpperCase()}/insights`, '/insights'],
    [`${scheme}://user:password@${host}/insights`, '/insights'],
    ['/insights/../businesses', '/businesses'],
    ['/./insights', '/insights'],
    ['/insights\t', '/insights'],
    ['  /insights  ', '/insights'],
    ['/ins\nights', '/insights'],
    ['/businesses?search=caf%C3%A9%20%26%20bar', '/businesses?search=caf%C3%A9%20%26%20bar'],
    ['/reports/report-details?path=%2FStamps%2FBy%20store', '/reports/report-details?path=%2FStamps%2FBy%20store'],
    ['/insights?store=1%2F2', '/insights?store=1%2F2'],
    ['/100%', '/100%'],
    ['/ /evil.com', '/%20/evil.com'],
    ['\u00a0//evil.com', '/%C2%A0//evil.com'],
    ['\uff0f\uff0fevil.com', '/%EF%BC%8F%EF%BC%8Fevil.com'],
    ['?next=//evil.com', '/?next=//evil.com'],
    ['#//evil.com', '/#//evil.com'],
    ['/insights?returnUrl=https://evil.com', '/insights?returnUrl=https://evil.com'],
    // Same scheme without slashes is a relative reference for http(s), so it stays on the origin.
    [`${scheme}:evil.com`, '/evil.com'],
    [`${scheme}:/evil.com`, '/evil.com'],
    // A backslash after the host starts the path, so '@evil.com' is a path here.
    [`${scheme}://${host}\\@evil.com`, '/@evil.com'],
    ['   ', '/'],
  ];
}

/** The parts open-redirect payloads are made of; property tests combine every three of them. */
export function payloadParts({ origin, host }: PageOrigin): string[] {
  return [
    '',
    '/',
    '//',
    '\\',
    '/\\',
    '\\/',
    '.',
    '..',
    './',
    '../',
    '%2F',
    '%2f',
    '%5C',
    '%2e',
    '%09',
    '%2509',
    '%0a',
    '\t',
    '\n',
    ' ',
    '\u0000',
    '@',
    '#',
    '?',
    ':',
    'http:',
    'https:',
    'javascript:',
    'data:',
    'blob:',
    'evil.com',
    host,
    origin,
  ];
}

/**
 * Why `url` is not a safe return to `origin` as the rule promises — root-relative, on the origin
 * from any page of it, and so however many times it is percent-decoded — or `null` when it is.
 */
export function sameOriginProblem(url: string, origin: string): string | null {
  if (!/^\/(?![/\\])/.test(url)) return 'not root-relative';
  if (new URL(url, origin).origin !== origin) return 'leaves the origin';
  const elsewhere = new URL(url, `${origin}/businesses/42/stores?tab=cards#top`);
  if (elsewhere.origin !== origin || elsewhere.href !== new URL(url, origin).href) return 'depends on the page';
  let decoded = url;
  for (let round = 0; round < 4; round += 1) {
    decoded = percentDecodeBytes(decoded);
    let parsed: URL;
    try {
      parsed = new URL(decoded, origin);
    } catch {
      return `does not parse once decoded ${round + 1} times`;
    }
    if (parsed.origin !== origin) return `leaves the origin once decoded ${round + 1} times`;
    if (parsed.pathname.startsWith('//')) return `is protocol-relative once decoded ${round + 1} times`;
  }
  return null;
}
