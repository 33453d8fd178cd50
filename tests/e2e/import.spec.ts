import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, test } from './fixtures';

/**
 * Importing from a spreadsheet against the dev server: an administrator brings customers into a
 * store through the mapping flow (a bad row explained and left out, a second run creating nothing
 * new), NFC tags from a supplier's tab-separated file, a file that cannot be imported refused with
 * nothing written, a connection lost mid-import finished without duplicates, and customers exported
 * from one store imported into another with every field unchanged.
 *
 * Every run makes people and tags of its own (unique e-mails and serials), so reruns on a reused
 * server agree.
 */

/** An empty cell as the API's nothing. */
const orNull = (text: string | undefined) => (text === undefined || text === '' ? null : text);

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Stores of the seed's Bold Street Coffee (business 1). */
const stores = { albertDock: { id: 2, name: 'Albert Dock' }, cliftonVillage: { id: 3, name: 'Clifton Village' } };

function dialog(page: Page, name = 'Import customers'): Locator {
  return page.getByRole('dialog', { name });
}

async function openImport(page: Page, store?: { name: string }) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const flow = dialog(page, store === undefined ? 'Import NFC tags' : 'Import customers');
  await expect(flow).toBeVisible();
  if (store !== undefined) {
    await flow.getByRole('combobox', { name: /Store/ }).click();
    await page.getByRole('option', { name: store.name, exact: true }).click();
  }
  return flow;
}

/** Leaves a row out of the import, by keyboard: its Include box, unticked with Space. */
async function excludeRow(flow: Locator, name: string) {
  const include = flow.getByRole('checkbox', { name });
  await include.press('Space');
  await expect(include).not.toBeChecked();
}

async function chooseFile(flow: Locator, name: string, text: string | Buffer, mimeType = 'text/csv') {
  await flow.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${appURL}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

interface User {
  userID: string;
  title: string | null;
  firstName: string;
  surname: string;
  emailAddress: string;
  phoneNumber: string | null;
  postCode: string | null;
  dateOfBirth: string | null;
  stores: { storeID: number }[];
}

async function customersMatching(page: Page, term: string): Promise<User[]> {
  return api<User[]>(page, `/api/Users?SearchTerm=${encodeURIComponent(term)}&pageCount=100`);
}

test('an administrator imports customers through the mapping flow; a second run creates nothing new', async ({
  page,
  signIn,
}) => {
  const tag = unique('imp');
  const file = [
    'Forename,Last name,E-mail address,Mobile,Favourite drink',
    `Zoë,O'Brien,${tag}-zoe@example.com,07123 456789,Flat white`,
    `Amir,"Khan, Jr",${tag}-amir@example.com,,Tea`,
    `Ana,Silva,not-an-email,,Mocha`,
    `Ann,Lee,${tag}-zoe@example.com,,Latte`,
  ].join('\r\n');
  await signIn('admin', paths.customers.href({}));
  await expect(page.getByRole('heading', { level: 1, name: 'All Customers' })).toBeVisible();

  const flow = await openImport(page, stores.cliftonVillage);
  await chooseFile(flow, 'customers.csv', file);
  await expect(flow.getByText(/4 rows and 5 columns/)).toBeVisible();
  await flow.getByRole('button', { name: 'Next' }).click();

  // Matched from the headers' names; the column the product has no field for is left out.
  await expect(flow.getByRole('combobox', { name: 'Import “E-mail address” as' })).toHaveText(/E-mail/);
  await expect(flow.getByRole('combobox', { name: 'Import “Favourite drink” as' })).toHaveText(/Don’t import/);
  await flow.getByRole('button', { name: 'Next' }).click();

  // Each bad row is explained on its cell; the server's dry run has looked at the good ones.
  await expect(flow.getByText('4 rows: 2 ready, 2 with problems, 0 excluded')).toBeVisible();
  await expect(flow.getByRole('textbox', { name: 'E-mail, row 4' })).toHaveAccessibleDescription('Invalid value');
  await expect(flow.getByRole('textbox', { name: 'E-mail, row 5' })).toHaveAccessibleDescription(
    'Already in the file on row 2',
  );
  await excludeRow(flow, 'Include row 4');
  await excludeRow(flow, 'Include row 5');
  await flow.getByRole('button', { name: 'Next' }).click();
  await flow.getByRole('button', { name: 'Import 2 customers' }).click();
  await expect(flow.getByText('Import finished')).toBeVisible();
  await expect(flow.getByRole('definition').first()).toHaveText('2');
  await flow.getByRole('button', { name: 'Close' }).click();

  const imported = await customersMatching(page, tag);
  expect(imported.map((user) => [user.firstName, user.surname, user.phoneNumber]).sort()).toEqual([
    ['Amir', 'Khan, Jr', null],
    ['Zoë', "O'Brien", '07123 456789'],
  ]);
  expect(imported.every((user) => user.stores.some((store) => store.storeID === stores.cliftonVillage.id))).toBe(true);

  // The same file again: both rows match existing customers, and nothing is created.
  const again = await openImport(page, stores.cliftonVillage);
  await chooseFile(again, 'customers.csv', file);
  await again.getByRole('button', { name: 'Next' }).click();
  await again.getByRole('button', { name: 'Next' }).click();
  await expect(again.getByText('2 rows match existing customers.')).toBeVisible();
  await excludeRow(again, 'Include row 4');
  await excludeRow(again, 'Include row 5');
  await again.getByRole('button', { name: 'Next' }).click();
  await again.getByRole('button', { name: 'Import 2 customers' }).click();
  await expect(again.getByText('Import finished')).toBeVisible();
  const totals = again.getByRole('definition');
  await expect(totals.nth(0)).toHaveText('0');
  await expect(totals.nth(2)).toHaveText('2');
  expect(await customersMatching(page, tag)).toHaveLength(2);
});

test('an administrator imports NFC tags from a supplier’s tab-separated file', async ({ page, signIn }) => {
  const serial = unique('SN-');
  const file = [
    'Tag name\tSerial no.\tActive',
    `Door ${serial}\t${serial}-1\tyes`,
    `Till ${serial}\t${serial}-2\tno`,
  ].join('\n');
  await signIn('admin', paths.nfcTags.href({ businessID: 1, storeID: stores.albertDock.id }));
  const flow = await openImport(page);
  await chooseFile(flow, 'tags.tsv', file, 'text/tab-separated-values');
  await expect(flow.getByText(/2 rows and 3 columns/)).toBeVisible();
  await expect(flow.getByRole('combobox', { name: 'Separator' })).toHaveText(/Tab/);
  await flow.getByRole('button', { name: 'Next' }).click();
  await flow.getByRole('button', { name: 'Next' }).click();
  await expect(flow.getByText('2 rows: 2 ready, 0 with problems, 0 excluded')).toBeVisible();
  await flow.getByRole('button', { name: 'Next' }).click();
  await flow.getByRole('button', { name: 'Import 2 NFC tags' }).click();
  await expect(flow.getByText('Import finished')).toBeVisible();
  await flow.getByRole('button', { name: 'Close' }).click();
  // The list behind shows them at once.
  await expect(page.getByText(`${serial}-1`)).toBeVisible();
  await expect(page.getByText(`${serial}-2`)).toBeVisible();
  const tags = await api<{ tagReference: string; enabled: boolean }[]>(
    page,
    `/api/Tags?storeID=${String(stores.albertDock.id)}&SearchTerm=${serial}`,
  );
  expect(tags.map((entry) => [entry.tagReference, entry.enabled]).sort()).toEqual([
    [`${serial}-1`, true],
    [`${serial}-2`, false],
  ]);
});

test('a file that cannot be imported is refused clearly, with nothing sent', async ({ page, signIn }) => {
  await signIn('admin', paths.customers.href({}));
  const imports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/Users/Import') imports.push(request.url());
  });
  const flow = await openImport(page, stores.cliftonVillage);
  const refusals: [string, string | Buffer, RegExp][] = [
    ['empty.csv', '', /The file is empty\./],
    ['book.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x14, 0x00]), /not a text spreadsheet/],
    ['header.csv', 'First name,Surname,E-mail\r\n', /a header row but no rows below it/],
    ['quotes.csv', 'First name,Surname,E-mail\r\n"Ann,Lee,ann@example.com\r\n', /A quoted cell is never closed/],
  ];
  for (const [name, text, message] of refusals) {
    await chooseFile(flow, name, text);
    await expect(flow.getByRole('status').filter({ hasText: name })).toContainText(message);
    await expect(flow.getByRole('button', { name: 'Next' })).toBeDisabled();
  }
  expect(imports).toEqual([]);
});

test('a connection lost mid-import says which parts landed, and importing the rest adds no duplicate', async ({
  page,
  signIn,
}) => {
  const tag = unique('cut');
  const rows = Array.from(
    { length: 1_100 },
    (_, index) => `Cus${String(index)},Tomer,${tag}-${String(index)}@example.com`,
  );
  const file = ['First name,Surname,E-mail', ...rows].join('\r\n');
  await signIn('admin', paths.customers.href({}));
  let importRequests = 0;
  // The second part of the import (not of the dry run) never reaches the server.
  await page.route('**/api/Users/Import', async (route) => {
    const body = route.request().postDataJSON() as { dryRun?: boolean };
    if (body.dryRun !== true) {
      importRequests += 1;
      if (importRequests === 2) {
        await route.abort('connectionreset');
        return;
      }
    }
    await route.continue();
  });
  const flow = await openImport(page, stores.cliftonVillage);
  await chooseFile(flow, 'many.csv', file);
  await flow.getByRole('button', { name: 'Next' }).click();
  await flow.getByRole('button', { name: 'Next' }).click();
  await expect(flow.getByText('1,100 rows: 1,100 ready, 0 with problems, 0 excluded')).toBeVisible();
  await flow.getByRole('button', { name: 'Next' }).click();
  await flow.getByRole('button', { name: 'Import 1,100 customers' }).click();
  const alert = flow.getByRole('alert');
  await expect(alert).toContainText('1 of 3 parts landed (500 rows).');
  await expect(alert).toContainText('Part 2 (rows 502 to 1,001) may or may not have landed.');
  await alert.getByRole('button', { name: 'Import the rest' }).click();
  await expect(flow.getByText('Import finished')).toBeVisible();
  await expect(flow.getByRole('definition').first()).toHaveText('1,100');
  const all = await api<unknown[]>(page, `/api/Users?SearchTerm=${tag}&pageCount=1`);
  expect(all).toHaveLength(1);
  const count = await page.request.get(`${appURL}/api/Users?SearchTerm=${tag}&pageCount=1`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect((JSON.parse(count.headers()['x-pagination'] ?? '{}') as { totalCount?: number }).totalCount).toBe(1_100);
});

test('customers exported from one store import into another with every field unchanged', async ({ page, signIn }) => {
  const tag = unique('rt');
  const people = [
    ['Ms', 'Zoë', "O'Brien", `${tag}-1@example.com`, '07123 456789', 'L1 8JQ', '1990-02-28'],
    ['Mr', 'José, "Pepe"', 'Núñez\nSecond line', `${tag}-2@example.com`, '+44 7123 456789', '', ''],
    ['Mrs', '-Ann', '=Lee', `${tag}-3@example.com`, '', 'BS8 4AA', '2000-12-31'],
  ];
  await signIn('admin', paths.customers.href({}));
  // Made through the import operation itself, into Clifton Village.
  const created = await page.request.post(`${appURL}/api/Users/Import`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: {
      storeID: stores.cliftonVillage.id,
      rows: people.map(([title, firstName, surname, emailAddress, phoneNumber, postCode, dateOfBirth]) => ({
        title,
        firstName,
        surname,
        emailAddress,
        phoneNumber: orNull(phoneNumber),
        postCode: orNull(postCode),
        dateOfBirth: orNull(dateOfBirth),
      })),
    },
  });
  expect(created.status()).toBe(200);
  const before = await customersMatching(page, tag);
  expect(before).toHaveLength(3);

  // Export Clifton Village's customers of this run from the list.
  await page.goto(`${appURL}${paths.customers.href({}, { search: tag, stores: [String(stores.cliftonVillage.id)] })}`);
  await expect(page.getByRole('row').filter({ hasText: `${tag}-1@example.com` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = await readFile(await (await download).path());

  // Import the file into Albert Dock, updating the matched customers with the file's values.
  const flow = await openImport(page, stores.albertDock);
  await chooseFile(flow, 'export.csv', exported);
  await flow.getByRole('button', { name: 'Next' }).click();
  await flow.getByRole('button', { name: 'Next' }).click();
  await expect(flow.getByText('3 rows: 3 ready, 0 with problems, 0 excluded')).toBeVisible();
  await flow.getByRole('button', { name: 'Next' }).click();
  // By keyboard, as everything in the flow can be.
  await flow.getByRole('radio', { name: 'Update them' }).press('Space');
  await expect(flow.getByRole('radio', { name: 'Update them' })).toBeChecked();
  await flow.getByRole('button', { name: 'Import 3 customers' }).click();
  await expect(flow.getByText('Import finished')).toBeVisible();

  const after = await customersMatching(page, tag);
  const fields = ({ title, firstName, surname, emailAddress, phoneNumber, postCode, dateOfBirth }: User) => ({
    title,
    firstName,
    surname,
    emailAddress,
    phoneNumber,
    postCode,
    dateOfBirth,
  });
  expect(after.map(fields).sort((a, b) => a.emailAddress.localeCompare(b.emailAddress))).toEqual(
    before.map(fields).sort((a, b) => a.emailAddress.localeCompare(b.emailAddress)),
  );
  expect(after.every((user) => user.stores.some((store) => store.storeID === stores.albertDock.id))).toBe(true);
});
