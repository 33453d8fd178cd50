// @vitest-environment node
/**
 * The health check a load balancer asks (GET /health): a process answers 200 while its database
 * answers, and 503 once it does not, so the balancer sends requests elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { openTestDatabase, type TestDatabase } from '../src/testing/harness.ts';

describe('GET /health', () => {
  let testDatabase: TestDatabase;
  let running: RunningServer;
  let reachable = true;

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    const { database } = testDatabase;
    // The server's database, which the test can make unreachable.
    const flaky: Database = {
      ...database,
      query: (sql, params, options) =>
        reachable ? database.query(sql, params, options) : Promise.reject(new Error('connection refused')),
    };
    running = await startServer({ database: flaky, port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await running.close();
    await testDatabase.close();
  });

  it('answers 200 with the status while the database answers', async () => {
    const answer = await fetch(`${running.url}/health`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not, and 200 again once it does', async () => {
    reachable = false;
    try {
      const answer = await fetch(`${running.url}/health`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'unavailable' });
    } finally {
      reachable = true;
    }
    expect((await fetch(`${running.url}/health`)).status).toBe(200);
  });
});
