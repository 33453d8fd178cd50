/**
 * What the in-process benchmarks share (bench/history.ts, bench/impact.ts): the API in process as
 * the demo administrator, without its list cache or rate limit (the database path alone), and a
 * request timed many times, printed as its first, median and p95 against a target.
 */
import { createApi, type ApiOptions } from '../src/api/app.ts';
import type { Database } from '../src/db/database.ts';

/** The API over `database`, every request made as the seed's administrator; `options` add to or change its settings. */
export async function administratorApi(
  database: Database,
  options: Partial<ApiOptions> = {},
): Promise<ReturnType<typeof createApi>> {
  const [admin] = await database.query<{ id: string }>(
    `SELECT user_id AS id FROM users WHERE email = 'admin@stampcard.test'`,
  );
  const claims = { sub: admin?.id ?? '', roles: ['Administrators'], exp: Math.floor(Date.now() / 1000) + 3600 };
  return createApi({
    database,
    verifyAccessToken: () => Promise.resolve(claims),
    clientConfiguration: () => undefined,
    listCache: false,
    rateLimit: false,
    ...options,
  });
}

/** A request of a benchmark: GET unless it says, with a JSON body if it has one. */
export interface BenchRequest {
  readonly method?: string;
  readonly path: string;
  readonly body?: string;
}

/** The headers of a benchmark's requests: any bearer token is the administrator's. */
export const benchHeaders = { authorization: 'Bearer bench', 'content-type': 'application/json' };

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** The header of a table of timings, its first column named `label`. */
export function printTimingsHeader(label: string): void {
  console.log(`${label.padEnd(34)} ${'first'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  target`);
}

/**
 * Sends `request` `times` times, prints its row (first, median, p95 against `targetMs`: within
 * when both the first and the p95 are), and returns the last answer's text.
 */
export async function timeRequest(
  app: ReturnType<typeof createApi>,
  name: string,
  { method = 'GET', path, body }: BenchRequest,
  { times, targetMs }: { times: number; targetMs: number },
): Promise<string> {
  const latencies: number[] = [];
  let answer = '';
  for (let request = 0; request < times; request += 1) {
    const start = performance.now();
    const response = await app.request(`http://localhost${path}`, { method, headers: benchHeaders, body });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    answer = await response.text();
    latencies.push(performance.now() - start);
  }
  const first = latencies[0] ?? Number.NaN;
  latencies.sort((one, other) => one - other);
  const p95 = percentile(latencies, 0.95);
  const verdict = p95 <= targetMs && first <= targetMs ? 'within' : 'OVER';
  console.log(
    `${name.padEnd(34)} ${ms(first)} ${ms(percentile(latencies, 0.5))} ${ms(p95)}  ${targetMs} ms ${verdict}`,
  );
  return answer;
}
