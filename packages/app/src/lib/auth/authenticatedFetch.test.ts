import { describe, expect, it, vi } from 'vitest';
import { createAuthenticatedFetch } from './authenticatedFetch';
import type { AuthUser } from './types';

const apiUrl = 'https://app.example/api/cards';
const user: AuthUser = { id: 'u1', givenName: 'Ada', surname: 'Lovelace', roles: ['Merchant'] };

interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | null;
  readonly body: string;
}

/**
 * A fetch that answers from a list of statuses (the last one repeats) and records what was sent,
 * reading each body as the network would.
 */
function fakeFetch(...statuses: number[]) {
  const sent: SentRequest[] = [];
  const responses: Response[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      body: await request.text(),
    });
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)] ?? 200;
    const response = new Response(status === 204 ? null : `answer ${sent.length}`, { status });
    responses.push(response);
    return response;
  });
  return { fetchImpl, sent, responses };
}

/** An AuthService's renew and getAccessToken; renewal finishes on the next task, so 401s can overlap. */
function fakeAuth(options: { renewed?: AuthUser | null; token?: string | null } = {}) {
  const renewed = options.renewed === undefined ? user : options.renewed;
  const token = options.token === undefined ? 'new-token' : options.token;
  return {
    auth: {
      renew: vi.fn(
        () =>
          new Promise<AuthUser | null>((resolve) => {
            setTimeout(() => {
              resolve(renewed);
            }, 0);
          }),
      ),
      getAccessToken: vi.fn(() => Promise.resolve(token)),
    },
  };
}

function bearerRequest(init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set('Authorization', 'Bearer old-token');
  return new Request(apiUrl, { ...init, headers });
}

describe('createAuthenticatedFetch', () => {
  it('passes a request without Authorization through untouched, even on 401', async () => {
    const { fetchImpl } = fakeFetch(401);
    const { auth } = fakeAuth();
    const onRenewalFailed = vi.fn();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed });
    const request = new Request(apiUrl);

    const response = await authenticatedFetch(request);

    expect(response.status).toBe(401);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(request);
    expect(auth.renew).not.toHaveBeenCalled();
    expect(onRenewalFailed).not.toHaveBeenCalled();
  });

  it('returns a non-401 answer as it is, without renewing', async () => {
    const { fetchImpl, responses } = fakeFetch(403);
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed: vi.fn() });

    const response = await authenticatedFetch(bearerRequest());

    expect(response).toBe(responses[0]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(auth.renew).not.toHaveBeenCalled();
  });

  it('renews after a 401 and retries once with the new token', async () => {
    const { fetchImpl, sent, responses } = fakeFetch(401, 200);
    const { auth } = fakeAuth();
    const onRenewalFailed = vi.fn();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed });

    const response = await authenticatedFetch(bearerRequest());

    expect(response).toBe(responses[1]);
    expect(response.status).toBe(200);
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(sent[1]?.url).toBe(apiUrl);
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(auth.getAccessToken).toHaveBeenCalledTimes(1);
    expect(onRenewalFailed).not.toHaveBeenCalled();
  });

  it('returns a second 401 without another renewal or retry (no loop)', async () => {
    const { fetchImpl, responses } = fakeFetch(401, 401);
    const { auth } = fakeAuth();
    const onRenewalFailed = vi.fn();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed });

    const response = await authenticatedFetch(bearerRequest());

    expect(response).toBe(responses[1]);
    expect(response.status).toBe(401);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(onRenewalFailed).not.toHaveBeenCalled();
  });

  it('calls onRenewalFailed once and returns the original 401 when renewal fails', async () => {
    const { fetchImpl, responses } = fakeFetch(401);
    const { auth } = fakeAuth({ renewed: null });
    const onRenewalFailed = vi.fn();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed });

    const response = await authenticatedFetch(bearerRequest());

    expect(response).toBe(responses[0]);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('answer 1');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(auth.getAccessToken).not.toHaveBeenCalled();
    expect(onRenewalFailed).toHaveBeenCalledTimes(1);
  });

  it('counts a renewal that gives no token, or throws, as failed', async () => {
    const noToken = fakeAuth({ token: null });
    const onRenewalFailed = vi.fn();
    let authenticatedFetch = createAuthenticatedFetch({
      auth: noToken.auth,
      fetch: fakeFetch(401).fetchImpl,
      onRenewalFailed,
    });
    expect((await authenticatedFetch(bearerRequest())).status).toBe(401);
    expect(onRenewalFailed).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = { renew: vi.fn(() => Promise.reject(new Error('down'))), getAccessToken: vi.fn() };
    authenticatedFetch = createAuthenticatedFetch({ auth: throwing, fetch: fakeFetch(401).fetchImpl, onRenewalFailed });
    expect((await authenticatedFetch(bearerRequest())).status).toBe(401);
    expect(onRenewalFailed).toHaveBeenCalledTimes(2);
  });

  it('re-sends a POST body intact on the retry', async () => {
    const { fetchImpl, sent } = fakeFetch(401, 201);
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed: vi.fn() });
    const body = JSON.stringify({ name: 'Coffee card', stamps: 10, note: 'é ☕' });

    const response = await authenticatedFetch(
      bearerRequest({ method: 'POST', body, headers: { 'Content-Type': 'application/json' } }),
    );

    expect(response.status).toBe(201);
    expect(sent).toEqual([
      { method: 'POST', url: apiUrl, authorization: 'Bearer old-token', body },
      { method: 'POST', url: apiUrl, authorization: 'Bearer new-token', body },
    ]);
    const retried = fetchImpl.mock.calls[1]?.[0];
    expect(retried).toBeInstanceOf(Request);
    expect((retried as Request).headers.get('Content-Type')).toBe('application/json');
  });

  it('shares one renewal between concurrent 401s and retries each request', async () => {
    const { fetchImpl, sent } = fakeFetch(401, 401, 200);
    const { auth } = fakeAuth();
    const onRenewalFailed = vi.fn();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed });

    const [first, second] = await Promise.all([
      authenticatedFetch(bearerRequest()),
      authenticatedFetch(
        new Request('https://app.example/api/stores', { headers: { Authorization: 'Bearer old-token' } }),
      ),
    ]);

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.authorization)).toEqual([
      'Bearer old-token',
      'Bearer old-token',
      'Bearer new-token',
      'Bearer new-token',
    ]);
  });

  it('calls onRenewalFailed once for concurrent 401s sharing a failed renewal', async () => {
    const { fetchImpl } = fakeFetch(401);
    const { auth } = fakeAuth({ renewed: null });
    const onRenewalFailed = vi.fn();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed });

    const answers = await Promise.all([authenticatedFetch(bearerRequest()), authenticatedFetch(bearerRequest())]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(onRenewalFailed).toHaveBeenCalledTimes(1);
  });

  it('renews again for a 401 after an earlier renewal has finished', async () => {
    const { fetchImpl } = fakeFetch(401, 200, 401, 200);
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed: vi.fn() });

    expect((await authenticatedFetch(bearerRequest())).status).toBe(200);
    expect((await authenticatedFetch(bearerRequest())).status).toBe(200);
    expect(auth.renew).toHaveBeenCalledTimes(2);
  });

  it('accepts fetch(url, init) and retries with the same init and the new token', async () => {
    const { fetchImpl, sent } = fakeFetch(401, 200);
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed: vi.fn() });
    const body = 'a=1&b=2';

    const response = await authenticatedFetch(new URL(apiUrl), {
      method: 'PUT',
      body,
      headers: [
        ['Authorization', 'Bearer old-token'],
        ['X-Trace', 't1'],
      ],
    });

    expect(response.status).toBe(200);
    expect(sent).toEqual([
      { method: 'PUT', url: apiUrl, authorization: 'Bearer old-token', body },
      { method: 'PUT', url: apiUrl, authorization: 'Bearer new-token', body },
    ]);
    const retryInit = fetchImpl.mock.calls[1]?.[1];
    expect(new Headers(retryInit?.headers).get('X-Trace')).toBe('t1');
  });

  it('passes fetch(url, init) without Authorization through with its arguments unchanged', async () => {
    const { fetchImpl } = fakeFetch(401);
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed: vi.fn() });
    const init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };

    expect((await authenticatedFetch(apiUrl, init)).status).toBe(401);
    expect(fetchImpl).toHaveBeenCalledWith(apiUrl, init);
    expect(auth.renew).not.toHaveBeenCalled();
  });

  it('lets init.headers replace a Request input’s headers, as fetch does', async () => {
    const { fetchImpl } = fakeFetch(401);
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed: vi.fn() });

    const response = await authenticatedFetch(bearerRequest(), { headers: { Accept: 'application/json' } });

    expect(response.status).toBe(401);
    expect(auth.renew).not.toHaveBeenCalled();
  });

  it('passes a fetch(url, init) with a ReadableStream body through untouched (it cannot be replayed)', async () => {
    const { fetchImpl } = fakeFetch(401);
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, fetch: fetchImpl, onRenewalFailed: vi.fn() });
    const init = {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('streamed'));
          controller.close();
        },
      }),
      duplex: 'half',
      headers: { Authorization: 'Bearer old-token' },
    } as RequestInit;

    expect((await authenticatedFetch(apiUrl, init)).status).toBe(401);
    expect(fetchImpl).toHaveBeenCalledWith(apiUrl, init);
    expect(auth.renew).not.toHaveBeenCalled();
  });

  it('uses globalThis.fetch by default', async () => {
    const globalFetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok', { status: 200 }));
    const { auth } = fakeAuth();
    const authenticatedFetch = createAuthenticatedFetch({ auth, onRenewalFailed: vi.fn() });

    expect(await (await authenticatedFetch(bearerRequest())).text()).toBe('ok');
    expect(globalFetch).toHaveBeenCalledTimes(1);
  });
});
