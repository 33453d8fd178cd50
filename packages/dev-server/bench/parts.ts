/**
 * What one answer of a list costs inside the server, part by part (`npm run bench:api` prints it
 * after the load): each part calls the server's own code (its middlewares are found by name in the
 * API's routes) many times over in this process, on the benchmark's database, as the server runs it
 * for page 1 of businesses asked by the demo administrator, with the token already verified and the
 * list already kept; printed as microseconds per request. Indented parts are within the part above
 * them. The API's answers are not compressed (hosting.ts compresses only the app's page), so no
 * part does it. A part of the server added later is a row added to `listAnswerParts`.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { zGetBusinessesQuery } from '@stampcard/api-client/schemas';
import { Context, type MiddlewareHandler } from 'hono';
import type { ApiEnvironment } from '../src/api/context.ts';
import { checkedQuery } from '../src/api/http.ts';
import { ListCache } from '../src/api/lists.ts';
import { createRateLimiter } from '../src/api/rateLimit.ts';
import type { Database } from '../src/db/database.ts';
import { createSecurityHeaders, setHeaders } from '../src/securityHeaders.ts';
import { administratorApi, benchHeaders } from './inProcess.ts';

/** A part of answering a request: `run` does it once. */
export interface Part {
  name: string;
  run: () => unknown;
}

/** The list the parts answer, as the load measures it. */
const path = '/api/Business';
const url = `http://localhost${path}?page=1&pageCount=11`;

/** Microseconds per call of `run`, over about `milliseconds` after a tenth as long to warm up. */
async function timePart(run: () => unknown, milliseconds = 300): Promise<number> {
  const measure = async (budget: number) => {
    let calls = 0;
    const start = performance.now();
    while (performance.now() - start < budget) {
      // Ten calls between clock reads: a read of the clock costs as much as the smallest parts.
      for (let call = 0; call < 10; call += 1) await run();
      calls += 10;
    }
    return ((performance.now() - start) * 1000) / calls;
  };
  await measure(milliseconds / 10);
  return measure(milliseconds);
}

/** The parts of answering page 1 of businesses from the list cache, in the order the server runs them. */
export async function listAnswerParts(database: Database): Promise<Part[]> {
  const api = await administratorApi(database, { listCache: true });
  // As in the server (server.ts): the Node adapter puts its light Request and Response in place of
  // the global ones, which would copy every answer's text into a stream.
  getRequestListener(api.fetch);
  const middleware = (name: string) => {
    const route = api.routes.find((candidate) => candidate.handler.name === name);
    if (!route) throw new Error(`The API has no middleware named ${name}.`);
    return route.handler as MiddlewareHandler<ApiEnvironment>;
  };
  const signedIn = middleware('signedIn');
  const checkInput = middleware('checkInput');
  const listRoute = api.routes.find((route) => route.method === 'GET' && route.path === path);
  if (!listRoute) throw new Error(`The API has no GET ${path}.`);
  const listHandler = listRoute.handler as MiddlewareHandler<ApiEnvironment>;

  const request = () => new Request(url, { headers: benchHeaders });
  const context = new Context<ApiEnvironment, string>(request(), {
    env: {},
    path,
    matchResult: api.router.match('GET', path),
  });
  const next = () => Promise.resolve();
  // Signed in, and the list asked for once so that it is kept, as for every request after the first.
  await signedIn(context, next);
  await listHandler(context, next);
  // The lookup alone: a list cache of its own, holding a list kept for this request's caller and URL.
  const lists = new ListCache();
  const build = () => Promise.resolve('[]');
  await lists.answer(context, database, build);
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  const security = createSecurityHeaders();

  // In the order the server runs them; a part the server gains is a row here.
  return [
    { name: 'security headers on the response', run: () => setHeaders(response, security.resource) },
    { name: 'Hono routing', run: () => api.router.match('GET', path) },
    { name: 'token check (a token already verified)', run: () => signedIn(context, next) },
    { name: 'input checks (the address; a GET has no body)', run: () => checkInput(context, next) },
    { name: 'list handler, answered from the list cache', run: () => listHandler(context, next) },
    { name: '  the query check', run: () => checkedQuery(context, zGetBusinessesQuery) },
    { name: '  the list cache lookup', run: () => lists.answer(context, database, build) },
    { name: 'the whole API (app.fetch, with a Request made here)', run: () => api.fetch(request()) },
  ];
}

/** Times every part and prints the table "part | µs per request". */
export async function printParts(parts: readonly Part[]): Promise<void> {
  const width = Math.max(...parts.map((part) => part.name.length));
  console.log(`\n${'part'.padEnd(width)}  µs per request`);
  for (const part of parts) {
    console.log(`${part.name.padEnd(width)}  ${(await timePart(part.run)).toFixed(2).padStart(14)}`);
  }
}

/**
 * What sharing the server's state costs one request on `database`, each part timed alone (one
 * request at a time, so each is a round trip to the database where it has one): counting its rate
 * limits (in memory, as one process on an embedded database does, and in the database, as
 * processes sharing PostgreSQL do) and reading the versions the caches key on.
 */
export function sharedStateParts(database: Database): Part[] {
  const quotas = { perUser: 1_000_000_000, perAddress: 1_000_000_000 };
  const inMemory = createRateLimiter(quotas);
  const inDatabase = createRateLimiter(quotas, database);
  const caller = { address: '127.0.0.1', user: 'bench-user' };
  return [
    { name: 'rate limits counted in memory (one process)', run: () => inMemory.count(caller) },
    // An embedded database's one process counts in memory: only PostgreSQL counts in the database.
    ...(database.kind === 'postgres'
      ? [{ name: 'rate limits counted in the database (one statement)', run: () => inDatabase.count(caller) }]
      : []),
    { name: `the versions caches key on, read (${database.kind})`, run: () => database.versions() },
  ];
}
