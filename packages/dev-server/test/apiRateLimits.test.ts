// @vitest-environment node
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { signIn, testNow } from '../src/testing/harness.ts';

/**
 * The API's rate limits on the real server, over real sockets: a tiny budget (2 requests per user,
 * 4 per address, in windows of 60 seconds) on a clock the tests move. The second address is
 * 127.0.0.2, another loopback address the client binds its socket to.
 */

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

describe('rate limits on the API', () => {
  let database: Database;
  let running: RunningServer;
  let clock = 0;
  let adminToken: string;
  let merchantToken: string;

  /** A GET of `path` from `localAddress`, with `token` as its bearer token when given. */
  function get(path: string, token?: string, localAddress = '127.0.0.1'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${running.url}${path}`,
        { localAddress, headers: token ? { Authorization: `Bearer ${token}` } : {} },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text ? (JSON.parse(text) as unknown) : undefined,
            });
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  /** Moves the limits' clock past every window, so each test starts with full quotas. */
  const startAfresh = () => {
    clock += 61_000;
  };

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    await seed(database, { now: testNow });
    running = await startServer({
      database,
      port: 0,
      host: '127.0.0.1',
      now: () => testNow,
      rateLimit: { perUser: 2, perAddress: 4, windowSeconds: 60, now: () => clock },
    });
    // Signing in goes through the provider's pages, not /api: it counts against no limit.
    adminToken = (await signIn(running.url, 'admin@stampcard.test')).accessToken;
    merchantToken = (await signIn(running.url, 'merchant@stampcard.test')).accessToken;
    // Opening and migrating an embedded database takes seconds on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await running.close();
    await database.close();
  });

  it('says where a signed-in caller stands on every success: the user policy and the address policy', async () => {
    startAfresh();
    const answer = await get('/api/Business', adminToken);
    expect(answer.status).toBe(200);
    expect(answer.headers['ratelimit-policy']).toBe('"user";q=2;w=60, "address";q=4;w=60');
    expect(answer.headers.ratelimit).toBe('"user";r=1;t=60, "address";r=3;t=60');
    clock += 15_000;
    const second = await get('/api/Card', adminToken);
    expect(second.headers.ratelimit).toBe('"user";r=0;t=45, "address";r=2;t=45');
  });

  it('writes the fields on errors too: an unknown operation, and, for the address alone, a missing token', async () => {
    startAfresh();
    const unknown = await get('/api/Nowhere', adminToken);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.ratelimit).toBe('"user";r=1;t=60, "address";r=3;t=60');
    const anonymous = await get('/api/Business');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['ratelimit-policy']).toBe('"address";q=4;w=60');
    expect(anonymous.headers.ratelimit).toBe('"address";r=2;t=60');
  });

  it('refuses a user past their quota with 429, Retry-After and the API’s errors body', async () => {
    startAfresh();
    await get('/api/Business', adminToken);
    clock += 18_000;
    await get('/api/Business', adminToken);
    const refused = await get('/api/Business', adminToken);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.headers.ratelimit).toBe('"user";r=0;t=42, "address";r=1;t=42');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual({
      errors: ['Too many requests: try again in 42 seconds.'],
      title: 'Too Many Requests',
      status: 429,
    });
  });

  it('keeps each user’s quota apart: another user from the same address is still served', async () => {
    startAfresh();
    for (let request = 0; request < 2; request += 1) await get('/api/Business', adminToken);
    expect((await get('/api/Business', adminToken)).status).toBe(429);
    const merchant = await get('/api/Business', merchantToken);
    expect(merchant.status).toBe(200);
    expect(merchant.headers.ratelimit).toBe('"user";r=1;t=60, "address";r=0;t=60');
  });

  it('refuses an address past its quota whoever calls, and keeps each address apart', async () => {
    startAfresh();
    await get('/api/Business', adminToken);
    await get('/api/Business', merchantToken);
    await get('/api/Business');
    await get('/api/Business');
    const anonymous = await get('/api/Business');
    expect(anonymous.status).toBe(429);
    expect(anonymous.headers['retry-after']).toBe('60');
    const merchant = await get('/api/Business', merchantToken);
    expect(merchant.status).toBe(429);
    expect(merchant.headers.ratelimit).toBe('"address";r=0;t=60');

    // The same merchant from another address: their user quota has one request left.
    const elsewhere = await get('/api/Business', merchantToken, '127.0.0.2');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.ratelimit).toBe('"user";r=0;t=60, "address";r=3;t=60');
  });

  it('counts the identity client’s settings, read signed out, against the address', async () => {
    startAfresh();
    const settings = await get('/_configuration/Stampcard.Web');
    expect(settings.status).toBe(200);
    expect(settings.headers['ratelimit-policy']).toBe('"address";q=4;w=60');
    expect(settings.headers.ratelimit).toBe('"address";r=3;t=60');
    for (let request = 0; request < 3; request += 1) await get('/_configuration/Stampcard.Web');
    const refused = await get('/_configuration/Stampcard.Web');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('serves again once the window has ended, with the full quota', async () => {
    startAfresh();
    for (let request = 0; request < 3; request += 1) await get('/api/Business', adminToken);
    clock += 59_000;
    expect((await get('/api/Business', adminToken)).headers['retry-after']).toBe('1');
    clock += 1_000;
    const again = await get('/api/Business', adminToken);
    expect(again.status).toBe(200);
    expect(again.headers.ratelimit).toBe('"user";r=1;t=60, "address";r=3;t=60');
  });
});
