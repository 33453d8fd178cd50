import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, paths, test } from './fixtures';

/**
 * The card as an image, against the dev server and its seeded database: a merchant opens a card
 * in the card builder and downloads it, a PNG 500 pixels wide drawn by the server; with edits not
 * saved yet, the image is still the saved card.
 *
 * The seed (packages/dev-server/src/db/seed.ts): merchant@stampcard.test owns Bold Street Coffee,
 * whose store Bold Street (store 1) has card 1. The server may be reused between runs, so the test
 * reads the card's name rather than assuming it.
 */

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height a PNG's header (IHDR, the first chunk) gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(pngSignature);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Presses Download image and returns the download the browser made. */
async function downloadImage(page: Page): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Card actions' }).getByRole('button', { name: 'Download image' }).click();
  return downloaded;
}

test('a merchant downloads a card as a PNG 500 pixels wide, the saved card even with unsaved edits', async ({
  page,
  signIn,
}) => {
  await signIn('merchant', paths.storeCards.href({ businessID: 1, storeID: 1 }, { id: 1 }));
  const editor = page.getByRole('region', { name: 'Card Editor' });
  await expect(editor.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
  const name = (await editor.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).trim();
  expect(name).not.toBe('');

  const download = await downloadImage(page);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  expect(download.suggestedFilename()).toBe(`${name.replace(/[\\/:*?"<>|]+/g, ' ')}.png`);
  const image = await readFile(await download.path());
  expect(pngSize(image)).toEqual({ width: 500, height: 810 });

  // An edit not saved yet: the button says the image is the saved card, and it is.
  const title = editor
    .getByRole('region', { name: 'Title', exact: true })
    .getByRole('textbox', { name: 'Title', exact: true });
  await title.fill(`${await title.inputValue()} (draft)`);
  const button = page.getByRole('button', { name: 'Download image' });
  await expect(button).toHaveAccessibleDescription(/saved card/);
  const again = await readFile(await (await downloadImage(page)).path());
  expect(again.equals(image)).toBe(true);
  await expect(page.getByText('Could not download the image')).toHaveCount(0);
});
