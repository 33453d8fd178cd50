import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContextValue } from '../appContext/appContext';
import { routerContextOf } from '../appContext/routerServices';
import {
  dataRoute,
  dataRouteParts,
  holdLoading,
  reloadData,
  settledLoading,
  type Loading,
  type LoadingParts,
} from './dataRoute';

/** A load the test answers by hand. */
interface PendingLoad {
  readonly name: string;
  readonly signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

const services = { api: {} } as unknown as AppContextValue;
let router: DataRouter | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
});

/** A business route (keyed by its id) with a list under it (keyed by its page), each load answered by hand. */
function setUp(initialPath: string) {
  const loads: PendingLoad[] = [];
  const start = (name: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      loads.push({ name, signal, resolve, reject });
    });
  const business = dataRoute<string>({
    key: ({ params }) => ['business', params.businessID ?? ''],
    load: ({ params, signal }) => start(`business ${params.businessID ?? ''}`, signal),
  });
  const stores = dataRoute<string>({
    key: ({ params, url }) => ['stores', params.businessID ?? '', url.searchParams.get('page') ?? '1'],
    load: ({ url, signal }) => start(`stores page ${url.searchParams.get('page') ?? '1'}`, signal),
  });
  const routes: RouteObject[] = [
    {
      id: 'business',
      path: '/businesses/:businessID',
      loader: business.loader,
      shouldRevalidate: business.shouldRevalidate,
      children: [
        { id: 'stores', path: 'stores', loader: stores.loader, shouldRevalidate: stores.shouldRevalidate },
        { id: 'details', path: 'details' },
      ],
    },
  ];
  router = createMemoryRouter(routes, { initialEntries: [initialPath], getContext: routerContextOf(services) });
  const current = router;
  const loadingOf = (routeId: string) => current.state.loaderData[routeId] as Loading<string> | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      if (current.state.navigation.state === 'idle' && current.state.initialized) {
        resolve();
        return;
      }
      const unsubscribe = current.subscribe((state) => {
        if (state.navigation.state !== 'idle' || !state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  return { router: current, loads, loadingOf, idle };
}

describe('dataRoute (ADR 010)', () => {
  it('starts the load as the navigation starts and returns at once, without waiting for the data', async () => {
    const { loads, loadingOf, idle } = setUp('/businesses/7/stores');
    await idle();
    expect(loads.map((load) => load.name)).toEqual(['business 7', 'stores page 1']);
    const stores = loadingOf('stores');
    expect(stores?.key).toEqual(['stores', '7', '1']);
    expect(stores?.settled).toBeUndefined();
    loads[1]?.resolve('three stores');
    await expect(stores?.result).resolves.toEqual({ status: 'ready', data: 'three stores' });
    expect(stores?.settled).toEqual({ status: 'ready', data: 'three stores' });
  });

  it('settles a failed load with its error rather than throwing to the error boundary', async () => {
    const { loads, loadingOf, idle } = setUp('/businesses/7/stores');
    await idle();
    const error = new Error('offline');
    loads[0]?.reject(error);
    await expect(loadingOf('business')?.result).resolves.toEqual({ status: 'failed', error });
  });

  it('loads the business once for every page under it, and the list again when its query changes', async () => {
    const { router: app, loads, loadingOf, idle } = setUp('/businesses/7/stores');
    await idle();
    const business = loadingOf('business');
    await app.navigate('/businesses/7/stores?page=2');
    await app.navigate('/businesses/7/details');
    await idle();
    expect(loads.map((load) => load.name)).toEqual(['business 7', 'stores page 1', 'stores page 2']);
    expect(loadingOf('business')).toBe(business);
    await app.navigate('/businesses/8/details');
    await idle();
    expect(loads.at(-1)?.name).toBe('business 8');
  });

  it('does not load again for a URL with the same key', async () => {
    const { router: app, loads, idle } = setUp('/businesses/7/stores?page=2');
    await idle();
    await app.navigate('/businesses/7/stores?page=2&utm=mail');
    await idle();
    expect(loads.map((load) => load.name)).toEqual(['business 7', 'stores page 2']);
  });

  it('aborts the older load of a route when a newer one starts; the older never settles', async () => {
    const { router: app, loads, loadingOf, idle } = setUp('/businesses/7/stores');
    await idle();
    const first = loadingOf('stores');
    await app.navigate('/businesses/7/stores?page=2');
    await idle();
    const [, pageOne, pageTwo] = loads;
    expect(pageOne?.signal.aborted).toBe(true);
    expect(pageTwo?.signal.aborted).toBe(false);
    pageOne?.resolve('late answer');
    pageTwo?.resolve('page two');
    await expect(loadingOf('stores')?.result).resolves.toEqual({ status: 'ready', data: 'page two' });
    const outcome = await Promise.race([first?.result, new Promise((resolve) => setTimeout(resolve, 20, 'pending'))]);
    expect(outcome).toBe('pending');
  });

  it('after a mutation reloads exactly the routes on screen whose data it covers', async () => {
    const { router: app, loads, loadingOf, idle } = setUp('/businesses/7/stores?page=2');
    await idle();
    const business = loadingOf('business');
    await reloadData(() => app.revalidate(), [['stores']]);
    await idle();
    expect(loads.map((load) => load.name)).toEqual(['business 7', 'stores page 2', 'stores page 2']);
    expect(loadingOf('business')).toBe(business);
    await reloadData(() => app.revalidate(), [['business', '7']]);
    await idle();
    expect(loads.at(-1)?.name).toBe('business 7');
    await reloadData(() => app.revalidate(), [['cards']]);
    await idle();
    expect(loads).toHaveLength(4);
    await reloadData(() => app.revalidate(), 'everything');
    await idle();
    expect(loads).toHaveLength(6);
    // Once done, a plain revalidation reloads nothing.
    await app.revalidate();
    await idle();
    expect(loads).toHaveLength(6);
  });
});

describe('holdLoading', () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('stops the request of a load nobody shows any more (the user left the page)', async () => {
    const { loads, loadingOf, idle } = setUp('/businesses/7/stores');
    await idle();
    const stores = loadingOf('stores');
    if (!stores) throw new Error('no load');
    const release = holdLoading(stores);
    release();
    await nextTask();
    expect(loads[1]?.signal.aborted).toBe(true);
    expect(loads[0]?.signal.aborted).toBe(false);
  });

  it('keeps a load shown again at once (StrictMode’s second mount, the next page of the same business)', async () => {
    const { loads, loadingOf, idle } = setUp('/businesses/7/stores');
    await idle();
    const business = loadingOf('business');
    if (!business) throw new Error('no load');
    holdLoading(business)();
    const releaseAgain = holdLoading(business);
    await nextTask();
    expect(loads[0]?.signal.aborted).toBe(false);
    releaseAgain();
    await nextTask();
    expect(loads[0]?.signal.aborted).toBe(true);
  });

  it('leaves a finished load alone', async () => {
    const { loads, loadingOf, idle } = setUp('/businesses/7/stores');
    await idle();
    const business = loadingOf('business');
    if (!business) throw new Error('no load');
    const release = holdLoading(business);
    loads[0]?.resolve('Bold Street');
    await business.result;
    release();
    await nextTask();
    expect(loads[0]?.signal.aborted).toBe(false);
    expect(business.settled).toEqual({ status: 'ready', data: 'Bold Street' });
  });
});

describe('settledLoading', () => {
  it('is a load that is already done', async () => {
    const loading = settledLoading(['business', 'none'], 'nothing');
    expect(loading.settled).toEqual({ status: 'ready', data: 'nothing' });
    await expect(loading.result).resolves.toEqual({ status: 'ready', data: 'nothing' });
  });
});

describe('dataRouteParts', () => {
  /** A dashboard whose parts are keyed by the store and, for the chart, its year; `hidden` shows no chart. */
  function setUpParts(initialPath: string) {
    const loads: PendingLoad[] = [];
    const start = (name: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        loads.push({ name, signal, resolve, reject });
      });
    const store = (url: URL) => url.searchParams.get('store') ?? 'first';
    const dashboard = dataRouteParts<{ tiles: string; chart: string }>({
      tiles: {
        key: ({ url }) => ['tiles', store(url)],
        load: ({ url, signal }) => start(`tiles ${store(url)}`, signal),
      },
      chart: {
        key: ({ url }) =>
          url.searchParams.has('hidden') ? null : ['chart', store(url), url.searchParams.get('year') ?? 'now'],
        load: ({ url, signal }) => start(`chart ${store(url)} ${url.searchParams.get('year') ?? 'now'}`, signal),
      },
    });
    const routes: RouteObject[] = [
      { id: 'dashboard', path: '/insights', loader: dashboard.loader, shouldRevalidate: dashboard.shouldRevalidate },
      { id: 'elsewhere', path: '/elsewhere' },
    ];
    router = createMemoryRouter(routes, { initialEntries: [initialPath], getContext: routerContextOf(services) });
    const current = router;
    const partsOf = () => current.state.loaderData.dashboard as LoadingParts<{ tiles: string; chart: string }>;
    /** Shows the parts on screen, as the page's `useLoaded` does. */
    const show = () => {
      const parts = partsOf();
      const releases = [parts.tiles, parts.chart].flatMap((part) => (part ? [holdLoading(part)] : []));
      return () => {
        for (const release of releases) release();
      };
    };
    const names = () => loads.map((load) => load.name);
    return { router: current, loads, names, partsOf, show };
  }

  it('loads every part as the page opens, each with its own key', async () => {
    const { names, partsOf } = setUpParts('/insights?store=3');
    await vi.waitFor(() => {
      expect(names()).toEqual(['tiles 3', 'chart 3 now']);
    });
    expect(partsOf().chart?.key).toEqual(['chart', '3', 'now']);
  });

  it('reloads only the part whose key changed while the page shows them; the others keep their load', async () => {
    const { names, partsOf, show, router: current } = setUpParts('/insights?store=3');
    await vi.waitFor(() => {
      expect(names()).toHaveLength(2);
    });
    const before = partsOf();
    show();
    await current.navigate('/insights?store=3&year=2024', { replace: true });
    expect(names()).toEqual(['tiles 3', 'chart 3 now', 'chart 3 2024']);
    expect(partsOf().tiles).toBe(before.tiles);
    expect(partsOf().chart).not.toBe(before.chart);

    show();
    await current.navigate('/insights?store=4&year=2024');
    expect(names().slice(3)).toEqual(['tiles 4', 'chart 4 2024']);
  });

  it('aborts the older load of a part its newer load replaces', async () => {
    const { loads, show, router: current } = setUpParts('/insights');
    await vi.waitFor(() => {
      expect(loads).toHaveLength(2);
    });
    show();
    await current.navigate('/insights?year=2023');
    expect(loads[1]?.signal.aborted).toBe(true);
    expect(loads[0]?.signal.aborted).toBe(false);
  });

  it('reloads a part a Retry or a mutation marked stale, and only that part', async () => {
    const { loads, names, partsOf, show, router: current } = setUpParts('/insights');
    await vi.waitFor(() => {
      expect(loads).toHaveLength(2);
    });
    loads[0]?.resolve('tiles');
    loads[1]?.reject(new Error('chart failed'));
    await partsOf().chart?.result;
    show();
    await reloadData(() => current.revalidate(), [['chart']]);
    expect(names()).toEqual(['tiles first', 'chart first now', 'chart first now']);
    expect(partsOf().tiles?.settled).toEqual({ status: 'ready', data: 'tiles' });
  });

  it('loads every part afresh when the user comes back to the page', async () => {
    const { loads, names, show, router: current } = setUpParts('/insights');
    await vi.waitFor(() => {
      expect(loads).toHaveLength(2);
    });
    loads[0]?.resolve('tiles');
    loads[1]?.resolve('chart');
    const hide = show();
    await current.navigate('/elsewhere');
    hide();
    await current.navigate('/insights');
    expect(names()).toEqual(['tiles first', 'chart first now', 'tiles first', 'chart first now']);
  });

  it('leaves out a part the URL does not show, and loads it once it does', async () => {
    const { names, partsOf, show, router: current } = setUpParts('/insights?hidden');
    await vi.waitFor(() => {
      expect(names()).toEqual(['tiles first']);
    });
    expect(partsOf().chart).toBeUndefined();
    show();
    await current.navigate('/insights');
    expect(names()).toEqual(['tiles first', 'chart first now']);
  });
});
