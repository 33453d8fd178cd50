import { describe, expect, it } from 'vitest';
import { buildOf, isSameBuild } from './pageBuild';

/** A page of the build whose entry is `entry`, with a nonce and configuration of its own. */
const page = (entry: string, nonce: string, configuration = '{}') =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${nonce}">` +
  `<script type="module" crossorigin src="/assets/${entry}.js" nonce="${nonce}"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/styling.js" nonce="${nonce}"></head>` +
  `<body><div id="root"></div><script type="application/json" id="stampcard-configuration">${configuration}</script></body></html>`;

describe('isSameBuild', () => {
  it('takes pages that load the same scripts as one build, whatever their nonce and configuration', () => {
    expect(isSameBuild(page('index-a1', 'one'), page('index-a1', 'two', '{"app":{"clientId":"x"}}'))).toBe(true);
  });

  it('takes a page that loads another entry as another build', () => {
    expect(isSameBuild(page('index-a1', 'one'), page('index-b2', 'one'))).toBe(false);
  });

  it('takes no page without scripts (an error page, a sign-in page) as of the build', () => {
    const errorPage = '<!doctype html><title>Bad gateway</title>';
    expect(isSameBuild(errorPage, errorPage)).toBe(false);
    expect(isSameBuild(page('index-a1', 'one'), errorPage)).toBe(false);
  });
});

describe('buildOf', () => {
  it("lists the page's scripts in a stable order", () => {
    const html = '<script src="/b.js"></script><script type="module" src="/a.js"></script>';
    expect(buildOf(html)).toBe('/a.js /b.js');
  });
});
