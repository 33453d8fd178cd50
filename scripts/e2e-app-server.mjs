// The dev server for the end-to-end tests: a fresh PGlite database (seeded on start) in a
// temporary folder, removed on exit, so every run starts from the same data.
//
// APP_SERVERS=n starts n of them, on PORT, PORT + 1, ... (one per Playwright worker, so that two
// workers never meet in one database), and prints "e2e app servers ready" once all answer. One
// server (the default) passes its output through: the rate-limit spec starts one on port 0 and
// reads its address from what it prints.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const count = Math.max(1, Number(process.env.APP_SERVERS ?? 1));
const firstPort = Number(process.env.PORT ?? 8080);

/** Starts one dev server on `port` with a database of its own. */
function start(port) {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-e2e-'));
  const child = spawn('pnpm', ['--filter', '@stampcard/dev-server', 'run', 'start'], {
    stdio: count === 1 ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDirectory, DATABASE_URL: '' },
  });
  const cleanUp = () => rmSync(dataDirectory, { recursive: true, force: true });
  return { child, cleanUp, port };
}

/** Resolves once the server on `port` answers, or rejects when its process ends first. */
async function answering({ child, port }) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The dev server on port ${port} exited before it answered.`);
    const ok = await fetch(`http://localhost:${port}/app-config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const servers = Array.from({ length: count }, (_, index) => start(firstPort + index));
let exiting = false;
const stopAll = (signal) => {
  for (const { child } of servers) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

let running = servers.length;
for (const server of servers) {
  server.child.on('exit', (code) => {
    server.cleanUp();
    running -= 1;
    // One server gone takes the others with it: the suite needs them all.
    if (!exiting) {
      exiting = true;
      process.exitCode = code ?? 0;
      stopAll('SIGTERM');
    }
    if (running === 0) process.exit(process.exitCode ?? 0);
  });
}

if (count > 1) {
  try {
    await Promise.all(servers.map(answering));
    process.stdout.write(`e2e app servers ready: ${servers.map(({ port }) => `http://localhost:${port}`).join(' ')}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    stopAll('SIGTERM');
  }
}
