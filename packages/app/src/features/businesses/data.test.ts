import { createStampcardClient } from '@stampcard/api-client';
import { buildBusiness, buildStoreSummary, categories } from '@stampcard/api-client/testing';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routerContextOf } from '#app/lib/appContext';
import type { AuthUser } from '#app/lib/auth';
import type { Loading } from '#app/lib/data';
import { createFakeAuthService, createTestContext, demoUsers } from '#app/testing';
import { businessesRoute } from './data';

const bristol = buildBusiness({
  businessID: 3,
  name: 'Clifton Pharmacy',
  isSingleStore: true,
  stores: [buildStoreSummary({ storeID: 31 })],
});
const coffee = buildBusiness({ businessID: 1, name: 'Bold Street Coffee', isSingleStore: false });

/** The API: a businesses list of `businesses`, the stores' cities and the categories; records each request. */
function fakeApi(businesses: readonly ReturnType<typeof buildBusiness>[]) {
  const requests: string[] = [];
  const api = createStampcardClient({
    baseUrl: 'https://api.example',
    retries: 0,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      requests.push(`${url.pathname}${url.search}`);
      switch (url.pathname) {
        case '/api/Business':
          return Promise.resolve(
            Response.json(businesses, {
              headers: {
                'x-pagination': JSON.stringify({
                  totalCount: businesses.length,
                  pageSize: 11,
                  currentPage: 1,
                  totalPages: businesses.length > 0 ? 1 : 0,
                }),
              },
            }),
          );
        case '/api/Stores':
          return Promise.resolve(
            Response.json([
              { storeID: 1, address: { cityTown: 'Liverpool' } },
              { storeID: 2, address: { cityTown: 'Bristol' } },
              { storeID: 3, address: { cityTown: 'Bristol' } },
            ]),
          );
        case '/api/Stores/Categories':
          return Promise.resolve(Response.json(categories));
        default:
          return Promise.resolve(Response.json({ errors: ['Not found.'] }, { status: 404 }));
      }
    },
  });
  return { api, requests };
}

let router: DataRouter | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
});

async function openList(path: string, user: AuthUser, businesses: readonly ReturnType<typeof buildBusiness>[]) {
  const { api, requests } = fakeApi(businesses);
  const context = createTestContext(createFakeAuthService({ user }), { api });
  router = createMemoryRouter(
    [
      {
        path: '/businesses',
        id: 'list',
        loader: businessesRoute.loader,
        shouldRevalidate: businessesRoute.shouldRevalidate,
      },
      { path: '/businesses/*' },
    ],
    { initialEntries: [path], getContext: routerContextOf(context) },
  );
  const current = router;
  await new Promise<void>((resolve) => {
    if (current.state.initialized) resolve();
    else current.subscribe((state) => state.initialized && resolve());
  });
  const loading = current.state.loaderData.list as Loading<unknown> | undefined;
  await loading?.result;
  return { location: `${current.state.location.pathname}${current.state.location.search}`, requests, loading };
}

const listRequests = (requests: readonly string[]) => requests.filter((request) => request.startsWith('/api/Business'));

describe('the businesses list’s loader', () => {
  it('asks the API for the URL’s page, sort, search and filters', async () => {
    const { requests } = await openList(
      '/businesses?search=coffee&sort=no_of_stores&sortOrder=desc&locations=Bristol&categories=Food&page=2',
      demoUsers.administrator,
      [coffee],
    );
    expect(listRequests(requests)).toEqual([
      '/api/Business?page=2&pageCount=11&SearchTerm=coffee&OrderBy=-no_of_stores&FilterType=locations&Filter=Bristol&FilterType=categories&Filter=Food',
    ]);
  });

  it('drops, quietly, the values of a hand-edited URL that do not fit: a bad page, an unknown sort, a city or category the API does not offer', async () => {
    const { requests } = await openList(
      '/businesses?page=abc&sort=price&locations=Atlantis&locations=Liverpool&categories=Nothing',
      demoUsers.administrator,
      [coffee],
    );
    expect(listRequests(requests)).toEqual(['/api/Business?page=1&pageCount=11&FilterType=locations&Filter=Liverpool']);
  });

  it('loads the filters’ options with the first page, once', async () => {
    const { requests } = await openList('/businesses', demoUsers.administrator, [coffee]);
    expect(requests.filter((request) => request.startsWith('/api/Stores')).sort()).toEqual([
      '/api/Stores',
      '/api/Stores/Categories',
    ]);
  });

  it('sends a user who may not create businesses, and whose list holds one, straight to it', async () => {
    const { location } = await openList('/businesses', demoUsers.merchant, [bristol]);
    // A single-store business's details are its store's.
    expect(location).toBe('/businesses/3/stores/31/details');
  });

  it('shows the list when the user may create businesses, or has several, or searched', async () => {
    await expect(openList('/businesses', demoUsers.administrator, [bristol])).resolves.toMatchObject({
      location: '/businesses',
    });
    await expect(openList('/businesses', demoUsers.merchant, [bristol, coffee])).resolves.toMatchObject({
      location: '/businesses',
    });
    await expect(openList('/businesses?search=clifton', demoUsers.merchant, [bristol])).resolves.toMatchObject({
      location: '/businesses?search=clifton',
    });
  });
});
