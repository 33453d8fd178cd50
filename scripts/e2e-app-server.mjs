// The dev server for the end-to-end tests: a fresh PGlite database (seeded on start) in a
// temporary folder, removed on exit, so every run starts from the same data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-e2e-'));
const child = spawn('pnpm', ['--filter', '@stampcard/dev-server', 'run', 'start'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDirectory, DATABASE_URL: '' },
});
const cleanUp = () => rmSync(dataDirectory, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
