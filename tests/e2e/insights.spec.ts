/**
 * Insights against the dev server: the seeded stores' real figures in both views, the
 * store, view, timespan, signed-up users view and years kept in the URL, and each widget reloading on its own.
 *
 * The seed (packages/dev-server/src/db/seed.ts): the merchant owns Bold Street Coffee, with the
 * stores Bold Street (4 cards), Albert Dock and Clifton Village; Harbourside Bakery opened this
 * week and has no data at all.
 */
import type { Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { expect, paths, test } from './fixtures';

const thisYear = new Date().getFullYear();

const widget = (page: Page, name: string) => page.getByRole('region', { name });
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Waits until no widget is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Chooses a store in the Store dropdown by searching its name. */
async function chooseStore(page: Page, name: string): Promise<void> {
  const dropdown = page.getByRole('combobox', { name: 'Store' });
  await dropdown.click();
  await dropdown.fill(name);
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
}

/** The dashboard requests the page makes from now on, as 'TopCards', 'UserTiles'... */
function recordDashboardRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/Dashboard/')) requests.push(url.pathname.replace('/api/Dashboard/', ''));
  });
  return requests;
}

test.describe('Insights', () => {
  test('an administrator switches store and view; a reload restores every choice', async ({ page, signIn }) => {
    // The home page is Insights.
    await signIn('admin');
    await expect(page).toHaveURL(`${appURL}${paths.insights.href({})}`);
    await settled(page);
    for (const name of [
      'Signed up Users',
      'Devices OS',
      'Authentication',
      'Stamps total',
      'Rewards total',
      'Top Cards',
    ]) {
      await expect(widget(page, name)).toBeVisible();
    }
    // The first store is chosen, and named in the breadcrumbs.
    const firstStore = await page.getByRole('combobox', { name: 'Store' }).inputValue();
    expect(firstStore).not.toBe('');
    await expect(breadcrumbs(page).getByText(firstStore, { exact: true })).toBeVisible();

    await chooseStore(page, 'Bold Street');
    await settled(page);
    await expect(page).toHaveURL(/[?&]store=1(&|$)/);
    await expect(breadcrumbs(page).getByText('Bold Street', { exact: true })).toBeVisible();
    // Bold Street's real figures: its four cards ranked, customers on both kinds of phone.
    await expect(widget(page, 'Top Cards').getByRole('listitem')).toHaveCount(4);
    await expect(widget(page, 'Top Cards').getByText('Pastry card')).toBeVisible();
    await expect(widget(page, 'Devices OS').getByRole('row', { name: /Android/ })).toBeVisible();

    await widget(page, 'Top Cards').getByRole('combobox', { name: 'Top cards timespan' }).selectOption('year_to_date');
    const signedUpUsers = widget(page, 'Signed up Users');
    await signedUpUsers.getByRole('combobox', { name: 'Signed up users view' }).selectOption('last_week');
    await expect(signedUpUsers.locator('[aria-current="true"]')).toContainText('Last Week');
    await widget(page, 'Rewards timeline')
      .getByRole('combobox', { name: 'Rewards timeline year' })
      .selectOption(String(thisYear - 2));
    await page.getByRole('button', { name: 'Switch to merchant view' }).click();
    await settled(page);
    await expect(widget(page, 'Devices OS')).toHaveCount(0);
    await expect(widget(page, 'Rewards total')).toBeVisible();
    await expect(page).toHaveURL(
      `${appURL}${paths.insights.href({}, { store: 1, topCardsTimespan: 'year_to_date', signedUpUsersView: 'last_week', rewardsChartYear: thisYear - 2, view: 'merchant' })}`,
    );

    await page.reload();
    await settled(page);
    await expect(page.getByRole('button', { name: 'Switch to admin view' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue('Bold Street');
    await expect(widget(page, 'Signed up Users').getByRole('combobox', { name: 'Signed up users view' })).toHaveValue(
      'last_week',
    );
    await expect(widget(page, 'Rewards timeline').getByRole('combobox', { name: 'Rewards timeline year' })).toHaveValue(
      String(thisYear - 2),
    );
    await page.getByRole('button', { name: 'Switch to admin view' }).click();
    await settled(page);
    await expect(widget(page, 'Top Cards').getByRole('combobox', { name: 'Top cards timespan' })).toHaveValue(
      'year_to_date',
    );
  });

  test('changing the top-cards timespan or a chart year asks for that widget alone', async ({ page, signIn }) => {
    await signIn('admin', paths.insights.href({}, { store: 1 }));
    await settled(page);
    const requests = recordDashboardRequests(page);
    const historyLength = await page.evaluate(() => window.history.length);

    await widget(page, 'Top Cards').getByRole('combobox', { name: 'Top cards timespan' }).selectOption('last_week');
    await settled(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['TopCards']);

    await widget(page, 'Stamps timeline')
      .getByRole('combobox', { name: 'Stamps timeline year' })
      .selectOption(String(thisYear - 1));
    await settled(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['TopCards', 'StampsChart']);
    // Merged into the URL, replacing the entry: the history does not grow.
    await expect(page).toHaveURL(new RegExp(`topCardsTimespan=last_week&stampsChartYear=${thisYear - 1}`));
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  });

  test('a store with no data shows every widget’s empty text', async ({ page, signIn }) => {
    await signIn('admin');
    await settled(page);
    await chooseStore(page, 'Harbourside Bakery');
    await settled(page);
    await expect(widget(page, 'Devices OS').getByText('No device data available')).toBeVisible();
    await expect(widget(page, 'Authentication').getByText('No auth data available')).toBeVisible();
    await expect(widget(page, 'Top Cards').getByText('No cards data available')).toBeVisible();
    await expect(widget(page, 'Rewards timeline').getByText('No reward data')).toBeVisible();
    await expect(widget(page, 'Signed up Users').getByText('No data')).toBeVisible();
  });

  test('a merchant sees only their own stores, in the merchant view', async ({ page, signIn }) => {
    await signIn('merchant');
    await settled(page);
    await expect(page.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
    await expect(widget(page, 'Devices OS')).toHaveCount(0);
    await expect(widget(page, 'Rewards total')).toBeVisible();
    await page.getByRole('combobox', { name: 'Store' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Albert Dock',
      'Bold Street',
      'Clifton Village',
    ]);
    await page.keyboard.press('Escape');

    // Another business's store in the URL falls back to the merchant's first store.
    await page.goto(`${appURL}${paths.insights.href({}, { store: 5, view: 'admin' })}`);
    await settled(page);
    await expect(breadcrumbs(page).getByText('Albert Dock', { exact: true })).toBeVisible();
    await expect(widget(page, 'Devices OS')).toHaveCount(0);
    await expect(page.getByText('Could not load')).toHaveCount(0);
  });
});
