/**
 * `npm run keys -- <list|add|promote|retire>`: the provider's keys in the database the server uses
 * (DATA_DIR's PGlite, or DATABASE_URL with DATABASE_SCHEMA), rotated in three steps that never
 * refuse a token or a cookie that is still alive (identityKeys.ts):
 *
 *   add       makes next keys: published and verifying, not signing. Restart every process.
 *   promote   the next keys sign; the current ones retire. Restart every process.
 *   retire    deletes the retiring keys once all they signed has expired (an hour for tokens,
 *             14 days for cookies). Restart every process.
 *   list      shows every key, its use, state and since when.
 *
 * An embedded database belongs to one process: stop the server before changing its keys.
 */
import { join, resolve } from 'node:path';
import { migrate, openDatabase } from './db/database.ts';
import { addNextKeys, listKeys, promoteNextKeys, retireOldKeys, retiringFor } from './auth/identityKeys.ts';

const step = process.argv[2] ?? 'list';
const steps = ['list', 'add', 'promote', 'retire'];
if (!steps.includes(step)) {
  console.error(`Unknown step "${step}": one of ${steps.join(', ')}.`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL?.trim() ? process.env.DATABASE_URL : undefined;
const schema = process.env.DATABASE_SCHEMA?.trim() ? process.env.DATABASE_SCHEMA.trim() : undefined;
const dataDirectory = resolve(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '.data'));
const database = await openDatabase(
  databaseUrl ? { url: databaseUrl, schema } : { dataDirectory: join(dataDirectory, 'pglite') },
);
try {
  await migrate(database);
  if (step === 'add') {
    await addNextKeys(database);
    console.log('Added next keys. Restart every process, then run `promote`.');
  } else if (step === 'promote') {
    await promoteNextKeys(database);
    console.log(
      `The next keys now sign. Restart every process; after ${retiringFor.token.text} (tokens) and ` +
        `${retiringFor.cookie.text} (cookies), run \`retire\`.`,
    );
  } else if (step === 'retire') {
    const retired = await retireOldKeys(database);
    console.log(
      retired.length === 0 ? 'No retiring key has outlived what it signed yet.' : `Retired ${retired.join(', ')}.`,
    );
  }
  for (const key of await listKeys(database)) {
    console.log(`${key.use.padEnd(6)}  ${key.state.padEnd(8)}  since ${key.since}  ${key.id}`);
  }
} finally {
  await database.close();
}
