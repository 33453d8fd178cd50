// One sample of `npm run bench:mobile` for a role and a profile: the first screen after sign-in,
// then every page the role can open, each in a new tab of the signed-in browser, with an empty
// cache and warm.
import { progress } from './progress.mjs';
import { emptyCache, newTab, openSession, settleServiceWorker, signIn, throttle, waitUsable } from './session.mjs';
import { appURL, firstScreen, hosting, pages, verbose } from './settings.mjs';

/**
 * One load's figures: time to usable (ms) and script transferred (bytes), its timeline (ms from
 * `zero`, null for a point the load did not reach or a mark the app does not set) and its busy
 * time; or a note when it never became usable.
 */
function figures(result, zero) {
  if ('stuck' in result) return { stuck: result.stuck };
  const from = (value) => (value === null ? null : value - zero);
  return {
    time: Math.max(result.since, result.lastResponseEnd) - zero,
    shown: result.since - zero,
    networkEnd: result.lastResponseEnd - zero,
    scriptBytes: result.scriptBytes,
    scriptEncodedBytes: result.scriptEncodedBytes,
    scriptDecodedBytes: result.scriptDecodedBytes,
    protocols: result.protocols,
    timeline: Object.fromEntries(Object.entries(result.timeline).map(([point, value]) => [point, from(value)])),
    busy: result.busy,
    serviceWorker: result.serviceWorker,
    timeOrigin: result.timeOrigin + zero,
  };
}

const ms = (value) => (value === null || value === undefined ? '—' : value.toFixed(0));

const kilobytes = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The whole timeline of a load, what went over the network (the tab's answers by protocol and
 * encoding, as DevTools saw them), and the requests of its hidden frames, for BENCH_VERBOSE=1.
 */
function describeLoad(value, frameRequests, encodings) {
  const { timeline: t, busy: b } = value;
  const protocols = Object.entries(value.protocols)
    .map(([protocol, count]) => `${protocol} ${count}`)
    .join(', ');
  const lines = [
    `    document ${ms(t.documentEnd)}, entry ${ms(t.entry)}, configuration ${ms(t.configuration)}, ` +
      `signed in ${ms(t.signedIn)}, router ${ms(t.routerReady)}, first API ${ms(t.firstApiRequest)}, ` +
      `last API ${ms(t.lastApiAnswer)}, h1 ${ms(t.headingPainted)}, usable ${ms(t.usable)}; service worker: ${value.serviceWorker}`,
    `    busy ${ms(b.total)} in ${b.frames} ${b.kind === 'longtask' ? 'long task' : 'long frame'}(s): evaluation ${ms(b.evaluation)}, ` +
      `rendering ${ms(b.rendering)}, styles ${ms(b.styles)}, other ${ms(b.other)}; ` +
      `${b.injections} style injections, ${ms(b.injected)} ms in all up to usable`,
    `    over the network: ${protocols || 'nothing'} request(s) by protocol; scripts ${kilobytes(value.scriptEncodedBytes)} KB ` +
      `as sent for ${kilobytes(value.scriptDecodedBytes)} KB decoded; the tab's answers by protocol and encoding: ` +
      (Object.entries(encodings)
        .map(([key, count]) => `${key} ${count}`)
        .join(', ') || 'none'),
  ];
  for (const request of frameRequests) {
    const url = new URL(request.url);
    const address = `${url.origin === appURL ? '' : url.origin}${url.pathname}${url.search}`;
    lines.push(
      `    frame: ${ms(request.startedAt - value.timeOrigin)} +${ms(request.took)} ms ${request.method} ${request.status} ` +
        `${address.length > 110 ? `${address.slice(0, 110)}…` : address}`,
    );
  }
  return lines.join('\n');
}

/**
 * One sample for a role and a profile: a fresh context signs in (the first screen after sign-in
 * timed, empty cache) in a first tab kept open; then every page the role can open, each load in a
 * new tab (an empty sessionStorage: the app signs in silently, as in a new tab) closed after it:
 * with an empty cache, then warm (the empty-cache load was its priming load; a service worker it
 * registered activated first). Adds the figures to `results` (by key `role|page|profile|empty or warm`).
 */
export async function sample({ role, email }, profile, addresses, results, sampleNumber) {
  const add = (pageName, kind, value, frameRequests = [], encodings = {}) => {
    const key = `${role}|${pageName}|${profile.name}|${kind}`;
    results.set(key, [...(results.get(key) ?? []), value]);
    const text =
      'stuck' in value
        ? `STUCK (${value.stuck})`
        : `${value.time.toFixed(0)} ms (shown ${value.shown.toFixed(0)}, last response ${value.networkEnd.toFixed(0)}), ` +
          `${(value.scriptBytes / 1024).toFixed(1)} KB script`;
    progress(`  ${hosting} ${profile.name} ${role} #${sampleNumber} ${pageName} (${kind}): ${text}`);
    if (verbose && !('stuck' in value)) progress(describeLoad(value, frameRequests, encodings));
  };
  const session = await openSession(profile);
  try {
    // The sign-in page itself loads unthrottled (not timed); the form's submission on is throttled.
    await signIn(session, email, async () => {
      session.frameRequests.length = 0; // The signed-out page's attempt to sign in silently: not this load's.
      for (const key of Object.keys(session.encodings)) delete session.encodings[key];
      await throttle(session, profile);
      await emptyCache(session);
    });
    const signedIn = await waitUsable(session, '/insights');
    if (!('stuck' in signedIn) && !signedIn.document.startsWith('/authentication/login-callback')) {
      throw new Error(`Signing in did not go through the login callback (the document is ${signedIn.document}).`);
    }
    add(
      firstScreen,
      'empty',
      figures(signedIn, 'stuck' in signedIn ? 0 : signedIn.fetchStart),
      session.frameRequests,
      session.encodings,
    );
    if ('stuck' in signedIn) return;

    /** Opens `address` in a new tab (its cache emptied first when `empty`), measures it, then closes it. */
    const load = async (name, address, kind) => {
      const tab = await newTab(session, profile);
      try {
        if (kind === 'empty') await emptyCache(tab);
        await tab.page.goto(`${appURL}${address}`, { waitUntil: 'commit' });
        const measured = await waitUsable(tab, new URL(address, appURL).pathname);
        add(name, kind, figures(measured, 0), tab.frameRequests, tab.encodings);
        if (kind === 'empty' && !('stuck' in measured)) {
          const worker = await settleServiceWorker(tab);
          if (worker !== 'none' && worker !== 'activated') progress(`    service worker not activated: ${worker}`);
        }
      } finally {
        await tab.page.close();
      }
    };
    for (const { name } of pages) {
      const address = addresses.get(name)?.address ?? null;
      if (address === null) continue;
      await load(name, address, 'empty');
      await load(name, address, 'warm');
    }
  } finally {
    await session.context.close();
  }
}
