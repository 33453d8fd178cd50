// The probe `npm run bench:mobile` installs in every document (an init script): it runs in the
// browser, so it uses nothing from outside itself.

/**
 * Installed in every document before its own scripts.
 *
 * In every frame (the page and its same-origin frames, such as the silent sign-in's hidden one):
 * records the long animation frames (PerformanceObserver, 'long-animation-frame'; long tasks where
 * the browser has none) and the time spent injecting styles (CSSStyleSheet's insertRule and
 * replaceSync, text appended to a <style> element: styled-components' two ways), on the page's
 * clock (a frame's times are moved by the difference of the time origins).
 *
 * In the page: `__mobileBench.state()` says whether the page is usable (its h1 shown, nothing busy)
 * and since when: the first painted frame after the last change that made it so;
 * `__mobileBench.measure()` adds the end of the last response and the script transferred, from the
 * Resource Timing entries, and the load's timeline: the document's end, the app's marks
 * (`stampcard:entry`, `stampcard:configuration`, `stampcard:signed-in`, `stampcard:router-ready`;
 * null when the app sets none), the first API request and the last API answer, the h1 first
 * painted, usable, and the main thread's busy time up to usable split by what ran; and what went
 * over the network: each request's protocol (nextHopProtocol) and the scripts' bytes as sent and
 * as decoded (their compression). Times are
 * `performance.now()`: from the start of this document's navigation.
 */
export function installProbe() {
  if (globalThis.__mobileBenchBusy !== undefined) return;
  const isPage = globalThis.top === globalThis;

  // Every frame: where its busy time goes (a frame's: the page's collector, on the page's clock).
  let collector;
  let offset = 0;
  if (isPage) {
    collector = { frames: [], longTasks: [], injections: [], injectionCount: 0 };
  } else {
    try {
      collector = globalThis.top.__mobileBenchBusy;
      offset = performance.timeOrigin - globalThis.top.performance.timeOrigin;
    } catch {
      // Another origin's frame (the provider's): not the app's work.
      collector = undefined;
    }
  }
  globalThis.__mobileBenchBusy = collector ?? null;
  if (!collector) return;

  const supported = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (supported.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        collector.frames.push({
          start: entry.startTime + offset,
          duration: entry.duration,
          scripts: entry.scripts.map((script) => ({
            type: script.invokerType,
            start: script.startTime + offset,
            duration: script.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } else if (supported.includes('longtask')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        collector.longTasks.push({ start: entry.startTime + offset, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }

  /** Notes a style injection from `start` to `end`: back-to-back ones are kept as one interval. */
  const noteInjection = (start, end) => {
    collector.injectionCount += 1;
    const { injections } = collector;
    const last = injections.at(-1);
    if (last !== undefined && start + offset <= last[1]) last[1] = Math.max(last[1], end + offset);
    else injections.push([start + offset, end + offset]);
  };
  /** Times `owner[name]` (when `applies` to the receiver) as style injection. */
  const timeInjection = (owner, name, applies = () => true) => {
    const original = owner?.[name];
    if (typeof original !== 'function') return;
    owner[name] = function timedInjection(...args) {
      if (!applies(this)) return original.apply(this, args);
      const start = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        noteInjection(start, performance.now());
      }
    };
  };
  // styled-components in production ("speedy") inserts rules into the sheet; otherwise (and
  // react-aria's few styles) it appends text nodes to a <style> element.
  timeInjection(globalThis.CSSStyleSheet?.prototype, 'insertRule');
  timeInjection(globalThis.CSSStyleSheet?.prototype, 'replaceSync');
  const intoStyle = (node) => node?.nodeName === 'STYLE';
  timeInjection(globalThis.Node?.prototype, 'appendChild', intoStyle);
  timeInjection(globalThis.Node?.prototype, 'insertBefore', intoStyle);
  if (!isPage) return;

  // The page: when it is usable, and its timeline.
  performance.setResourceTimingBufferSize(10_000);
  const busy = [
    '[aria-busy="true"]',
    '[data-loading]',
    '[role="progressbar"]',
    '[data-component="LoadingScreen"]',
    '[data-component="Spinner"]',
    '[data-component^="Skeleton"]',
  ].join(', ');
  const isHeadingShown = () => {
    const heading = globalThis.document.querySelector('h1');
    if (heading === null || (heading.textContent ?? '').trim() === '') return false;
    const box = heading.getBoundingClientRect();
    return box.width !== 0 && box.height !== 0;
  };
  const isUsable = () => isHeadingShown() && globalThis.document.querySelector(busy) === null;
  /** Calls `then` once the next frame has been painted (a task queued from requestAnimationFrame). */
  const afterNextPaint = (then) =>
    globalThis.requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    });
  /** Since when the page has been usable (painted), or null. */
  let since = null;
  /** When an h1 with text was first painted (busy or not), or null. */
  let headingPainted = null;
  let isHeadingAwaited = false;
  /** Bumped whenever the page is not usable: a paint awaited for an older state is ignored. */
  let generation = 0;
  let awaitedGeneration = -1;
  let isScheduled = false;
  const check = () => {
    isScheduled = false;
    if (headingPainted === null && !isHeadingAwaited && isHeadingShown()) {
      isHeadingAwaited = true;
      afterNextPaint(() => {
        headingPainted = performance.now();
      });
    }
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

  /** The time spent injecting styles between `start` and `end`. */
  const injectedIn = (start, end) =>
    collector.injections.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(to, end) - Math.max(from, start)), 0);
  /**
   * The main thread's busy time up to `end`: the long animation frames (or long tasks) that began
   * before it, cut at it, split into script evaluation (a classic or module script's run), the
   * app's callbacks and promise work (React rendering and effects, the router, fetch answers) and
   * style injection (wherever it ran); what is left is the browser's own work (style, layout,
   * paint, garbage collection) and scripts too short to be attributed (under 5 ms).
   */
  const busyUpTo = (end) => {
    const cut = (start, duration, limit = end) => Math.max(0, Math.min(start + duration, limit) - start);
    if (collector.frames.length === 0 && collector.longTasks.length > 0) {
      const tasks = collector.longTasks.filter((task) => task.start < end);
      return {
        kind: 'longtask',
        total: tasks.reduce((sum, task) => sum + cut(task.start, task.duration), 0),
        evaluation: null,
        rendering: null,
        styles: null,
        other: null,
        frames: tasks.length,
        injected: injectedIn(0, end),
        injections: collector.injectionCount,
      };
    }
    // A frame may be reported both to the page and to a same-origin frame: counted once.
    const seen = new Set();
    const frames = collector.frames.filter((frame) => {
      const key = `${frame.start.toFixed(0)}|${frame.duration.toFixed(0)}`;
      if (frame.start >= end || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    let total = 0;
    let evaluation = 0;
    let rendering = 0;
    let styles = 0;
    for (const frame of frames) {
      const frameEnd = frame.start + cut(frame.start, frame.duration);
      total += frameEnd - frame.start;
      styles += injectedIn(frame.start, frameEnd);
      for (const script of frame.scripts) {
        if (script.start >= frameEnd) continue;
        const scriptEnd = script.start + cut(script.start, script.duration, frameEnd);
        const own = scriptEnd - script.start - injectedIn(script.start, scriptEnd);
        if (script.type === 'classic-script' || script.type === 'module-script') evaluation += own;
        else rendering += own;
      }
    }
    return {
      kind: 'long-animation-frame',
      total,
      evaluation,
      rendering,
      styles,
      other: Math.max(0, total - evaluation - rendering - styles),
      frames: frames.length,
      injected: injectedIn(0, end),
      injections: collector.injectionCount,
    };
  };

  const isScript = (entry) => entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname);
  const mark = (name) => performance.getEntriesByName(`stampcard:${name}`, 'mark')[0]?.startTime ?? null;
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
      const api = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
      // What went over the network (not from a cache): the protocol of each, and the scripts' bytes
      // as sent (compressed) and as decoded.
      const fetched = [navigation, ...resources].filter((entry) => entry !== undefined && entry.transferSize > 0);
      /** @type {Record<string, number>} */
      const protocols = {};
      for (const entry of fetched) {
        const protocol = entry.nextHopProtocol || 'unknown';
        protocols[protocol] = (protocols[protocol] ?? 0) + 1;
      }
      const fetchedScripts = scripts.filter((entry) => entry.transferSize > 0);
      const lastResponseEnd = Math.max(navigation?.responseEnd ?? 0, ...resources.map((entry) => entry.responseEnd));
      const usable = since === null ? null : Math.max(since, lastResponseEnd);
      return {
        path: globalThis.location.pathname,
        timeOrigin: performance.timeOrigin,
        document: navigation ? new URL(navigation.name).pathname : '',
        fetchStart: navigation?.fetchStart ?? 0,
        since,
        lastResponseEnd,
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        scriptFiles: fetchedScripts.length,
        scriptEncodedBytes: fetchedScripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        scriptDecodedBytes: fetchedScripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        protocols,
        requests: resources.length,
        timeline: {
          documentEnd: navigation?.responseEnd ?? null,
          entry: mark('entry'),
          configuration: mark('configuration'),
          signedIn: mark('signed-in'),
          routerReady: mark('router-ready'),
          firstApiRequest: api.length === 0 ? null : Math.min(...api.map((entry) => entry.startTime)),
          lastApiAnswer: api.length === 0 ? null : Math.max(...api.map((entry) => entry.responseEnd)),
          headingPainted,
          usable,
        },
        busy: busyUpTo(usable ?? performance.now()),
        serviceWorker: globalThis.navigator.serviceWorker?.controller ? 'controlled' : 'none',
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
