// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Browser, pkce, useTestIdentity } from '../testing/testIdentity.ts';

describe('identity: the sign-in page', () => {
  const server = useTestIdentity();

  it('shows "Invalid email or password." for a wrong password, and a locked account', async () => {
    const browser = new Browser(server.origin);
    const { challenge } = pkce();
    const { action } = await server.openLogin(browser, challenge);
    const wrong = await browser.request(action, {
      form: { email: 'merchant@example.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('<p class="alert" role="alert">Invalid email or password.</p>');
    expect(wrongHtml).toContain('value="merchant@example.com"');

    const unknown = await browser.request(action, { form: { email: 'nobody@example.com', password: 'stampcard' } });
    expect(await unknown.text()).toContain('Invalid email or password.');

    const locked = await browser.request(action, { form: { email: 'locked@example.com', password: 'stampcard' } });
    expect(await locked.text()).toContain('This account is locked.');
  });

  it('escapes what it echoes into the page', async () => {
    const browser = new Browser(server.origin);
    const { challenge } = pkce();
    const { action } = await server.openLogin(browser, challenge);
    const response = await browser.request(action, { form: { email: '"><script>alert(1)</script>', password: 'x' } });
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
