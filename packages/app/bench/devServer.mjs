// What the app's browser benchmarks share: the dev server as a child process group (started,
// awaited, stopped with its database closed) and the percentile of a sample.
import { spawn } from 'node:child_process';

/**
 * Starts `command` (the dev server, under pnpm or node) in its own process group, so stopping it
 * reaches every process under it, and resolves once `readyURL` answers 200 (rejects when the
 * server exits first or `timeoutInMilliseconds` passes, with the end of its output).
 * `onOutput` sees each chunk of its output (e.g. to print the seed's progress).
 */
export async function startDevServer({ command, args, cwd, env, readyURL, timeoutInMilliseconds, onOutput }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  const keepLog = (chunk) => {
    const text = chunk.toString();
    onOutput?.(text);
    log = (log + text).slice(-20_000);
  };
  child.stdout?.on('data', keepLog);
  child.stderr?.on('data', keepLog);

  const server = {
    /** Stops the whole process group: SIGTERM lets the server close its database; SIGKILL after `grace`. */
    async stop(grace = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const signalGroup = (signal) => {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), signal);
        } catch {
          // Already gone.
        }
      };
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), grace);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + timeoutInMilliseconds;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The dev server stopped before answering.\n${log.slice(-2_000)}`);
    }
    try {
      if ((await fetch(readyURL)).ok) return server;
    } catch {
      // Not listening yet (or still seeding).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await server.stop();
  throw new Error(`The dev server did not answer ${readyURL} within ${timeoutInMilliseconds / 1000} s.`);
}

/** The value below which `fraction` of the values fall (nulls left out); NaN for none. */
export function percentile(values, fraction) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
