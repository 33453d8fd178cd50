/**
 * `npm run bench:api`: seeds SEED_SCALE businesses (default 10,000, with 20 customers each)
 * into an in-memory PGlite, starts the dev server in a child process, signs in through the
 * provider, then drives the busiest endpoints with 20 concurrent clients for a bounded
 * time each (autocannon, loopback only) and prints latency percentiles and throughput.
 * Target: p95 under 25 ms for a paged list over 10,000 businesses. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn } from '../src/auth/signIn.ts';

const scale = Number(process.env.SEED_SCALE ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8181);
const origin = `http://localhost:${port}`;
const dataDirectory = mkdtempSync(join(tmpdir(), 'stampcard-bench-'));

console.log(`Seeding ${scale} businesses and starting the server (this takes a while at large scales)...`);
const started = performance.now();
const server = spawn('pnpm', ['exec', 'tsx', '--conditions=@stampcard/source', 'src/main.ts'], {
  cwd: join(import.meta.dirname, '..'),
  env: { ...process.env, PORT: String(port), SEED_SCALE: String(scale), DATA_DIR: dataDirectory },
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

try {
  const admin = (await signIn(origin, 'admin@stampcard.test')).accessToken;
  const merchant = (await signIn(origin, 'merchant@stampcard.test')).accessToken;
  const year = new Date().getUTCFullYear();
  const targets: [name: string, path: string, token: string][] = [
    ['businesses, page 1 (admin)', '/api/Business?page=1&pageCount=20', admin],
    ['businesses, page 250 by -name (admin)', '/api/Business?page=250&pageCount=20&OrderBy=-name', admin],
    [
      'businesses in Liverpool by stores (admin)',
      '/api/Business?pageCount=20&OrderBy=-no_of_stores&FilterType=locations&Filter=Liverpool',
      admin,
    ],
    ['businesses search (admin)', '/api/Business?pageCount=20&SearchTerm=coffee', admin],
    ['users, page 1 (admin)', '/api/Users?page=1&pageCount=20', admin],
    ['users search by name (admin)', '/api/Users?pageCount=20&SearchTerm=amelia&OrderBy=email', admin],
    ['stores of a business (merchant)', '/api/Business/1/Stores?pageCount=11', merchant],
    ['user tiles (merchant)', '/api/Dashboard/UserTiles?storeID=1', merchant],
    ['stamp KPIs (merchant)', '/api/Dashboard/StampKPIs?storeID=1', merchant],
    [
      'stamps chart (merchant)',
      `/api/Dashboard/StampsChart?storeID=1&viewType=CARD&startDate=${year}-01-01T00:00:00&endDate=${year}-12-31T23:59:59`,
      merchant,
    ],
  ];
  const rows: string[][] = [];
  for (const [name, path, token] of targets) {
    const result = await autocannon({
      url: `${origin}${path}`,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
    });
    const failed = result.non2xx + result.errors;
    rows.push([
      name,
      String(result.latency.p50),
      String(result.latency.p90),
      String(result.latency.p97_5),
      String(result.latency.p99),
      result.requests.average.toFixed(0),
      failed > 0 ? `${failed} failed` : 'ok',
    ]);
    console.log(
      `${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s`,
    );
  }
  const header = ['endpoint', 'p50 ms', 'p90 ms', 'p97.5 ms', 'p99 ms', 'req/s', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  console.log(
    `\n${scale} businesses, ${connections} connections, ${seconds} s each (autocannon reports p90, p97.5 and p99; p95 lies between)`,
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    );
  }
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDirectory, { recursive: true, force: true });
}
