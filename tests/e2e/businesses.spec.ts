import type { Locator, Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, test } from './fixtures';

/**
 * The businesses list and the new-business wizard against the dev server: an
 * administrator creates a multi-store and a single-store business and finds each by search; the
 * list's sort, filter, page and search live in the URL and survive reload, Back and Forward; a
 * merchant sees only their own businesses, and goes straight to the one they have; a create the
 * server refuses keeps the form as it was and shows each reason on the field it names.
 *
 * The seed (packages/dev-server/src/db/seed.ts): merchant@stampcard.test owns Bold Street Coffee
 * (business 1) only; the administrator sees every business, among them generated ones such as
 * "Maple Coffee". The server may be reused between runs, so every test names what it creates anew.
 */

/** A name no earlier run left behind. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function businessList(page: Page) {
  return page.getByRole('list', { name: 'Businesses' });
}

/** The business cards' names, in order (the create tile is not one). */
function cardNames(page: Page) {
  return businessList(page).locator('[data-part="title"] a');
}

function listBody(page: Page) {
  return page.locator('[data-component="ListPage.Body"]');
}

/** Waits for the list to show what its URL asks for: loaded, not busy. */
async function settled(page: Page) {
  await expect(listBody(page)).toHaveAttribute('aria-busy', 'false');
}

/** Types a search and presses Enter, as a user does. */
async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

/** Creates single-store businesses through the API (what the wizard sends), one store in each city. */
async function createBusinesses(page: Page, names: readonly string[], cities: readonly string[]) {
  const token = await accessToken(page);
  for (const [index, name] of names.entries()) {
    const cityTown = cities[index % cities.length] ?? 'Bristol';
    const response = await page.request.post(`${appURL}/api/Business`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        isSingleStore: true,
        stores: [
          {
            name,
            address: {
              address1: `${index + 1} Test Street`,
              cityTown,
              country: 'United Kingdom',
              postCode: 'BS1 1AA',
              latitude: 51.45,
              longitude: -2.59,
            },
          },
        ],
      },
    });
    expect(response.status()).toBe(201);
  }
}

/** Chooses the kind of business by its label, as a user does, and goes on to its form. */
async function chooseKind(dialog: Locator, kind: 'Single-store business' | 'Multi-store business') {
  await dialog.getByText(kind, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: kind })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** Opens the wizard from the NEW BUSINESS tile. */
async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'NEW BUSINESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the businesses list and the new-business wizard', () => {
  test('an administrator creates a multi-store and a single-store business and finds each by search', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', paths.businesses.href({}));
    await settled(page);
    const multiStore = unique('Harbour Bakes');
    const singleStore = unique('Quay Deli');

    // A multi-store business: the business form.
    let dialog = await openWizard(page);
    await chooseKind(dialog, 'Multi-store business');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(multiStore);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Bread and cakes by the harbour.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const created = page.getByRole('region', { name: 'Notifications' });
    await expect(created.getByText('Business created!')).toBeVisible();

    // The toast's link opens the business within the app: no page load.
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    await created.getByRole('link', { name: 'Open the business' }).click();
    await expect(page).toHaveURL(/\/businesses\/\d+\/details$/);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.goBack();
    await settled(page);

    // A single-store business: the store form, its location and a category.
    dialog = await openWizard(page);
    await chooseKind(dialog, 'Single-store business');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(singleStore);
    await dialog.getByText('Food', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('1 Quay Street');
    await dialog.getByRole('textbox', { name: 'City or town' }).fill('Bristol');
    await dialog.getByRole('textbox', { name: 'Country' }).fill('United Kingdom');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('BS1 4DB');
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('51.4536');
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-2.5975');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(created.getByText('Single-store business created!')).toBeVisible();

    // Each is found by its name; the single-store business opens its store's details.
    await search(page, multiStore);
    await expect(cardNames(page)).toHaveText([multiStore]);
    await expect(businessList(page).getByText('Multi-store business')).toBeVisible();
    await search(page, singleStore);
    await expect(cardNames(page)).toHaveText([singleStore]);
    await expect(cardNames(page).first()).toHaveAttribute('href', /^\/businesses\/\d+\/stores\/\d+\/details$/);
    await expect(page).toHaveURL(`${appURL}${paths.businesses.href({}, { search: singleStore })}`);
  });

  test('sort, filter, page and search live in the URL and survive reload, Back and Forward', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', paths.businesses.href({}));
    await settled(page);
    const prefix = unique('Paging');
    // 13 businesses: two pages of 11; stores alternately in Liverpool and Bristol.
    const names = Array.from({ length: 13 }, (_, index) => `${prefix} ${String(index + 1).padStart(2, '0')}`);
    await createBusinesses(page, names, ['Liverpool', 'Bristol']);

    await search(page, prefix);
    await settled(page);
    await expect(cardNames(page)).toHaveCount(11);
    await expect(cardNames(page).first()).toHaveText(`${prefix} 01`);

    // Sorted alphabetically, descending: from the last name.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Alphabetically' }).click();
    await page.getByRole('button', { name: 'Descending' }).click();
    await settled(page);
    await expect(cardNames(page).first()).toHaveText(`${prefix} 13`);

    // Page 2 holds the last two.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
    await settled(page);
    await expect(cardNames(page)).toHaveText([`${prefix} 02`, `${prefix} 01`]);
    const pageTwo = paths.businesses.href({}, { search: prefix, sort: 'alphabetically', sortOrder: 'desc', page: 2 });
    await expect(page).toHaveURL(`${appURL}${pageTwo}`);

    // A reload restores the list exactly.
    await page.reload();
    await settled(page);
    await expect(cardNames(page)).toHaveText([`${prefix} 02`, `${prefix} 01`]);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(prefix);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Alphabetically/);

    // Back: page 1 of the same sort; Back again: ascending; Forward: descending again.
    await page.goBack();
    await settled(page);
    await expect(cardNames(page).first()).toHaveText(`${prefix} 13`);
    await expect(cardNames(page)).toHaveCount(11);
    await page.goBack();
    await settled(page);
    await expect(cardNames(page).first()).toHaveText(`${prefix} 01`);
    await page.goForward();
    await settled(page);
    await expect(cardNames(page).first()).toHaveText(`${prefix} 13`);

    // A filter goes back to page 1 and narrows the list: the stores in Liverpool.
    await page.getByRole('combobox', { name: 'Locations' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Liverpool' }).click();
    await page.keyboard.press('Escape');
    await settled(page);
    await expect(page).toHaveURL(/[?&]locations=Liverpool(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cardNames(page)).toHaveText([
      `${prefix} 13`,
      `${prefix} 11`,
      `${prefix} 09`,
      `${prefix} 07`,
      `${prefix} 05`,
      `${prefix} 03`,
      `${prefix} 01`,
    ]);
    await page.reload();
    await settled(page);
    await expect(cardNames(page)).toHaveCount(7);

    // A hand-edited URL with values that do not fit falls back quietly.
    await page.goto(`${appURL}${paths.businesses.href({}, { search: prefix, page: 'abc', sort: 'price' })}`);
    await settled(page);
    await expect(cardNames(page).first()).toHaveText(`${prefix} 01`);
    await expect(cardNames(page)).toHaveCount(11);
  });

  test('a merchant sees only their own businesses, and goes straight to the one they have', async ({
    page,
    signIn,
  }) => {
    await signIn('merchant', paths.insights.href({}));
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    // The merchant's Settings entry is the businesses list; with one business, its details.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(`${appURL}${paths.businessDetails.href({ businessID: 1 })}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Bold Street Coffee');
    // The list never entered the history: Back returns to Insights, not to a redirect.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

    // Searching the list shows only their own: no "Maple Coffee", which is another's.
    await page.goto(`${appURL}${paths.businesses.href({}, { search: 'Coffee' })}`);
    await settled(page);
    await expect(cardNames(page)).toHaveText(['Bold Street Coffee']);
    await expect(page.getByRole('button', { name: 'NEW BUSINESS' })).toHaveCount(0);
  });

  test('a create the server refuses says why and keeps the form as it was', async ({ page, signIn }) => {
    await signIn('admin', paths.businesses.href({}));
    await settled(page);
    const name = unique('Refused Roasters');
    const dialog = await openWizard(page);
    await chooseKind(dialog, 'Multi-store business');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    // A NUL byte: the form takes any text; the database cannot hold it, and the server says so.
    const description = 'Roasted in the harbour.\u0000';
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Create' }).click();

    const failure = dialog.getByRole('region', { name: 'Could not create the business' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('cannot be stored');
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Could not create the business'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAccessibleErrorMessage(/cannot be stored/);
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();

    // Nothing was created.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await search(page, name);
    await expect(page.getByRole('heading', { level: 2, name: 'No results' })).toBeVisible();
  });

  test('a name the server refuses shows on the Name field of either form, every value kept', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', paths.businesses.href({}));
    await settled(page);
    // A NUL byte: the form takes any text; the database cannot hold it, and the server names the field.
    const storeName = `${unique('Refused Deli')}\u0000`;
    const businessName = `${unique('Refused Bakes')}\u0000`;
    const dialog = await openWizard(page);

    // A single-store business: refused for its name and its store's, one reason on the one Name.
    await chooseKind(dialog, 'Single-store business');
    const storeForm = dialog.getByRole('form', { name: 'The store' });
    await storeForm.getByRole('textbox', { name: 'Name' }).fill(storeName);
    const location = {
      'Address line 1': '1 Quay Street',
      'City or town': 'Bristol',
      Country: 'United Kingdom',
      Postcode: 'BS1 4DB',
      Latitude: '51.4536',
      Longitude: '-2.5975',
    };
    for (const [label, value] of Object.entries(location)) {
      await storeForm.getByRole('textbox', { name: label }).fill(value);
    }
    await storeForm.getByRole('button', { name: 'Create' }).click();
    const storeFailure = dialog.getByRole('region', { name: 'Could not create the store' });
    await expect(storeFailure).toBeVisible();
    await expect(storeFailure.getByRole('listitem')).toHaveCount(1);
    await expect(storeFailure.getByRole('listitem')).toContainText('cannot be stored');
    const storeNameField = storeForm.getByRole('textbox', { name: 'Name' });
    await expect(storeNameField).toHaveAttribute('aria-invalid', 'true');
    await expect(storeNameField).toHaveAccessibleErrorMessage(/cannot be stored/);
    await expect(storeNameField).toHaveValue(storeName);
    for (const [label, value] of Object.entries(location)) {
      await expect(storeForm.getByRole('textbox', { name: label })).toHaveValue(value);
      await expect(storeForm.getByRole('textbox', { name: label })).not.toHaveAttribute('aria-invalid', 'true');
    }

    // A multi-store business: the business form's Name.
    await storeForm.getByRole('button', { name: 'Back' }).click();
    await chooseKind(dialog, 'Multi-store business');
    const businessForm = dialog.getByRole('form', { name: 'The business' });
    await businessForm.getByRole('textbox', { name: 'Name' }).fill(businessName);
    await businessForm.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('region', { name: 'Could not create the business' })).toBeVisible();
    const businessNameField = businessForm.getByRole('textbox', { name: 'Name' });
    await expect(businessNameField).toHaveAttribute('aria-invalid', 'true');
    await expect(businessNameField).toHaveAccessibleErrorMessage(/cannot be stored/);
    await expect(businessNameField).toHaveValue(businessName);

    // Nothing was created.
    await businessForm.getByRole('button', { name: 'Back' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const name of [storeName, businessName]) {
      await search(page, name.replace('\u0000', ''));
      await expect(page.getByRole('heading', { level: 2, name: 'No results' })).toBeVisible();
    }
  });
});
