import type { Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, test } from './fixtures';

/**
 * People against the dev server: an administrator finds a customer by search and
 * corrects their phone number (an invalid one refused first); links a merchant's staff member to a
 * second store and unlinks them again; creates a new user and finds them in the list (and is told
 * when the e-mail is already in use); a merchant reads their staff's details and cannot change them.
 *
 * Changes are put back, or made on people the test creates, so reruns on a reused server agree.
 */

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const account = (page: Page) => page.getByRole('form', { name: 'Account details' });

test('an administrator finds a customer by search and corrects their phone number', async ({ page, signIn }) => {
  await signIn('admin', paths.customers.href({}));
  await expect(page.getByRole('heading', { level: 1, name: 'All Customers' })).toBeVisible();
  // Seeded customer 7, looked up for the e-mail to search for.
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const found = await page.request.get(`${appURL}/api/Users/customer-7`, { headers });
  expect(found.status()).toBe(200);
  const customer = (await found.json()) as { emailAddress: string };
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(customer.emailAddress);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: customer.emailAddress });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'View/edit user details' }).click();
  await expect(page).toHaveURL(/\/customers\/customer-7$/);

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/Users/'))
      saves.push(request.url());
  });
  const phone = account(page).getByRole('textbox', { name: 'Mobile phone' });
  await phone.fill('12345');
  // Leaving the field shows its message (the kit checks a field when it loses focus).
  await phone.press('Tab');
  await expect(account(page)).toContainText('Invalid phone number format; examples 07123 456789 and +44 7123 456789');
  await account(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText("Some changes you've made are not valid. Please review them before saving."),
  ).toBeVisible();
  expect(saves).toEqual([]);

  const corrected = `07700 9${String(Date.now()).slice(-5)}`;
  await phone.fill(corrected);
  await account(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  expect(saves).toHaveLength(1);
  await page.reload();
  await expect(account(page).getByRole('textbox', { name: 'Mobile phone' })).toHaveValue(corrected);
});

test("an administrator adds a merchant's staff member to a second store and unlinks them again", async ({
  page,
  signIn,
}) => {
  await signIn('admin', paths.businesses.href({}));
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  // A new staff member of Bold Street Coffee (business 1), working at Bold Street (store 1).
  const email = `${unique('pat.')}@example.com`;
  const created = await page.request.post(`${appURL}/api/Business/1/Staff`, {
    headers,
    data: { user: { title: 'Ms', firstName: 'Pat', surname: 'Rowe', emailAddress: email } },
  });
  expect(created.status()).toBe(201);
  const { staffID } = (await created.json()) as { staffID: number };
  const linked = await page.request.patch(`${appURL}/api/Business/1/Stores/1/Staff`, { headers, data: { staffID } });
  expect(linked.status()).toBe(200);

  await page.goto(appURL + paths.staffMember.href({ staffID }));
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Rowe' })).toBeVisible();
  const stores = page.getByRole('region', { name: 'Stores' });
  await expect(stores.getByRole('listitem')).toHaveCount(1);

  await stores.getByRole('button', { name: 'Add Pat Rowe to a new store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Pat Rowe to a new store' });
  await dialog.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: 'Albert Dock' }).click();
  await dialog.getByRole('button', { name: 'Add to store' }).click();
  await expect(page.getByText('Added Pat Rowe to Albert Dock')).toBeVisible();
  await expect(stores.getByRole('listitem')).toHaveCount(2);

  await stores.getByRole('button', { name: 'Unlink Pat Rowe from Albert Dock' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Remove Pat Rowe from Albert Dock?' });
  await expect(prompt).toContainText('Neither the store nor the user is deleted');
  await prompt.getByRole('button', { name: 'Remove them from the store' }).click();
  await expect(page.getByText('Removed Pat Rowe from Albert Dock')).toBeVisible();
  await expect(stores.getByRole('listitem')).toHaveCount(1);
  await expect(stores).toContainText('Bold Street');
});

test('an administrator creates a new user and finds them in the list', async ({ page, signIn }) => {
  await signIn('admin', paths.customers.href({}));
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog');
  const surname = unique('Evans');
  const email = `${surname.toLowerCase()}@example.com`;
  await dialog.getByRole('radio', { name: 'Ms' }).check({ force: true });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Nia');
  await dialog.getByRole('textbox', { name: 'Surname' }).fill(surname);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`Created user Nia ${surname}`)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(email);
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  // The same e-mail again: refused, said next to the e-mail field, the form kept.
  await page.getByRole('button', { name: 'New user' }).click();
  await dialog.getByRole('radio', { name: 'Mr', exact: true }).check({ force: true });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Nico');
  await dialog.getByRole('textbox', { name: 'Surname' }).fill(surname);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Could not create the user')).toBeVisible();
  const emailField = dialog.getByRole('textbox', { name: 'E-mail' });
  await expect(emailField).toHaveAccessibleErrorMessage(`${email} is already in use.`);
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Nico');
});

test("a merchant reads their staff member's details and stores but cannot change them, nor through the API", async ({
  page,
  signIn,
  open,
}) => {
  await signIn('merchant', paths.businessStaff.href({ businessID: 1 }));
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('merchant@stampcard.test');
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'merchant@stampcard.test' });
  await row.getByRole('link', { name: /^View / }).click();
  await expect(page).toHaveURL(/\/businesses\/1\/staff\/\d+\/details$/);
  await expect(account(page).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  await expect(account(page).getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  const stores = page.getByRole('region', { name: 'Stores' });
  await expect(stores.getByRole('listitem').first()).toBeVisible();
  await expect(stores.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Settings' })).toHaveCount(0);

  // The same page at /staff/{staffID}.
  const staffID = /\/staff\/(\d+)\//.exec(page.url())?.[1] ?? '';
  await open(paths.staffMember.href({ staffID }));
  await expect(account(page).getByRole('textbox', { name: 'E-mail' })).toHaveValue('merchant@stampcard.test');

  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const member = (await (await page.request.get(`${appURL}/api/Staff/${staffID}`, { headers })).json()) as {
    user: { userID: string; firstName: string; surname: string; emailAddress: string; title: string };
  };
  const refused = await page.request.put(`${appURL}/api/Users/${member.user.userID}`, {
    headers,
    data: { ...member.user, firstName: 'Changed' },
  });
  expect(refused.status()).toBe(403);
});
