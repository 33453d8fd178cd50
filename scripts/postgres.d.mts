/**
 * A PostgreSQL server's URL for the dev server's tests and benchmarks: TEST_DATABASE_URL, or, as
 * root on Debian, the local cluster (installed and started when missing); undefined elsewhere.
 */
export declare function ensurePostgres(): string | undefined;
