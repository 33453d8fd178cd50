// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  Browser,
  formAction,
  pkce,
  startTestIdentity,
  unescapeHtml,
  type TestIdentity,
} from '../testing/testIdentity.ts';
import type { Identity } from './identity.ts';

describe('identity: registration', () => {
  let server: TestIdentity;
  let origin: string;
  let identity: Identity;
  let database: Database;

  beforeAll(async () => {
    server = await startTestIdentity();
    ({ origin, identity, database } = server);
  }, 60_000);

  afterAll(() => server.close());

  it('registers a user with no roles, then rejects a duplicate email', async () => {
    const browser = new Browser(origin);
    const page = await browser.request('/Identity/Account/Register?returnUrl=%2Fafter-register');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="firstName">First name</label>');
    const action = formAction(html);

    const created = await browser.request(action, {
      form: { firstName: 'Nia', surname: 'New', email: 'new@example.com', password: 'long-enough' },
    });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/after-register');
    const rows = await database.query<{ userId: string; roles: string[]; firstName: string }>(
      `SELECT user_id AS "userId", roles::text[] AS roles, first_name AS "firstName" FROM users WHERE email = 'new@example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.roles).toEqual([]);
    expect(rows[0]?.firstName).toBe('Nia');
    expect(rows[0]?.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const duplicate = await browser.request(action, {
      form: { firstName: 'Nia', surname: 'Again', email: 'NEW@example.com', password: 'long-enough' },
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain('An account with this email already exists.');

    const invalid = await browser.request(action, {
      form: { firstName: '', surname: 'S', email: 'nope', password: 'short' },
    });
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('id="firstName-error" role="alert">Enter your first name.');
    expect(invalidHtml).toContain('Enter a valid email address');
    expect(invalidHtml).toContain('at least 10 characters');
  });

  it('redirects after registering only to a same-origin returnUrl', async () => {
    const browser = new Browser(origin);
    const response = await browser.request('/Identity/Account/Register?returnUrl=https%3A%2F%2Fevil.example%2F', {
      form: { firstName: 'Eve', surname: 'Il', email: 'eve@example.com', password: 'long-enough' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('registers from the sign-in page and returns to it', async () => {
    const browser = new Browser(origin);
    const { verifier, challenge } = pkce();
    const { html } = await server.openLogin(browser, challenge);
    const registerLink = /href="(\/Identity\/Account\/Register\?returnUrl=[^"]+)"/.exec(html)?.[1];
    expect(registerLink).toBeTruthy();
    const registerPage = await browser.request(unescapeHtml(registerLink ?? ''));
    const action = formAction(await registerPage.text());
    const created = await browser.request(action, {
      form: { firstName: 'Rita', surname: 'Return', email: 'return@example.com', password: 'long-enough' },
    });
    expect(created.status).toBe(303);
    const back = await browser.request(created.headers.get('location') ?? '');
    expect(back.status).toBe(200);
    const loginHtml = await back.text();
    expect(loginHtml).toContain('role="status">Your account has been created.');
    const loginAction = formAction(loginHtml);
    const posted = await browser.request(loginAction, {
      form: { email: 'return@example.com', password: 'long-enough' },
    });
    const { url } = await browser.follow(posted, new URL(loginAction, origin));
    const tokens = await server.exchange(browser, url.searchParams.get('code') ?? '', verifier);
    expect((await identity.verifyAccessToken(tokens.access_token)).roles).toEqual([]);
  });

  it('rejects a form posted from another site', async () => {
    const response = await fetch(`${origin}/Identity/Account/Register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'firstName=A&surname=B&email=csrf%40example.com&password=long-enough',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
  });
});
