/**
 * Playwright fixtures for the back-office app on the dev server (as the Epic Stack's `login` and
 * `navigate`): every spec file of the app imports `test` and `expect` from here.
 *
 *   test('…', async ({ page, signIn, open }) => {
 *     await signIn('merchant', paths.cards.href({}));    // opens /cards signed out, signs in on the provider's page
 *     await open(paths.businessDetails.href({ businessID: 1 }));
 *   });
 *
 * Every page of such a test (its frames and other tabs included) runs under the app's Content
 * Security Policy and reports each violation (`securitypolicyviolation`): the test fails after its
 * body when one was reported, naming the directive and what it blocked.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { paths, type Href } from '../../packages/app/src/config/paths';
import { appURL } from '../playwright.config';

export { expect };

/** The seeded demo accounts (packages/dev-server/src/db/seed.ts); the password is the same for all. */
export const demoAccounts = {
  admin: 'admin@stampcard.test',
  merchant: 'merchant@stampcard.test',
  solo: 'solo@stampcard.test',
  customer: 'customer@stampcard.test',
  norole: 'norole@stampcard.test',
} as const;

/** A demo account by its short name: 'admin', 'merchant', 'solo', 'customer', 'norole'. */
export type DemoAccount = keyof typeof demoAccounts;

const demoPassword = 'stampcard';

/**
 * The app's paths (packages/app/src/config/paths.ts): tests build every address with them, as the
 * app does, e.g. `paths.storeCards.href({ businessID: 1, storeID: 2 }, { id: 'new' })`.
 */
export { paths };

/** A path of the app as `paths` builds it: '/cards?id=4'. */
export type AppPath = Href;

/**
 * Fills the provider's sign-in page the app redirected to, and submits it; `origin` is the dev
 * server's (another than the suite's for a spec that starts a server of its own).
 */
export async function signInOnProvider(page: Page, account: DemoAccount, origin = appURL): Promise<void> {
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);
  await page.getByLabel('Email').fill(demoAccounts[account]);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface AppFixtures {
  /** Opens a path of the app, signed in or not. */
  open: (path: AppPath) => Promise<void>;
  /**
   * Opens `path` (default '/') while signed out, signs in on the provider's page as `account`, and
   * returns once the app has taken over again (back from the provider and the login callback).
   */
  signIn: (account: DemoAccount, path?: AppPath) => Promise<void>;
}

/** What a page's `securitypolicyviolation` event says, as the fixture records it. */
interface PolicyViolation {
  directive: string;
  blockedURI: string;
  documentURI: string;
  sample: string;
}

/** The function the pages call with each violation (`context.exposeBinding`). */
const violationBinding = '__stampcardPolicyViolation';

function describeViolation({ directive, blockedURI, documentURI, sample }: PolicyViolation): string {
  return `${directive} blocked ${blockedURI} on ${documentURI}${sample ? `: ${sample}` : ''}`;
}

/** The provider's paths (packages/dev-server/src/auth/identity.ts) and the app's sign-in routes. */
const signInPaths = ['/interaction/', '/auth', '/session/end', '/Identity/', '/authentication/'];

/** Whether the browser is back in the app of `origin`: off the provider's pages and the sign-in routes. */
export const isInApp = (url: URL, origin = appURL) =>
  url.origin === origin && !signInPaths.some((prefix) => url.pathname.startsWith(prefix));

export const test = base.extend<AppFixtures>({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding(violationBinding, (_source, violation: PolicyViolation) => {
      violations.push(describeViolation(violation));
    });
    // Runs in every document before its own scripts, and no policy applies to it.
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (violation: PolicyViolation) => Promise<void>>)[binding];
        void report?.({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          documentURI: event.documentURI,
          sample: event.sample,
        });
      });
    }, violationBinding);
    await use(context);
    expect(violations, 'Content Security Policy violations reported by the pages').toEqual([]);
  },
  open: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(`${appURL}${path}`);
    });
  },
  signIn: async ({ page }, use) => {
    await use(async (account, path = paths.home.href({})) => {
      await page.goto(`${appURL}${path}`);
      await signInOnProvider(page, account);
      await page.waitForURL((url) => isInApp(url));
    });
  },
});

/** The signed-in user's access token, as the app keeps it (oidc-client-ts in sessionStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith('oidc.user:')) {
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
    }
    return undefined;
  });
  if (!token) throw new Error('Not signed in.');
  return token;
}

/**
 * The texts a card preview draws, line after line joined by spaces: an SVG text block is a line
 * per element (`tspan`), so its text content runs the lines together.
 */
export function drawnText(preview: Locator): Promise<string> {
  return preview.evaluate((element) =>
    [...element.querySelectorAll('text')]
      .map((text) => {
        const lines = [...text.querySelectorAll('tspan')].map((line) => line.textContent);
        return lines.length > 0 ? lines.join(' ') : text.textContent;
      })
      .join(' '),
  );
}
