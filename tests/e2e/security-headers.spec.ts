import type { APIResponse } from '@playwright/test';
import securityHeaders from '../../packages/app/security-headers.json' with { type: 'json' };
import { appURL } from '../playwright.config';
import { expect, paths, test } from './fixtures';

/**
 * The app's build on the dev server under its security headers (packages/app/security-headers.json):
 * the page's policy with a nonce new for each response, the resource headers on every
 * other answer; signed-in pages run under the policy (the fixtures fail a test on any violation)
 * and no other site can frame them.
 */

const { noncePlaceholder, silentRenewPath, headers } = securityHeaders;

/** The headers of a response named in `names`, as the server sent them. */
function headersOf(response: APIResponse, names: readonly string[]): Record<string, string | undefined> {
  const sent = response.headers();
  return Object.fromEntries(names.map((name) => [name, sent[name.toLowerCase()]]));
}

/** Checks a page answer: the file's headers with the nonce its HTML carries. Returns the HTML. */
async function expectPage(response: APIResponse, set: Record<string, string>): Promise<string> {
  expect(response.status()).toBe(200);
  const html = await response.text();
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(html).not.toContain(noncePlaceholder);
  const expected = Object.fromEntries(
    Object.entries(set).map(([name, value]) => [name, value.replaceAll(noncePlaceholder, nonce)]),
  );
  expect(headersOf(response, Object.keys(set))).toEqual(expected);
  return html;
}

test('index.html, a client route, an asset, /app-config.json and the API carry their security headers', async ({
  request,
}) => {
  const index = await expectPage(await request.get(`${appURL}/`), headers.page);
  const route = await request.get(`${appURL}${paths.businessDetails.href({ businessID: 1 })}`);
  await expectPage(route, headers.page);
  await expectPage(await request.get(`${appURL}${silentRenewPath}`), headers.silentRenewPage);
  // Each response has a nonce of its own.
  expect(route.headers()['content-security-policy']).not.toBe(
    (await request.get(`${appURL}/`)).headers()['content-security-policy'],
  );

  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  expect(entry).toBeDefined();
  for (const path of [entry ?? '', '/favicon.svg', '/app-config.json', '/api/Card', '/_configuration/Stampcard.Web']) {
    const response = await request.get(`${appURL}${path}`);
    expect(response.status(), path).toBe(path === '/api/Card' ? 401 : 200);
    expect(headersOf(response, Object.keys(headers.resource)), path).toEqual(headers.resource);
  }
});

test('a signed-in page takes its styles by the nonce and turns off the features it lists', async ({ page, signIn }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content Security Policy/i.test(message.text())) warnings.push(message.text());
  });
  await signIn('admin', paths.insights.href({}));
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const styles = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    return {
      // A browser hides a nonce attribute from the page's scripts once the page has a policy.
      attribute: meta?.getAttribute('nonce'),
      nonce: meta?.nonce,
      elements: [...document.querySelectorAll('style')].map((style) => style.nonce),
    };
  });
  expect(styles.attribute).toBe('');
  expect(styles.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(styles.elements.length).toBeGreaterThan(0);
  expect(new Set(styles.elements)).toEqual(new Set([styles.nonce]));
  // Geolocation is among the features the Permissions-Policy turns off: denied without asking.
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)).toBe(
    'denied',
  );
  expect(warnings).toEqual([]);
});

test('no other page can frame the app', async ({ browser }) => {
  // A context of its own: the frame's refusal is the point here, not a failure of the app's pages.
  const context = await browser.newContext();
  const page = await context.newPage();
  const framed = new Promise<string>((resolve) => {
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) resolve(message.text());
    });
  });
  await page.setContent(`<iframe title="Stampcard" src="${appURL}${paths.insights.href({})}"></iframe>`);
  expect(await framed).toContain("frame-ancestors 'none'");
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  await context.close();
});
