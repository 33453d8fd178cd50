import type { Browser, Locator, Page } from '@playwright/test';
import { appURL } from '../playwright.config';
import { accessToken, expect, paths, signInOnProvider, test, type AppPath } from './fixtures';

/**
 * Edits never overwrite each other unseen, against the dev server: two administrators
 * (two browser contexts, each signed in on its own) edit the same business name, the same user's
 * details and the same card. The second save gets 'Changed by someone else' with both values, and
 * whichever they choose, nothing is lost unseen. Two tabs of one browser see each other's saves
 * without a reload.
 *
 * Every test works on something it makes through the API first (a business, a user, a card in a
 * store of its own), so neither reruns on a reused server nor the other journeys meet its changes.
 */

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Another person at another computer: a browser context of its own, signed in as an administrator at `path`. */
async function otherAdministrator(browser: Browser, path: AppPath): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${appURL}${path}`);
  await signInOnProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === new URL(path, appURL).pathname);
  return page;
}

async function api(page: Page) {
  return { Authorization: `Bearer ${await accessToken(page)}` };
}

/** A business of its own, made through the API. */
async function createBusiness(page: Page, name: string): Promise<number> {
  const created = await page.request.post(`${appURL}/api/Business`, {
    headers: await api(page),
    data: { name, description: 'Made by the end-to-end tests.', isSingleStore: false },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { businessID: number }).businessID;
}

function conflictPrompt(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Changed by someone else' });
}

/** The prompt's row of one field: its name, its value now and the user's. */
async function expectConflictField(page: Page, label: string, now: string, yours: string) {
  const field = conflictPrompt(page).getByRole('listitem').filter({ hasText: label });
  await expect(field).toContainText(`Now${now}`);
  await expect(field).toContainText(`Yours${yours}`);
}

function nameButton(page: Page): Locator {
  return page.getByRole('region', { name: 'Details' }).getByRole('button', { name: /Business name/ });
}

async function typeName(page: Page, name: string) {
  await nameButton(page).click();
  const field = page.getByRole('region', { name: 'Details' }).getByRole('textbox', { name: 'Business name' });
  await field.fill(name);
  await field.press('Enter');
}

test('two administrators rename one business: the second sees both names and applies their own on top', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn('admin', paths.businesses.href({}));
  const original = unique('Harbour Deli');
  const businessID = await createBusiness(page, original);
  const detailsPath = paths.businessDetails.href({ businessID });
  await page.goto(`${appURL}${detailsPath}`);
  await expect(nameButton(page)).toContainText(original);
  const other = await otherAdministrator(browser, detailsPath);
  await expect(nameButton(other)).toContainText(original);

  // The other administrator saves first.
  const theirs = unique('Harbour Deli & Bakery');
  await typeName(other, theirs);
  await expect(other.getByText("Updated the business' details")).toBeVisible();

  // This one, still showing the original name, saves on top of it: asked, not overwritten.
  const mine = unique('Harbour Kitchen');
  await typeName(page, mine);
  await expect(conflictPrompt(page)).toBeVisible();
  await expectConflictField(page, 'Business name', theirs, mine);
  // Their edit is still in the field while they choose (the page behind the prompt is hidden from the accessibility tree).
  await expect(
    page
      .getByRole('region', { name: 'Details', includeHidden: true })
      .getByRole('textbox', { name: 'Business name', includeHidden: true }),
  ).toHaveValue(mine);
  await conflictPrompt(page).getByRole('button', { name: 'Apply mine on top' }).click();
  await expect(page.getByText("Updated the business' details")).toBeVisible();
  await expect(nameButton(page)).toContainText(mine);

  // The other administrator finds the name now saved once they reload.
  await other.reload();
  await expect(nameButton(other)).toContainText(mine);
  await other.context().close();
});

test('taking the current name drops the second edit and shows the first, with nothing sent', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn('admin', paths.businesses.href({}));
  const original = unique('Quay Street Books');
  const businessID = await createBusiness(page, original);
  const detailsPath = paths.businessDetails.href({ businessID });
  await page.goto(`${appURL}${detailsPath}`);
  const other = await otherAdministrator(browser, detailsPath);

  const theirs = unique('Quay Street Books & Coffee');
  await typeName(other, theirs);
  await expect(other.getByText("Updated the business' details")).toBeVisible();
  await other.context().close();

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await typeName(page, unique('Quay Books'));
  await conflictPrompt(page).getByRole('button', { name: 'Take the current one' }).click();
  await expect(conflictPrompt(page)).toHaveCount(0);
  await expect(nameButton(page)).toContainText(theirs);
  // The one refused attempt, and no second one.
  expect(patches).toHaveLength(1);
  await page.reload();
  await expect(nameButton(page)).toContainText(theirs);
});

test("two administrators save one user's details: the second sees both phone numbers, no other field is undone", async ({
  page,
  browser,
  signIn,
}) => {
  await signIn('admin', paths.customers.href({}));
  const surname = unique('Marsh');
  const created = await page.request.post(`${appURL}/api/Users`, {
    headers: await api(page),
    data: {
      title: 'Ms',
      firstName: 'Ruth',
      surname,
      emailAddress: `${surname.replace(/\W/g, '').toLowerCase()}@example.com`,
    },
  });
  expect(created.status()).toBe(201);
  const { userID } = (await created.json()) as { userID: string };
  const userPath = paths.user.href({ userID });
  await page.goto(`${appURL}${userPath}`);
  const other = await otherAdministrator(browser, userPath);
  const account = (on: Page) => on.getByRole('form', { name: 'Account details' });

  // The other administrator changes the first name and the phone number.
  await account(other).getByRole('textbox', { name: 'First name' }).fill('Ruthie');
  await account(other).getByRole('textbox', { name: 'Mobile phone' }).fill('07700 900111');
  await account(other).getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('status').getByText('Success!')).toBeVisible();
  await other.context().close();

  // This one changes the phone number only, on the version before theirs.
  await account(page).getByRole('textbox', { name: 'Mobile phone' }).fill('07700 900222');
  await account(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(conflictPrompt(page)).toBeVisible();
  await expectConflictField(page, 'Mobile phone', '07700 900111', '07700 900222');
  // Only the field both changed is asked about.
  await expect(conflictPrompt(page).getByRole('listitem')).toHaveCount(1);
  await conflictPrompt(page).getByRole('button', { name: 'Apply mine on top' }).click();
  await expect(page.getByRole('status').getByText('Success!')).toBeVisible();

  // Their first name stays: the save went on top of their version, not over it.
  await expect(account(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Ruthie');
  await expect(account(page).getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('07700 900222');
  const saved = await page.request.get(`${appURL}/api/Users/${userID}`, { headers: await api(page) });
  expect(await saved.json()).toMatchObject({ firstName: 'Ruthie', phoneNumber: '07700 900222' });
});

test('two administrators save one card: the second sees both titles and keeps the one they choose', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn('admin', paths.cards.href({}));
  const headers = await api(page);
  const [template] = (await (await page.request.get(`${appURL}/api/Card/Store/1`, { headers })).json()) as {
    configuration: Record<string, unknown>;
  }[];
  if (!template) throw new Error('Store 1 has no card in the seed.');
  // A card of a store of the test's own: the seeded stores' cards are what other journeys count.
  const title = unique('Conflict card');
  const business = await page.request.post(`${appURL}/api/Business`, {
    headers,
    data: {
      name: unique('Card Conflict Café'),
      isSingleStore: false,
      stores: [
        {
          name: 'Harbourside',
          address: {
            address1: '1 Harbour Walk',
            cityTown: 'Bristol',
            country: 'United Kingdom',
            postCode: 'BS1 5DB',
            latitude: 51.45,
            longitude: -2.6,
          },
        },
      ],
    },
  });
  expect(business.status()).toBe(201);
  const { businessID, stores } = (await business.json()) as { businessID: number; stores: { storeID: number }[] };
  const storeID = stores[0]?.storeID ?? 0;
  const created = await page.request.post(`${appURL}/api/Card`, {
    headers,
    data: { storeID, configuration: { ...template.configuration, title } },
  });
  expect(created.status()).toBe(201);
  const { loyaltyCardID } = (await created.json()) as { loyaltyCardID: number };
  const cardPath = paths.storeCards.href({ businessID, storeID }, { id: String(loyaltyCardID) });
  await page.goto(`${appURL}${cardPath}`);
  const other = await otherAdministrator(browser, cardPath);

  const titleField = (on: Page) =>
    on
      .getByRole('region', { name: 'Card Editor' })
      .getByRole('region', { name: 'Title', exact: true })
      .getByRole('textbox', { name: 'Title', exact: true });
  const save = (on: Page) => on.getByRole('group', { name: 'Card actions' }).getByRole('button', { name: 'Save' });

  const theirs = unique('Their title');
  await titleField(other).fill(theirs);
  await save(other).click();
  await expect(other.getByRole('group', { name: 'Card actions' }).getByRole('button', { name: 'Saved' })).toBeVisible();
  await other.context().close();

  const mine = unique('My title');
  await titleField(page).fill(mine);
  await save(page).click();
  await expect(conflictPrompt(page)).toBeVisible();
  await expectConflictField(page, 'Title', theirs, mine);
  await conflictPrompt(page).getByRole('button', { name: 'Take the current one' }).click();
  // The editor shows their card, as saved; the user's edit is still in its undo history.
  await expect(titleField(page)).toHaveValue(theirs);
  await expect(page.getByRole('group', { name: 'Card actions' }).getByRole('button', { name: 'Saved' })).toBeVisible();
  const saved = await page.request.get(`${appURL}/api/Card/${loyaltyCardID}`, { headers: await api(page) });
  expect(await saved.json()).toMatchObject({ configuration: { title: theirs } });
});

test('two tabs of one browser see each other’s saves without a reload', async ({ page, context, signIn }) => {
  await signIn('admin', paths.businesses.href({}));
  const original = unique('Two Tabs Tea Room');
  const businessID = await createBusiness(page, original);
  const detailsPath = paths.businessDetails.href({ businessID });
  await page.goto(`${appURL}${detailsPath}`);
  // A second tab of the same browser: the same sign-in, opened on the same page.
  const secondTab = await context.newPage();
  await secondTab.goto(`${appURL}${detailsPath}`);
  // The provider may still ask (the app keeps its sign-in per tab), or sign the tab in by itself.
  const signInHeading = secondTab.getByRole('heading', { name: /sign in/i });
  await expect(nameButton(secondTab).or(signInHeading)).toBeVisible();
  if (await signInHeading.isVisible()) await signInOnProvider(secondTab, 'admin');
  await expect(nameButton(secondTab)).toContainText(original);

  const renamed = unique('Two Tabs Tea House');
  await typeName(page, renamed);
  await expect(page.getByText("Updated the business' details")).toBeVisible();
  // The other tab shows it, untouched.
  await expect(nameButton(secondTab)).toContainText(renamed);
  await expect(secondTab.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(renamed);
});
