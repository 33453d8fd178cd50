import { createStampcardClient } from '@stampcard/api-client';
import { buildUser } from '@stampcard/api-client/testing';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routerContextOf } from '#app/lib/appContext';
import { InvalidAddressError, type Loading } from '#app/lib/data';
import { createFakeAuthService, createTestContext, demoUsers } from '#app/testing';
import { userDetailsRoute } from './data';

const ada = buildUser({ userID: 'user-ada', firstName: 'Ada', surname: 'Lovelace' });

let router: DataRouter | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
});

/** Opens `path` with the user details loader over an API that knows Ada; gives the load and the requests. */
async function open(path: string) {
  const requests: string[] = [];
  const api = createStampcardClient({
    baseUrl: 'https://api.example',
    retries: 0,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      requests.push(url.pathname);
      return Promise.resolve(
        url.pathname === '/api/Users/user-ada'
          ? Response.json(ada)
          : Response.json({ errors: ['Not found.'] }, { status: 404 }),
      );
    },
  });
  const context = createTestContext(createFakeAuthService({ user: demoUsers.administrator }), { api });
  router = createMemoryRouter(
    [
      {
        path: '/users/:userID?',
        id: 'user',
        loader: userDetailsRoute.loader,
        shouldRevalidate: userDetailsRoute.shouldRevalidate,
      },
    ],
    { initialEntries: [path], getContext: routerContextOf(context) },
  );
  const current = router;
  await new Promise<void>((resolve) => {
    if (current.state.initialized) resolve();
    else current.subscribe((state) => state.initialized && resolve());
  });
  const loading = current.state.loaderData.user as Loading<unknown>;
  return { settled: await loading.result, key: loading.key, requests };
}

describe('the user details loader', () => {
  it("loads the user the address names (GET /api/Users/{id}) under ['user', userID]", async () => {
    const { settled, key, requests } = await open('/users/user-ada');
    expect(settled).toEqual({ status: 'ready', data: ada });
    expect(key).toEqual(['user', 'user-ada']);
    expect(requests).toEqual(['/api/Users/user-ada']);
  });

  it('fails with the reason when the address names no user, without a call', async () => {
    const { settled, requests } = await open('/users');
    expect(settled.status).toBe('failed');
    expect(settled.status === 'failed' ? settled.error : undefined).toBeInstanceOf(InvalidAddressError);
    expect(requests).toEqual([]);
  });
});
