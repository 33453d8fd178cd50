/**
 * The provider's keys, in the database (identity_keys) so that every process serving it signs and
 * verifies with the same ones and a restart keeps them: RS256 keys that sign its tokens, and
 * secrets that sign its cookies. Each key is in one state:
 *
 * - current: signs (one of each use) and verifies;
 * - next: published and verifies, but does not sign yet, so that every process knows it before
 *   any signs with it;
 * - retiring: only verifies, until what it signed has expired (an hour for tokens, the 14-day
 *   session for cookies).
 *
 * Rotation (`npm run keys`, keys.ts): `add` makes next keys; once every process has restarted,
 * `promote` makes them current and the current ones retiring; after another restart of every
 * process and the longest lifetime, `retire` deletes the retiring keys. A process reads the keys
 * when it starts; the first to start on an empty database makes the current ones.
 */
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { lockSchemaChanges, type Database } from '../db/database.ts';

export const signingAlgorithm = 'RS256';

/** What the provider publishes of a signing key: enough to verify its signatures. */
export interface RsaPublicJwk {
  kty: 'RSA';
  kid: string;
  alg: string;
  use: 'sig';
  n: string;
  e: string;
}

export interface RsaPrivateJwk extends RsaPublicJwk {
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

export type KeyUse = 'token' | 'cookie';
export type KeyState = 'next' | 'current' | 'retiring';

/** The keys a process signs and verifies with, the current one of each use first. */
export interface IdentityKeys {
  /** RS256 keys of the tokens: the first signs, all verify and are published. */
  tokens: RsaPrivateJwk[];
  /** Secrets of the cookies: the first signs, all verify. */
  cookies: string[];
}

/** How long a retiring key still verifies: the longest life of what it signed. */
export const retiringFor: Record<KeyUse, { seconds: number; text: string }> = {
  token: { seconds: 60 * 60, text: 'an hour' },
  cookie: { seconds: 14 * 24 * 60 * 60, text: '14 days' },
};

const rsaMembers = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function isRsaPrivateJwk(value: unknown): value is RsaPrivateJwk {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.kty === 'RSA' &&
    typeof record.kid === 'string' &&
    record.alg === signingAlgorithm &&
    rsaMembers.every((member) => typeof record[member] === 'string')
  );
}

async function generateSigningKey(): Promise<RsaPrivateJwk> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const key = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: signingAlgorithm, use: 'sig' };
  if (!isRsaPrivateJwk(key)) throw new Error('Could not generate an RSA signing key.');
  return key;
}

/** A new key of `use`: its id and what is stored of it. */
async function generateKey(use: KeyUse): Promise<{ id: string; secret: object }> {
  if (use === 'token') {
    const key = await generateSigningKey();
    return { id: key.kid, secret: key };
  }
  const value = randomBytes(32).toString('base64url');
  return { id: `cookie-${randomBytes(8).toString('hex')}`, secret: { value } };
}

export interface StoredKey {
  id: string;
  use: KeyUse;
  state: KeyState;
  /** When it entered its state (ISO 8601). */
  since: string;
  secret: unknown;
}

const stateOrder: Record<KeyState, number> = { current: 0, next: 1, retiring: 2 };

/** Every key, the current first, then the next, then the retiring, the newest first within a state. */
export async function listKeys(database: Database): Promise<StoredKey[]> {
  const rows = await database.query<StoredKey>(
    `SELECT key_id AS id, use, state, to_char(state_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since, secret
     FROM identity_keys ORDER BY state_since DESC, key_id`,
  );
  return rows.sort((a, b) => stateOrder[a.state] - stateOrder[b.state]);
}

/** Runs `work` alone among the processes changing keys (and schemas) on this database. */
function alone<T>(database: Database, work: (transaction: Database) => Promise<T>): Promise<T> {
  return database.transaction(async (transaction) => {
    await lockSchemaChanges(transaction);
    return work(transaction);
  });
}

async function insertKey(transaction: Database, use: KeyUse, state: KeyState): Promise<void> {
  const { id, secret } = await generateKey(use);
  await transaction.query(
    'INSERT INTO identity_keys (key_id, use, state, secret) VALUES ($1, $2, $3, $4)',
    [id, use, state, JSON.stringify(secret)],
    { changesData: false },
  );
}

/**
 * The keys this process signs and verifies with; on a database without a current key of a use,
 * one is made first (by whichever process gets there first).
 */
export async function loadIdentityKeys(database: Database): Promise<IdentityKeys> {
  let keys = await listKeys(database);
  const missing = (['token', 'cookie'] as const).filter(
    (use) => !keys.some((key) => key.use === use && key.state === 'current'),
  );
  if (missing.length > 0) {
    keys = await alone(database, async (transaction) => {
      const now = await listKeys(transaction);
      for (const use of missing) {
        if (!now.some((key) => key.use === use && key.state === 'current'))
          await insertKey(transaction, use, 'current');
      }
      return listKeys(transaction);
    });
  }
  const tokens = keys.filter((key) => key.use === 'token').map((key) => key.secret);
  if (!tokens.every(isRsaPrivateJwk)) throw new Error('identity_keys holds a token key that is not an RS256 key.');
  const cookies = keys
    .filter((key) => key.use === 'cookie')
    .map((key) => (key.secret as { value?: unknown }).value)
    .filter((value): value is string => typeof value === 'string');
  return { tokens, cookies };
}

/** Rotation, step 1: a next key of each use (unless there is one), published but not signing. */
export async function addNextKeys(database: Database): Promise<void> {
  await alone(database, async (transaction) => {
    const keys = await listKeys(transaction);
    for (const use of ['token', 'cookie'] as const) {
      if (!keys.some((key) => key.use === use && key.state === 'next')) await insertKey(transaction, use, 'next');
    }
  });
}

/** Rotation, step 2: the next keys sign, and the current ones retire. Throws when there is no next key. */
export async function promoteNextKeys(database: Database): Promise<void> {
  await alone(database, async (transaction) => {
    const keys = await listKeys(transaction);
    for (const use of ['token', 'cookie'] as const) {
      if (!keys.some((key) => key.use === use && key.state === 'next')) {
        throw new Error(`There is no next ${use} key: add one first.`);
      }
    }
    const options = { changesData: false } as const;
    await transaction.query(
      `UPDATE identity_keys SET state = 'retiring', state_since = now() WHERE state = 'current'`,
      [],
      options,
    );
    await transaction.query(
      `UPDATE identity_keys SET state = 'current', state_since = now() WHERE state = 'next'`,
      [],
      options,
    );
  });
}

/** Rotation, step 3: deletes the retiring keys whose signatures have all expired; returns their ids. */
export async function retireOldKeys(database: Database): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `DELETE FROM identity_keys WHERE state = 'retiring'
       AND state_since <= now() - make_interval(secs => CASE use WHEN 'token' THEN $1::int ELSE $2::int END)
     RETURNING key_id AS id`,
    [retiringFor.token.seconds, retiringFor.cookie.seconds],
    { changesData: false },
  );
  return rows.map((row) => row.id);
}

export function publicJwk(key: RsaPrivateJwk): RsaPublicJwk {
  return { kty: key.kty, kid: key.kid, alg: key.alg, use: key.use, n: key.n, e: key.e };
}
