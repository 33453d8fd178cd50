// Finds (and, for the test command, installs) the Chromium that every browser
// test uses: Vitest browser mode (stories) and Playwright (end to end).
//
// Order: CHROMIUM_PATH / CHROME_PATH from the environment, a system Chromium, a
// Playwright-installed Chromium. When none exists, ensureChromium() installs one:
// Debian's `chromium` with apt-get when running as root on Debian, otherwise
// `playwright install chromium`. Playwright's own download is unreachable on some
// networks, so the system package comes first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Headless flags: root needs --no-sandbox; the rest keep Chromium off the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the path of a Chromium to drive, or undefined when there is none. */
export function findChromium(environment = process.env) {
  for (const variable of ['CHROMIUM_PATH', 'CHROME_PATH']) {
    const value = environment[variable];
    if (value) {
      if (!existsSync(value)) throw new Error(`${variable}=${value} does not exist.`);
      return value;
    }
  }
  return systemCandidates.find((candidate) => existsSync(candidate)) ?? playwrightChromium();
}

const isDebian = () => existsSync('/etc/debian_version');
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Finds Chromium or installs one, saying what it does. Returns its path. */
export function ensureChromium({ log = (message) => process.stderr.write(`[chromium] ${message}\n`), env } = {}) {
  const found = findChromium();
  if (found) return found;

  if (isRoot() && isDebian()) {
    log("No Chromium found; installing Debian's chromium package with apt-get (once)...");
    const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    const update = spawnSync('apt-get', ['update', '-qq'], options);
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], options);
    if (!install || install.status !== 0) throw new Error('apt-get could not install chromium.');
  } else {
    log('No Chromium found; running `playwright install chromium`...');
    const result = spawnSync('pnpm', ['exec', 'playwright', 'install', 'chromium'], { stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new Error(
        'Could not install Chromium. Install Chromium or Chrome and set CHROMIUM_PATH to its executable.',
      );
    }
  }
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but cannot be found; set CHROMIUM_PATH.');
  log(`Using ${installed} (${versionOf(installed)}).`);
  return installed;
}

export function versionOf(executable) {
  const result = spawnSync(executable, ['--version'], { encoding: 'utf8' });
  return (result.stdout || '').trim() || 'unknown version';
}
