/**
 * `pnpm --filter @stampcard/dev-server start`: opens the database (PGlite in .data/, or
 * DATABASE_URL), migrates it, seeds it when empty, and serves the API, the sign-in
 * provider and the built app on one origin.
 *
 * Settings (environment): PORT (8080), HOST (localhost), DATABASE_URL, DATA_DIR,
 * SEED_SCALE (businesses in a new seed, default 8), APP_ORIGINS (comma-separated extra
 * app origins, e.g. a Vite dev server).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrate, openDatabase } from './db/database.ts';
import { demoAccounts, demoPassword, seed } from './db/seed.ts';
import { startServer } from './server.ts';

const packageRoot = resolve(import.meta.dirname, '..');
const dataDirectory = resolve(process.env.DATA_DIR ?? join(packageRoot, '.data'));
const databaseUrl = process.env.DATABASE_URL?.trim() ? process.env.DATABASE_URL : undefined;
const appDirectory = resolve(packageRoot, '..', 'app', 'dist');

if (!databaseUrl) mkdirSync(dataDirectory, { recursive: true });
const database = await openDatabase(
  databaseUrl ? { url: databaseUrl } : { dataDirectory: join(dataDirectory, 'pglite') },
);
const applied = await migrate(database);
if (applied.length > 0) console.log(`[dev-server] applied migrations: ${applied.join(', ')}`);

const [{ count } = { count: 0 }] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
if (count === 0) {
  const scale = Number(process.env.SEED_SCALE ?? 8);
  const started = performance.now();
  const summary = await seed(database, { scale });
  console.log(
    `[dev-server] seeded ${summary.businesses} businesses, ${summary.stores} stores, ${summary.customers} customers, ` +
      `${summary.stampEvents} stamps and ${summary.rewardEvents} reward events in ${Math.round(performance.now() - started)} ms`,
  );
}

const running = await startServer({
  database,
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? 'localhost',
  appDirectory: existsSync(appDirectory) ? appDirectory : undefined,
  keysDirectory: databaseUrl ? undefined : dataDirectory,
  appOrigins: (process.env.APP_ORIGINS ?? '').split(',').filter(Boolean),
});

console.log(`
Stampcard dev server: ${running.url}
  API            ${running.url}/api
  Sign-in        ${running.url}/.well-known/openid-configuration
  Database       ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDirectory}`}
  App            ${existsSync(appDirectory) ? running.url : 'not built (pnpm --filter @stampcard/app build)'}

Demo accounts (password "${demoPassword}"):
${demoAccounts.map((account) => `  ${account.email.padEnd(26)} ${account.note}`).join('\n')}
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[dev-server] ${signal}: stopping`);
  await running.close().catch((error: unknown) => console.error(error));
  // Closing the database flushes PGlite's files, so the data folder stays consistent.
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
