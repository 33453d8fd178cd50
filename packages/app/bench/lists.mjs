// `npm run bench:lists`: builds the back-office app, serves it on the dev server with a large seed
// (SEED_SCALE businesses, 10,000 by default), signs in as the administrator in headless Chromium
// and times, on the businesses list, how long the new cards take to be painted after (a) a click on
// Next, (b) a sort change (a sort chosen in the sort dropdown, or the order flipped), (c) Enter in
// the search box, and (d) Back from a business's details page. Prints the median and p95 of each
// against the target (p95 at most 100 ms for each on this machine), with
// where the time goes (until the list's request leaves, the request, from its answer to the paint);
// a benchmark: it never fails on time.
//
// How: a probe in the page starts its clock at the user's event (the `click` or `keydown`, caught
// in the capture phase, so Playwright's round trip is not counted; for Back, just before
// `history.back()`), waits for the list to show other cards (the URL changed, the list not busy
// and the cards' links changed: the seed's names repeat, so titles do not tell pages apart; or the
// same cards once the list was busy), then for the next painted frame. Every measured action asks
// the API for a list it has not asked for before (Next walks pages 2, 3, ..., back to page 1 after
// the last one of a small seed; each search has its own term; each sort change is made on a list
// searched for a term of its own); Back reloads the list it left, as a user's Back does. An action
// whose list request finished but whose new cards never came (the list stuck, busy) is counted as
// 'stuck', left out of the figures, and the page reloaded; an action that does nothing, or whose
// request gets no answer, ends the run (exit 1).
//
// Then, on a dev server of its own (SEED_SCALE 8 businesses, SEED_LARGE_STAFF=10,000 more staff of
// business 1, LIST_CACHE=off so every page is built afresh as a first opening is; a server of its
// own because business 1 carries its staff in the businesses list's answers, which would change the
// list's figures), the manager picker of /businesses/1/details: (e) open it (a click on Set manager
// to the first page of staff painted: the list settled, its first row in the page) and (f) scroll it
// to its bottom to the next page's rows painted, for page 2 and page 3 (each sample opens the picker
// afresh). Same probe idea, same figures against the same target.
//
// BENCH_DATA_DIR keeps (and reuses) the seeded data folder of the businesses list: seeding 10,000
// businesses takes a minute or more, and a folder that holds a seeded database is used as it is
// (SEED_SCALE then changes nothing); the manager picker's server is seeded afresh each run (a few
// seconds). BENCH_PORT changes the port (6120). BENCH_PARTS chooses what runs: 'businesses',
// 'manager-picker' or both (the default, 'businesses,manager-picker').
import { spawnSync } from 'node:child_process';
import { benchBusinessesList } from './lists/businessesList.mjs';
import { benchManagerPicker } from './lists/managerPicker.mjs';
import { cleanUp } from './lists/server.mjs';
import { parts, root } from './lists/settings.mjs';

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  console.log('Building the app...');
  const build = spawnSync('pnpm', ['--filter', '@stampcard/app', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The app did not build.');

  if (parts.has('businesses')) await benchBusinessesList();
  if (parts.has('manager-picker')) {
    if (parts.has('businesses')) console.log('');
    await benchManagerPicker();
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
