import { expect, test } from '@playwright/test';

interface StoryIndex {
  entries: Record<string, { id: string; title: string; type: 'story' | 'docs' }>;
}

test.describe('Storybook static build', () => {
  // Stories mock the network with msw's service worker (.storybook/preview.tsx), which the suite
  // blocks elsewhere (tests/playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('lists the guidelines, the components and the foundations for designers', async ({ page }) => {
    await page.goto('/');
    const tree = page.locator('#storybook-explorer-tree');
    await expect(tree.locator('[data-item-id="guidelines-foundations--docs"]')).toBeVisible();
    await expect(tree.locator('[data-item-id="guidelines-button--docs"]')).toBeVisible();
    await expect(tree.locator('[data-item-id="components-button"]')).toBeVisible();
    await expect(tree.locator('[data-item-id="foundations-tokens"]')).toBeVisible();
  });

  test('indexes every state of the Button', async ({ request }) => {
    const response = await request.get('/index.json');
    expect(response.ok()).toBe(true);
    const index = (await response.json()) as StoryIndex;
    const buttonStories = Object.values(index.entries)
      .filter((entry) => entry.title === 'Components/Button' && entry.type === 'story')
      .map((entry) => entry.id);
    expect(buttonStories).toEqual(
      expect.arrayContaining([
        'components-button--default',
        'components-button--disabled',
        'components-button--pending',
        'components-button--negative',
      ]),
    );
  });

  test('renders a themed, pressable button in a story', async ({ page }) => {
    await page.goto('/iframe.html?id=components-button--primary&viewMode=story');
    const button = page.getByRole('button', { name: 'Save' });
    await expect(button).toBeVisible();
    // The theme decorator applies: primary buttons use the brand fill (#3E4AD8).
    await expect(button).toHaveCSS('background-color', 'rgb(62, 74, 216)');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect(await button.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  });
});
