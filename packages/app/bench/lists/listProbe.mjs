// The probe `npm run bench:lists` installs in the businesses list page (page.evaluate): it runs in
// the browser, so it uses nothing from outside itself.

/**
 * Installed in the page: times from the user's event to the list showing other cards ("DOM": React
 * has rendered and committed them) and to the next painted frame after it ("painted": what the user
 * waits for), and reads the list's request from the Resource Timing entries.
 */
export function installProbe() {
  /** Resolves after the next frame has been painted (a task queued from requestAnimationFrame). */
  const afterNextPaint = () =>
    new Promise((resolve) => {
      globalThis.requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    });
  const cardLinks =
    '[data-component="CardGrid"][aria-label="Businesses"] [data-component="EntityCard"] [data-part="title"] a';
  /** The cards on screen, by their links (each holds the business's id). */
  const cardsShown = () =>
    [...globalThis.document.querySelectorAll(cardLinks)].map((link) => link.getAttribute('href') ?? '').join(' ');
  /** The list is shown and settled: its cards (or 'No results') rendered, no skeletons, nothing loading. */
  const isListSettled = () => {
    const body = globalThis.document.querySelector('[data-component="ListPage.Body"]');
    return (
      body?.getAttribute('aria-busy') === 'false' &&
      body.querySelector('[data-component="CardGrid"][data-loading]') === null &&
      (cardsShown() !== '' || body.querySelector('[data-component="EmptyState"]') !== null)
    );
  };
  /** The list's request (GET /api/Business?…) since `started`, once it has finished. */
  const listRequest = (started) =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= started && new URL(entry.name).pathname === '/api/Business')
      .at(-1);
  /** @type {null | { trigger: string, started: number | null, updated: number | null, sawBusy: boolean, before: string, beforeURL: string, done: (timing: object) => void }} */
  let armed = null;

  const check = () => {
    const current = armed;
    if (current === null || current.started === null || current.updated !== null) return;
    if (globalThis.document.querySelector('[data-component="ListPage.Body"][aria-busy="true"]') !== null) {
      current.sawBusy = true;
    }
    // Done once the URL changed and the list settled on other cards; or on the same cards, after it
    // was busy (a list the same as before: a setup search can find the same first page).
    if (globalThis.location.href === current.beforeURL || !isListSettled()) return;
    if (cardsShown() === current.before && !current.sawBusy) return;
    current.updated = performance.now();
    void afterNextPaint().then(() => {
      const painted = performance.now();
      const started = /** @type {number} */ (current.started);
      // The list's request: when it left, how long it took.
      const request = listRequest(started);
      current.done({
        dom: /** @type {number} */ (current.updated) - started,
        painted: painted - started,
        toRequest: request ? request.startTime - started : null,
        request: request ? request.responseEnd - request.startTime : null,
        afterResponse: request ? painted - request.responseEnd : null,
      });
    });
  };
  const onUserEvent = (event) => {
    if (armed !== null && armed.started === null && event.type === armed.trigger) armed.started = performance.now();
  };
  globalThis.addEventListener('click', onUserEvent, true);
  globalThis.addEventListener('keydown', onUserEvent, true);
  new globalThis.MutationObserver(check).observe(globalThis.document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'data-loading', 'href'],
  });
  performance.setResourceTimingBufferSize(10_000);

  globalThis.__listsBench = {
    /**
     * Arms the probe: the clock starts at the next `trigger` event ('click', 'keydown'), or for
     * 'back' at once, and the probe goes Back itself (in the same task: no round trip counted);
     * `result` resolves with the timings once other cards are painted.
     */
    arm(trigger) {
      performance.clearResourceTimings();
      const probe = {
        trigger,
        started: trigger === 'back' ? performance.now() : null,
        updated: null,
        sawBusy: false,
        before: cardsShown(),
        beforeURL: globalThis.location.href,
        done: () => {},
      };
      globalThis.__listsBench.result = new Promise((resolve) => {
        probe.done = resolve;
      }).then((timing) => {
        if (armed === probe) armed = null;
        return timing;
      });
      armed = probe;
      if (trigger === 'back') globalThis.history.back();
    },
    result: null,
    /** What happened since `arm`, when no result came: whether the event came, and the list's request finished. */
    state() {
      const started = armed?.started ?? null;
      return { started: started !== null, requestDone: started !== null && listRequest(started) !== undefined };
    },
  };
}
