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
  /**
   * Grows whenever a statement that may write runs through this object (or a transaction of it)
   * and when a transaction ends: what was computed from the data at one version (a list's count)
   * may be reused while the version stays the same.
   */
  readonly version: number;
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements (no parameters). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (transaction: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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

/** The data version shared by a database and its transactions. */
interface VersionCounter {
  value: number;
}

/** A statement that only reads: SELECT, SHOW, EXPLAIN, or a WITH query that changes nothing. */
const readOnly = /^\s*(?:select|show|explain)\b|^\s*with\b(?![\s\S]*\b(?:insert|update|delete|merge)\b)/i;

/** Counts a statement that may write (and every `exec`, which runs migrations and seeds). */
function noteWrite(counter: VersionCounter, sql: string): void {
  if (!readOnly.test(sql)) counter.value += 1;
}

function pgliteDatabase(connection: Queryable, root: PGlite, counter: VersionCounter): Database {
  return {
    kind: 'pglite',
    get version() {
      return counter.value;
    },
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      noteWrite(counter, sql);
      const result = await connection.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      counter.value += 1;
      await connection.exec(sql);
    },
    async transaction<T>(work: (transaction: Database) => Promise<T>) {
      if (connection !== root) return work(this);
      try {
        return await root.transaction((transaction) => work(pgliteDatabase(transaction, root, counter)));
      } finally {
        counter.value += 1;
      }
    },
    close: () => root.close(),
  };
}

function postgresDatabase(pool: pg.Pool, counter: VersionCounter, client?: pg.PoolClient): Database {
  const runner = client ?? pool;
  return {
    kind: 'postgres',
    get version() {
      return counter.value;
    },
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      noteWrite(counter, sql);
      const result = await runner.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      counter.value += 1;
      await runner.query(sql);
    },
    async transaction<T>(work: (transaction: Database) => Promise<T>) {
      if (client) return work(this);
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work(postgresDatabase(pool, counter, connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        // A list counted while the transaction ran saw the data before it: not reused after.
        counter.value += 1;
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

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
    else await pool.query('SELECT 1');
    return postgresDatabase(pool, { value: 0 });
  }
  // pg_trgm: the trigram indexes of searches by name (migration 003).
  const database = new PGlite({
    ...(options.dataDirectory === undefined ? {} : { dataDir: options.dataDirectory }),
    extensions: { pg_trgm },
  });
  await database.waitReady;
  return pgliteDatabase(database, database, { value: 0 });
}

const migrationsDirectory = join(import.meta.dirname, 'migrations');

/**
 * Waits, within a transaction, until no other connection changes schemas on the same server: the
 * schemas of parallel test runs share what lives outside them, such as the pg_trgm extension whose
 * operators their indexes use, and creating one schema's indexes while dropping another's can
 * deadlock.
 */
export async function lockSchemaChanges(transaction: Database): Promise<void> {
  await transaction.query('SELECT pg_advisory_xact_lock(7325101)');
}

/** Applies the SQL migrations not applied yet, in order, each in a transaction. Returns their names. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const pending = readdirSync(migrationsDirectory)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(migrationsDirectory, name), 'utf8');
    await database.transaction(async (transaction) => {
      await lockSchemaChanges(transaction);
      await transaction.exec(sql);
      await transaction.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
  return pending;
}
