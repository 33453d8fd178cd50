// The probe `npm run bench:mobile` installs in every document (an init script): it runs in the
// browser, so it uses nothing from outside itself.

/**
 * Installed in every document before its own scripts: `__mobileBench.state()` says whether the page
 * is usable (its h1 shown, nothing busy) and since when: the first painted frame after the last
 * change that made it so; `__mobileBench.measure()` adds the end of the last response and the
 * script transferred, from the Resource Timing entries. Times are `performance.now()`: from the
 * start of this document's navigation.
 */
export function installProbe() {
  if (globalThis.top !== globalThis || globalThis.__mobileBench) return;
  performance.setResourceTimingBufferSize(10_000);
  const busy = [
    '[aria-busy="true"]',
    '[data-loading]',
    '[role="progressbar"]',
    '[data-component="LoadingScreen"]',
    '[data-component="Spinner"]',
    '[data-component^="Skeleton"]',
  ].join(', ');
  const isUsable = () => {
    const heading = globalThis.document.querySelector('h1');
    if (heading === null || (heading.textContent ?? '').trim() === '') return false;
    const box = heading.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return globalThis.document.querySelector(busy) === null;
  };
  /** Calls `then` once the next frame has been painted (a task queued from requestAnimationFrame). */
  const afterNextPaint = (then) =>
    globalThis.requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    });
  /** Since when the page has been usable (painted), or null. */
  let since = null;
  /** Bumped whenever the page is not usable: a paint awaited for an older state is ignored. */
  let generation = 0;
  let awaitedGeneration = -1;
  let isScheduled = false;
  const check = () => {
    isScheduled = false;
    if (!isUsable()) {
      since = null;
      generation += 1;
      return;
    }
    if (since !== null || awaitedGeneration === generation) return;
    const mine = generation;
    awaitedGeneration = mine;
    afterNextPaint(() => {
      if (generation === mine && since === null) since = performance.now();
    });
  };
  const schedule = () => {
    if (isScheduled) return;
    isScheduled = true;
    globalThis.requestAnimationFrame(check);
  };
  new globalThis.MutationObserver(schedule).observe(globalThis.document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  // Changes that mutate nothing (a style sheet applied, layout): checked a few times a second too.
  globalThis.setInterval(schedule, 200);

  const isScript = (entry) => entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname);
  globalThis.__mobileBench = {
    state: () => ({ path: globalThis.location.pathname, since, timeOrigin: performance.timeOrigin }),
    measure() {
      const [navigation] = performance.getEntriesByType('navigation');
      // What the page fetched on its way to usable: a request started after it was (the code of
      // the screens its links open, a modal's code, fetched at idle) is not part of its load.
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => since === null || entry.startTime <= since);
      const scripts = resources.filter(isScript);
      return {
        path: globalThis.location.pathname,
        timeOrigin: performance.timeOrigin,
        document: navigation ? new URL(navigation.name).pathname : '',
        fetchStart: navigation?.fetchStart ?? 0,
        since,
        lastResponseEnd: Math.max(navigation?.responseEnd ?? 0, ...resources.map((entry) => entry.responseEnd)),
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        scriptFiles: scripts.filter((entry) => entry.transferSize > 0).length,
        requests: resources.length,
      };
    },
    /** What is still in the way, for a page that never becomes usable. */
    describe() {
      const heading = globalThis.document.querySelector('h1');
      const busyElement = globalThis.document.querySelector(busy);
      const name = (element) =>
        element === null
          ? 'none'
          : `${element.tagName.toLowerCase()}${element.getAttribute('data-component') ? `[data-component=${element.getAttribute('data-component')}]` : ''}`;
      return `at ${globalThis.location.pathname}: h1 ${heading === null ? 'missing' : JSON.stringify((heading.textContent ?? '').trim())}, busy: ${name(busyElement)}`;
    },
  };
}
