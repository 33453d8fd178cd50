import { ApiError, getCards } from '@stampcard/api-client';
import { buildCard } from '@stampcard/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthService, demoUsers } from '#app/testing';
import { createAppApiClient } from './createAppApiClient';

// Node's Request needs absolute URLs (a browser resolves '' against the page), so the API is named
// by the page's own origin here.
const origin = window.location.origin;

function fakeApi(statuses: number[]) {
  const seen: { url: string; authorization: string | null }[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
    const status = statuses.shift() ?? 200;
    return Promise.resolve(
      status === 200
        ? Response.json([buildCard()])
        : Response.json({ errors: ['An access token is required.'] }, { status }),
    );
  });
  return { fetchImpl, seen };
}

describe('createAppApiClient', () => {
  it('sends the token to the API on the page’s origin', async () => {
    const auth = createFakeAuthService({ user: demoUsers.merchant });
    const { fetchImpl, seen } = fakeApi([200]);
    const client = createAppApiClient({ apiOrigin: origin, auth, onSignInRequired: vi.fn(), fetch: fetchImpl });
    await expect(getCards(client)).resolves.toHaveLength(1);
    expect(seen).toEqual([{ url: `${origin}/api/Card`, authorization: 'Bearer token-of-merchant' }]);
  });

  it('renews once after a 401 and retries once with the new token', async () => {
    const auth = createFakeAuthService({ user: demoUsers.merchant, renew: demoUsers.administrator });
    const { fetchImpl, seen } = fakeApi([401, 200]);
    const onSignInRequired = vi.fn();
    const client = createAppApiClient({ apiOrigin: origin, auth, onSignInRequired, fetch: fetchImpl });
    await expect(getCards(client)).resolves.toHaveLength(1);
    expect(auth.calls).toEqual(['renew']);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-of-merchant', 'Bearer token-of-admin']);
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('asks to sign in again when renewal fails, and the call fails with the 401', async () => {
    const auth = createFakeAuthService({ user: demoUsers.merchant, renew: null });
    const { fetchImpl, seen } = fakeApi([401]);
    const onSignInRequired = vi.fn();
    const client = createAppApiClient({ apiOrigin: origin, auth, onSignInRequired, fetch: fetchImpl });
    const error = await getCards(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('does not loop on a second 401', async () => {
    const auth = createFakeAuthService({ user: demoUsers.merchant });
    const { fetchImpl, seen } = fakeApi([401, 401, 200]);
    const client = createAppApiClient({ apiOrigin: origin, auth, onSignInRequired: vi.fn(), fetch: fetchImpl });
    await expect(getCards(client)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);
    expect(auth.calls).toEqual(['renew']);
  });

  it('sends the token to an API on another origin named by the configuration, and nowhere else', async () => {
    const auth = createFakeAuthService({ user: demoUsers.merchant });
    const { fetchImpl, seen } = fakeApi([200, 200]);
    const client = createAppApiClient({
      apiOrigin: 'https://api.example.com',
      auth,
      onSignInRequired: vi.fn(),
      fetch: fetchImpl,
    });
    await getCards(client);
    await getCards(client, { baseUrl: 'https://elsewhere.example' });
    expect(seen).toEqual([
      { url: 'https://api.example.com/api/Card', authorization: 'Bearer token-of-merchant' },
      { url: 'https://elsewhere.example/api/Card', authorization: null },
    ]);
  });
});
