/**
 * Test harness: the whole dev server (provider, API, in-memory PGlite with the seed) on a
 * free port of 127.0.0.1, and a sign-in that runs the real authorization code + PKCE flow
 * through the provider's pages, as the app's oidc-client-ts does.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, createStampcardClient, type StampcardClient } from '@stampcard/api-client';
import { lockSchemaChanges, migrate, openDatabase, type Database } from '../db/database.ts';
import { seed } from '../db/seed.ts';
import { startServer, type RunningServer } from '../server.ts';

export { signIn, type SignInResult } from './signIn.ts';

export interface Harness {
  url: string;
  database: Database;
  server: RunningServer;
  close(): Promise<void>;
}

/** A fixed "today" for the seed and the dashboard: Wednesday 18 November 2026, noon UTC. */
export const testNow = new Date('2026-11-18T12:00:00Z');

/** A migrated database of a test's own, and what drops it. */
export interface TestDatabase {
  database: Database;
  close: () => Promise<void>;
}

/**
 * A migrated database on an in-memory PGlite, or, when TEST_DATABASE_URL is set, on that
 * PostgreSQL server in a schema of its own (dropped on close): the same migrations and queries.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase(url ? { url, schema } : {});
  await migrate(database);
  return {
    database,
    close: async () => {
      if (schema) {
        await database.transaction(async (transaction) => {
          await lockSchemaChanges(transaction);
          await transaction.exec(`DROP SCHEMA ${schema} CASCADE`);
        });
      }
      await database.close();
    },
  };
}

/** Starts the server on a seeded database of its own (`openTestDatabase`). */
export async function startHarness(): Promise<Harness> {
  const { database, close } = await openTestDatabase();
  await seed(database, { now: testNow });
  const server = await startServer({ database, port: 0, host: '127.0.0.1', now: () => testNow });
  return {
    url: server.url,
    database,
    server,
    close: async () => {
      await server.close();
      await close();
    },
  };
}

/** A generated client signed in with `token`. */
export const clientFor = (origin: string, token: string | undefined): StampcardClient =>
  createStampcardClient({ baseUrl: origin, getAccessToken: () => token, retries: 0 });

/** The HTTP status a call ends with: 200 when it succeeds, the error's status when the API refuses it. */
export const status = (promise: Promise<unknown>): Promise<number | string> =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : String(error)),
  );
