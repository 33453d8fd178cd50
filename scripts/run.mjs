#!/usr/bin/env node
// Entry point of every root npm script: `npm start`, `npm test`, `npm run storybook`...
//
//   node scripts/run.mjs [--browser] <workspace script> [args...]
//
// 1. puts the pinned Node and pnpm on PATH (fetching them on first use),
// 2. installs dependencies with the frozen lockfile when they are missing or stale,
// 3. with --browser, finds or installs Chromium and exports CHROMIUM_PATH,
// 4. runs `pnpm run <workspace script>` with that environment and exits with its status.
//
// It runs on the machine's own Node (18+), which it never replaces.
import { spawn } from 'node:child_process';
import { ensureChromium, versionOf } from './chromium.mjs';
import { ensureDependencies, ensureToolchain, root, toolchainEnvironment } from './toolchain.mjs';

const argv = process.argv.slice(2);
const wantsBrowser = argv[0] === '--browser';
const [script, ...rest] = wantsBrowser ? argv.slice(1) : argv;

if (!script) {
  process.stderr.write('usage: node scripts/run.mjs [--browser] <script> [args...]\n');
  process.exit(2);
}

try {
  const { node } = ensureToolchain();
  ensureDependencies();
  const extra = {};
  if (wantsBrowser) {
    const chromium = ensureChromium({ env: toolchainEnvironment() });
    extra.CHROMIUM_PATH = chromium;
    process.stderr.write(`[toolchain] Node ${versionOf(node)} · Chromium ${chromium}\n`);
  }
  const child = spawn('pnpm', ['run', '--silent', script, ...rest], {
    cwd: root,
    stdio: 'inherit',
    env: toolchainEnvironment(extra),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} catch (error) {
  process.stderr.write(`[toolchain] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
