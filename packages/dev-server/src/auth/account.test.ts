// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestIdentity, type TestIdentity } from '../testing/testIdentity.ts';
import type { Identity } from './identity.ts';

describe('identity: the account page', () => {
  let server: TestIdentity;
  let origin: string;
  let identity: Identity;

  beforeAll(async () => {
    server = await startTestIdentity();
    ({ origin, identity } = server);
  }, 60_000);

  afterAll(() => server.close());

  it('lets a signed-in user manage their name and password', async () => {
    const anonymous = await fetch(`${origin}/Identity/Account/Manage`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain('Sign in to Stampcard');

    const browser = new Browser(origin);
    await browser.request('/Identity/Account/Register', {
      form: { firstName: 'Max', surname: 'Manage', email: 'manage@example.com', password: 'first-password' },
    });
    await server.signIn(browser, 'manage@example.com', 'first-password');
    const page = await browser.request('/Identity/Account/Manage');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('manage@example.com');
    expect(html).toContain('Max Manage');

    const renamed = await browser.request('/Identity/Account/Manage', {
      form: { action: 'profile', firstName: 'Maxine', surname: 'Managed' },
    });
    expect(renamed.status).toBe(303);
    const after = await browser.request(renamed.headers.get('location') ?? '');
    const afterHtml = await after.text();
    expect(afterHtml).toContain('role="status">Your name has been updated.');
    expect(afterHtml).toContain('Maxine Managed');

    const wrong = await browser.request('/Identity/Account/Manage', {
      form: { action: 'password', currentPassword: 'nope', newPassword: 'second-password' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The current password is not correct.');
    const changed = await browser.request('/Identity/Account/Manage', {
      form: { action: 'password', currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(changed.status).toBe(303);

    const tokens = await server.signIn(new Browser(origin), 'manage@example.com', 'second-password');
    expect(await identity.verifyAccessToken(tokens.access_token)).toMatchObject({
      roles: [],
      given_name: 'Maxine',
      family_name: 'Managed',
    });
  });
});
