import { expect, test, type Page, type Request } from '@playwright/test';
import { appURL } from '../playwright.config';

/**
 * The back-office app against the dev server (API, OpenID Connect provider, seeded database):
 * signing in through the provider's page as each demo account, the guards, the menu per role,
 * return URLs and signing out (issue #9).
 */

const password = 'stampcard';

/** Signs in on the provider's page the app redirected to. */
async function signInOnProvider(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(appURL);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a path of the app while signed out and signs in when the provider asks. */
async function openSignedIn(page: Page, path: string, email: string) {
  await page.goto(`${appURL}${path}`);
  await signInOnProvider(page, email);
}

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
  test('an administrator signs in, lands on Insights and sees the administrators’ menu', async ({ page }) => {
    const watch = watchAuthorization(page);
    await openSignedIn(page, '/', 'admin@stampcard.test');
    await expect(page).toHaveURL(`${appURL}/insights`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page).toHaveTitle('Insights · Stampcard');
    await expect(menuEntries(page)).toHaveText(['Insights', 'Businesses', 'Customers', 'Reports', 'Settings']);

    // Moving around the shell: the entries lead to their pages, the current one is marked.
    await menuEntries(page).filter({ hasText: 'Settings' }).click();
    await expect(page).toHaveURL(`${appURL}/settings`);
    await expect(page.getByText('Settings page is coming soon!')).toBeVisible();
    await expect(menuEntries(page).filter({ hasText: 'Settings' })).toHaveAttribute('aria-current', 'page');

    // Promotions is for merchants: an administrator is sent home, which is Insights.
    await page.goto(`${appURL}/promotions`);
    await expect(page).toHaveURL(`${appURL}/insights`);
    expect(watch.requests()).toBeGreaterThan(10);
    expect(await watch.leaks()).toEqual([]);
  });

  test('a merchant lands on Insights and sees Settings for businesses, and Promotions', async ({ page }) => {
    await openSignedIn(page, '/', 'merchant@stampcard.test');
    await expect(page).toHaveURL(`${appURL}/insights`);
    await expect(menuEntries(page)).toHaveText(['Insights', 'Settings', 'Reports', 'Promotions']);
    await menuEntries(page).filter({ hasText: 'Settings' }).click();
    await expect(page).toHaveURL(`${appURL}/businesses`);
    await menuEntries(page).filter({ hasText: 'Promotions' }).click();
    await expect(page.getByText('Promotions page is coming soon!')).toBeVisible();

    // Customers are for administrators only.
    await page.goto(`${appURL}/customers`);
    await expect(page).toHaveURL(`${appURL}/insights`);
  });

  test('a customer is shown the customer-unauthorized page, without the menu', async ({ page }) => {
    await openSignedIn(page, '/', 'customer@stampcard.test');
    await expect(page).toHaveURL(`${appURL}/customer-unauthorized`);
    await expect(page.getByRole('heading', { name: 'Cannot access this page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the mobile app' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('a user without roles is shown not-authorized', async ({ page }) => {
    await openSignedIn(page, '/reports', 'norole@stampcard.test');
    await expect(page).toHaveURL(`${appURL}/not-authorized`);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('a guarded page opened while signed out comes back after sign-in', async ({ page }) => {
    const path = '/businesses/3/stores/7/details?tab=staff';
    await page.goto(`${appURL}${path}`);
    await signInOnProvider(page, 'merchant@stampcard.test');
    await expect(page).toHaveURL(`${appURL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  });

  test('a second tab signs in silently with the provider’s session, without its page', async ({ page, context }) => {
    await openSignedIn(page, '/insights', 'admin@stampcard.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

    // The app keeps its user per tab (sessionStorage): a new tab has none, and the guard sends it to
    // login, whose silent sign-in (a hidden frame on authentication/silent-callback) succeeds.
    const second = await context.newPage();
    const providerPages: string[] = [];
    second.on('framenavigated', (frame) => {
      if (frame === second.mainFrame() && new URL(frame.url()).pathname.startsWith('/interaction')) {
        providerPages.push(frame.url());
      }
    });
    await second.goto(`${appURL}/reports`);
    await expect(second.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(second).toHaveURL(`${appURL}/reports`);
    expect(providerPages).toEqual([]);
  });

  test('a return URL on another origin is refused with the spec’s message', async ({ page }) => {
    for (const returnUrl of [
      'https://evil.example/steal',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      await page.goto(`${appURL}/authentication/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Invalid return url. The return url needs to have the same origin as the current page.',
      );
      expect(new URL(page.url()).origin).toBe(appURL);
    }
  });

  test('authentication routes: an unknown action, a failed sign-in and a logout not started here', async ({ page }) => {
    for (const action of ['whatever', 'login/extra', '']) {
      await page.goto(`${appURL}/authentication/${action}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid action');
    }

    // The message is shown as text, never as HTML.
    const message = '<img src=x onerror="window.hacked=1">Access denied';
    await page.goto(`${appURL}/authentication/login-failed?message=${encodeURIComponent(message)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);

    await page.goto(`${appURL}/authentication/logout`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The logout was not initiated from within the page.',
    );
  });

  test('signing out through the profile popup says so, then asks to sign in again', async ({ page }) => {
    const watch = watchAuthorization(page);
    await openSignedIn(page, '/insights', 'solo@stampcard.test');
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
    await page.goto(`${appURL}/reports`);
    await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
    expect(watch.requests()).toBeGreaterThan(10);
    expect(await watch.leaks()).toEqual([]);
  });
});
