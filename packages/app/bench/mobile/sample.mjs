// One sample of `npm run bench:mobile` for a role and a profile: the first screen after sign-in,
// then every page the role can open, with an empty cache and warm.
import { progress } from './progress.mjs';
import { openSession, signIn, throttle, waitUsable } from './session.mjs';
import { appURL, firstScreen, pages } from './settings.mjs';

/** One sample's figures: time to usable (ms) and script transferred (bytes), or a note. */
function figures(result, zero) {
  if ('stuck' in result) return { stuck: result.stuck };
  return {
    time: Math.max(result.since, result.lastResponseEnd) - zero,
    shown: result.since - zero,
    networkEnd: result.lastResponseEnd - zero,
    scriptBytes: result.scriptBytes,
  };
}

/**
 * One sample for a role and a profile: a fresh context signs in (the first screen after sign-in
 * timed, empty cache), then every page the role can open, with an empty cache and again warm.
 * Adds the figures to `results` (by key `role|page|profile|empty or warm`).
 */
export async function sample({ role, email }, profile, addresses, results, sampleNumber) {
  const add = (pageName, kind, value) => {
    const key = `${role}|${pageName}|${profile.name}|${kind}`;
    results.set(key, [...(results.get(key) ?? []), value]);
    const text =
      'stuck' in value
        ? `STUCK (${value.stuck})`
        : `${value.time.toFixed(0)} ms (shown ${value.shown.toFixed(0)}, last response ${value.networkEnd.toFixed(0)}), ` +
          `${(value.scriptBytes / 1024).toFixed(1)} KB script`;
    progress(`  ${profile.name} ${role} #${sampleNumber} ${pageName} (${kind}): ${text}`);
  };
  const session = await openSession(profile);
  const { page, devtools } = session;
  try {
    // The sign-in page itself loads unthrottled (not timed); the form's submission on is throttled.
    await signIn(session, email, async () => {
      await throttle(session, profile);
      await devtools.send('Network.clearBrowserCache');
    });
    const signedIn = await waitUsable(session, '/insights');
    if (!('stuck' in signedIn) && !signedIn.document.startsWith('/authentication/login-callback')) {
      throw new Error(`Signing in did not go through the login callback (the document is ${signedIn.document}).`);
    }
    add(firstScreen, 'empty', figures(signedIn, 'stuck' in signedIn ? 0 : signedIn.fetchStart));
    if ('stuck' in signedIn) return;

    for (const { name } of pages) {
      const address = addresses.get(name)?.address ?? null;
      if (address === null) continue;
      const path = new URL(address, appURL).pathname;
      await devtools.send('Network.clearBrowserCache');
      await page.goto(`${appURL}${address}`, { waitUntil: 'commit' });
      add(name, 'empty', figures(await waitUsable(session, path), 0));
      await page.goto(`${appURL}${address}`, { waitUntil: 'commit' });
      add(name, 'warm', figures(await waitUsable(session, path), 0));
    }
  } finally {
    await session.context.close();
  }
}
