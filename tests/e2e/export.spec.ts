import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, test } from './fixtures';

/**
 * Export CSV on the lists (docs/product/lists.md) against the dev server and its seeded database:
 * an administrator searches the customers and exports them, every page of the search and nothing
 * else; a merchant exports their business's staff.
 *
 * The server may be reused between runs (other specs add people), so each file is checked against
 * what the API's list answers for the same query at the time, not against fixed numbers.
 */

/** The byte order mark a spreadsheet reads the file's UTF-8 by. */
const byteOrderMark = '\uFEFF';

/** The rows of an RFC 4180 file (quoted cells may hold commas, quotes and line ends), its header first. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (isQuoted) {
      if (character === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') {
        isQuoted = false;
      } else {
        cell += character;
      }
    } else if (character === '"') {
      isQuoted = true;
    } else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text.charAt(index + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += character;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Presses Export CSV and reads the file the browser downloads: its name and its text. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** How many items the API's list holds for `query` (its `x-pagination` total), asked directly. */
async function listTotal(page: Page, path: string, query: Record<string, string | string[]>): Promise<number> {
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(query)) {
    for (const value of [values].flat()) search.append(name, value);
  }
  const response = await page.request.get(`${appURL}${path}?${search.toString()}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (JSON.parse(response.headers()['x-pagination'] ?? '{}') as { totalCount: number }).totalCount;
}

test('an administrator exports every customer a search matches, across all its pages', async ({ page, signIn }) => {
  // The seeded customers' surnames Wilson, Johnson, Robinson and Thompson: about one in five.
  const term = 'son';
  await signIn('admin', paths.customers.href({}));
  await expect(page.getByRole('heading', { level: 1, name: 'All Customers' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(term);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]search=son\b/);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row').nth(1)).toContainText(new RegExp(term, 'i'));
  // A page holds 20; the search matches more.
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('navigation', { name: /pagination/i })).toBeVisible();
  const total = await listTotal(page, '/api/Users', {
    SearchTerm: term,
    FilterType: 'roles',
    Filter: 'Customer',
    pageCount: '1',
  });
  expect(total).toBeGreaterThan(20);

  const { name, text } = await exportCsv(page);
  expect(name).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith(byteOrderMark)).toBe(true);
  const [header, ...rows] = csvRows(text.slice(byteOrderMark.length));
  expect(header?.join(',')).toBe(
    'User ID,Title,First name,Surname,E-mail,Phone number,Post code,Date of birth,Roles,Stores',
  );
  // Every customer the search matches, on every page of the list, and only them.
  expect(rows).toHaveLength(total);
  expect(new Set(rows.map((row) => row[0])).size).toBe(total);
  for (const [, , firstName, surname, email, , , , roles] of rows) {
    expect(`${firstName ?? ''} ${surname ?? ''} ${email ?? ''}`.toLowerCase()).toContain(term);
    expect(roles?.split('; ')).toContain('Customer');
  }
});

test("a merchant exports their business's staff", async ({ page, signIn }) => {
  await signIn('merchant', paths.businessStaff.href({ businessID: 1 }));
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff' }).getByRole('row').nth(1)).toBeVisible();
  const total = await listTotal(page, '/api/Business/1/Staff', { pageCount: '1' });

  const { name, text } = await exportCsv(page);
  expect(name).toMatch(/^business-1-staff-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith(byteOrderMark)).toBe(true);
  const [header, ...rows] = csvRows(text.slice(byteOrderMark.length));
  expect(header?.join(',')).toBe('Staff ID,User ID,Name,E-mail,Stores');
  expect(rows).toHaveLength(total);
  // The merchant is staff of their own business.
  expect(rows.map((row) => row[3])).toContain('merchant@stampcard.test');
});
