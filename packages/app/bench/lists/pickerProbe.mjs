// The probe `npm run bench:lists` installs in a business's details page for the manager picker
// (page.evaluate): it runs in the browser, so it uses nothing from outside itself.

/**
 * Installed in the business details page: times from the click on Set manager (for a scroll, from
 * just before the picker's list is scrolled to its bottom, in the same task) until the picker's
 * list is settled (not busy) and holds the row at `position` (its aria-posinset: 1 for page 1, 21
 * for page 2, 41 for page 3: the list renders the rows in view, so the new page's first row is the
 * one in view at the bottom) ("DOM"), then to the next painted frame ("painted"), and reads the
 * staff request (GET /api/Business/{id}/Staff) from the Resource Timing entries.
 */
export function installPickerProbe() {
  /** Resolves after the next frame has been painted (a task queued from requestAnimationFrame). */
  const afterNextPaint = () =>
    new Promise((resolve) => {
      globalThis.requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    });
  /** The picker's scrolling list (packages/app/src/components/UserPicker), when the picker is open. */
  const pickerList = () => globalThis.document.querySelector('[data-component="UserPicker.List"]');
  const isShown = (position) => {
    const list = pickerList();
    return (
      list !== null &&
      list.getAttribute('aria-busy') === 'false' &&
      list.querySelector(`[role="option"][aria-posinset="${position}"]`) !== null
    );
  };
  /** The staff request since `started`, once it has finished. */
  const staffRequest = (started) =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) => entry.startTime >= started && /^\/api\/Business\/\d+\/Staff$/.test(new URL(entry.name).pathname),
      )
      .at(-1);
  /** @type {null | { trigger: string, position: number, started: number | null, updated: number | null, done: (timing: object) => void }} */
  let armed = null;

  const check = () => {
    const current = armed;
    if (current === null || current.started === null || current.updated !== null) return;
    if (!isShown(current.position)) return;
    current.updated = performance.now();
    void afterNextPaint().then(() => {
      const painted = performance.now();
      const started = /** @type {number} */ (current.started);
      const request = staffRequest(started);
      current.done({
        dom: /** @type {number} */ (current.updated) - started,
        painted: painted - started,
        toRequest: request ? request.startTime - started : null,
        request: request ? request.responseEnd - request.startTime : null,
        afterResponse: request ? painted - request.responseEnd : null,
      });
    });
  };
  globalThis.addEventListener(
    'click',
    () => {
      if (armed !== null && armed.started === null && armed.trigger === 'click') armed.started = performance.now();
    },
    true,
  );
  new globalThis.MutationObserver(check).observe(globalThis.document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'aria-posinset'],
  });
  performance.setResourceTimingBufferSize(10_000);

  globalThis.__pickerBench = {
    /**
     * Arms the probe: for 'click' the clock starts at the next click (Set manager); for 'scroll' at
     * once, and the probe scrolls the open picker's list to its bottom itself. `result` resolves
     * with the timings once the row at `position` is painted.
     */
    arm(trigger, position) {
      performance.clearResourceTimings();
      const probe = { trigger, position, started: null, updated: null, done: () => {} };
      globalThis.__pickerBench.result = new Promise((resolve) => {
        probe.done = resolve;
      }).then((timing) => {
        if (armed === probe) armed = null;
        return timing;
      });
      armed = probe;
      if (trigger === 'scroll') {
        const list = pickerList();
        if (list === null) throw new Error('The manager picker is not open.');
        probe.started = performance.now();
        list.scrollTop = list.scrollHeight;
      }
    },
    result: null,
    /** What happened since `arm`, when no result came: whether the action came, and the staff request finished. */
    state() {
      const started = armed?.started ?? null;
      return { started: started !== null, requestDone: started !== null && staffRequest(started) !== undefined };
    },
  };
}
