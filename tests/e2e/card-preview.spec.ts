import { expect, test } from '@playwright/test';
import { cardPreviewURL } from '../playwright.config';

test.describe('embedding the card preview', () => {
  test('a plain HTML page shows the custom element, by property and by attribute', async ({ page }) => {
    await page.goto(`${cardPreviewURL}/demo/index.html`);
    const byProperty = page.locator('#by-property').getByRole('img');
    await expect(byProperty).toHaveAccessibleName('Coffee card. 4 of 9 stamps collected. Reward at stamp 9.');
    // Upright (D16): as high as 1.62 times its width, within a pixel.
    const property = await byProperty.boundingBox();
    expect(property?.width).toBe(320);
    expect(Math.abs((property?.height ?? 0) - 320 * 1.62)).toBeLessThanOrEqual(1);

    const byAttribute = page.locator('#by-attribute').getByRole('img');
    await expect(byAttribute).toHaveAccessibleName(/^Pastry card\. Back of the card\. How it works\./);
    const attribute = await byAttribute.boundingBox();
    expect(attribute?.width).toBe(360);
    expect(Math.abs((attribute?.height ?? 0) - 360 * 1.62)).toBeLessThanOrEqual(1);

    // The icon font loads from the package's own files, offline.
    await expect.poll(() => page.evaluate(() => document.fonts.check('900 16px "Font Awesome 7 Free"'))).toBe(true);
    const glyph = await page
      .locator('#by-property [data-part="stamp"] i')
      .first()
      .evaluate((icon) => getComputedStyle(icon, '::before').content);
    expect(glyph).toContain('\uf7b6');
  });

  test('a malformed card attribute is reported, not drawn', async ({ page }) => {
    await page.goto(`${cardPreviewURL}/demo/index.html`);
    const malformed = page.locator('#malformed');
    await expect(malformed).toHaveAttribute('data-error', 'The card attribute is not valid JSON.');
    await expect(malformed.getByRole('img')).toHaveCount(0);
  });

  test('another React app renders the published build', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${cardPreviewURL}/demo/react.html`);
    await expect(page.getByRole('img')).toHaveAccessibleName('Embedded card. 2 of 9 stamps collected.');
    await expect(page.locator('img[data-placeholder]')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
