// Parts (a) to (d) of `npm run bench:lists`: the businesses list on SEED_SCALE businesses, timed
// from the user's event to the new cards painted.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../../scripts/chromium.mjs';
import { installProbe } from './listProbe.mjs';
import { printTable } from './report.mjs';
import { assertPortFree, running, startBenchServer, stopServer } from './server.mjs';
import {
  actionTimeoutInMilliseconds,
  actions,
  admin,
  appURL,
  businessNames,
  keptDirectory,
  samples,
  scale,
  sortContexts,
  sortLabels,
  warmUp,
} from './settings.mjs';

/** @type {import('@playwright/test').Page} The page under test. */
let page;
/** Reloads the page and waits for the list again (after the list got stuck, see `timed`). */
let reloadList = async () => {};
/** The scenario under way, and how many of its actions left the list stuck. */
let scenario = '';
/** @type {Map<string, number>} */
const stuck = new Map();

/**
 * Runs one action (`act`, which fires `trigger`; for 'back' the probe goes Back itself) and returns
 * its timings once the new cards are painted. When the list's request finished but the new cards
 * never came (the list stuck, busy), the action is counted as stuck, the page reloaded, and null
 * returned; any other failure (the action did nothing, no answer) ends the benchmark.
 */
async function timed(what, trigger, act = async () => {}) {
  await page.evaluate((event) => globalThis.__listsBench.arm(event), trigger);
  await act();
  const outcome = await page.evaluate(
    (timeout) =>
      Promise.race([
        globalThis.__listsBench.result,
        new Promise((resolve) => setTimeout(() => resolve(globalThis.__listsBench.state()), timeout)),
      ]),
    actionTimeoutInMilliseconds,
  );
  if (outcome.painted !== undefined) return outcome;
  const seconds = actionTimeoutInMilliseconds / 1000;
  if (!outcome.started) throw new Error(`${what}: the action did not reach the page.`);
  if (!outcome.requestDone) throw new Error(`${what}: the list's request did not finish within ${seconds} s.`);
  stuck.set(scenario, (stuck.get(scenario) ?? 0) + 1);
  console.warn(`${what}: the list's request finished, but no new cards came within ${seconds} s; reloading.`);
  await reloadList();
  return null;
}

/** Runs `step(index)` for the warm-up and the measured actions; keeps the measured timings. */
async function measure(name, step) {
  scenario = name;
  const timings = [];
  for (let index = 0; index < actions; index += 1) {
    const timing = await step(index);
    if (index >= warmUp && timing !== null) timings.push(timing);
  }
  return { name, timings };
}

/** (a)-(d): the businesses list on SEED_SCALE businesses; prints its figures. */
export async function benchBusinessesList() {
  await assertPortFree();
  if (keptDirectory === undefined) running.dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-lists-'));
  else mkdirSync(keptDirectory, { recursive: true });
  const dataDirectory = running.dataDirectory;
  const isSeeded = existsSync(join(/** @type {string} */ (dataDirectory), 'pglite', 'PG_VERSION'));
  console.log(
    isSeeded
      ? `Starting the dev server on ${appURL} with the database already seeded in ${dataDirectory}...`
      : `Seeding ${scale} businesses in ${dataDirectory} and starting the dev server on ${appURL}${scale >= 5_000 ? ' (a minute or more)' : ''}...`,
  );
  const started = performance.now();
  // SEED_LARGE_STAFF 0 whatever the shell says (it is the manager picker's): list answers carry staff.
  running.server = await startBenchServer(
    { DATA_DIR: dataDirectory, SEED_SCALE: String(scale), SEED_LARGE_STAFF: '0' },
    30 * 60_000,
  );
  console.log(`Server ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  const browser = (running.browser ??= await chromium.launch({ executablePath: findChromium(), args: chromiumArgs }));
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Requests under way, to let the first page's other requests (the filters' options: every store,
  // for the cities) end before the first action.
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  const quiet = async () => {
    const deadline = Date.now() + 30_000;
    for (let idle = 0; idle < 5 && Date.now() < deadline; idle = inFlight <= 0 ? idle + 1 : 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const cardLinks = page.locator(
    '[data-component="CardGrid"][aria-label="Businesses"] [data-component="EntityCard"] [data-part="title"] a',
  );
  /** Waits for the list's cards (reloading up to twice if the list stays busy), then installs the probe. */
  const showList = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await cardLinks.first().waitFor({ timeout: 30_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await page.reload();
      }
    }
    await page.evaluate(installProbe);
    await quiet();
  };
  reloadList = async () => {
    await page.reload();
    await showList();
  };

  await page.goto(`${appURL}/businesses`);
  await page.getByRole('heading', { name: /sign in/i }).waitFor();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  const firstAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Business', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  const pagination = JSON.parse((await firstAnswer).headers()['x-pagination'] ?? '{}');
  await showList();

  // Clicks are dispatched in the page (`element.click()`): no pointer aimed at a control that moves.
  const click = (locator) => () => locator.evaluate((element) => element.click());
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  const nextPage = pages.getByRole('link', { name: 'Next page', exact: true });
  /** On the last page, page 1 first (not timed): a small seed has fewer pages than actions. */
  const wrapAtLastPage = async () => {
    if ((await nextPage.getAttribute('aria-disabled')) !== 'true') return;
    await timed('Page 1', 'click', click(pages.getByRole('link', { name: 'Page 1', exact: true })));
  };
  const search = page.getByRole('searchbox', { name: 'Search' });
  const searchFor = async (what, term) => {
    await search.fill(term);
    return timed(what, 'keydown', () => search.press('Enter'));
  };

  // (a) Next, from page 1 of the whole list: pages 2, 3, ...
  const next = await measure('Next page', async (index) => {
    await wrapAtLastPage();
    return timed(`Next (${index + 1})`, 'click', click(nextPage));
  });

  // (c) Enter in the search box: a business name each time (every one matches ~1/60 of the list).
  const searches = await measure('search (Enter)', (index) =>
    searchFor(`Search "${businessNames[index]}"`, businessNames[index]),
  );

  // (b) A sort change, alternately a sort chosen in the dropdown (the order kept) and the order
  // flipped; each on a list searched for a term of its own (not timed), so each asks for a list
  // the API has not answered yet (a sort resets the page to 1, and there are only eight sorts).
  let isDescending = false;
  const sorts = await measure('sort change', async (index) => {
    await searchFor(`Search "${sortContexts[index]}"`, sortContexts[index]);
    if (index % 2 === 1) {
      isDescending = !isDescending;
      const order = page.getByRole('button', { name: isDescending ? 'Descending' : 'Ascending', exact: true });
      return timed(`Order ${isDescending ? 'descending' : 'ascending'}`, 'click', click(order));
    }
    const label = sortLabels[(index / 2) % sortLabels.length];
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    const option = page.getByRole('option', { name: label, exact: true });
    await option.waitFor();
    return timed(`Sort by ${label}`, 'click', click(option));
  });

  // (d) Back from a business's details page (or a single-store business's store details): the whole
  // list again (search cleared, not timed), then for each action the next page (not timed), a card
  // opened, and Back, timed from just before `history.back()` to the list's cards painted again.
  const back = await measure('Back to the list', async (index) => {
    if (index === 0) await timed('Clear the search', 'keydown', () => search.press('Escape'));
    await wrapAtLastPage();
    await timed('Next (before Back)', 'click', click(nextPage));
    await click(cardLinks.nth(index % (await cardLinks.count())))();
    await page.waitForURL(/\/details$/);
    await page.getByRole('heading', { level: 1, name: /details$/ }).waitFor();
    return timed(`Back (${index + 1})`, 'back');
  });

  const cores = cpus();
  console.log('');
  console.log(
    `businesses list, action to new cards painted, headless Chromium ${browser.version()}, ` +
      `${pagination.totalCount ?? '?'} businesses (${pagination.totalPages ?? '?'} pages of ${pagination.pageSize ?? '?'})`,
  );
  console.log(
    `(${samples} actions each after ${warmUp} warm-up ones; ${cores.length} cores, ` +
      `${cores[0]?.model.trim() ?? 'unknown CPU'}; Node ${process.version})`,
  );
  printTable([next, sorts, searches, back], stuck);
  console.log('median and p95: from the click or keydown (Back: history.back()) to the next painted frame after');
  console.log("the new cards are in the DOM. Medians of the parts: 'DOM' until React has committed the cards;");
  console.log("'to request' until the list's request (GET /api/Business) leaves; 'request' its round trip;");
  console.log("'to paint' from its answer to the painted frame (parsing, rendering, the frame's wait).");
  const stuckCount = [...stuck.values()].reduce((sum, count) => sum + count, 0);
  if (stuckCount > 0) {
    console.log(
      `WARNING: ${stuckCount} action(s) left the list stuck ('stuck'): its request finished, but the new cards`,
    );
    console.log('never came. The page was reloaded each time, and those actions are left out of the figures.');
  }
  await page.close();
  await stopServer();
}
