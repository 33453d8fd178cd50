/**
 * `npm run db:reset`: drops the development data and seeds it again (SEED_SCALE businesses,
 * default 8; SEED_LARGE_STAFF more staff of business 3, default 0). Stop the dev server first
 * when it uses the same PGlite folder.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrate, openDatabase } from './db/database.ts';
import { seed } from './db/seed.ts';

const dataDirectory = resolve(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '.data'));
const databaseUrl = process.env.DATABASE_URL?.trim() ? process.env.DATABASE_URL : undefined;

if (!databaseUrl) rmSync(join(dataDirectory, 'pglite'), { recursive: true, force: true });
const database = await openDatabase(
  databaseUrl ? { url: databaseUrl } : { dataDirectory: join(dataDirectory, 'pglite') },
);
if (databaseUrl) await database.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
await migrate(database);
const started = performance.now();
const summary = await seed(database, {
  scale: Number(process.env.SEED_SCALE ?? 8),
  largeStaff: Number(process.env.SEED_LARGE_STAFF ?? 0),
});
await database.close();
console.log(`Reset the database: ${JSON.stringify(summary)} in ${Math.round(performance.now() - started)} ms`);
