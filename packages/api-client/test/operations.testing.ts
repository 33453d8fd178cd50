/**
 * What the operation tests share: a real HTTP server on 127.0.0.1 and a generated client of it,
 * and the shape of one operation's case.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createStampcardClient, type StampcardClient } from '../src/index';
import * as fixtures from '../src/testing/fixtures';
import { startTestServer, type Reply, type TestServer } from './server';

export let server: TestServer;
export let client: StampcardClient;

/** Starts the server and its client for the file's tests; clears the recorded requests and fixture ids before each. */
export function serveOperations() {
  beforeAll(async () => {
    server = await startTestServer();
    client = createStampcardClient({ baseUrl: server.origin, getAccessToken: () => 'token-123', retries: 0 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    fixtures.resetFixtureIds();
  });
}

export interface Case {
  name: string;
  call: (client: StampcardClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: string;
  body?: unknown;
  contentType?: string;
  /** Request headers the call must send besides authorization and content type. */
  headers?: Record<string, string>;
  reply: Reply;
  /** The expected result; defaults to the reply's body. */
  result?: unknown;
}
