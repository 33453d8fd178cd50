// The pinned toolchain: Node from `.node-version`, pnpm from `packageManager`.
//
// This file runs on whatever Node the machine has (Node 18 or newer), so it uses
// only Node's standard library. When the machine's Node is older than the pin it
// installs the pinned Node from the npm registry (the `node-<os>-<arch>` packages
// ship the official binary) into `.toolchain/`, a git-ignored folder of the
// repository, and never touches the machine's own Node. pnpm is installed the
// same way: corepack cannot verify signatures against this registry (see
// docs/decisions/001-pinned-toolchain.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const toolchainDirectory = join(root, '.toolchain');
export const toolchainBin = join(toolchainDirectory, 'bin');

const log = (message) => process.stderr.write(`[toolchain] ${message}\n`);

/** Compares two `major.minor.patch` versions: negative when a < b. */
export function compareVersions(a, b) {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (pa[index] ?? 0) - (pb[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function pinnedNodeVersion() {
  return readFileSync(join(root, '.node-version'), 'utf8').trim().replace(/^v/, '');
}

export function pinnedPnpmVersion() {
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  if (!match) throw new Error('package.json must pin pnpm in "packageManager", e.g. "pnpm@11.28.10".');
  return match[1];
}

/** The machine's npm, used only to fetch the pinned tools from the registry. */
function npmInstall(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      spec,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: prefix },
  );
  if (result.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`Could not install ${spec} from the npm registry (npm exited with ${result.status}).`);
  }
}

function nodePackageName() {
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!platform || !arch) {
    throw new Error(
      `No Node package for ${process.platform}-${process.arch}: install Node ${pinnedNodeVersion()} yourself.`,
    );
  }
  return `node-${platform}-${arch}`;
}

/**
 * Returns the path of a Node binary at least as new as the pin: the machine's own
 * when it is new enough, otherwise the pinned one, fetched on first use.
 */
export function ensureNode() {
  const pinned = pinnedNodeVersion();
  if (compareVersions(process.versions.node, pinned) >= 0) return process.execPath;

  const packageName = nodePackageName();
  const prefix = join(toolchainDirectory, `node-${pinned}`);
  const binary = join(prefix, 'node_modules', packageName, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(binary)) {
    log(`This machine has Node ${process.versions.node}; the project pins ${pinned}.`);
    log(`Fetching Node ${pinned} (${packageName}) from the npm registry into .toolchain/ (once, about 190 MB)...`);
    npmInstall(prefix, `${packageName}@${pinned}`);
    if (!existsSync(binary)) throw new Error(`${packageName}@${pinned} installed but ${binary} is missing.`);
    chmodSync(binary, 0o755);
  }
  return binary;
}

/** Returns the path of pnpm's entry script for the pinned version, fetched on first use. */
export function ensurePnpm() {
  const pinned = pinnedPnpmVersion();
  const prefix = join(toolchainDirectory, `pnpm-${pinned}`);
  const entry = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');
  if (!existsSync(entry)) {
    log(`Fetching pnpm ${pinned} from the npm registry into .toolchain/ (once)...`);
    npmInstall(prefix, `pnpm@${pinned}`);
    if (!existsSync(entry)) throw new Error(`pnpm@${pinned} installed but ${entry} is missing.`);
  }
  return entry;
}

function writeIfChanged(path, content, mode) {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return;
  writeFileSync(path, content, { mode });
}

/**
 * Writes `.toolchain/bin/{node,pnpm}` so that putting that one folder first on
 * PATH selects the pinned toolchain (scripts/env.sh does that for a shell).
 */
export function ensureToolchain() {
  const node = ensureNode();
  const pnpmEntry = ensurePnpm();
  mkdirSync(toolchainBin, { recursive: true });

  const nodeLink = join(toolchainBin, 'node');
  let current = null;
  try {
    current = readlinkSync(nodeLink);
  } catch {
    current = null;
  }
  if (current !== node) {
    rmSync(nodeLink, { force: true });
    symlinkSync(node, nodeLink);
  }
  const shim = (entry) => `#!/bin/sh\nexec "${nodeLink}" "${entry}" "$@"\n`;
  writeIfChanged(join(toolchainBin, 'pnpm'), shim(pnpmEntry), 0o755);
  writeIfChanged(join(toolchainBin, 'pnpx'), shim(join(dirname(pnpmEntry), 'pnpx.mjs')), 0o755);
  return { node, pnpmEntry };
}

/** The environment for child processes: the pinned toolchain first on PATH. */
export function toolchainEnvironment(extra = {}) {
  const separator = process.platform === 'win32' ? ';' : ':';
  const path = [toolchainBin, ...(process.env.PATH ?? '').split(separator).filter((entry) => entry !== toolchainBin)];
  return {
    ...process.env,
    PATH: path.join(separator),
    // pnpm must not try to switch itself to another version: we installed the pinned one.
    COREPACK_ENABLE_STRICT: '0',
    npm_config_manage_package_manager_versions: 'false',
    ...extra,
  };
}

/** A fingerprint of everything that decides what `pnpm install` puts in node_modules. */
function installFingerprint() {
  const hash = createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', '.npmrc', '.node-version'];
  for (const group of ['packages']) {
    const directory = join(root, group);
    if (!existsSync(directory)) continue;
    for (const name of readdirSync(directory).sort()) files.push(join(group, name, 'package.json'));
  }
  files.push(join('tests', 'package.json'));
  for (const file of files) {
    const path = join(root, file);
    hash.update(`${file}\0${existsSync(path) ? readFileSync(path) : ''}\0`);
  }
  hash.update(pinnedPnpmVersion());
  return hash.digest('hex');
}

const stampFile = join(root, 'node_modules', '.stampcard-install-stamp');

/** Installs dependencies with the frozen lockfile when they are missing or stale. */
export function ensureDependencies() {
  const fingerprint = installFingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) return;
  log(
    existsSync(join(root, 'node_modules'))
      ? 'Dependencies are stale; installing (frozen lockfile)...'
      : 'Installing dependencies (frozen lockfile)...',
  );
  const result = spawnSync('pnpm', ['install', '--frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
    env: toolchainEnvironment(),
  });
  if (result.status !== 0) throw new Error(`pnpm install --frozen-lockfile exited with ${result.status}.`);
  writeFileSync(stampFile, fingerprint);
}
