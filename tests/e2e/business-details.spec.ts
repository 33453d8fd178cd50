import type { Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, test } from './fixtures';

/**
 * A business up close against the dev server: a merchant renames their business in
 * place and finds the name after a reload; an administrator locks and unlocks a business, sets and
 * removes its manager, adds a staff member and deletes the business, landing on /businesses.
 *
 * The administrator works on a business the test creates (with one staff member added through the
 * API), so reruns on a reused server never meet an earlier run's changes. The merchant renames
 * Bold Street Coffee (business 1) and puts its name back.
 */

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A multi-store business with one store and one staff member, made through the API as an administrator. */
async function createBusiness(page: Page, name: string, staff: { firstName: string; surname: string; email: string }) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const created = await page.request.post(`${appURL}/api/Business`, {
    headers,
    data: {
      name,
      description: 'Made by the end-to-end tests.',
      isSingleStore: false,
      stores: [
        {
          name: `${name} Harbourside`,
          address: {
            address1: '1 Harbour Walk',
            cityTown: 'Bristol',
            country: 'United Kingdom',
            postCode: 'BS1 5DB',
            latitude: 51.45,
            longitude: -2.6,
          },
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { businessID } = (await created.json()) as { businessID: number };
  const member = await page.request.post(`${appURL}/api/Business/${businessID}/Staff`, {
    headers,
    data: { user: { title: 'Ms', firstName: staff.firstName, surname: staff.surname, emailAddress: staff.email } },
  });
  expect(member.status()).toBe(201);
  return businessID;
}

function details(page: Page) {
  return page.getByRole('region', { name: 'Details' });
}

async function renameInline(page: Page, name: string) {
  await details(page)
    .getByRole('button', { name: /Business name/ })
    .click();
  const field = details(page).getByRole('textbox', { name: 'Business name' });
  await field.fill(name);
  await field.press('Enter');
  await expect(page.getByText("Updated the business' details")).toBeVisible();
  await expect(details(page).getByRole('button', { name: /Business name/ })).toContainText(name);
}

test('a merchant renames their business in place and sees the name after reload', async ({ page, signIn }) => {
  await signIn('merchant', paths.businessDetails.href({ businessID: 1 }));
  await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  // Merchants edit the details but have no settings block.
  await expect(page.getByRole('region', { name: 'Settings' })).toHaveCount(0);
  const renamed = unique('Bold Street Roasters');
  await renameInline(page, renamed);
  await page.reload();
  await expect(details(page).getByRole('button', { name: /Business name/ })).toContainText(renamed);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(renamed);
  await renameInline(page, 'Bold Street Coffee');
});

test('an administrator locks and unlocks a business, sets and removes its manager, adds staff and deletes it', async ({
  page,
  signIn,
}) => {
  await signIn('admin', paths.businesses.href({}));
  const name = unique('Harbour Pantry');
  const businessID = await createBusiness(page, name, {
    firstName: 'Tess',
    surname: 'Hale',
    email: `${unique('tess').replace(/\s/g, '.').toLowerCase()}@example.com`,
  });
  await page.goto(`${appURL}${paths.businessDetails.href({ businessID })}`);
  await expect(details(page).getByRole('button', { name: /Business name/ })).toContainText(name);

  // Lock, confirmed; the switch shows the server's answer, also after a reload. Then unlock.
  const lock = page.getByRole('switch', { name: 'Lock' });
  await expect(lock).not.toBeChecked();
  await lock.click({ force: true });
  const lockPrompt = page.getByRole('alertdialog', { name: `Lock ${name}?` });
  await expect(lockPrompt).toContainText('freezes customers');
  await lockPrompt.getByRole('button', { name: 'Yes, lock it' }).click();
  await expect(page.getByText(`Locked the ${name} business`)).toBeVisible();
  await expect(lock).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Lock' })).toBeChecked();
  await page.getByRole('switch', { name: 'Lock' }).click({ force: true });
  await page
    .getByRole('alertdialog', { name: `Unlock ${name}?` })
    .getByRole('button', { name: 'Yes, unlock it' })
    .click();
  await expect(page.getByText(`Unlocked the ${name} business`)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Lock' })).not.toBeChecked();

  // Set the manager from the business's staff, then remove them.
  const manager = details(page).getByRole('region', { name: 'Manager' });
  await expect(manager).toContainText('No manager assigned.');
  await manager.getByRole('button', { name: 'Set manager' }).click();
  const picker = page.getByRole('dialog', { name: "Select the store's manager" });
  await picker.getByRole('option', { name: /Tess Hale/ }).click();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Store manager changed!')).toBeVisible();
  await expect(manager).toContainText('Tess Hale');
  await page.reload();
  await expect(details(page).getByRole('region', { name: 'Manager' })).toContainText('Tess Hale');
  await details(page).getByRole('button', { name: 'Set manager' }).click();
  await page
    .getByRole('dialog', { name: "Select the store's manager" })
    .getByRole('option', { name: /Tess Hale/ })
    .click();
  await page.getByRole('dialog', { name: "Select the store's manager" }).getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove manager?' })
    .getByRole('button', { name: 'Yes, remove them' })
    .click();
  await expect(details(page).getByRole('region', { name: 'Manager' })).toContainText('No manager assigned.');

  // Add a staff member on the business's staff page.
  await page.goto(`${appURL}${paths.businessStaff.href({ businessID })}`);
  await page.getByRole('button', { name: 'New staff member' }).click();
  const modal = page.getByRole('dialog', { name: 'New staff member' });
  await modal.getByRole('radio', { name: 'Mr', exact: true }).check({ force: true });
  await modal.getByRole('textbox', { name: /First name/ }).fill('Owen');
  await modal.getByRole('textbox', { name: /Surname/ }).fill('Price');
  const email = `${unique('owen').replace(/\s/g, '.').toLowerCase()}@example.com`;
  await modal.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await modal.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Created user Owen Price')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff' })).toContainText(email);

  // Delete the business: type delete, the success message, then /businesses.
  await page.goto(`${appURL}${paths.businessDetails.href({ businessID })}`);
  await page.getByRole('button', { name: 'Delete business' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('textbox', { name: 'Type delete to confirm' }).fill('delete');
  await confirm.getByRole('button', { name: 'Delete business' }).click();
  const deleted = page.getByRole('alertdialog', { name: `Deleted the ${name} business!` });
  await expect(deleted).toBeVisible();
  await deleted.getByRole('button', { name: 'Navigate away' }).click();
  await expect(page).toHaveURL(`${appURL}/businesses`);
  const gone = await page.request.get(`${appURL}/api/Business/${businessID}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(gone.status()).toBe(404);
});
