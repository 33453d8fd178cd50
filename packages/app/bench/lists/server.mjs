// The dev servers and the browser of `npm run bench:lists`: what runs, how a server starts on the
// benchmark's port, and how everything stops and its data folders go.
import { rmSync } from 'node:fs';
import { startDevServer } from '../devServer.mjs';
import { appURL, keptDirectory, port, root } from './settings.mjs';

/** What runs, and the data folders to remove at the end. */
export const running = {
  /** @type {Awaited<ReturnType<typeof startDevServer>> | null} */
  server: null,
  /** @type {import('@playwright/test').Browser | null} */
  browser: null,
  /** @type {string | undefined} The data folder of this run, removed at the end unless BENCH_DATA_DIR keeps it. */
  dataDirectory: keptDirectory,
  /** @type {string | undefined} The manager picker server's data folder, always removed at the end. */
  pickerDataDirectory: undefined,
};

/** Stops the server; SIGTERM lets it close its database, so a kept data folder stays consistent. */
export async function stopServer() {
  const server = running.server;
  running.server = null;
  await server?.stop();
}

/** Stops the browser and the server, and removes the data folders that are not kept. */
export async function cleanUp() {
  const closing = running.browser;
  running.browser = null;
  if (closing) await closing.close().catch(() => {});
  await stopServer();
  if (keptDirectory === undefined && running.dataDirectory !== undefined) {
    rmSync(running.dataDirectory, { recursive: true, force: true });
    running.dataDirectory = undefined;
  }
  if (running.pickerDataDirectory !== undefined) {
    rmSync(running.pickerDataDirectory, { recursive: true, force: true });
    running.pickerDataDirectory = undefined;
  }
}

/** Throws when something already answers on the benchmark's port. */
export async function assertPortFree() {
  const inUse = await fetch(`${appURL}/app-config.json`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`Port ${port} is already in use: stop what runs there first (or set BENCH_PORT).`);
}

/**
 * The dev server of a part of the benchmark on `port`, with `env` over the shell's; DATABASE_URL
 * empty: always the embedded PGlite in its data folder, never a PostgreSQL server.
 */
export function startBenchServer(env, timeoutInMilliseconds) {
  return startDevServer({
    command: 'pnpm',
    args: ['--filter', '@stampcard/dev-server', 'run', 'start'],
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env, DATABASE_URL: '' },
    readyURL: `${appURL}/app-config.json`,
    timeoutInMilliseconds,
    onOutput: (text) => {
      if (text.includes('[dev-server] seeded')) process.stdout.write(text);
    },
  });
}
