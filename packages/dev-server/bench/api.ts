/**
 * `npm run bench:api`: seeds SEED_SCALE businesses (default 10,000, with 20 customers each) into an
 * embedded PGlite (or the PostgreSQL server of DATABASE_URL, in a schema of its own), starts the dev
 * server in a child process, signs in through the provider, then drives the busiest endpoints with
 * 20 concurrent clients for a bounded time each (autocannon, loopback only) and prints the median,
 * p95 and p99 of every request's latency against its targets: p95 at most 25 ms for
 * page 1 of businesses, users and stores, at most 50 ms for a search by name. It also times the
 * provider's answer to a wrong password for an e-mail with an account and one without (they must
 * not differ). The targeted lists are measured twice: as answered (the server keeps a list's
 * answer until the data changes) and built afresh (`Cache-Control: no-cache`), the database path
 * alone. Two seconds of load on the first list come first, unrecorded (`warmUp`). Each row also
 * gives the server's CPU time per answer (user and system, from /proc on Linux): what the server
 * spends, whatever else the machine runs meanwhile. Then, with the server stopped, the cost of
 * each part of an answer from the list cache, measured in this process (bench/parts.ts). A
 * benchmark: it prints, and never fails a test. BENCH_DATA_DIR keeps (and reuses) the seeded data
 * folder; BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_WARM_UP_SECONDS change the load. Last, where a
 * PostgreSQL server is at hand (DATABASE_URL, TEST_DATABASE_URL, or the local cluster `npm test`
 * uses), one process against two sharing it (bench/instances.ts), and what sharing costs a request.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openLoginForm, signIn } from '../src/testing/signIn.ts';
import { lockSchemaChanges, openDatabase } from '../src/db/database.ts';
import { compareOneAndTwoProcesses } from './instances.ts';
import { listAnswerParts, printParts, sharedStateParts } from './parts.ts';
import { ensurePostgres } from '../../../scripts/postgres.mjs';

const scale = Number(process.env.SEED_SCALE ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8181);
/** The unrecorded load before the first row (`warmUp`), in seconds; 0 leaves it out. */
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const origin = `http://localhost:${port}`;
/** BENCH_DATA_DIR keeps the seeded PGlite folder for the next run (seeding 10,000 businesses takes a minute). */
const keptDirectory = process.env.BENCH_DATA_DIR;
const dataDirectory = keptDirectory ?? mkdtempSync(join(tmpdir(), 'stampcard-bench-'));
const schema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;

console.log(
  `Seeding ${scale} businesses on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'} and starting the server (a while at large scales)...`,
);
const started = performance.now();
// Node itself, not through pnpm and tsx's command: the child is the server, whose CPU time is read.
const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@stampcard/source', 'src/main.ts'], {
  cwd: join(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(port),
    SEED_SCALE: String(scale),
    DATA_DIR: dataDirectory,
    // The benchmark drives one user far past any person's pace: no rate limit.
    RATE_LIMIT: 'off',
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes('seeded')) process.stdout.write(text);
    if (text.includes('Demo accounts')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`The server exited with ${String(code)}`)));
});
console.log(`Server ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

/** Stops the server (once), flushing its database. */
let stopped: Promise<unknown> | undefined;
const stopServer = () =>
  (stopped ??=
    server.exitCode !== null || server.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          server.on('exit', resolve);
          server.kill('SIGINT');
        }));

/** The server's CPU time so far in microseconds, user and system; undefined where /proc is not. */
function serverCpuMicroseconds(): number | undefined {
  const file = `/proc/${server.pid}/stat`;
  if (!existsSync(file)) return undefined;
  // The fields after the command's name: utime and stime are the 12th and 13th, in clock ticks of
  // 10 ms (USER_HZ is 100 on Linux).
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

interface Row {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  /** The server's CPU time per answer, in microseconds. */
  cpuPerAnswer: number | undefined;
  target: number | undefined;
  failed: number;
}

/** Drives one endpoint with `connections` clients for `seconds`, recording every response's latency. */
async function measure(name: string, path: string, token: string, target?: number, fresh = false): Promise<Row> {
  const latencies: number[] = [];
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  // Cache-Control: no-cache asks the server for a list built afresh: the database path alone.
  if (fresh) headers['cache-control'] = 'no-cache';
  const cpuBefore = serverCpuMicroseconds();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${origin}${path}`, connections, duration: seconds, headers },
      (error, finished) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(finished);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const cpuAfter = serverCpuMicroseconds();
  latencies.sort((a, b) => a - b);
  const row: Row = {
    name,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    perSecond: result.requests.average,
    cpuPerAnswer:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
    target,
    failed: result.non2xx + result.errors,
  };
  console.log(`${name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, ${row.perSecond.toFixed(0)} req/s`);
  return row;
}

/**
 * Drives `path` for `warmUpSeconds` without recording anything: the server's request path and the
 * load's own client are compiled by the JIT during the first seconds of load, which would otherwise
 * weigh on the first row alone.
 */
async function warmUp(path: string, token: string): Promise<void> {
  if (warmUpSeconds <= 0) return;
  await new Promise<void>((resolve, reject) => {
    autocannon(
      { url: `${origin}${path}`, connections, duration: warmUpSeconds, headers: { authorization: `Bearer ${token}` } },
      (error) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve();
      },
    );
  });
}

/**
 * The provider's answer to a wrong password, timed for e-mails with an account and without one,
 * interleaved. Few samples: the sign-in throttle allows 20 failures an address in 15 minutes.
 */
async function signInTimes(): Promise<{ known: number[]; unknown: number[] }> {
  const known: number[] = [];
  const unknown: number[] = [];
  const accounts = ['admin@stampcard.test', 'solo@stampcard.test', 'customer@stampcard.test'];
  for (let round = 0; round < 9; round += 1) {
    for (const [email, times] of [
      [accounts[round % accounts.length] ?? '', known],
      [`nobody-${round}@stampcard.test`, unknown],
    ] as const) {
      const attempt = await openLoginForm(origin);
      const start = performance.now();
      const response = await attempt(email, 'not-the-password');
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
  }
  return { known: known.sort((a, b) => a - b), unknown: unknown.sort((a, b) => a - b) };
}

try {
  const times = await signInTimes();
  const admin = (await signIn(origin, 'admin@stampcard.test')).accessToken;
  const merchant = (await signIn(origin, 'merchant@stampcard.test')).accessToken;
  const year = new Date().getUTCFullYear();
  const rows: Row[] = [];
  const targets: [name: string, path: string, token: string, target?: number][] = [
    ['businesses, page 1 (admin)', '/api/Business?page=1&pageCount=11', admin, 25],
    ['users, page 1 (admin)', '/api/Users?page=1&pageCount=20', admin, 25],
    ['stores of a business, page 1 (merchant)', '/api/Business/1/Stores?page=1&pageCount=11', merchant, 25],
    ['businesses, search by name (admin)', '/api/Business?pageCount=11&SearchTerm=coffee', admin, 50],
    ['users, search by name (admin)', '/api/Users?pageCount=20&SearchTerm=amelia', admin, 50],
    [
      'stores of a business, search by name (merchant)',
      '/api/Business/1/Stores?pageCount=11&SearchTerm=dock',
      merchant,
      50,
    ],
    ['businesses, page 250 by -name (admin)', '/api/Business?page=250&pageCount=20&OrderBy=-name', admin],
    [
      'businesses in Liverpool by stores (admin)',
      '/api/Business?pageCount=20&OrderBy=-no_of_stores&FilterType=locations&Filter=Liverpool',
      admin,
    ],
    ['users search by name, by e-mail (admin)', '/api/Users?pageCount=20&SearchTerm=amelia&OrderBy=email', admin],
    ['user tiles (merchant)', '/api/Dashboard/UserTiles?storeID=1', merchant],
    ['stamp KPIs (merchant)', '/api/Dashboard/StampKPIs?storeID=1', merchant],
    [
      'stamps chart (merchant)',
      `/api/Dashboard/StampsChart?storeID=1&viewType=CARD&startDate=${year}-01-01T00:00:00&endDate=${year}-12-31T23:59:59`,
      merchant,
    ],
  ];
  const [[, firstPath, firstToken] = ['', '', '']] = targets;
  await warmUp(firstPath, firstToken);
  for (const [name, path, token, target] of targets) rows.push(await measure(name, path, token, target));
  // The targeted lists once more, each answer built afresh (what the first visitor of a page waits for).
  for (const [name, path, token] of targets.filter(([, , , target]) => target !== undefined)) {
    rows.push(await measure(`${name}, uncached`, path, token, undefined, true));
  }

  const header = ['endpoint', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'server µs/answer', 'target p95', ''];
  const table = rows.map((row) => [
    row.name,
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    row.perSecond.toFixed(0),
    row.cpuPerAnswer?.toFixed(0) ?? '',
    row.target === undefined ? '' : `${row.target} ms`,
    row.failed > 0 ? `${row.failed} failed` : row.target === undefined ? '' : row.p95 <= row.target ? 'ok' : 'OVER',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...table].map((row) => (row[column] ?? '').length)));
  console.log(
    `\n${scale} businesses, ${connections} concurrent clients, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; latency of every response`,
  );
  for (const row of [header, ...table]) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    );
  }
  const median = (values: readonly number[]) => percentile(values, 0.5).toFixed(1);
  console.log(
    `\nA wrong password, answered by the provider (median of ${times.known.length}): ` +
      `${median(times.known)} ms for an e-mail with an account, ${median(times.unknown)} ms for one without.`,
  );

  // The parts of an answer, in this process on the server's database once the server has let it go.
  await stopServer();
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, schema }
      : { dataDirectory: join(dataDirectory, 'pglite') },
  );
  try {
    await printParts([...(await listAnswerParts(database)), ...sharedStateParts(database)]);
    console.log(
      "The rest of the server's CPU time per answer (the table above) is node:http, the Hono adapter and the socket.",
    );
  } finally {
    await database.close();
  }
} finally {
  await stopServer();
  if (keptDirectory === undefined) rmSync(dataDirectory, { recursive: true, force: true });
  if (schema && process.env.DATABASE_URL) {
    const database = await openDatabase({ url: process.env.DATABASE_URL });
    await database.transaction(async (transaction) => {
      await lockSchemaChanges(transaction);
      await transaction.exec(`DROP SCHEMA ${schema} CASCADE`);
    });
    await database.close();
  }
}

// One process against two on one PostgreSQL database, where one is at hand.
const postgresUrl = process.env.DATABASE_URL ?? ensurePostgres();
if (postgresUrl === undefined) {
  console.log('\nNo PostgreSQL server at hand: one process against two is not measured.');
} else {
  await compareOneAndTwoProcesses({ databaseUrl: postgresUrl, scale, connections, seconds });
}
