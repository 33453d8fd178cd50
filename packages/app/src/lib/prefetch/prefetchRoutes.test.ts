import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appPathOf, prefetchRouteCode, startPrefetchingRoutes } from './prefetchRoutes';

/** Routes whose lazy parts count their calls: a list and a details page with loaders, and a page. */
function countingRoutes() {
  const calls: string[] = [];
  const part = (name: string) => () => {
    calls.push(name);
    return Promise.resolve(() => null);
  };
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { index: true, Component: () => null },
        { path: 'businesses', lazy: { Component: part('list page'), loader: part('list loader') } },
        { path: 'businesses/:id', lazy: { Component: part('details page'), loader: part('details loader') } },
        { path: 'settings', lazy: { Component: part('settings page') } },
      ],
    },
  ];
  return { routes, calls };
}

describe('prefetchRouteCode', () => {
  it('starts the page and loader code of the routes a path opens, each once', () => {
    const { routes, calls } = countingRoutes();
    const started = new WeakSet<object>();
    expect(prefetchRouteCode(routes, '/businesses/7', started)).toBe(2);
    expect(calls).toEqual(['details page', 'details loader']);
    expect(prefetchRouteCode(routes, '/businesses/8', started)).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('starts nothing for a path no route opens, nor for a route without lazy parts', () => {
    const { routes, calls } = countingRoutes();
    expect(prefetchRouteCode(routes, '/nowhere/at/all')).toBe(0);
    expect(prefetchRouteCode(routes, '/')).toBe(0);
    expect(calls).toEqual([]);
  });

  it('swallows a chunk that fails to load: the route reports it when it opens', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [{ path: '/reports', lazy: { Component: failing } }];
    expect(prefetchRouteCode(routes, '/reports')).toBe(1);
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('appPathOf', () => {
  const anchor = (attributes: Record<string, string>) => {
    const element = document.createElement('a');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };
  const origin = window.location.origin;

  it('reads the path of a link within the app', () => {
    expect(appPathOf(anchor({ href: '/businesses/7?page=2' }), origin)).toBe('/businesses/7');
    expect(appPathOf(anchor({ href: `${origin}/customers` }), origin)).toBe('/customers');
  });

  it('leaves out links elsewhere, downloads, new tabs and in-page anchors', () => {
    expect(appPathOf(anchor({ href: 'https://example.com/businesses' }), origin)).toBeUndefined();
    expect(appPathOf(anchor({ href: '/report.csv', download: '' }), origin)).toBeUndefined();
    expect(appPathOf(anchor({ href: '/businesses', target: '_blank' }), origin)).toBeUndefined();
    expect(appPathOf(anchor({ href: '#main' }), origin)).toBeUndefined();
    expect(appPathOf(anchor({}), origin)).toBeUndefined();
  });
});

describe('startPrefetchingRoutes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** Idle callbacks run when the test says so. */
  function stubIdle() {
    const pending: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => pending.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    return () => {
      for (const task of pending.splice(0)) task();
    };
  }

  function page(html: string) {
    document.body.innerHTML = html;
  }

  it("fetches, at idle, the code of the routes the page's content links open, not the menu's", () => {
    const runIdle = stubIdle();
    const { routes, calls } = countingRoutes();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    page('<nav><a href="/settings">Settings</a></nav><main><a href="/businesses/7">Shop</a></main>');
    const stop = startPrefetchingRoutes(router);
    expect(calls).toEqual([]);
    runIdle();
    expect(calls).toEqual(['details page', 'details loader']);
    stop();
    router.dispose();
  });

  it('waits while the page shows something busy: its own data goes first', () => {
    const runIdle = stubIdle();
    const { routes, calls } = countingRoutes();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    page('<main><div aria-busy="true"></div><a href="/businesses">All</a></main>');
    const stop = startPrefetchingRoutes(router);
    runIdle();
    expect(calls).toEqual([]);
    document.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
    runIdle();
    expect(calls).toEqual(['list page', 'list loader']);
    stop();
    router.dispose();
  });

  it('fetches nothing at idle when the connection saves data', () => {
    const runIdle = stubIdle();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }),
    );
    const { routes, calls } = countingRoutes();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    page('<main><a href="/businesses">All</a></main>');
    const stop = startPrefetchingRoutes(router);
    runIdle();
    expect(calls).toEqual([]);
    stop();
    router.dispose();
  });

  it('fetches the code of any link the pointer rests on or the keyboard focuses, and stops when told', () => {
    stubIdle();
    const { routes, calls } = countingRoutes();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    page('<nav><a href="/settings"><span>Settings</span></a><a href="/businesses">Businesses</a></nav>');
    const stop = startPrefetchingRoutes(router);
    document.querySelector('span')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(calls).toEqual(['settings page']);
    document.querySelector<HTMLAnchorElement>('a[href="/businesses"]')?.focus();
    expect(calls).toEqual(['settings page', 'list page', 'list loader']);
    stop();
    page('<nav><a href="/businesses/7">Shop</a></nav>');
    document.querySelector<HTMLAnchorElement>('a')?.focus();
    expect(calls).toHaveLength(3);
    router.dispose();
  });
});
