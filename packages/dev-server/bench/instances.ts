/**
 * One process against two, on one PostgreSQL database (`npm run bench:api` runs it after its own
 * load when a PostgreSQL server is at hand): the busiest lists driven by the same 20 clients, all
 * on one process without rate limits, on one with them, then spread over two (half the clients
 * each), with the server's state shared in the database as when several processes serve behind a
 * balancer (rate limits on, as deployed). Prints p95 and throughput side by side: the first two
 * say what counting the limits in the database costs, the last two what a second process does. On a machine of two cores both processes, the database
 * and the load share the same cores, so the second process shows what sharing costs, not what a
 * second machine would add.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { lockSchemaChanges, openDatabase } from '../src/db/database.ts';
import { signIn } from '../src/testing/signIn.ts';
import { printParts, sharedStateParts } from './parts.ts';

interface Process {
  url: string;
  child: ChildProcess;
}

/** A port free now, for a process to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `schema` of `databaseUrl` on `port`, resolving once it serves. Every
 * process issues for `publicUrl`, as behind a balancer, so each accepts the others' tokens.
 */
async function startProcess(
  databaseUrl: string,
  schema: string,
  scale: number,
  port: number,
  publicUrl: string,
  rateLimits = true,
): Promise<Process> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@stampcard/source', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      SEED_SCALE: String(scale),
      // As deployed: the limits on, far above what the load asks of them, so none is refused.
      RATE_LIMIT: rateLimits ? '' : 'off',
      RATE_LIMIT_PER_USER: '100000000',
      RATE_LIMIT_PER_ADDRESS: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /API\s+(http:\/\/\S+)\/api/.exec(printed)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`A server exited with ${String(code)}:\n${printed}`)));
  });
  return { url, child };
}

async function stopProcess({ child }: Process): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

interface Load {
  p95: number;
  perSecond: number;
  failed: number;
}

/** `connections` clients for `seconds` on `path`, split evenly over `origins`; every answer's latency. */
async function drive(
  origins: readonly string[],
  path: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Load> {
  const latencies: number[] = [];
  const results = await Promise.all(
    origins.map(
      (origin) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            { url: `${origin}${path}`, connections: connections / origins.length, duration: seconds, headers },
            (error, result) => {
              if (error) reject(error instanceof Error ? error : new Error(String(error)));
              else resolve(result);
            },
          );
          instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
        }),
    ),
  );
  latencies.sort((a, b) => a - b);
  return {
    p95: percentile(latencies, 0.95),
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

/** Runs the comparison on `databaseUrl`, in a schema of its own dropped at the end. */
export async function compareOneAndTwoProcesses({
  databaseUrl,
  scale,
  connections,
  seconds,
}: {
  databaseUrl: string;
  scale: number;
  connections: number;
  seconds: number;
}): Promise<void> {
  const schema = `bench_two_${randomBytes(4).toString('hex')}`;
  console.log(`\nOne process and two on one PostgreSQL database: seeding ${scale} businesses...`);
  const ports = [await freePort(), await freePort(), await freePort()];
  // The first process's own address is the one everybody signs in at.
  const publicUrl = `http://localhost:${ports[0]}`;
  const first = await startProcess(databaseUrl, schema, scale, ports[0] ?? 0, publicUrl);
  const processes = [first];
  try {
    const second = await startProcess(databaseUrl, schema, scale, ports[1] ?? 0, publicUrl);
    processes.push(second);
    // The same process without rate limits: what counting them in the database costs.
    const unlimited = await startProcess(databaseUrl, schema, scale, ports[2] ?? 0, publicUrl, false);
    processes.push(unlimited);
    const admin = (await signIn(first.url, 'admin@stampcard.test')).accessToken;
    const merchant = (await signIn(first.url, 'merchant@stampcard.test')).accessToken;
    const lists: [name: string, path: string, token: string][] = [
      ['businesses, page 1 (admin)', '/api/Business?page=1&pageCount=11', admin],
      ['users, page 1 (admin)', '/api/Users?page=1&pageCount=20', admin],
      ['stores of a business, page 1 (merchant)', '/api/Business/1/Stores?page=1&pageCount=11', merchant],
    ];
    const rows: string[][] = [];
    for (const [name, path, token] of lists) {
      for (const fresh of [false, true]) {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (fresh) headers['cache-control'] = 'no-cache';
        const loads = [
          await drive([unlimited.url], path, headers, connections, seconds),
          await drive([first.url], path, headers, connections, seconds),
          await drive([first.url, second.url], path, headers, connections, seconds),
        ];
        const failed = loads.reduce((sum, load) => sum + load.failed, 0);
        const row = [
          `${name}${fresh ? ', uncached' : ''}`,
          ...loads.flatMap((load) => [load.p95.toFixed(1), load.perSecond.toFixed(0)]),
          failed > 0 ? `${failed} failed` : '',
        ];
        console.log(row.join('  '));
        rows.push(row);
      }
    }
    const header = [
      'list',
      '1 process, no limits: p95 ms',
      'req/s',
      '1 process: p95 ms',
      'req/s',
      '2 processes: p95 ms',
      'req/s',
      '',
    ];
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
    console.log(
      `\n${scale} businesses on PostgreSQL, ${connections} clients (over two processes: half each), ${seconds} s each, ` +
        'rate limits on unless said',
    );
    for (const row of [header, ...rows]) {
      console.log(
        row
          .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
          .join('  '),
      );
    }
    await Promise.all(processes.map(stopProcess));
    const shared = await openDatabase({ url: databaseUrl, schema });
    try {
      await printParts(sharedStateParts(shared));
    } finally {
      await shared.close();
    }
  } finally {
    await Promise.all(processes.map(stopProcess));
    const database = await openDatabase({ url: databaseUrl });
    await database.transaction(async (transaction) => {
      await lockSchemaChanges(transaction);
      await transaction.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    });
    await database.close();
  }
}
