/**
 * The back-office on a phone (390 x 844, touch) and on a tablet held upright (768 x 1024): the
 * 'phone' and 'tablet' projects of playwright.config.ts run this file, the desktop project does
 * not. Each journey checks, on every page it passes, that the page does not scroll sideways
 * (WCAG 2.2's Reflow): a merchant reads a store's tags (a merchant may read tags, not change them)
 * and retitles a card; an administrator disables and enables a tag, corrects a customer's surname
 * and filters and exports a report.
 */
import type { Page } from '@playwright/test';
import { drawnText, expect, paths, test } from './fixtures';

/** Fails when the page is wider than the viewport, naming the widest element. */
async function expectToFitWidth(page: Page): Promise<void> {
  // Layout settles after the data: wait for the page's heading and for nothing to be busy.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const { scrollWidth, clientWidth, culprit } = await page.evaluate(() => {
    const root = document.documentElement;
    let widest = root.clientWidth;
    let name = '';
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > widest + 0.5) {
        widest = right;
        name = `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprit: name };
  });
  expect(scrollWidth, `${page.url()} scrolls sideways (widest: ${culprit})`).toBeLessThanOrEqual(clientWidth);
}

/** Follows a menu entry: through the Menu button and the drawer on a phone, the side menu otherwise. */
async function openMenuEntry(page: Page, name: string): Promise<void> {
  // Up to 767 px the menu is a drawer behind the header bar's Menu button.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test('a merchant reads a store’s tags and retitles a card', async ({ page, signIn, open }) => {
  await signIn('merchant', paths.insights.href({}));
  await expectToFitWidth(page);

  // A merchant's entry to their business reads Settings, and opens the one business they own.
  await openMenuEntry(page, 'Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  await expectToFitWidth(page);

  await open(paths.storeDetails.href({ businessID: 1, storeID: 1 }));
  await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  await expectToFitWidth(page);

  await page.getByRole('region', { name: 'Stampcard Tags' }).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stampcard Tags' })).toBeVisible();
  await expectToFitWidth(page);

  // A merchant reads the store's tags; enabling and disabling them is the administrators' (below).
  await expect(page.getByRole('table', { name: 'NFC tags' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Disable|Enable) tag / })).toHaveCount(0);

  await open(paths.storeCards.href({ businessID: 1, storeID: 1 }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'My Cards' }).getByRole('link').first().click();
  const editor = page.getByRole('region', { name: 'Card Editor' });
  await expect(editor).toBeVisible();
  await expectToFitWidth(page);

  const title = editor
    .getByRole('region', { name: 'Title', exact: true })
    .getByRole('textbox', { name: 'Title', exact: true });
  const oldTitle = await title.inputValue();
  const newTitle = unique('Coffee');
  await title.fill(newTitle);
  // The preview stays in view while the title is edited, and Save is within reach.
  const drawnTitle = editor.locator('[data-component="CardPreview"] [data-part="title"]');
  await expect.poll(() => drawnText(editor.locator('[data-component="CardPreview"]'))).toContain(newTitle);
  await expect(drawnTitle).toBeInViewport();
  const save = editor.getByRole('group', { name: 'Card actions' }).getByRole('button', { name: 'Save' });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(
    editor.getByRole('group', { name: 'Card actions' }).getByRole('button', { name: 'Saved' }),
  ).toBeDisabled();
  await expectToFitWidth(page);

  // The seeded title back, for the journeys that read it.
  await title.fill(oldTitle);
  await save.click();
  await expect(
    editor.getByRole('group', { name: 'Card actions' }).getByRole('button', { name: 'Saved' }),
  ).toBeDisabled();
});

test('an administrator switches a tag off and on, corrects a customer’s surname, and filters and exports a report', async ({
  page,
  signIn,
  open,
}) => {
  await signIn('admin', paths.insights.href({}));
  await expectToFitWidth(page);

  await open(paths.nfcTags.href({ businessID: 1, storeID: 1 }));
  await expect(page.getByRole('heading', { level: 1, name: 'Stampcard Tags' })).toBeVisible();
  await expectToFitWidth(page);
  const disable = page.getByRole('button', { name: /^Disable tag / }).first();
  const tag = ((await disable.getAttribute('aria-label')) ?? '').replace(/^Disable tag /, '');
  expect(tag).not.toBe('');
  await disable.click();
  await expect(page.getByText(`Disabled tag ${tag}`)).toBeVisible();
  await page.getByRole('button', { name: `Enable tag ${tag}`, exact: true }).click();
  await expect(page.getByText(`Enabled tag ${tag}`)).toBeVisible();
  await expectToFitWidth(page);

  await openMenuEntry(page, 'Customers');
  await expect(page.getByRole('heading', { level: 1, name: 'All Customers' })).toBeVisible();
  await expectToFitWidth(page);

  await page.getByRole('link', { name: 'View/edit user details' }).first().click();
  const account = page.getByRole('form', { name: 'Account details' });
  await expect(account).toBeVisible();
  await expectToFitWidth(page);
  const surname = account.getByRole('textbox', { name: 'Surname' });
  const corrected = unique('Marsh');
  await surname.fill(corrected);
  await account.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(surname).toHaveValue(corrected);

  await openMenuEntry(page, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectToFitWidth(page);
  await page
    .getByRole('list', { name: 'Reports' })
    .getByRole('link', { name: /Stamps by store/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stamps by store' })).toBeVisible();
  const content = page.getByRole('region', { name: 'Report content' });
  await expect(content.getByRole('table')).toContainText('Bold Street');
  await expectToFitWidth(page);

  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'From' }).fill('2020-01-01');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/From=2020-01-01/);
  await expect(content).toHaveAttribute('aria-busy', 'false');
  await expectToFitWidth(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export report' }).click();
  await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Stamps by store \d{4}-\d{2}-\d{2}\.csv$/);
});
