import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, test } from './fixtures';

/**
 * History and the impact of a change to a live card (docs/product/history.md,
 * docs/product/card-builder.md) against the dev server and its seeded database: a merchant lowers
 * a card its customers hold, is shown the server's own counts and must confirm; the change is in
 * the card's last changes and in its business's history; an administrator reads and exports the
 * history of everything.
 *
 * The seed gives the Clifton Village store's "Coffee card" (card 3 of Bold Street Coffee,
 * business 1) holders at every position and a reward at its last stamp. The server may be
 * reused between runs, so the test reads the card's number of stamps and the counts as they are,
 * lowers the card by one stamp (its last reward with it) and raises it back.
 */

const cardId = 3;
const cardPath = paths.storeCards.href({ businessID: 1, storeID: 3 }, { id: cardId });

function editor(page: Page) {
  return page.getByRole('region', { name: 'Card Editor' });
}

function stampsField(page: Page) {
  return editor(page).getByRole('spinbutton', { name: 'Number of Stamps' });
}

/**
 * What the server counts for the card as it is saved now, with `stamps` stamps and its reward at
 * the last stamp moved with it: asked directly.
 */
async function serverCount(page: Page, stamps: number) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const card = (await (await page.request.get(`${appURL}/api/Card/${String(cardId)}`, { headers })).json()) as {
    configuration: { totalNoOfStamps: number; rewards: { trigger: number }[] };
  };
  const { totalNoOfStamps, rewards } = card.configuration;
  const moved = rewards.map((reward) => (reward.trigger === totalNoOfStamps ? { ...reward, trigger: stamps } : reward));
  const response = await page.request.post(`${appURL}/api/Card/Impact`, {
    headers,
    data: { ...card, stamps, configuration: { ...card.configuration, totalNoOfStamps: stamps, rewards: moved } },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { holders: number; inProgress: number; completing: number };
}

/** The card's number of stamps as the server has it. */
async function savedStamps(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request.get(`${appURL}/api/Card/${String(cardId)}`, { headers });
  return ((await response.json()) as { configuration: { totalNoOfStamps: number } }).configuration.totalNoOfStamps;
}

/**
 * Steps the number of stamps once with the field's arrow key, and moves the reward at the last
 * stamp with it (a reward past the last stamp is refused).
 */
async function stepStamps(page: Page, key: 'ArrowDown' | 'ArrowUp') {
  const from = Number(await stampsField(page).inputValue());
  const to = key === 'ArrowDown' ? from - 1 : from + 1;
  await stampsField(page).click();
  await page.keyboard.press(key);
  await page.keyboard.press('Tab');
  await expect(stampsField(page)).toHaveValue(String(to));
  const triggers = editor(page).getByRole('spinbutton', { name: 'Trigger' });
  for (const trigger of await triggers.all()) {
    if ((await trigger.inputValue()) !== String(from)) continue;
    await trigger.fill(String(to));
    await trigger.press('Tab');
    await expect(trigger).toHaveValue(String(to));
    return;
  }
  throw new Error(`The card has no reward at its last stamp, ${String(from)}.`);
}

test('lowering a live card shows who holds it, asks first, and is recorded in its history', async ({
  page,
  signIn,
}) => {
  await signIn('merchant', cardPath);
  await expect(stampsField(page)).toBeVisible();
  const before = Number(await stampsField(page).inputValue());
  const after = before - 1;
  const counts = await serverCount(page, after);
  expect(counts.holders).toBeGreaterThan(0);

  await stepStamps(page, 'ArrowDown');
  await editor(page).getByRole('button', { name: 'Save' }).click();
  const prompt = page.getByRole('alertdialog', { name: `Change a card ${String(counts.holders)} customers hold?` });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(
    `${String(counts.holders)} customers hold this card; ${String(counts.inProgress)} have stamps in progress`,
  );
  await expect(prompt).toContainText(
    counts.completing === 0
      ? `nobody is at or past stamp ${String(after)}`
      : `${String(counts.completing)} customer${counts.completing === 1 ? ' is' : 's are'} at or past stamp ${String(after)}`,
  );
  // Nothing is saved before the user confirms.
  expect(await savedStamps(page)).toBe(before);
  await prompt.getByRole('button', { name: `Save for ${String(counts.holders)} customers` }).click();
  await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
  expect(await savedStamps(page)).toBe(after);

  // The card's last changes, under the editor, name the change and who made it, and what it did.
  const lastChanges = page.getByRole('region', { name: 'Last changes' });
  const newest = lastChanges.getByRole('listitem').first();
  await expect(newest).toContainText(/^Oliver Bennett changed the stamps\b.* of the card /);
  await expect(newest).toContainText(
    `${String(counts.holders)} customers held the card; ${counts.completing === 0 ? 'nobody' : String(counts.completing)} completed it at once.`,
  );
  await newest.getByRole('button', { name: /^Show the/ }).click();
  await expect(newest.getByRole('row', { name: /^stamps/ }).first()).toHaveText(
    `stamps${String(before)}${String(after)}`,
  );

  // Raised back: everyone keeps their stamps and has further to go.
  await stepStamps(page, 'ArrowUp');
  await editor(page).getByRole('button', { name: 'Save' }).click();
  const again = page.getByRole('alertdialog', { name: /^Change a card \d+ customers? holds?\?$/ });
  await expect(again).toContainText(
    `The card goes from ${String(after)} to ${String(before)} stamps: everyone has further to go.`,
  );
  await again.getByRole('button', { name: /^Save for / }).click();
  await expect(editor(page).getByRole('button', { name: 'Saved' })).toBeDisabled();

  // All changes: the business's history, narrowed to this card.
  await lastChanges.getByRole('link', { name: 'All changes' }).click();
  await expect(page).toHaveURL(/\/businesses\/1\/history\?entityType=card&entityId=3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByText(/^Only the changes to the card /)).toBeVisible();
  const entries = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  for (const [index, [from, to]] of [
    [after, before],
    [before, after],
  ].entries()) {
    const entry = entries.nth(index);
    await expect(entry).toContainText(/^Oliver Bennett changed the stamps\b/);
    await entry.getByRole('button', { name: /^Show the/ }).click();
    await expect(entry.getByRole('row', { name: /^stamps/ }).first()).toHaveText(`stamps${String(from)}${String(to)}`);
  }
});

test('an administrator reads the history of everything and exports what the filters show', async ({ page, signIn }) => {
  await signIn('admin', paths.insights.href({}));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(entries).toHaveCount(20);

  await page.goto(`${appURL}${paths.history.href({}, { entityType: 'tag' })}`);
  await expect(entries.first()).toContainText(/ the tag /);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('Time,Actor,Role,Business,Store,Entity type,Entity id,Entity name,Action,Changes');
  expect(rows.length).toBeGreaterThan(0);
  // Only tags: the filter on screen is the filter of the file.
  for (const row of rows) expect(row).toMatch(/,tag,\d+,/);
});
