// @vitest-environment node
import { createHash } from 'node:crypto';
import { acceptedPayloads, refusedPayloads, type PageOrigin } from '@stampcard/return-url/corpus';
import { describe, expect, it } from 'vitest';
import { Browser, formAction, pkce, unescapeHtml, useTestIdentity } from '../testing/testIdentity.ts';

describe('identity hardening', () => {
  const server = useTestIdentity();

  /** The corpus written for this server's origin. */
  const pageOrigin = (): PageOrigin => ({
    origin: server.origin,
    host: new URL(server.origin).host,
    scheme: 'http',
    otherScheme: 'https',
  });

  /** The sign-in link and the form's returnUrl of a registration page. */
  function registrationTargets(html: string): { signIn: string; formReturnUrl: string | null } {
    const signIn = unescapeHtml(/Already have an account\? <a href="([^"]*)"/.exec(html)?.[1] ?? '');
    const action = new URL(formAction(html), server.origin);
    return { signIn, formReturnUrl: action.searchParams.get('returnUrl') };
  }

  it('sends every refused return URL of the corpus to "/" on the registration page, in its links and after registering', async () => {
    const payloads = refusedPayloads(pageOrigin());
    expect(payloads.length).toBeGreaterThan(80);
    for (const [index, [description, payload]] of payloads.entries()) {
      const query = `?returnUrl=${encodeURIComponent(payload)}`;
      const page = await fetch(`${server.origin}/Identity/Account/Register${query}`);
      expect(page.status, description).toBe(200);
      expect(registrationTargets(await page.text()), description).toEqual({ signIn: '/', formReturnUrl: '/' });

      const registered = await new Browser(server.origin).request(`/Identity/Account/Register${query}`, {
        form: { firstName: 'Red', surname: 'Irect', email: `redirect-${index}@example.com`, password: 'long-enough' },
      });
      expect(registered.status, description).toBe(303);
      expect(registered.headers.get('location'), description).toBe('/');
    }
    // Over 80 registrations, each hashing a password on purpose slowly: more than the default 5 s on a busy machine.
  }, 60_000);

  it('keeps every accepted return URL of the corpus, normalised', async () => {
    for (const [payload, url] of acceptedPayloads(pageOrigin())) {
      const page = await fetch(`${server.origin}/Identity/Account/Register?returnUrl=${encodeURIComponent(payload)}`);
      expect(registrationTargets(await page.text()), payload).toEqual({ signIn: url, formReturnUrl: url });
    }
    // An app origin the server was started with stays absolute.
    const page = await fetch(
      `${server.origin}/Identity/Account/Register?returnUrl=${encodeURIComponent('http://localhost:5173/authentication/login')}`,
    );
    expect(registrationTargets(await page.text()).signIn).toBe('http://localhost:5173/authentication/login');
  });

  it('puts a Content Security Policy, frame protection, nosniff and a Referrer-Policy on every HTML page', async () => {
    const browser = new Browser(server.origin);
    const tokens = await server.signIn(browser);
    const { challenge } = pkce();
    const pages: [string, Response][] = [
      [
        'sign-in',
        (await browser.follow(await browser.request(server.authorizeUrl(challenge)), server.authorizeUrl(challenge)))
          .response,
      ],
      ['registration', await fetch(`${server.origin}/Identity/Account/Register`)],
      ['account, signed out', await fetch(`${server.origin}/Identity/Account/Manage`)],
      ['account', await browser.request('/Identity/Account/Manage')],
      ['provider error', await fetch(`${server.origin}/auth?client_id=nobody&response_type=code&scope=openid`)],
      ['expired sign-in', await fetch(`${server.origin}/interaction/expired-uid`)],
      ['wrong method', await fetch(`${server.origin}/Identity/Account/Register`, { method: 'DELETE' })],
      [
        'sign-out',
        await browser.request(
          `/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${server.origin}/authentication/logout-callback` }).toString()}`,
        ),
      ],
      ['signed out', await fetch(`${server.origin}/session/end/success`)],
    ];
    for (const [name, response] of pages) {
      expect(response.headers.get('content-type'), name).toContain('text/html');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, name).toContain("default-src 'none'");
      expect(policy, name).toContain("frame-ancestors 'self'");
      expect(policy, name).toContain("form-action 'self' http://localhost:5173");
      expect(response.headers.get('x-frame-options'), name).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), name).toBe('same-origin');
      // The page's own style sheet and script are the ones the policy allows, by hash.
      const html = await response.text();
      for (const [, code] of html.matchAll(/<(?:style|script)>([\s\S]*?)<\/(?:style|script)>/g)) {
        const hash = createHash('sha256')
          .update(code ?? '')
          .digest('base64');
        expect(policy, `${name}: ${(code ?? '').slice(0, 40)}`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('throttles an account after 5 wrong passwords, saying when to try again, even with the right one', async () => {
    const browser = new Browser(server.origin);
    const { challenge } = pkce();
    const { action } = await server.openLogin(browser, challenge);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await browser.request(action, {
        form: { email: 'throttled@example.com', password: `wrong-${attempt}` },
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await browser.request(action, {
      form: { email: 'Throttled@Example.com', password: 'stampcard' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await refused.text()).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    // Other accounts from the same address sign in as usual.
    await server.signIn(new Browser(server.origin));
  });

  it('refuses short and common passwords at registration and on the account page, saying why', async () => {
    const register = async (password: string, email: string) => {
      const response = await new Browser(server.origin).request('/Identity/Account/Register', {
        form: { firstName: 'Pat', surname: 'Word', email, password },
      });
      return { status: response.status, html: await response.text() };
    };
    for (const [password, reason] of [
      ['12345678', 'The password must be at least 10 characters long.'],
      ['password', 'The password must be at least 10 characters long.'],
      ['        ', 'The password must be at least 10 characters long.'],
      ['          ', 'The password cannot be only spaces.'],
      ['1234567890', 'This password is one of the most common ones, so it is easy to guess: choose another.'],
      ['QwertyUiop', 'This password is one of the most common ones, so it is easy to guess: choose another.'],
    ] as const) {
      const { status, html } = await register(password, 'weak@example.com');
      expect(status, password).toBe(400);
      expect(html, password).toContain(`id="password-error" role="alert">${reason}`);
    }
    expect((await register('correct horse battery', 'strong@example.com')).status).toBe(303);

    const browser = new Browser(server.origin);
    await server.signIn(browser, 'strong@example.com', 'correct horse battery');
    const change = await browser.request('/Identity/Account/Manage', {
      form: { action: 'password', currentPassword: 'correct horse battery', newPassword: 'iloveyou12' },
    });
    expect(change.status).toBe(400);
    expect(await change.text()).toContain('This password is one of the most common ones');
  });

  it('answers a NUL byte in a form with 400 and a message, never 500', async () => {
    const browser = new Browser(server.origin);
    const { challenge } = pkce();
    const { action } = await server.openLogin(browser, challenge);
    const signIn = await browser.request(action, {
      form: { email: 'merchant@example.com\u0000', password: 'stampcard' },
    });
    expect(signIn.status).toBe(400);
    expect(await signIn.text()).toContain('a character that cannot be used');
    const register = await new Browser(server.origin).request('/Identity/Account/Register', {
      form: { firstName: 'Nul\u0000', surname: 'Byte', email: 'nul@example.com', password: 'long-enough' },
    });
    expect(register.status).toBe(400);
    expect(await register.text()).toContain('a character that cannot be used');
  });
});
