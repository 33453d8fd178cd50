import type { Page, Request } from '@playwright/test';
import { appURL } from '../playwright.config';
import { expect, paths, signInOnProvider, test } from './fixtures';

/**
 * The back-office app against the dev server (API, OpenID Connect provider, seeded database):
 * signing in through the provider's page as each demo account, the guards, the menu per role,
 * return URLs and signing out.
 */

function menuEntries(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link');
}

/**
 * Records every request's Authorization header. `check()` waits for all of them and returns the
 * requests that carried a token to another origin (there must be none).
 */
function watchAuthorization(page: Page) {
  const reads: Promise<string | null>[] = [];
  page.on('request', (request: Request) => {
    reads.push(
      request
        .allHeaders()
        .then((headers) => (headers.authorization && new URL(request.url()).origin !== appURL ? request.url() : null))
        .catch(() => null),
    );
  });
  return {
    requests: () => reads.length,
    async leaks() {
      return (await Promise.all(reads)).filter((url): url is string => url !== null);
    },
  };
}

test.describe('the back-office app', () => {
  test('an administrator signs in, lands on Insights and sees the administrators’ menu', async ({
    page,
    signIn,
    open,
  }) => {
    const watch = watchAuthorization(page);
    await signIn('admin');
    await expect(page).toHaveURL(`${appURL}/insights`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page).toHaveTitle('Insights · Stampcard');
    await expect(menuEntries(page)).toHaveText([
      'Insights',
      'Businesses',
      'Customers',
      'Reports',
      'History',
      'Settings',
    ]);

    // Moving around the shell: the entries lead to their pages, the current one is marked.
    await menuEntries(page).filter({ hasText: 'Settings' }).click();
    await expect(page).toHaveURL(`${appURL}/settings`);
    await expect(page.getByText('Settings page is coming soon!')).toBeVisible();
    await expect(menuEntries(page).filter({ hasText: 'Settings' })).toHaveAttribute('aria-current', 'page');

    // Promotions is for merchants: an administrator is sent home, which is Insights.
    await open(paths.promotions.href({}));
    await expect(page).toHaveURL(`${appURL}/insights`);
    expect(watch.requests()).toBeGreaterThan(10);
    expect(await watch.leaks()).toEqual([]);
  });

  test('a merchant lands on Insights and sees Settings for businesses, and Promotions', async ({
    page,
    signIn,
    open,
  }) => {
    await signIn('merchant');
    await expect(page).toHaveURL(`${appURL}/insights`);
    await expect(menuEntries(page)).toHaveText(['Insights', 'Settings', 'Reports', 'Promotions']);
    // Settings opens the businesses list, which takes a merchant with one business straight to it.
    await menuEntries(page).filter({ hasText: 'Settings' }).click();
    await expect(page).toHaveURL(`${appURL}${paths.businessDetails.href({ businessID: 1 })}`);
    await menuEntries(page).filter({ hasText: 'Promotions' }).click();
    await expect(page.getByText('Promotions page is coming soon!')).toBeVisible();

    // Customers are for administrators only.
    await open(paths.customers.href({}));
    await expect(page).toHaveURL(`${appURL}/insights`);
  });

  test('a customer is shown the customer-unauthorized page, without the menu', async ({ page, signIn }) => {
    await signIn('customer');
    await expect(page).toHaveURL(`${appURL}/customer-unauthorized`);
    await expect(page.getByRole('heading', { name: 'Cannot access this page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the mobile app' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('a user without roles is shown not-authorized', async ({ page, signIn }) => {
    await signIn('norole', paths.reports.href({}));
    await expect(page).toHaveURL(`${appURL}/not-authorized`);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('a guarded page opened while signed out comes back after sign-in', async ({ page, signIn }) => {
    const path = paths.storeDetails.href({ businessID: 3, storeID: 7 }, { tab: 'staff' });
    await signIn('merchant', path);
    await expect(page).toHaveURL(`${appURL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  });

  test('a new tab takes the session of an open tab, asking the server only for its data', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('admin', paths.insights.href({}));
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

    // The app keeps its user per tab (sessionStorage); a new tab takes it from the open one, so
    // it needs no sign-in round, and its configuration is in the page.
    const second = await context.newPage();
    const asked: string[] = [];
    second.on('request', (request) => {
      asked.push(new URL(request.url()).pathname);
    });
    await second.goto(`${appURL}${paths.reports.href({})}`);
    await expect(second.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(second).toHaveURL(`${appURL}/reports`);
    // Besides its code and its data: the page and its icon, nothing of the sign-in or configuration.
    const others = asked.filter((path) => !path.startsWith('/assets/') && !path.startsWith('/api/'));
    expect(others).toEqual(['/reports', '/favicon.svg']);
  });

  test('a new tab with no open tab signs in silently through the small callback page', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('admin', paths.insights.href({}));
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await page.close();

    // No tab to take the session from: a hidden frame signs in on the provider's session. The
    // frame loads the callback page and its small script, never the app, nor its configuration.
    const second = await context.newPage();
    const inFrame: string[] = [];
    const providerPages: string[] = [];
    second.on('request', (request) => {
      if (request.frame() !== second.mainFrame()) inFrame.push(new URL(request.url()).pathname);
    });
    second.on('framenavigated', (frame) => {
      if (frame === second.mainFrame() && new URL(frame.url()).pathname.startsWith('/interaction')) {
        providerPages.push(frame.url());
      }
    });
    await second.goto(`${appURL}${paths.reports.href({})}`);
    await expect(second.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(second).toHaveURL(`${appURL}/reports`);
    expect(providerPages).toEqual([]);
    expect(inFrame).toHaveLength(3);
    expect(inFrame.slice(0, 2)).toEqual(['/auth', paths.silentCallback.href({})]);
    expect(inFrame[2]).toMatch(/^\/assets\/silentCallback-[\w-]+\.js$/);
  });

  test('signing out in one tab signs out every tab', async ({ page, context, signIn }) => {
    await signIn('merchant', paths.reports.href({}));
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const second = await context.newPage();
    await second.goto(`${appURL}${paths.reports.href({})}`);
    await expect(second.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    await page.getByRole('button', { name: /^Profile:/ }).click();
    await page.getByRole('group', { name: 'Profile' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('You successfully logged out!')).toBeVisible();
    // The other tab forgets its user at once, and its page asks for a sign-in.
    await expect(second.getByRole('heading', { name: /sign in/i })).toBeVisible();
    // Closed here, on the provider's page it was sent to, rather than with the context.
    await second.close();
  });

  test('a return URL on another origin, or one that cannot be parsed, is refused with its message', async ({
    page,
    open,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const returnUrl of [
      'https://evil.example/steal',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      // A tab after the first slash, encoded: decoded it reads '//localhost:8080.evil.com', whose
      // port is not a number, so it cannot even be parsed.
      '/%09/localhost:8080.evil.com',
      '/%2F%2Fevil.example',
    ]) {
      await open(paths.login.href({}, { returnUrl }));
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Invalid return url. The return url needs to have the same origin as the current page.',
      );
      expect(new URL(page.url()).origin).toBe(appURL);
    }
    expect(errors).toEqual([]);
  });

  test('a signed-out visitor to an unknown path signs in first, then is told the page does not exist', async ({
    page,
  }) => {
    await page.goto(`${appURL}/no-such-page?from=link`);
    await signInOnProvider(page, 'merchant');
    await expect(page).toHaveURL(`${appURL}/no-such-page?from=link`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('authentication routes: an unknown action, a failed sign-in and a logout not started here', async ({
    page,
    open,
  }) => {
    for (const action of ['whatever', 'login/extra', ''] as const) {
      await open(`/authentication/${action}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid action');
    }

    // The message is shown as text, never as HTML.
    const message = '<img src=x onerror="window.hacked=1">Access denied';
    await open(paths.loginFailed.href({}, { message }));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);

    await open(paths.logout.href({}));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The logout was not initiated from within the page.',
    );
  });

  test('signing out through the profile popup says so, then asks to sign in again', async ({ page, signIn, open }) => {
    const watch = watchAuthorization(page);
    await signIn('solo', paths.insights.href({}));
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

    await page.getByRole('button', { name: /^Profile:/ }).click();
    const profile = page.getByRole('group', { name: 'Profile' });
    await expect(profile).toContainText('Priya');
    await expect(profile.getByRole('link', { name: 'Account' })).toBeVisible();
    await profile.getByRole('button', { name: 'Sign Out' }).click();

    await expect(page.getByText('You successfully logged out!')).toBeVisible();
    // After a second, logged-out goes to login, which finds no session and shows the provider's page.
    await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();

    // Signed out for real: a guarded page asks to sign in again.
    await open(paths.reports.href({}));
    await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
    expect(watch.requests()).toBeGreaterThan(10);
    expect(await watch.leaks()).toEqual([]);
  });
});
