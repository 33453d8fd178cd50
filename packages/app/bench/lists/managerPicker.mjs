// Parts (e) and (f) of `npm run bench:lists`: the manager picker of business 1, on a dev server of
// its own with 10,000 more staff, timed from the click or scroll to the page's rows painted.
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../../scripts/chromium.mjs';
import { installPickerProbe } from './pickerProbe.mjs';
import { printTable } from './report.mjs';
import { assertPortFree, running, startBenchServer, stopServer } from './server.mjs';
import {
  actionTimeoutInMilliseconds,
  actions,
  admin,
  appURL,
  pickerBusinessId,
  pickerPageSize,
  pickerStaff,
  pickerTitle,
  samples,
  warmUp,
} from './settings.mjs';

/**
 * Runs one picker action on `pickerPage` (`act` fires the click; a scroll the probe makes itself)
 * and returns its timings once the row at `position` is painted. Any failure ends the benchmark: a
 * picker that never shows its rows is broken, not slow.
 */
async function pickerTimed(pickerPage, what, trigger, position, act = async () => {}) {
  await pickerPage.evaluate(([event, at]) => globalThis.__pickerBench.arm(event, at), [trigger, position]);
  await act();
  const outcome = await pickerPage.evaluate(
    (timeout) =>
      Promise.race([
        globalThis.__pickerBench.result,
        new Promise((resolve) => setTimeout(() => resolve(globalThis.__pickerBench.state()), timeout)),
      ]),
    actionTimeoutInMilliseconds,
  );
  if (outcome.painted !== undefined) return outcome;
  const seconds = actionTimeoutInMilliseconds / 1000;
  if (!outcome.started) throw new Error(`${what}: the action did not reach the page.`);
  if (!outcome.requestDone) throw new Error(`${what}: no staff request finished within ${seconds} s.`);
  throw new Error(`${what}: the staff request finished, but row ${position} was not shown within ${seconds} s.`);
}

/**
 * (e)-(f): the manager picker of business 1 on a dev server of its own (10,000 more staff); prints
 * its figures.
 */
export async function benchManagerPicker() {
  await assertPortFree();
  const pickerDataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-picker-'));
  running.pickerDataDirectory = pickerDataDirectory;
  console.log(
    `Seeding ${pickerStaff} more staff of business ${pickerBusinessId} in ${pickerDataDirectory} and starting the dev server on ${appURL}...`,
  );
  const started = performance.now();
  // The default 8 businesses; every list answer built afresh (LIST_CACHE=off), as a first opening's is.
  running.server = await startBenchServer(
    { DATA_DIR: pickerDataDirectory, SEED_SCALE: '8', SEED_LARGE_STAFF: String(pickerStaff), LIST_CACHE: 'off' },
    10 * 60_000,
  );
  console.log(`Server ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  const browser = (running.browser ??= await chromium.launch({ executablePath: findChromium(), args: chromiumArgs }));
  const pickerPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await pickerPage.goto(`${appURL}/businesses/${pickerBusinessId}/details`);
  await pickerPage.getByRole('heading', { name: /sign in/i }).waitFor();
  await pickerPage.getByLabel('Email').fill(admin.email);
  await pickerPage.getByLabel('Password').fill(admin.password);
  await pickerPage.getByRole('button', { name: 'Sign in' }).click();
  // The details page (business 1 carries all its staff: a large answer) and its button.
  const setManager = pickerPage.getByRole('button', { name: 'Set manager', exact: true });
  await setManager.waitFor({ timeout: 60_000 });
  await pickerPage.waitForLoadState('networkidle').catch(() => {});
  await pickerPage.evaluate(installPickerProbe);

  const dialog = pickerPage.getByRole('dialog', { name: pickerTitle, exact: true });
  // Clicks are dispatched in the page (`element.click()`), as for the businesses list.
  const click = (locator) => () => locator.evaluate((element) => element.click());
  const isStaffList = (response) => /^\/api\/Business\/\d+\/Staff$/.test(new URL(response.url()).pathname);
  const close = async () => {
    await click(dialog.getByRole('button', { name: 'Cancel', exact: true }))();
    await dialog.waitFor({ state: 'detached' });
  };

  // (e) Open: Set manager to page 1's rows painted, then Cancel (not timed).
  const firstAnswer = pickerPage.waitForResponse(isStaffList, { timeout: actionTimeoutInMilliseconds });
  const opening = { name: 'manager picker: open', timings: /** @type {object[]} */ ([]) };
  for (let index = 0; index < actions; index += 1) {
    const timing = await pickerTimed(pickerPage, `Open (${index + 1})`, 'click', 1, click(setManager));
    await close();
    if (index >= warmUp) opening.timings.push(timing);
  }
  const pagination = JSON.parse((await firstAnswer.catch(() => null))?.headers()['x-pagination'] ?? '{}');

  // (f) Scroll: the picker opened afresh (not timed), its list scrolled to the bottom for page 2,
  // then again for page 3, then Cancel.
  const scrolling = [2, 3].map((number) => ({
    number,
    name: `manager picker: scroll to page ${number}`,
    timings: /** @type {object[]} */ ([]),
  }));
  for (let index = 0; index < actions; index += 1) {
    await pickerTimed(pickerPage, `Open before scrolling (${index + 1})`, 'click', 1, click(setManager));
    for (const result of scrolling) {
      const timing = await pickerTimed(
        pickerPage,
        `Scroll to page ${result.number} (${index + 1})`,
        'scroll',
        (result.number - 1) * pickerPageSize + 1,
      );
      if (index >= warmUp) result.timings.push(timing);
    }
    await close();
  }

  const cores = cpus();
  console.log('');
  console.log(
    `manager picker of business ${pickerBusinessId}, action to rows painted, headless Chromium ${browser.version()}, ` +
      `${pagination.totalCount ?? '?'} staff (${pagination.totalPages ?? '?'} pages of ${pagination.pageSize ?? '?'})`,
  );
  console.log(
    `(${samples} actions each after ${warmUp} warm-up ones; ${cores.length} cores, ` +
      `${cores[0]?.model.trim() ?? 'unknown CPU'}; Node ${process.version}; LIST_CACHE=off)`,
  );
  printTable([opening, ...scrolling]);
  console.log('median and p95: from the click on Set manager (scroll: setting the list to its bottom) to the');
  console.log("next painted frame after the page's rows are in the DOM and the list is no longer busy. 'request'");
  console.log('is the staff request (GET /api/Business/{id}/Staff) of that action.');
  await pickerPage.close();
  await stopServer();
}
