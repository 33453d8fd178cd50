// @vitest-environment node
/**
 * Two dev-server processes on one PostgreSQL database, behind a load balancer of the test's own,
 * serve as one: a user signed in through one is served and refreshed by the other, a restart of
 * both signs nobody out, the rate limit counts every request whichever process it reaches, a write
 * through one is seen at once through the other (a list's count, its page, a card's image), and a
 * sign-out through one ends the tokens on both. Real processes (`npm start`'s entry), real sockets:
 * it runs in the PostgreSQL pass only, as an embedded database belongs to one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockSchemaChanges, openDatabase } from '../src/db/database.ts';
import { clientFor, signIn, status } from '../src/testing/harness.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const schema = `two_${randomBytes(6).toString('hex')}`;
const packageRoot = join(import.meta.dirname, '..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
/** Requests one user may make a window: few, so the test reaches the limit quickly. */
const perUser = 30;

interface Instance {
  url: string;
  child: ChildProcess;
}

/** Starts `npm start`'s server as a process of its own on a free port; resolves once it serves. */
async function startInstance(publicUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, [tsx, '--conditions=@stampcard/source', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      SEED_SCALE: '2',
      RATE_LIMIT: '',
      RATE_LIMIT_PER_USER: String(perUser),
      RATE_LIMIT_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /API\s+(http:\/\/\S+)\/api/.exec(printed)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`A dev server exited with ${String(code)}:\n${printed}`)));
  });
  return { url, child };
}

async function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** The load balancer: forwards every request to the instance `target` names, as it is. */
function startBalancer(): { server: Server; send: (to: 'a' | 'b') => void; instances: Record<'a' | 'b', string> } {
  const instances = { a: '', b: '' };
  let target: 'a' | 'b' = 'a';
  const server = createServer((incoming, outgoing) => {
    const upstream = new URL(instances[target]);
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  return { server, send: (to) => (target = to), instances };
}

describe('two processes on one PostgreSQL database', () => {
  const balancer = startBalancer();
  let publicUrl = '';
  let a: Instance;
  let b: Instance;

  /** Starts both processes at once (they migrate and seed the new database once between them). */
  async function startBoth() {
    [a, b] = await Promise.all([startInstance(publicUrl), startInstance(publicUrl)]);
    balancer.instances.a = a.url;
    balancer.instances.b = b.url;
  }

  beforeAll(async () => {
    if (databaseUrl === '') throw new Error('These tests need a PostgreSQL server: set TEST_DATABASE_URL.');
    balancer.server.listen(0, '127.0.0.1');
    await once(balancer.server, 'listening');
    publicUrl = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;
    await startBoth();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopInstance));
    balancer.server.close();
    const database = await openDatabase({ url: databaseUrl });
    await database.transaction(async (transaction) => {
      await lockSchemaChanges(transaction);
      await transaction.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    });
    await database.close();
  });

  const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Refreshes through the balancer, to whichever process it sends to now. */
  const refresh = (refreshToken: string | undefined) =>
    fetch(`${publicUrl}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken ?? '',
        client_id: 'Stampcard.Web',
      }),
    });

  it('serves a user signed in through one from the other, and refreshes their tokens there', async () => {
    balancer.send('a');
    const session = await signIn(publicUrl, 'admin@stampcard.test');
    expect(await status(api.getBusinesses(clientFor(b.url, session.accessToken)))).toBe(200);
    balancer.send('b');
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    const { access_token: token } = (await refreshed.json()) as { access_token: string };
    expect(await status(api.getBusinesses(clientFor(a.url, token)))).toBe(200);
  });

  it('counts the rate limit across both: the same total trips it, whichever process is asked', async () => {
    const token = (await signIn(publicUrl, 'merchant@stampcard.test')).accessToken;
    const answers: number[] = [];
    for (let request = 0; request <= perUser; request += 1) {
      // Now one, now the other, now the first twice: as a balancer spreads them.
      const instance = [a, b, a, a, b][request % 5] ?? a;
      const answer = await fetch(`${instance.url}/api/Card`, { headers: headersOf(token) });
      await answer.arrayBuffer();
      answers.push(answer.status);
    }
    expect(answers.slice(0, perUser).every((code) => code === 200)).toBe(true);
    expect(answers[perUser]).toBe(429);
    const onTheOther = await fetch(`${b.url}/api/Card`, { headers: headersOf(token) });
    expect(onTheOther.status).toBe(429);
    expect(onTheOther.headers.get('ratelimit')).toMatch(/^"user";r=0;t=\d+/);
  });

  it('shows a write through one at once through the other: a list’s count and page, and a card’s image', async () => {
    const token = (await signIn(publicUrl, 'admin@stampcard.test')).accessToken;
    const throughA = clientFor(a.url, token);
    const throughB = clientFor(b.url, token);
    const name = `Seen through B ${randomBytes(3).toString('hex')}`;
    // B answers these from its caches from the second time on.
    const everyone = await api.getBusinesses(throughB, { query: { pageCount: 5 } });
    expect(await api.getBusinesses(throughB, { query: { pageCount: 5 } })).toEqual(everyone);
    const search = { query: { pageCount: 5, SearchTerm: name } };
    expect((await api.getBusinesses(throughB, search)).items).toEqual([]);

    await api.createBusiness(throughA, { body: { name, isSingleStore: false } });
    const after = await api.getBusinesses(throughB, { query: { pageCount: 5 } });
    expect(after.pagination.totalCount).toBe(everyone.pagination.totalCount + 1);
    expect((await api.getBusinesses(throughB, search)).items.map((business) => business.name)).toEqual([name]);

    const [card] = await api.getCards(throughB);
    if (!card) throw new Error('The seed has no card.');
    const image = () => fetch(`${b.url}/api/Card/${card.loyaltyCardID}/Image?width=100`, { headers: headersOf(token) });
    const before = await image();
    await before.arrayBuffer();
    const current = await api.getCard(throughA, { path: { id: card.loyaltyCardID } });
    await api.updateCard(throughA, {
      body: { ...current, configuration: { ...current.configuration, cardColour: '#0b6e4f' } },
      headers: api.ifMatch(current),
    });
    const redrawn = await image();
    await redrawn.arrayBuffer();
    expect(redrawn.status).toBe(200);
    expect(redrawn.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('signs nobody out when both restart: tokens, the session and refresh tokens hold', async () => {
    balancer.send('a');
    const session = await signIn(publicUrl, 'admin@stampcard.test');
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await startBoth();
    for (const instance of [a, b]) {
      expect(await status(api.getBusinesses(clientFor(instance.url, session.accessToken)))).toBe(200);
    }
    balancer.send('b');
    // The browser's session cookie still signs in silently, with no page shown.
    expect(await session.silent()).toEqual(expect.any(String));
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
  }, 120_000);

  it('ends the tokens on both when the user signs out through one', async () => {
    balancer.send('a');
    const session = await signIn(publicUrl, 'admin@stampcard.test');
    // Both have checked the token, and keep it as checked.
    for (const instance of [a, b]) {
      expect(await status(api.getBusinesses(clientFor(instance.url, session.accessToken)))).toBe(200);
    }
    await session.signOut();
    for (const instance of [a, b]) {
      expect(await status(api.getBusinesses(clientFor(instance.url, session.accessToken)))).toBe(401);
    }
    balancer.send('b');
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(400);
  });
});
