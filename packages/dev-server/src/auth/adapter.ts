/**
 * The identity provider's state in the database (identity_state): sessions, interactions, grants,
 * authorization codes and refresh tokens, each the provider's own JSON payload, with the columns it
 * is looked up by (a session's uid, a device flow's user code, a token's grant) and its expiry. So
 * a restart signs nobody out, and every process serving the database knows every session. A row
 * past its expiry is never returned; `purgeExpiredIdentityState` deletes such rows.
 *
 * Access and ID tokens are signed JWTs, never stored: what ends them early is their grant ending,
 * which every process hears of (`Database.grantEnded`) before it trusts a token again.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';

/** The provider's own bookkeeping: no list or record the API caches changes with it. */
const bookkeeping = { changesData: false } as const;

const live = '(expires_at IS NULL OR expires_at > now())';

function payloadOf(rows: readonly { payload: AdapterPayload }[]): AdapterPayload | undefined {
  return rows[0]?.payload;
}

class DatabaseAdapter implements Adapter {
  readonly #model: string;
  readonly #database: Database;

  constructor(model: string, database: Database) {
    this.#model = model;
    this.#database = database;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.#database.query(
      `INSERT INTO identity_state (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
      [
        this.#model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ?? null,
      ],
      bookkeeping,
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return payloadOf(await this.#select('id = $2', id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return payloadOf(await this.#select('uid = $2', uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return payloadOf(await this.#select('user_code = $2', userCode));
  }

  async consume(id: string): Promise<void> {
    await this.#database.query(
      `UPDATE identity_state SET payload = payload || jsonb_build_object('consumed', extract(epoch FROM now())::int)
       WHERE model = $1 AND id = $2`,
      [this.#model, id],
      bookkeeping,
    );
  }

  async destroy(id: string): Promise<void> {
    const [ended] = await this.#database.query(
      'DELETE FROM identity_state WHERE model = $1 AND id = $2 RETURNING 1',
      [this.#model, id],
      bookkeeping,
    );
    if (ended && this.#model === 'Grant') await this.#database.grantEnded();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#database.query(
      'DELETE FROM identity_state WHERE model = $1 AND grant_id = $2',
      [this.#model, grantId],
      bookkeeping,
    );
  }

  #select(condition: string, value: string): Promise<{ payload: AdapterPayload }[]> {
    return this.#database.query<{ payload: AdapterPayload }>(
      `SELECT payload FROM identity_state WHERE model = $1 AND ${condition} AND ${live} LIMIT 1`,
      [this.#model, value],
    );
  }
}

/** The provider's adapter over `database`: one per model (Session, Grant, RefreshToken, ...). */
export function databaseAdapter(database: Database): AdapterFactory {
  return (model) => new DatabaseAdapter(model, database);
}

/** Whether the grant `grantId` is still in force: not ended by a sign-out or revocation, not expired. */
export async function grantIsLive(database: Database, grantId: string): Promise<boolean> {
  const rows = await database.query(`SELECT 1 FROM identity_state WHERE model = 'Grant' AND id = $1 AND ${live}`, [
    grantId,
  ]);
  return rows.length > 0;
}

/** Deletes the identity state past its expiry; returns how many rows went. */
export async function purgeExpiredIdentityState(database: Database): Promise<number> {
  const [row] = await database.query<{ purged: number }>(
    'WITH purged AS (DELETE FROM identity_state WHERE expires_at <= now() RETURNING 1) SELECT count(*)::int AS purged FROM purged',
    [],
    bookkeeping,
  );
  return row?.purged ?? 0;
}

/**
 * Purges expired identity state at once and then every `intervalMilliseconds` (an hour by
 * default); `stop` ends the schedule once a purge under way has finished. Every process may run
 * it: deleting what has expired twice is harmless.
 */
export function schedulePurge(database: Database, intervalMilliseconds = 60 * 60 * 1000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = purgeExpiredIdentityState(database).catch((error: unknown) => {
      console.error('[dev-server] Could not purge expired sign-in state:', error);
    });
  };
  purge();
  const timer = setInterval(purge, intervalMilliseconds);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
