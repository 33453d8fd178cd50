import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

/** The kit's guideline pages (MDX under packages/ui/src) in Storybook's static build, as a designer opens them. */
interface StoryIndex {
  entries: Record<string, { id: string; title: string; type: 'story' | 'docs' }>;
}

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The page families every host product's designers and developers look for. */
const expectedPages = [
  'Guidelines/Foundations',
  'Guidelines/Button',
  'Guidelines/Text inputs',
  'Guidelines/Choice controls',
  'Guidelines/Forms',
  'Guidelines/Dropdowns',
  'Guidelines/Date picker',
  'Guidelines/Pagination',
  'Guidelines/Navigation and page layout',
  'Guidelines/Dialogs',
  'Guidelines/Popover, tooltip and menu',
  'Guidelines/Toast',
  'Guidelines/Loading',
  'Guidelines/Empty and error states',
  'Guidelines/Cards and lists',
  'Guidelines/Charts and figures',
];

test.describe('Kit guidelines in the static Storybook', () => {
  // The embedded stories mock the network with msw's service worker (.storybook/preview.tsx),
  // which the suite blocks elsewhere (tests/playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  let pages: { id: string; title: string }[] = [];

  test.beforeAll(async ({ request }) => {
    const index = (await (await request.get('/index.json')).json()) as StoryIndex;
    pages = Object.values(index.entries).filter(
      (entry) => entry.type === 'docs' && entry.title.startsWith('Guidelines/'),
    );
  });

  test('has a page per component family and the foundations', () => {
    expect(pages.map((page) => page.title).sort()).toEqual([...expectedPages].sort());
  });

  for (const title of expectedPages) {
    test(`${title} renders and passes axe`, async ({ page }) => {
      const entry = pages.find((candidate) => candidate.title === title);
      expect(entry, `${title} is in the index`).toBeDefined();
      await page.goto(`/iframe.html?viewMode=docs&id=${entry?.id ?? ''}`);
      const heading = page.locator('#storybook-docs h1');
      await expect(heading).toHaveText(title.replace('Guidelines/', '').replace(/^./, (first) => first.toUpperCase()));
      // Every embedded story has drawn (none still shows Storybook's loader) and none failed.
      await expect(page.locator('#storybook-docs .sb-story')).not.toHaveCount(0);
      await expect(page.locator('#storybook-docs .sb-loader')).toHaveCount(0);
      await expect(page.locator('.sb-errordisplay')).toBeHidden();
      // Web fonts swap in when they arrive and change the width of every text, and so whether a
      // preview's content overflows it: axe reads the page in its fonts, as a reader sees it.
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      // A preview takes its story's size only once the story has drawn (a chart measures itself
      // first): axe reads the page once no preview has changed size for half a second, as a reader
      // sees it, not a frame of it mid-layout.
      const previewSizes = () =>
        page
          .locator('#storybook-docs .docs-story')
          .evaluateAll((previews) =>
            previews.map((preview) => `${preview.scrollWidth}x${preview.scrollHeight}`).join(),
          );
      await expect
        .poll(
          async () => {
            const before = await previewSizes();
            await page.waitForTimeout(500);
            return before === (await previewSizes());
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.addScriptTag({ path: axeSource });
      const results = await page.evaluate(async () => {
        const { axe } = window as unknown as {
          axe: { run: (context: string, options: object) => Promise<AxeResults> };
        };
        return axe.run('#storybook-docs', {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
        });
      });
      const violations = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
      );
      expect(violations).toEqual([]);
    });
  }
});
