import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * The one database interface the server uses, over PGlite (embedded, the default) or a
 * real PostgreSQL server (DATABASE_URL). Queries cast their results to plain JSON types
 * (`::int`, `::float8`, `to_char`, `::text`) so both drivers return the same values.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs several statements (no parameters). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (transaction: Database) => Promise<T>): Promise<T>;
  /**
   * What caches key on, as every process serving this database sees it: `data` changes after
   * every write to the data commits, whichever process made it, and `grants` after a grant ends.
   * Read after the call: a write whose answer came back before the call is counted, so what was
   * computed at the numbers read may be reused. Undefined within a transaction (its own writes are
   * not committed yet): nothing may be reused or kept there.
   */
  versions(): Promise<Versions | undefined>;
  /** Tells every process serving this database that a grant has ended (a sign-out, a revocation). */
  grantEnded(): Promise<void>;
  close(): Promise<void>;
}

/** The numbers caches key on (`Database.versions`). */
export interface Versions {
  readonly data: number;
  readonly grants: number;
}

export interface QueryOptions {
  /**
   * Whether the statement may change the data caches hold. The server's own bookkeeping (the
   * identity provider's sessions and tokens, rate-limit windows) is written with `false`: signing
   * in makes no list stale. @default whether the statement may write
   */
  changesData?: boolean;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string | undefined;
  /** PGlite's data folder; undefined keeps the database in memory (tests). */
  dataDirectory?: string | undefined;
  /** With `url`: a schema of its own (created when missing), so parallel test runs do not meet. */
  schema?: string | undefined;
}

type Queryable = Pick<PGlite, 'query' | 'exec'>;

/** A statement that only reads: SELECT, SHOW, EXPLAIN, or a WITH query that changes nothing. */
const readOnly = /^\s*(?:select|show|explain)\b|^\s*with\b(?![\s\S]*\b(?:insert|update|delete|merge)\b)/i;

const changesData = (sql: string, options: QueryOptions | undefined) => options?.changesData ?? !readOnly.test(sql);

/**
 * An embedded database belongs to one process, so its versions are counters in that process: `data`
 * grows with every statement that may change data and when a transaction ends (a list counted
 * while a transaction ran saw the data before it, and is not reused after).
 */
function pgliteDatabase(connection: Queryable, root: PGlite, counters: { data: number; grants: number }): Database {
  const inTransaction = connection !== root;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      if (changesData(sql, options)) counters.data += 1;
      const result = await connection.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      counters.data += 1;
      await connection.exec(sql);
    },
    async transaction<T>(work: (transaction: Database) => Promise<T>) {
      if (inTransaction) return work(this);
      try {
        return await root.transaction((transaction) => work(pgliteDatabase(transaction, root, counters)));
      } finally {
        counters.data += 1;
      }
    },
    versions: () => Promise.resolve(inTransaction ? undefined : { data: counters.data, grants: counters.grants }),
    grantEnded() {
      counters.grants += 1;
      return Promise.resolve();
    },
    close: () => root.close(),
  };
}

/**
 * A PostgreSQL server may be shared by several processes, so the versions are its sequences
 * (migration 010): grown after a write commits, before its answer goes back, and read by every
 * cache check. Checks that arrive while a read is under way wait for the next read, which starts
 * after them and answers all of them with one statement.
 */
interface SharedVersions {
  read(): Promise<Versions>;
  grow(sequence: 'data_version' | 'grant_version'): Promise<void>;
}

/** One request's read of the versions (`sharingOneVersionsRead`). */
const requestScope = new AsyncLocalStorage<{ versions?: Promise<Versions>; grown: number }>();

/**
 * Runs `work`, one request, so that its cache checks share one read of the versions: read at the
 * first check, and again only after this process writes. Every write that answered before the
 * request began is counted all the same.
 */
export function sharingOneVersionsRead<T>(work: () => T): T {
  return requestScope.run({ grown: -1 }, work);
}

function sharedVersions(pool: pg.Pool): SharedVersions {
  let grown = 0;
  let running: Promise<Versions> | undefined;
  let queued: Promise<Versions> | undefined;
  const readNow = async (): Promise<Versions> => {
    // A sequence never grown holds its first value, not yet called: counted apart from once grown.
    const result = await pool.query<{ data: string; grants: string }>(
      `SELECT (SELECT last_value + is_called::int FROM data_version) AS data,
              (SELECT last_value + is_called::int FROM grant_version) AS grants`,
    );
    const row = result.rows[0];
    return { data: Number(row?.data ?? 0), grants: Number(row?.grants ?? 0) };
  };
  const start = (): Promise<Versions> => {
    const reading = readNow();
    running = reading;
    const settle = () => {
      if (running === reading) running = undefined;
    };
    void reading.then(settle, settle);
    return reading;
  };
  const readAfterCall = (): Promise<Versions> => {
    if (running === undefined) return start();
    // A read under way may have started before this call: the next one, shared, starts after it.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
  return {
    read() {
      const scope = requestScope.getStore();
      if (scope === undefined) return readAfterCall();
      if (scope.versions === undefined || scope.grown !== grown) {
        scope.grown = grown;
        scope.versions = readAfterCall();
      }
      return scope.versions;
    },
    async grow(sequence) {
      try {
        await pool.query(`SELECT nextval('${sequence}')`);
      } catch (error) {
        // Dropped with its schema (a test's, at its end): nothing is left that a cache could hold.
        if (!(error instanceof Error && 'code' in error && error.code === '42P01')) throw error;
      }
      grown += 1;
    },
  };
}

function postgresDatabase(pool: pg.Pool, shared: SharedVersions, client?: pg.PoolClient): Database {
  const runner = client ?? pool;
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const result = await runner.query(sql, params as unknown[]);
      // Outside a transaction the statement has committed: other processes may now read it.
      if (!client && changesData(sql, options)) await shared.grow('data_version');
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await runner.query(sql);
      if (!client) await shared.grow('data_version');
    },
    async transaction<T>(work: (transaction: Database) => Promise<T>) {
      if (client) return work(this);
      const connection = await pool.connect();
      let result: T;
      try {
        await connection.query('BEGIN');
        result = await work(postgresDatabase(pool, shared, connection));
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
      await shared.grow('data_version');
      return result;
    },
    versions: () => (client ? Promise.resolve(undefined) : shared.read()),
    grantEnded: () => shared.grow('grant_version'),
    close: () => pool.end(),
  };
}

/**
 * What caches key on in a PostgreSQL database: data_version grows after every write to the data
 * commits, grant_version after every grant ends. Sequences, so growing them never waits for
 * another transaction, and every process reads the same numbers.
 */
const versionSequences = 'CREATE SEQUENCE IF NOT EXISTS data_version; CREATE SEQUENCE IF NOT EXISTS grant_version;';

// node-postgres parses dates into Date objects; keep them as text, as PGlite is asked to.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const schema = options.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const database = postgresDatabase(pool, sharedVersions(pool));
    // Before any migration: every write grows one. Processes starting together create them once.
    await database.transaction(async (transaction) => {
      await lockSchemaChanges(transaction);
      await transaction.exec(versionSequences);
    });
    return database;
  }
  // pg_trgm: the trigram indexes of searches by name (migration 003).
  const database = new PGlite({
    ...(options.dataDirectory === undefined ? {} : { dataDir: options.dataDirectory }),
    extensions: { pg_trgm },
  });
  await database.waitReady;
  return pgliteDatabase(database, database, { data: 0, grants: 0 });
}

const migrationsDirectory = join(import.meta.dirname, 'migrations');

/**
 * Waits, within a transaction, until no other connection changes schemas (or seeds, or the
 * provider's keys) on the same server: processes starting together on one database migrate it
 * once, and the schemas of parallel test runs share what lives outside them, such as the pg_trgm extension whose
 * operators their indexes use, and creating one schema's indexes while dropping another's can
 * deadlock.
 */
export async function lockSchemaChanges(transaction: Database): Promise<void> {
  await transaction.query('SELECT pg_advisory_xact_lock(7325101)');
}

/**
 * Applies the SQL migrations not applied yet, in order, each in a transaction. Returns their names.
 * Processes starting together on one database apply each migration once: each is applied under the
 * schema lock, after checking again that no other process applied it meanwhile.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.transaction(async (transaction) => {
    await lockSchemaChanges(transaction);
    await transaction.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const pending = readdirSync(migrationsDirectory)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  const done: string[] = [];
  for (const name of pending) {
    const sql = readFileSync(join(migrationsDirectory, name), 'utf8');
    await database.transaction(async (transaction) => {
      await lockSchemaChanges(transaction);
      const [already] = await transaction.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (already) return;
      await transaction.exec(sql);
      await transaction.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      done.push(name);
    });
  }
  return done;
}
