// Checks that the package in the current directory is publishable as it will be
// published: packed by pnpm (which rewrites `workspace:` and `catalog:` ranges),
// linted by publint, and its types resolved by @arethetypeswrong/cli for every
// ESM consumer (Node 16+ and bundlers). Run after `build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const destination = mkdtempSync(join(tmpdir(), 'stampcard-pack-'));
try {
  run('pnpm', ['pack', '--pack-destination', destination]);
  const tarball = join(
    destination,
    readdirSync(destination).find((name) => name.endsWith('.tgz')),
  );
  run('pnpm', ['exec', 'publint', '--strict', tarball]);
  const { name, exports } = JSON.parse(readFileSync('package.json', 'utf8'));
  // Stylesheets are exported for bundlers; attw checks JavaScript entry points only.
  const stylesheets = Object.keys(exports).filter((subpath) => subpath.endsWith('.css'));
  run('pnpm', [
    'exec',
    'attw',
    tarball,
    '--profile',
    'esm-only',
    ...(stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []),
  ]);
  process.stdout.write(`${name}: publint and attw clean\n`);
} finally {
  rmSync(destination, { recursive: true, force: true });
}
