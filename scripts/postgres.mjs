// A real PostgreSQL server for the dev server's tests, found or installed.
//
// TEST_DATABASE_URL from the environment wins. Otherwise, as root on Debian, it installs
// Debian's postgresql package when missing, starts the cluster and creates a `stampcard`
// role and a `stampcard_test` database. Elsewhere it returns undefined and says why: the
// PostgreSQL run is then skipped (the same tests always run on the embedded PGlite).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const log = (message) => process.stderr.write(`[postgres] ${message}\n`);
const run = (command, args, options = {}) => spawnSync(command, args, { encoding: 'utf8', ...options });
const asPostgres = (sql) => run('su', ['postgres', '-c', `psql -qtAc "${sql}"`]);

export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    log('not root on Debian and no TEST_DATABASE_URL: skipping the PostgreSQL run.');
    return undefined;
  }
  if (run('which', ['pg_lsclusters']).status !== 0) {
    log("installing Debian's postgresql package (once)...");
    const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = run('apt-get', ['update', '-qq'], { stdio: 'inherit', env: environment });
    const install =
      update.status === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: environment });
    if (!install || install.status !== 0) {
      log('apt-get could not install postgresql: skipping the PostgreSQL run.');
      return undefined;
    }
  }
  const clusters = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);
  const [version, name, port, status] = (clusters[0] ?? '').split(/\s+/);
  if (!version || !name || !port) {
    log('no PostgreSQL cluster found: skipping the PostgreSQL run.');
    return undefined;
  }
  if (status !== 'online') {
    log(`starting cluster ${version}/${name}...`);
    if (run('pg_ctlcluster', [version, name, 'start']).status !== 0) {
      log('the cluster did not start: skipping the PostgreSQL run.');
      return undefined;
    }
  }
  if (asPostgres("SELECT 1 FROM pg_roles WHERE rolname = 'stampcard'").stdout.trim() !== '1') {
    asPostgres("CREATE ROLE stampcard LOGIN PASSWORD 'stampcard'");
  }
  if (asPostgres("SELECT 1 FROM pg_database WHERE datname = 'stampcard_test'").stdout.trim() !== '1') {
    asPostgres('CREATE DATABASE stampcard_test OWNER stampcard');
  }
  log(`using PostgreSQL ${version} on port ${port}.`);
  return `postgres://stampcard:stampcard@127.0.0.1:${port}/stampcard_test`;
}
