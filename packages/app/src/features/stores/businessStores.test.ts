import { createStampcardClient } from '@stampcard/api-client';
import { buildAddress, buildBusinessReference, buildStore, categories } from '@stampcard/api-client/testing';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routerContextOf } from '#app/lib/appContext';
import type { Loading } from '#app/lib/data';
import { createFakeAuthService, createTestContext, demoUsers } from '#app/testing';
import { businessStoresRoute } from './data';

const mine = buildBusinessReference({ businessID: 7 });
const theirs = buildBusinessReference({ businessID: 8 });

/** The API: the business's stores, every visible store (the cities) and the categories; records each request. */
function fakeApi() {
  const requests: string[] = [];
  const api = createStampcardClient({
    baseUrl: 'https://api.example',
    retries: 0,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      requests.push(`${url.pathname}${url.search}`);
      switch (url.pathname) {
        case '/api/Business/7/Stores':
          return Promise.resolve(
            Response.json([buildStore({ storeID: 71, parentBusiness: mine })], {
              headers: {
                'x-pagination': JSON.stringify({ totalCount: 1, pageSize: 11, currentPage: 1, totalPages: 1 }),
              },
            }),
          );
        case '/api/Stores':
          return Promise.resolve(
            Response.json([
              { storeID: 71, address: buildAddress({ cityTown: 'Liverpool' }), parentBusiness: mine },
              { storeID: 72, address: buildAddress({ cityTown: 'Bristol' }), parentBusiness: mine },
              { storeID: 81, address: buildAddress({ cityTown: 'Manchester' }), parentBusiness: theirs },
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

async function openStores(path: string) {
  const { api, requests } = fakeApi();
  const context = createTestContext(createFakeAuthService({ user: demoUsers.administrator }), { api });
  router = createMemoryRouter(
    [
      {
        path: '/businesses/:businessID/stores',
        id: 'stores',
        loader: businessStoresRoute.loader,
        shouldRevalidate: businessStoresRoute.shouldRevalidate,
      },
    ],
    { initialEntries: [path], getContext: routerContextOf(context) },
  );
  const current = router;
  await new Promise<void>((resolve) => {
    if (current.state.initialized) resolve();
    else current.subscribe((state) => state.initialized && resolve());
  });
  const loading = current.state.loaderData.stores as Loading<unknown> | undefined;
  const settled = await loading?.result;
  return { requests, loading, settled };
}

const storesRequests = (requests: readonly string[]) =>
  requests.filter((request) => request.startsWith('/api/Business/'));

describe('the stores list’s loader', () => {
  it('asks GET /api/Business/{id}/Stores for the URL’s page, sort, search and filters', async () => {
    const { requests, loading, settled } = await openStores(
      '/businesses/7/stores?search=bold&sort=no_of_employees&sortOrder=desc&locations=Bristol&categories=Food&page=2',
    );
    expect(storesRequests(requests)).toEqual([
      '/api/Business/7/Stores?page=2&pageCount=11&SearchTerm=bold&OrderBy=-no_of_employees&FilterType=locations&Filter=Bristol&FilterType=categories&Filter=Food',
    ]);
    expect(loading?.key).toEqual([
      'business',
      '7',
      'stores',
      'search=bold&sort=no_of_employees&sortOrder=desc&locations=Bristol&categories=Food&page=2',
    ]);
    expect(settled?.status).toBe('ready');
  });

  it('drops, quietly, a city of another business or a category the API does not offer', async () => {
    const { requests } = await openStores(
      '/businesses/7/stores?locations=Manchester&locations=Liverpool&categories=Nothing',
    );
    expect(storesRequests(requests)).toEqual([
      '/api/Business/7/Stores?page=1&pageCount=11&FilterType=locations&Filter=Liverpool',
    ]);
  });

  it('loads the filters’ options with the first page', async () => {
    const { requests } = await openStores('/businesses/7/stores');
    expect(requests.filter((request) => request.startsWith('/api/Stores')).sort()).toEqual([
      '/api/Stores',
      '/api/Stores/Categories',
    ]);
  });

  it('says an address that names no business', async () => {
    const { requests, settled } = await openStores('/businesses/abc/stores');
    expect(storesRequests(requests)).toEqual([]);
    expect(settled?.status).toBe('failed');
  });
});
