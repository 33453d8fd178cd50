/**
 * What a navigation gets when the worker has no copy of the page and the network fails: a small
 * page that says so, rather than the browser's own error. The app shows the same words when it
 * starts without a network (src/app/NetworkNeeded.tsx).
 */

/** The page's heading, and its title. */
export const networkNeededHeading = 'Stampcard needs the network';

const reason =
  'This device is offline, or Stampcard cannot be reached. Stampcard works on live data: check the connection, then try again.';

/**
 * The page, with its headers: a policy of its own (no script, its one style element by `nonce`),
 * never kept by a cache. 503: the app is not available without the network.
 */
export function networkNeededPage(nonce: string): { status: number; body: string; headers: Record<string, string> } {
  return {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
    },
    body: `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${networkNeededHeading}</title>
    <style nonce="${nonce}">
      body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #ffffff; }
      main { max-width: 32rem; margin: 20vh auto 0; padding: 0 1.5rem; }
      h1 { font-size: 1.5rem; line-height: 1.25; }
      a { color: #0b57d0; }
    </style>
  </head>
  <body>
    <main>
      <h1>${networkNeededHeading}</h1>
      <p>${reason}</p>
      <p><a href="">Try again</a></p>
    </main>
  </body>
</html>
`,
  };
}
