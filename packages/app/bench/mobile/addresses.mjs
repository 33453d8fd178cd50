// Which pages a role of `npm run bench:mobile` can open, found from the links of its lists.
import { linksOf, openSession, signIn, waitUsable } from './session.mjs';
import { appURL, desktop, pages } from './settings.mjs';

/**
 * Signed in as `email` on the desktop (nothing throttled), finds the role's business, store, card
 * and report from the links of its lists, as a user would, and which pages the role can open.
 * Returns the pages' addresses (null: the role cannot open it) with a note for each that cannot.
 */
export async function findAddresses(email) {
  const session = await openSession(desktop);
  const { page } = session;
  const open = async (path) => {
    await page.goto(`${appURL}${path}`, { waitUntil: 'commit' });
    return waitUsable(session, null, 30_000);
  };
  /** The first link matching `pattern` on the page at `path`, or the page landed on when it matches. */
  const firstLink = async (path, pattern) => {
    const result = await open(path);
    if ('stuck' in result) return null;
    const landed = new URL(page.url());
    if (pattern.test(`${landed.pathname}${landed.search}`)) return `${landed.pathname}${landed.search}`;
    return (await linksOf(page)).find((href) => pattern.test(href)) ?? null;
  };
  try {
    await signIn(session, email);
    const signedIn = await waitUsable(session, '/insights', 30_000);
    if ('stuck' in signedIn)
      throw new Error(`Signing in as ${email}: Insights never became usable (${signedIn.stuck}).`);

    /** @type {{ business?: string | null, store?: string | null, card?: string | null, report?: string | null }} */
    const ids = {};
    // A merchant with one business is taken from the list to its details (and from a business's
    // stores to the store of a single-store business): the address landed on names it then.
    const businessLink = await firstLink('/businesses', /^\/businesses\/\d+\/details$/);
    ids.business = businessLink?.split('/')[2] ?? null;
    if (ids.business !== null) {
      const storeLink = await firstLink(
        `/businesses/${ids.business}/stores`,
        new RegExp(`^/businesses/${ids.business}/stores/\\d+/details$`),
      );
      ids.store = storeLink?.split('/')[4] ?? null;
    }
    ids.card =
      ids.store === null || ids.store === undefined
        ? null
        : await firstLink(
            `/businesses/${ids.business}/stores/${ids.store}/cards`,
            new RegExp(`^/businesses/${ids.business}/stores/${ids.store}/cards\\?id=\\d+$`),
          );
    ids.report = await firstLink('/reports', /^\/reports\/report-details\?/);

    /** @type {Map<string, { address: string | null, note: string }>} */
    const found = new Map();
    for (const { name, address } of pages) {
      const href = address(ids) ?? null;
      if (href === null) {
        found.set(name, { address: null, note: 'no link to one in its lists' });
        continue;
      }
      const result = await open(href);
      const expected = new URL(href, appURL).pathname;
      // A page that does not settle here is still measured (and shows as stuck if it never does).
      if ('stuck' in result)
        found.set(name, { address: href, note: `not usable on the first visit (${result.stuck})` });
      else if (result.path !== expected) found.set(name, { address: null, note: `${href} led to ${result.path}` });
      else found.set(name, { address: href, note: '' });
    }
    return found;
  } finally {
    await session.context.close();
  }
}
