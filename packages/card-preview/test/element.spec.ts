// `<stampcard-card-preview>` from the package's build, in headless Chromium: on a page without a
// framework and in a React 19 app. It fills its container's width at the card's upright shape,
// draws its icons from one small file each (only those the card uses, no web font), reports a
// malformed card, and draws again when its stamps or its container's width change.
import { expect, test, type Page } from '@playwright/test';
import type { StampcardCardPreviewElement } from '@stampcard/card-preview/element';
import { startPageServer, type PageServer } from './pageServer';
import type { RecordedCardEvent } from './pages/cardEvents';

/** The card's height over its width. */
const aspectRatio = 1.62;

let server: PageServer;

test.beforeAll(async () => {
  server = await startPageServer();
});

test.afterAll(async () => {
  await server.close();
});

/** What a page asks the network for, and the errors it reports. */
function watch(page: Page) {
  const requests: { url: URL; type: string }[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push({ url: new URL(request.url()), type: request.resourceType() }));
  page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.url()}: ${response.status()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return {
    problems,
    /** The icon files requested, by path, each once. */
    iconFiles: () =>
      [...new Set(requests.map(({ url }) => url.pathname).filter((path) => path.includes('/icons/')))].sort(),
    /** Requests for a font, or to another origin than the test's server. */
    unexpected: () =>
      requests
        .filter(
          ({ url, type }) =>
            type === 'font' || /\.(woff2?|ttf|otf|eot)$/i.test(url.pathname) || url.origin !== server.origin,
        )
        .map(({ url }) => url.href),
  };
}

const events = (page: Page): Promise<RecordedCardEvent[]> => page.evaluate(() => window.cardEvents);

const renders = async (page: Page, id: string) =>
  (await events(page)).filter((event) => event.id === id && event.type === 'render');

/** The card an element drew in its shadow root: its size, its name and its icons by key (null: none drawn). */
function drawn(page: Page, id: string) {
  return page.locator(`#${id} stampcard-card-preview`).evaluate((element) => {
    const svg = element.shadowRoot?.querySelector('svg');
    if (!svg) return null;
    const box = svg.getBoundingClientRect();
    const icons: Record<string, number> = {};
    for (const path of svg.querySelectorAll('path[data-part="icon"]')) {
      const key = path.getAttribute('data-icon') ?? '';
      icons[key] = (icons[key] ?? 0) + 1;
    }
    return { width: box.width, height: box.height, role: svg.getAttribute('role'), icons };
  });
}

/** A container's content width in pixels. */
const containerWidth = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().width);

/** Whether a drawn card is as wide as `width` and 1.62 times as high, within a pixel. */
function hasCardSize(box: { width: number; height: number } | null | undefined, width: number): boolean {
  return (
    box !== null &&
    box !== undefined &&
    Math.abs(box.width - width) <= 0.5 &&
    Math.abs(box.height - width * aspectRatio) <= 1
  );
}

test.describe('the card preview element on a page without a framework', () => {
  test('draws a card from its attribute and from its property, front and back, at its container width', async ({
    page,
  }) => {
    const network = watch(page);
    await page.goto(`${server.origin}/plain.html`);
    await expect
      .poll(
        async () => new Set((await events(page)).filter((event) => event.type === 'render').map((event) => event.id)),
      )
      .toEqual(new Set(['by-attribute', 'by-property', 'back']));

    const byAttribute = page.locator('#by-attribute svg[role="img"]');
    await expect(byAttribute).toHaveAccessibleName('Coffee card. 3 of 9 stamps collected. Reward at stamp 9.');
    expect(await containerWidth(page, 'by-attribute')).toBe(300);
    const attributeCard = await drawn(page, 'by-attribute');
    expect(hasCardSize(attributeCard, 300), JSON.stringify(attributeCard)).toBe(true);
    // Three stamps collected, and the reward's gift at stamp 9.
    expect(attributeCard?.icons).toEqual({ 'solid/star': 3, 'solid/gift': 1 });
    expect(await renders(page, 'by-attribute')).toEqual([
      {
        id: 'by-attribute',
        type: 'render',
        label: 'Coffee card. 3 of 9 stamps collected. Reward at stamp 9.',
        side: 'front',
        icons: ['solid/star', 'solid/gift'],
      },
    ]);

    await expect(page.locator('#by-property svg[role="img"]')).toHaveAccessibleName(
      'Bakery card. 2 of 6 stamps collected.',
    );
    const propertyCard = await drawn(page, 'by-property');
    expect(hasCardSize(propertyCard, 180), JSON.stringify(propertyCard)).toBe(true);
    expect(propertyCard?.icons).toEqual({ 'solid/mug-hot': 2 });

    await expect(page.locator('#back svg[role="img"]')).toHaveAccessibleName(
      'Pastry card. Back of the card. How it works. One stamp per pastry.',
    );
    const back = await drawn(page, 'back');
    expect(hasCardSize(back, 300), JSON.stringify(back)).toBe(true);
    expect(back?.icons).toEqual({});

    // One small file per icon a card draws, and nothing else: no icon font, no other icon.
    expect(network.iconFiles()).toEqual([
      '/dist/icons/solid/gift.svg',
      '/dist/icons/solid/mug-hot.svg',
      '/dist/icons/solid/star.svg',
    ]);
    expect(network.unexpected()).toEqual([]);
    expect(network.problems).toEqual([]);
  });

  test('reports a malformed card attribute and draws nothing, then draws a valid one', async ({ page }) => {
    const network = watch(page);
    await page.goto(`${server.origin}/plain.html`);
    const element = page.locator('#malformed stampcard-card-preview');
    await expect(element).toHaveAttribute('data-error', 'The card attribute is not valid JSON.');
    expect((await events(page)).filter((event) => event.id === 'malformed')).toEqual([
      { id: 'malformed', type: 'error' },
    ]);
    expect(await drawn(page, 'malformed')).toBeNull();

    await element.evaluate((preview) => preview.setAttribute('card', '{"name":"Fixed card"}'));
    await expect(element).not.toHaveAttribute('data-error');
    await expect(page.locator('#malformed svg[role="img"]')).toHaveAccessibleName('Fixed card. 9 stamps.');
    await expect.poll(async () => (await renders(page, 'malformed')).length).toBe(1);
    expect(hasCardSize(await drawn(page, 'malformed'), 180)).toBe(true);
    expect(network.problems).toEqual([]);
  });

  test('draws again when the stamps change, and follows its container width', async ({ page }) => {
    const network = watch(page);
    await page.goto(`${server.origin}/plain.html`);
    await expect.poll(async () => (await renders(page, 'by-attribute')).length).toBe(1);

    await page
      .locator('#by-attribute stampcard-card-preview')
      .evaluate((element) => element.setAttribute('stamps', '5'));
    await expect.poll(async () => (await renders(page, 'by-attribute')).length).toBe(2);
    await expect(page.locator('#by-attribute svg[role="img"]')).toHaveAccessibleName(
      'Coffee card. 5 of 9 stamps collected. Reward at stamp 9.',
    );
    expect((await drawn(page, 'by-attribute'))?.icons).toEqual({ 'solid/star': 5, 'solid/gift': 1 });

    await expect.poll(async () => (await renders(page, 'by-property')).length).toBe(1);
    await page.locator('#by-property stampcard-card-preview').evaluate((element: StampcardCardPreviewElement) => {
      element.stamps = 4;
    });
    await expect.poll(async () => (await renders(page, 'by-property')).length).toBe(2);
    await expect(page.locator('#by-property svg[role="img"]')).toHaveAccessibleName(
      'Bakery card. 4 of 6 stamps collected.',
    );
    expect((await drawn(page, 'by-property'))?.icons).toEqual({ 'solid/mug-hot': 4 });

    await page.locator('#by-attribute').evaluate((container) => {
      container.style.width = '240px';
    });
    await expect.poll(async () => hasCardSize(await drawn(page, 'by-attribute'), 240)).toBe(true);

    // The icons already loaded are not asked for again.
    expect(network.iconFiles()).toEqual([
      '/dist/icons/solid/gift.svg',
      '/dist/icons/solid/mug-hot.svg',
      '/dist/icons/solid/star.svg',
    ]);
    expect(network.unexpected()).toEqual([]);
    expect(network.problems).toEqual([]);
  });
});

test.describe('the card preview element in a React 19 app', () => {
  test('takes its card and stamps from React, draws again on a state change and sizes like the React preview', async ({
    page,
  }) => {
    const network = watch(page);
    await page.goto(`${server.origin}/react.html`);
    await expect.poll(async () => (await renders(page, 'element')).length).toBe(1);

    const element = page.locator('#element svg[role="img"]');
    const component = page.locator('#component [role="img"]');
    await expect(element).toHaveAccessibleName('Embedded card. 3 of 9 stamps collected. Reward at stamp 9.');
    await expect(component).toHaveAccessibleName('Embedded card. 3 of 9 stamps collected. Reward at stamp 9.');
    const first = await drawn(page, 'element');
    expect(hasCardSize(first, 320), JSON.stringify(first)).toBe(true);
    expect(first?.icons).toEqual({ 'solid/star': 3, 'solid/gift': 1 });
    // The same card, the same size as the React component's in a container as wide.
    expect(hasCardSize(await component.boundingBox(), 320)).toBe(true);
    await expect(page.locator('#component path[data-part="icon"]')).toHaveCount(4);

    await page.getByRole('button', { name: 'Add a stamp' }).click();
    await expect.poll(async () => (await renders(page, 'element')).length).toBe(2);
    await expect(element).toHaveAccessibleName('Embedded card. 4 of 9 stamps collected. Reward at stamp 9.');
    await expect(component).toHaveAccessibleName('Embedded card. 4 of 9 stamps collected. Reward at stamp 9.');
    expect((await drawn(page, 'element'))?.icons).toEqual({ 'solid/star': 4, 'solid/gift': 1 });
    expect((await renders(page, 'element')).at(-1)).toEqual({
      id: 'element',
      type: 'render',
      label: 'Embedded card. 4 of 9 stamps collected. Reward at stamp 9.',
      side: 'front',
      icons: ['solid/star', 'solid/gift'],
    });

    await page.getByRole('button', { name: 'Resize' }).click();
    await expect.poll(async () => hasCardSize(await drawn(page, 'element'), 240)).toBe(true);
    expect(hasCardSize(await component.boundingBox(), 240)).toBe(true);

    expect(network.iconFiles()).toEqual(['/dist/icons/solid/gift.svg', '/dist/icons/solid/star.svg']);
    expect(network.unexpected()).toEqual([]);
    expect(network.problems).toEqual([]);
  });
});
