/**
 * Runs the dev server as `npm start`, `npm run dev-server` and `npm run dev` do: opens the database
 * (PGlite in .data/, or DATABASE_URL), migrates it, seeds it when empty, and serves the API, the
 * sign-in provider and the app on one origin, printing the URL and the demo accounts.
 *
 * Settings (environment): PORT (8080), HOST (localhost), DATABASE_URL, DATABASE_SCHEMA (a schema
 * of its own on that server, created when missing), DATA_DIR, SEED_SCALE (businesses in a new
 * seed, default 8), SEED_LARGE_STAFF (extra staff of business 1 in a new seed, for benchmarks,
 * default 0), APP_ORIGINS (comma-separated extra app origins), ANALYTICS_EMBED_URL (the
 * analytics report the administrators' Insights page embeds; unset hides its button), ADDRESS_LOOKUP_KEY
 * (the key of the address lookup this server serves and hands the app; default the demo's, `off`
 * turns the lookup off), LIST_CACHE (off: lists are never answered from memory),
 * RATE_LIMIT (off: no rate limits on the API), RATE_LIMIT_PER_USER (1200), RATE_LIMIT_PER_ADDRESS
 * (6000) and RATE_LIMIT_WINDOW_SECONDS (60): the API's quotas of requests per window.
 * APP_DIRECTORY: the built app to serve instead of packages/app/dist (a test's copy of a build).
 * PUBLIC_URL: the address browsers reach the server at when a proxy is in front (e.g.
 * https://backoffice.example; the provider issues for it and trusts the proxy's X-Forwarded-Proto
 * and X-Forwarded-Host or Host); default the server's own http://HOST:PORT.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rateLimitFromEnvironment } from './api/rateLimit.ts';
import { demoAddressLookupKey } from './api/routes/addresses.ts';
import { lockSchemaChanges, migrate, openDatabase } from './db/database.ts';
import { demoAccounts, demoPassword, largeStaffBusinessId, seed } from './db/seed.ts';
import { startServer, type ServerOptions } from './server.ts';

export interface RunOptions {
  /** Serves the app from a middleware (Vite) instead of packages/app/dist. */
  createAppMiddleware?: ServerOptions['createAppMiddleware'];
  /** How the app is served, for the printed summary. */
  appDescription?: string;
  /** Whether the app's pages may run inline scripts carrying their nonce (see `ServerOptions`). */
  appScriptNonce?: boolean;
}

export async function runDevServer(options: RunOptions = {}): Promise<void> {
  const rateLimit = rateLimitFromEnvironment(process.env);
  const addressLookupSetting = process.env.ADDRESS_LOOKUP_KEY?.trim() ?? '';
  const addressLookupKey =
    addressLookupSetting === 'off' ? null : addressLookupSetting === '' ? demoAddressLookupKey : addressLookupSetting;
  const packageRoot = resolve(import.meta.dirname, '..');
  const dataDirectory = resolve(process.env.DATA_DIR ?? join(packageRoot, '.data'));
  const databaseUrl = process.env.DATABASE_URL?.trim() ? process.env.DATABASE_URL : undefined;
  const publicUrl = process.env.PUBLIC_URL?.trim() ?? '';
  const appDirectorySetting = process.env.APP_DIRECTORY?.trim() ?? '';
  const appDirectory =
    appDirectorySetting === '' ? resolve(packageRoot, '..', 'app', 'dist') : resolve(appDirectorySetting);

  if (!databaseUrl) mkdirSync(dataDirectory, { recursive: true });
  const schema = process.env.DATABASE_SCHEMA?.trim() ? process.env.DATABASE_SCHEMA.trim() : undefined;
  const database = await openDatabase(
    databaseUrl ? { url: databaseUrl, schema } : { dataDirectory: join(dataDirectory, 'pglite') },
  );
  const applied = await migrate(database);
  if (applied.length > 0) console.log(`[dev-server] applied migrations: ${applied.join(', ')}`);

  // Seeded once, by whichever process starting on an empty database gets there first.
  const scale = Number(process.env.SEED_SCALE ?? 8);
  const largeStaff = Number(process.env.SEED_LARGE_STAFF ?? 0);
  const started = performance.now();
  const summary = await database.transaction(async (transaction) => {
    await lockSchemaChanges(transaction);
    const [{ count } = { count: 0 }] = await transaction.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users',
    );
    return count === 0 ? seed(transaction, { scale, largeStaff }) : undefined;
  });
  if (summary) {
    console.log(
      `[dev-server] seeded ${summary.businesses} businesses, ${summary.stores} stores, ${summary.customers} customers, ` +
        `${summary.stampEvents} stamps, ${summary.rewardEvents} reward events and ${summary.cardHolders} card holders` +
        (summary.largeStaff > 0 ? `, ${summary.largeStaff} more staff of business ${largeStaffBusinessId}` : '') +
        ` in ${Math.round(performance.now() - started)} ms`,
    );
  }

  const running = await startServer({
    database,
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? 'localhost',
    publicUrl: publicUrl === '' ? undefined : publicUrl,
    appDirectory: existsSync(appDirectory) ? appDirectory : undefined,
    appOrigins: (process.env.APP_ORIGINS ?? '').split(',').filter(Boolean),
    listCache: process.env.LIST_CACHE !== 'off',
    rateLimit,
    addressLookupKey,
    appConfiguration: {
      clientId: 'Stampcard.Web',
      apiOrigin: '',
      analyticsEmbedUrl: process.env.ANALYTICS_EMBED_URL?.trim() ? process.env.ANALYTICS_EMBED_URL.trim() : null,
    },
    ...(options.createAppMiddleware ? { createAppMiddleware: options.createAppMiddleware } : {}),
    ...(options.appScriptNonce === undefined ? {} : { appScriptNonce: options.appScriptNonce }),
  });

  const app =
    options.appDescription ??
    (existsSync(appDirectory)
      ? `built (${appDirectorySetting === '' ? 'packages/app/dist' : appDirectorySetting})`
      : undefined);
  console.log(
    [
      '',
      `Stampcard: ${app ? `open ${running.url} and sign in` : 'the app is not built (pnpm --filter @stampcard/app build)'}`,
      '',
      `  App            ${app ? `${running.url}  (${app})` : 'not built'}`,
      ...(publicUrl === '' ? [] : [`  Public URL     ${publicUrl}  (the issuer, behind a proxy)`]),
      `  API            ${running.url}/api`,
      `  Sign-in        ${running.url}/.well-known/openid-configuration`,
      `  Database       ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDirectory}`}`,
      '',
      `Demo accounts (password "${demoPassword}"):`,
      ...demoAccounts.map((account) => `  ${account.email.padEnd(26)} ${account.note}`),
      '',
      'Ctrl+C stops the server.',
      '',
    ].join('\n'),
  );

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
}
