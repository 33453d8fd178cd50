import type { Locator, Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { drawnText, expect, paths, test } from './fixtures';

/**
 * The card builder (docs/product/card-builder.md) against the dev server and its seeded database: a merchant
 * edits, undoes, redoes and saves a card; an administrator creates a card in a store scope and
 * deletes it by typing delete; a new card is upright, has no rewards and keeps its name; a failed
 * save keeps the edits; an image that is not a whole PNG or JPEG is refused; a merchant cannot
 * create or delete; leaving a card with unsaved changes asks first.
 *
 * The seed (packages/dev-server/src/db/seed.ts) is deterministic: merchant@stampcard.test owns
 * Bold Street Coffee (business 1) with stores 1 (Bold Street), 2 (Albert Dock) and 3 (Clifton
 * Village), one "Coffee card" per store (cards 1-3, titled after the store) and the business-wide
 * card 4 "Bold Street Coffee loyalty". The server may be reused between runs, so every test picks
 * fresh values instead of relying on what an earlier run left behind.
 */

/** The business-wide card of Bold Street Coffee: the only card of that name. */
const loyaltyCardName = 'Bold Street Coffee loyalty';
/** Edits are recorded 1 second after the last change: wait half a second longer, so a busy machine does not merge two edits. */
const historyDebounce = 1_500;

/** A value no earlier run left behind. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A random '#RRGGBB' colour, different from `other`. */
function randomColour(other = ''): string {
  for (;;) {
    const colour = `#${Math.floor(Math.random() * 0x1000000)
      .toString(16)
      .padStart(6, '0')
      .toUpperCase()}`;
    if (colour !== other.toUpperCase()) return colour;
  }
}

/** '#RRGGBB' as the browser computes it: 'rgb(r, g, b)'. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function myCards(page: Page) {
  return page.getByRole('list', { name: 'My Cards' });
}

function editor(page: Page) {
  return page.getByRole('region', { name: /^(Card Editor|New Card)$/ });
}

function toolbar(page: Page) {
  return page.getByRole('group', { name: 'Card actions' });
}

/** The editor's live preview (the list's thumbnails are hidden from assistive technology). */
function preview(page: Page) {
  return editor(page).locator('[data-component="CardPreview"]').getByRole('img');
}

/** The preview's card colour: the fill of the card inside the frame. */
function previewCardColour(page: Page) {
  return preview(page)
    .locator('rect[data-part="card"]')
    .evaluate((card) => getComputedStyle(card).fill);
}

/** A section of the configuration panel, by its heading. */
function section(page: Page, name: string | RegExp): Locator {
  return editor(page).getByRole('region', { name, exact: true });
}

function titleField(page: Page) {
  return section(page, 'Title').getByRole('textbox', { name: 'Title', exact: true });
}

function descriptionField(page: Page) {
  return section(page, 'Description').getByRole('textbox', { name: 'Description', exact: true });
}

function cardColourField(page: Page) {
  return section(page, 'Card').getByRole('textbox', { name: 'Card Colour', exact: true });
}

/** Deletes the open card through the prompt, typing delete. */
async function deleteOpenCard(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Delete' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Delete this card?' });
  await expect(prompt).toBeVisible();
  const confirm = prompt.getByRole('button', { name: 'Yes, delete it' });
  await expect(confirm).toBeDisabled();
  await prompt.getByRole('textbox', { name: 'Type delete to confirm' }).fill('delet');
  await expect(confirm).toBeDisabled();
  await prompt.getByRole('textbox', { name: 'Type delete to confirm' }).fill('delete');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
}

/** Creates a card titled `title` in the open scope (needs create permission) and returns its id. */
async function createCard(page: Page, title: string): Promise<string> {
  await myCards(page).getByRole('link', { name: 'New Card' }).click();
  await expect(page).toHaveURL(/[?&]id=new\b/);
  await expect(page.getByRole('heading', { level: 2, name: 'New Card' })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // A new card shows its logo by default: the Switch button shows the title instead.
  const header = section(page, /^(Title|Logo)$/);
  await expect(header.getByRole('heading', { name: 'Logo', exact: true })).toBeVisible();
  await header.getByRole('button', { name: 'Switch' }).click();
  await expect(header.getByRole('heading', { name: 'Title', exact: true })).toBeVisible();
  await titleField(page).fill(title);
  await expect.poll(() => drawnText(preview(page))).toContain(title);
  const save = toolbar(page).getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(page).toHaveURL(/[?&]id=[1-9]\d*(&|$)/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
  return id;
}

test.describe('the card builder', () => {
  test('a merchant edits a card, undoes and redoes, saves, reloads and sees the change', async ({ page, signIn }) => {
    await signIn('merchant', paths.cards.href({}));
    await expect(page.getByRole('heading', { level: 1, name: 'All cards' })).toBeVisible();
    await expect(page.getByText('Select a card from My Cards list')).toBeVisible();

    await myCards(page).getByRole('link', { name: loyaltyCardName }).click();
    await expect(page).toHaveURL(/[?&]id=4\b/);
    await expect(myCards(page).getByRole('link', { name: loyaltyCardName })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    await expect(preview(page)).toHaveAccessibleName(new RegExp(`^${loyaltyCardName}\\.`));
    const saved = toolbar(page).getByRole('button', { name: 'Saved' });
    const save = toolbar(page).getByRole('button', { name: 'Save' });
    const undo = toolbar(page).getByRole('button', { name: 'Undo' });
    const redo = toolbar(page).getByRole('button', { name: 'Redo' });
    await expect(saved).toBeDisabled();
    await expect(undo).toBeDisabled();
    await expect(redo).toBeDisabled();

    const title = titleField(page);
    const colour = cardColourField(page);
    const oldTitle = await title.inputValue();
    const oldColour = (await colour.inputValue()).toUpperCase();
    const oldRendered = await previewCardColour(page);
    const newTitle = unique('Loyalty');
    const newColour = randomColour(oldColour);

    // A text field: the preview follows.
    await title.fill(newTitle);
    await expect.poll(() => drawnText(preview(page))).toContain(newTitle);
    await expect(save).toBeEnabled();
    await expect(undo).toBeEnabled();
    await page.waitForTimeout(historyDebounce);

    // A colour field: typing a full hex applies it at once.
    await colour.fill(newColour);
    await expect.poll(() => previewCardColour(page)).toBe(rgb(newColour));
    await page.waitForTimeout(historyDebounce);

    // Undo the colour, then the title; redo the title with the button.
    await undo.click();
    await expect.poll(() => previewCardColour(page)).toBe(oldRendered);
    await expect(colour).toHaveValue(new RegExp(`^${oldColour}$`, 'i'));
    await expect(title).toHaveValue(newTitle);
    await expect(redo).toBeEnabled();
    await undo.click();
    await expect(title).toHaveValue(oldTitle);
    await expect.poll(() => drawnText(preview(page))).not.toContain(newTitle);
    await expect(undo).toBeDisabled();
    await redo.click();
    await expect(title).toHaveValue(newTitle);
    await expect.poll(() => drawnText(preview(page))).toContain(newTitle);

    // The keyboard: Ctrl+Shift+Z redoes the colour, Ctrl+Z undoes it, Ctrl+Shift+Z again.
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => previewCardColour(page)).toBe(rgb(newColour));
    await expect(redo).toBeDisabled();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => previewCardColour(page)).toBe(oldRendered);
    await expect(title).toHaveValue(newTitle);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => previewCardColour(page)).toBe(rgb(newColour));
    await expect(colour).toHaveValue(new RegExp(`^${newColour}$`, 'i'));

    await save.click();
    await expect(saved).toBeDisabled();
    await expect(page.getByRole('alert').getByText('Could not save')).toHaveCount(0);

    // Saved on the server: a reload shows it (no unsaved-changes prompt in the way).
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    await expect(titleField(page)).toHaveValue(newTitle);
    await expect(cardColourField(page)).toHaveValue(new RegExp(`^${newColour}$`, 'i'));
    await expect.poll(() => drawnText(preview(page))).toContain(newTitle);
    await expect.poll(() => previewCardColour(page)).toBe(rgb(newColour));
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(toolbar(page).getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  test('an administrator creates a card in a store scope and deletes it by typing delete', async ({ page, signIn }) => {
    const path = paths.storeCards.href({ businessID: 1, storeID: 2 });
    await signIn('admin', path);
    await expect(page.getByRole('heading', { level: 1, name: "Store's cards" })).toBeVisible();
    await expect(page.getByText('Albert Dock', { exact: true }).first()).toBeVisible();

    const title = unique('E2E card');
    const id = await createCard(page, title);
    await expect(page).toHaveURL(`${appURL}${path}?id=${id}`);
    const tile = myCards(page).locator(`a[href$="?id=${id}"]`);
    await expect(tile).toBeVisible();
    await expect(tile).toHaveAttribute('aria-current', 'page');
    // A card's name defaults to its configuration's title.
    await expect.soft(tile).toHaveAccessibleName(title);
    await expect(toolbar(page).getByRole('button', { name: 'Delete' })).toBeEnabled();

    // Created in this store (it carried the scope's storeID): the store's list has it after a reload.
    await page.reload();
    await expect(tile).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    await expect(titleField(page)).toHaveValue(title);

    // The prompt: 'No, keep it' keeps the card.
    await toolbar(page).getByRole('button', { name: 'Delete' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Delete this card?' });
    await expect(prompt).toContainText('permanently removed');
    await prompt.getByRole('button', { name: 'No, keep it' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(tile).toBeVisible();

    await deleteOpenCard(page);
    await expect(tile).toHaveCount(0);
    // The deleted card stays open for 2 seconds, then the selection clears.
    expect(new URL(page.url()).searchParams.get('id')).toBe(id);
    await expect(page).toHaveURL(`${appURL}${path}`, { timeout: 5_000 });
    await expect(
      page.getByText(/^(Select a card from My Cards list|No cards\. Create a new card from My Cards list)$/),
    ).toBeVisible();

    // Gone on the server too.
    await page.reload();
    await expect(myCards(page).getByRole('link', { name: 'New Card' })).toBeVisible();
    await expect(myCards(page).locator(`a[href$="?id=${id}"]`)).toHaveCount(0);
  });

  test('a new card is upright, has no rewards until one is added, and keeps the name given to it', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', paths.storeCards.href({ businessID: 1, storeID: 2 }));
    await myCards(page).getByRole('link', { name: 'New Card' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New Card' })).toBeVisible();

    // The live preview is 1.62 times as high as wide, within a pixel.
    const box = await preview(page).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) * 1.62)).toBeLessThanOrEqual(1);

    // No reward nobody added.
    const rewards = section(page, 'Rewards');
    await expect(rewards.getByText('no rewards')).toBeVisible();
    await expect(preview(page).locator('[data-part="reward"]')).toHaveCount(0);

    // The name under the thumbnail: defaults to the title, and can be set.
    const name = section(page, 'Card').getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('');
    await expect(name).toHaveAttribute('placeholder', 'Card title');
    const given = unique('Named card');
    await name.fill(given);
    await toolbar(page).getByRole('button', { name: 'Save' }).click();
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const tile = myCards(page).locator(`a[href$="?id=${id}"]`);
    await expect(tile).toHaveAccessibleName(given);

    // The thumbnail: an upright card filling the 125 x 200 tile by its height.
    const thumbnail = await tile.locator('[data-component="CardPreview"] [role="img"]').boundingBox();
    expect(Math.abs((thumbnail?.height ?? 0) - 200)).toBeLessThanOrEqual(1);
    expect(Math.abs((thumbnail?.height ?? 0) - (thumbnail?.width ?? 0) * 1.62)).toBeLessThanOrEqual(1);

    // Saved so: a reload lists it under its name, with its rewards still none.
    await page.reload();
    await expect(myCards(page).locator(`a[href$="?id=${id}"]`)).toHaveAccessibleName(given);
    await expect(section(page, 'Card').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(given);
    await expect(section(page, 'Rewards').getByText('no rewards')).toBeVisible();
    await deleteOpenCard(page);
  });

  test('a save the server refuses keeps the edits, and saving again succeeds', async ({ page, signIn }) => {
    await signIn('merchant', paths.storeCards.href({ businessID: 1, storeID: 1 }, { id: 1 }));
    await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();

    let refused = 0;
    const refuse = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      refused += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: ['Database unavailable.'], status: 500 }),
      });
    };
    await page.route('**/api/Card', refuse);

    const description = descriptionField(page);
    const newDescription = unique('Ten stamps, one free coffee');
    await description.fill(newDescription);
    await expect.poll(() => drawnText(preview(page))).toContain(newDescription);
    const save = toolbar(page).getByRole('button', { name: 'Save' });
    await save.click();

    const toast = page.getByRole('alert').filter({ hasText: 'Could not save' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Details' }).click();
    await expect(toast.getByText('Database unavailable.')).toBeVisible();
    expect(refused).toBe(1);
    await expect(description).toHaveValue(newDescription);
    await expect.poll(() => drawnText(preview(page))).toContain(newDescription);
    await expect(save).toBeEnabled();
    await expect(toolbar(page).getByRole('button', { name: 'Undo' })).toBeEnabled();

    await page.unroute('**/api/Card', refuse);
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/Card',
    );
    await save.click();
    expect((await answered).status()).toBe(200);
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    // Success clears the message area.
    await expect(toast).toHaveCount(0);

    await page.reload();
    await expect(descriptionField(page)).toHaveValue(newDescription);
  });

  test('an image that is not a whole PNG or JPEG is refused and the card is unchanged', async ({ page, signIn }) => {
    await signIn('admin', paths.storeCards.href({ businessID: 1, storeID: 3 }));
    // A saved card showing its logo: a new card does by default, switched back after creating.
    const id = await createCard(page, unique('E2E logo'));
    const header = section(page, /^(Title|Logo)$/);
    await header.getByRole('button', { name: 'Switch' }).click();
    await expect(header.getByRole('heading', { name: 'Logo', exact: true })).toBeVisible();
    await toolbar(page).getByRole('button', { name: 'Save' }).click();
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`[?&]id=${id}(&|$)`));
    const logo = preview(page).locator('image[data-part="logo"]');
    await expect(logo).toHaveAttribute('data-placeholder', 'true');

    const input = header.locator('input[type="file"]');
    const refusal = header.getByText('Only PNG or JPEG images can be uploaded.').first();

    // A GIF: refused by its type.
    await input.setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    });
    await expect(refusal).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(logo).toHaveAttribute('data-placeholder', 'true');

    // Text named like a PNG: refused by its content.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') });
    await expect(refusal).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(logo).toHaveAttribute('data-placeholder', 'true');

    // A PNG cut short (an interrupted download, no IEND chunk): refused, never half-shown.
    const whole = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: whole.subarray(0, whole.length - 12) });
    await expect(header.getByRole('button', { name: 'Logo Choose image' })).toHaveAccessibleErrorMessage(
      'The image is incomplete or damaged: choose another file.',
    );
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(logo).toHaveAttribute('data-placeholder', 'true');

    // A real PNG is taken: the preview shows it and the card needs saving.
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: whole });
    await expect(refusal).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Logo Choose image' })).not.toHaveAttribute('aria-invalid');
    await expect(logo).not.toHaveAttribute('data-placeholder', 'true');
    await expect(toolbar(page).getByRole('button', { name: 'Save' })).toBeEnabled();

    // Tidy up: the card served its purpose.
    await deleteOpenCard(page);
  });

  test('a merchant can edit but neither create nor delete cards', async ({ page, signIn, open }) => {
    await signIn('merchant', paths.cards.href({}));
    await expect(myCards(page).getByRole('link', { name: loyaltyCardName })).toBeVisible();
    await expect(myCards(page).getByRole('link', { name: 'New Card' })).toHaveCount(0);

    await open(paths.storeCards.href({ businessID: 1, storeID: 1 }));
    await expect(page.getByRole('heading', { level: 1, name: "Store's cards" })).toBeVisible();
    await expect(myCards(page).getByRole('link')).not.toHaveCount(0);
    await expect(myCards(page).getByRole('link', { name: 'New Card' })).toHaveCount(0);

    await myCards(page).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(toolbar(page).getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(titleField(page)).toBeEditable();

    // id=new typed into the address: no blank card to edit.
    await open(paths.storeCards.href({ businessID: 1, storeID: 1 }, { id: 'new' }));
    await expect(page.getByRole('heading', { level: 2, name: 'You cannot create cards' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Card actions' })).toHaveCount(0);
  });

  test('leaving a card with unsaved changes asks first', async ({ page, signIn, open }) => {
    await signIn('merchant', paths.businessCards.href({ businessID: 1 }, { id: 1 }));
    await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    const edited = unique('Unsaved');
    await descriptionField(page).fill(edited);
    await expect.poll(() => drawnText(preview(page))).toContain(edited);

    const other = myCards(page).getByRole('link', { name: loyaltyCardName });
    const prompt = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await other.click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay on this card' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]id=1(&|$)/);
    await expect(descriptionField(page)).toHaveValue(edited);

    await other.click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/[?&]id=4(&|$)/);
    await expect(preview(page)).toHaveAccessibleName(new RegExp(`^${loyaltyCardName}\\.`));
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();

    // The edit was not saved: the first card still has its description.
    await open(paths.businessCards.href({ businessID: 1 }, { id: 1 }));
    await expect(page.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    await expect(descriptionField(page)).not.toHaveValue(edited);
  });
});
