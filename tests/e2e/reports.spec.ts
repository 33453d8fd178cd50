import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, paths, test } from './fixtures';

/**
 * Reports against the dev server's reports (packages/dev-server/src/reports): an
 * administrator opens Stamps by store, filters it by a date and by categories (a multi choice),
 * pages through Customers by store and exports every format as a real file; a merchant sees the
 * merchant reports, their own business's data only, and no export.
 */

function content(page: Page) {
  return page.getByRole('region', { name: 'Report content' });
}

async function settled(page: Page) {
  await expect(content(page)).toHaveAttribute('aria-busy', 'false');
}

/** The first bytes of each format's file: Office Open XML is a zip, a PDF says so. */
const signatures = {
  Word: { extension: '.docx', starts: 'PK' },
  Excel: { extension: '.xlsx', starts: 'PK' },
  PDF: { extension: '.pdf', starts: '%PDF-' },
  CSV: { extension: '.csv', starts: '\uFEFF' },
  XML: { extension: '.xml', starts: '<?xml' },
} as const;

test('an administrator filters a report by a date and a multi choice, pages, and exports every format', async ({
  page,
  signIn,
}) => {
  await signIn('admin', paths.reports.href({}));
  const list = page.getByRole('list', { name: 'Reports' });
  await expect(list.getByRole('link', { name: /Businesses overview/ })).toBeVisible();
  await list.getByRole('link', { name: /Stamps by store/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stamps by store' })).toBeVisible();
  await settled(page);
  await expect(content(page).getByRole('table')).toContainText('Bold Street');

  // A date and a multi choice: only Pharmaceutical stores, from the first of January 2020.
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'From' }).fill('2020-01-01');
  await filters.getByRole('combobox', { name: 'Categories' }).click();
  const options = page.getByRole('listbox', { name: 'Categories' });
  await options.getByRole('option', { name: 'Food' }).click();
  await options.getByRole('option', { name: 'Delivery' }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/From=2020-01-01/);
  await expect(page).toHaveURL(/Categories=3/);
  await settled(page);
  const table = content(page).getByRole('table');
  await expect(table).toContainText('Clifton Pharmacy');
  await expect(table).not.toContainText('Bold Street Coffee');
  // A reload keeps the filters, in the URL and in the fields.
  await page.reload();
  await settled(page);
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('2020-01-01');
  await expect(content(page).getByRole('table')).not.toContainText('Bold Street Coffee');

  // Every export format is a file of its type, named after the report.
  for (const [label, { extension, starts }] of Object.entries(signatures)) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export report' }).click();
    await page.getByRole('menuitem', { name: label, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^Stamps by store \\d{4}-\\d{2}-\\d{2}\\${extension}$`));
    const path = await file.path();
    const bytes = await readFile(path);
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, Buffer.byteLength(starts)).toString('utf8')).toBe(starts);
  }

  // A report of several pages: Next asks for page 2.
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await page
    .getByRole('list', { name: 'Reports' })
    .getByRole('link', { name: /Customers by store/ })
    .click();
  await settled(page);
  const firstPage = await content(page).getByRole('table').innerText();
  await content(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await settled(page);
  await expect(content(page).getByRole('table')).not.toHaveText(firstPage);
});

test('a merchant sees the merchant reports, their own data only, and no export', async ({ page, signIn }) => {
  await signIn('merchant', paths.reports.href({}));
  const list = page.getByRole('list', { name: 'Reports' });
  await expect(list.getByRole('link', { name: /Stamps by store/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Businesses overview/ })).toHaveCount(0);
  await list.getByRole('link', { name: /Stamps by store/ }).click();
  await settled(page);
  const table = content(page).getByRole('table');
  await expect(table).toContainText('Bold Street Coffee');
  await expect(table).not.toContainText('Clifton Pharmacy');
  await expect(
    page.getByText('Please use this for data for reference and contact customers through promotions tools.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export report' })).toHaveCount(0);
});
