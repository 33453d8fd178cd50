import type { Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, test } from './fixtures';

/**
 * Stores against the dev server: an administrator creates a store with a location and
 * categories, renames it in place, turns test mode on and off, sets it external and edits the
 * parameters, adds, disables and deletes a tag, and deletes the store; an administrator converts a
 * single-store business; a merchant reads a store and cannot change it, not even through the API.
 *
 * The administrator works on businesses the test creates, so reruns never meet an earlier run's
 * changes.
 */

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A business made through the API as an administrator: multi-store and empty, or single-store with its store. */
async function createBusiness(page: Page, name: string, isSingleStore: boolean) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const created = await page.request.post(`${appURL}/api/Business`, {
    headers,
    data: {
      name,
      isSingleStore,
      stores: isSingleStore
        ? [
            {
              name,
              address: {
                address1: '2 Clifton Down',
                cityTown: 'Bristol',
                country: 'United Kingdom',
                postCode: 'BS8 3HT',
                latitude: 51.46,
                longitude: -2.61,
              },
            },
          ]
        : [],
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { businessID: number; stores?: { storeID: number }[] };
}

const details = (page: Page) => page.getByRole('region', { name: 'Details' });
const settings = (page: Page) => page.getByRole('region', { name: 'Settings' });
const dialog = (page: Page) => page.getByRole('dialog');

test('an administrator creates a store and changes every setting, its tags included, then deletes it', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn('admin', paths.businesses.href({}));
  const business = await createBusiness(page, unique('Harbour Bakes'), false);
  await page.goto(appURL + paths.stores.href({ businessID: business.businessID }));

  // The empty list offers to create the first store.
  await expect(page.getByText('No stores to be displayed')).toBeVisible();
  await page.getByRole('button', { name: 'Create a new store' }).click();
  const form = dialog(page);
  const name = unique('Quayside');
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('checkbox', { name: 'Food' }).check({ force: true });
  // The address found from its postcode (the dev server's lookup, with the app configuration's key),
  // then its first line typed over by hand: what the lookup fills stays the user's to change.
  await form.getByRole('textbox', { name: 'Postcode' }).fill('BS8 3PA');
  await form.getByRole('button', { name: 'Find address' }).click();
  await expect(form.getByText(/^Filled in /)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'City or town' })).toHaveValue('Bristol');
  await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('United Kingdom');
  await expect(form.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
  await form.getByRole('textbox', { name: 'Address line 1' }).fill('3 Quay Street');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Store created!')).toBeVisible();
  await page.getByRole('link', { name: 'Open the store' }).click();

  // Its details: the location and the category it was created with.
  await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  await expect(details(page)).toContainText('3 Quay Street');
  await expect(details(page)).toContainText('Food');

  // Renamed in place.
  const renamed = `${name} Wharf`;
  await details(page)
    .getByRole('button', { name: /Store name/ })
    .click();
  const field = details(page).getByRole('textbox', { name: 'Store name' });
  await field.fill(renamed);
  await field.press('Enter');
  await expect(page.getByText("Updated the store's details")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(renamed);

  // Test mode on, then off keeping the changes.
  const testMode = settings(page).getByRole('switch', { name: 'Test mode' });
  await testMode.click({ force: true });
  await expect(page.getByText(`Test mode is on: ${renamed} is offline for customers`)).toBeVisible();
  await expect(testMode).toBeChecked();
  await testMode.click({ force: true });
  await page.getByRole('button', { name: 'Turn off and Keep changes' }).click();
  await expect(page.getByText(`Test mode is off: ${renamed} is online for customers`)).toBeVisible();
  await expect(testMode).not.toBeChecked();

  // External store: set with its ID and provider, then the parameters edited.
  await settings(page).getByRole('switch', { name: 'External store' }).click({ force: true });
  await dialog(page).getByRole('textbox', { name: 'External store ID' }).fill('QUAY-1');
  await dialog(page).getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option').first().click();
  await dialog(page).getByRole('button', { name: 'Set as external' }).click();
  await expect(page.getByText('Successfully set store as external')).toBeVisible();
  await settings(page).getByRole('button', { name: 'Edit parameters' }).click();
  await dialog(page).getByRole('textbox', { name: 'External store ID' }).fill('QUAY-2');
  await dialog(page).getByRole('button', { name: 'Save parameters' }).click();
  await expect(page.getByText('Changed external store parameters')).toBeVisible();
  await expect(settings(page)).toContainText('QUAY-2');

  // A tag: added, disabled and deleted on the Stampcard Tags page.
  await page.getByRole('region', { name: 'Stampcard Tags' }).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stampcard Tags' })).toBeVisible();
  await page.getByRole('button', { name: 'Add NFC Tag' }).click();
  const tag = unique('Till');
  const newTag = page.getByRole('form', { name: 'New NFC tag' });
  await newTag.getByRole('textbox', { name: 'Name' }).fill(tag);
  await newTag.getByRole('textbox', { name: 'Serial number' }).fill('04:A2:19:7C');
  await newTag.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText(`Tag ${tag} has been created!`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText('Enabled');
  await row.getByRole('button', { name: `Disable tag ${tag}` }).click();
  await expect(page.getByText(`Disabled tag ${tag}`)).toBeVisible();
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: `Delete tag ${tag}` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText(`Tag ${tag} has been deleted!`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: tag })).toHaveCount(0);

  // Deleted: the business's details follow.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  await settings(page).getByRole('button', { name: 'Delete store' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill('delete');
  await confirm.getByRole('button', { name: 'Delete store' }).click();
  await expect(page.getByText(`Deleted the ${renamed} store!`)).toBeVisible();
  await page.getByRole('button', { name: 'Navigate away' }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${business.businessID}/details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  // The business's only store is gone: its Stores column is empty.
  const stores = page.getByRole('region', { name: 'Stores' });
  await expect(stores).toContainText('No stores');
  await expect(stores).not.toContainText(renamed);
});

test('an administrator converts a single-store business to a multi-store one', async ({ page, signIn }) => {
  await signIn('admin', paths.businesses.href({}));
  const name = unique('Clifton Books');
  const business = await createBusiness(page, name, true);
  const storeID = business.stores?.[0]?.storeID ?? 0;
  await page.goto(appURL + paths.storeDetails.href({ businessID: business.businessID, storeID }));
  await expect(details(page)).toContainText('Single-store');
  await page.getByRole('button', { name: 'Convert to multi-store business' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('cannot be undone');
  await prompt.getByRole('textbox', { name: 'Business name' }).fill(`${name} Group`);
  await prompt.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Success! Redirecting to the parent business...')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/businesses/${business.businessID}/details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`${name} Group`);
});

test('a merchant reads a store and cannot change it, not even through the API', async ({ page, signIn }) => {
  await signIn('merchant', paths.storeDetails.href({ businessID: 1, storeID: 1 }));
  await expect(page.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
  await expect(details(page)).toContainText('Bold Street');
  await expect(settings(page)).toHaveCount(0);
  await expect(details(page).getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const patched = await page.request.patch(`${appURL}/api/Business/1/Stores/1`, {
    headers,
    data: [{ op: 'replace', path: '/enabled', value: false }],
  });
  expect(patched.status()).toBe(403);
  const store = await page.request.get(`${appURL}/api/Business/1/Stores/1`, { headers });
  expect(((await store.json()) as { enabled: boolean }).enabled).toBe(true);
});
