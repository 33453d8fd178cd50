import { expect, paths, test } from './fixtures';

/**
 * The scroll position per history entry: a new page opens at its top, and Back returns to where
 * the user was on the list they left, as it was before they left.
 */
test('Back returns to where the user was on a list; a new page opens at its top', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn('admin', paths.customers.href({}));
  const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
  await expect(rows).toHaveCount(21);
  const last = rows.last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 10_000));
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);

  await last.getByRole('link', { name: 'View/edit user details' }).click();
  await expect(page.getByRole('form', { name: 'Account details' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(rows).toHaveCount(21);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  // A reload keeps the entry's position too.
  await page.reload();
  await expect(rows).toHaveCount(21);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
