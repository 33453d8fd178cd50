/**
 * One data mechanism for every page (ADR 010): React Router loaders.
 *
 * A page's route says what its URL loads (`key`) and how (`load`). Its loader starts the load
 * with the API client from the router's context and returns at once a `Loading`: the key and the
 * load under way. So the request leaves as the navigation starts, in parallel with the page's
 * code chunk, once per navigation (loaders run outside React: StrictMode cannot double them); the
 * page renders straight away, with skeletons the first time and with the rows it already shows
 * (marked busy) when only its query changed (`useLoaded`).
 *
 * - A newer load of the same route aborts the older one (its `signal`); so do a navigation given
 *   up before it committed, and leaving the page before its data arrived (`holdLoading`).
 * - A route reloads when its key changes (its URL's part it reads) and otherwise keeps its data:
 *   the business of `businesses/:businessID` loads once for all of its child pages.
 * - After a mutation, `reloadData` marks the keys it changed stale and revalidates: exactly the
 *   routes on screen whose key is covered reload.
 */
import type { LoaderFunctionArgs, Params, ShouldRevalidateFunctionArgs } from 'react-router';
import type { AppContextValue } from '../appContext/appContext';
import { servicesOf } from '../appContext/routerServices';
import { covers, sameKey, type DataKey, type Invalidation } from './dataKey';

/** How a load ended: with its data, or with the error that stopped it. */
export type Settled<T> =
  { readonly status: 'ready'; readonly data: T } | { readonly status: 'failed'; readonly error: unknown };

/** A load as a loader returns it: what it loads and the load itself. */
export interface Loading<T> {
  /** What is loaded. */
  readonly key: DataKey;
  /** Settles with the data or the error; never settles when aborted (a newer load replaced it). */
  readonly result: Promise<Settled<T>>;
  /** The outcome once settled (read while rendering, so data already here shows at once). */
  readonly settled: Settled<T> | undefined;
}

/** Who shows each load in progress, and how to stop it once nobody does. */
const holders = new WeakMap<Loading<unknown>, { count: number; abort: () => void; timer?: number }>();

/**
 * Marks a load as shown (by `useLoaded`) until the returned release is called. Once nobody shows it
 * (the user left the page), an unfinished load is aborted: its request stops. The abort waits a
 * task, so a component that shows it again at once (StrictMode's second mount, the next page of a
 * business showing the same business) keeps it.
 */
export function holdLoading(loading: Loading<unknown>): () => void {
  const holder = holders.get(loading);
  if (holder === undefined) return () => undefined;
  holder.count += 1;
  window.clearTimeout(holder.timer);
  return () => {
    holder.count -= 1;
    if (holder.count > 0) return;
    holder.timer = window.setTimeout(() => {
      if (holder.count === 0 && loading.settled === undefined) holder.abort();
    });
  };
}

class LoadInProgress<T> implements Loading<T> {
  settled: Settled<T> | undefined;
  readonly result: Promise<Settled<T>>;

  constructor(
    readonly key: DataKey,
    run: Promise<T>,
    controller: AbortController,
  ) {
    const { signal } = controller;
    holders.set(this, {
      count: 0,
      abort: () => {
        controller.abort();
      },
    });
    this.result = run
      .then(
        (data): Settled<T> => ({ status: 'ready', data }),
        (error: unknown): Settled<T> => ({ status: 'failed', error }),
      )
      .then((outcome) => {
        // An aborted load was replaced: whoever shows it waits for its replacement instead.
        if (signal.aborted) return new Promise<Settled<T>>(() => undefined);
        this.settled = outcome;
        return outcome;
      });
  }
}

/** A load that is already done, e.g. data a loader had to await anyway. */
export function settledLoading<T>(key: DataKey, data: T): Loading<T> {
  const settled: Settled<T> = { status: 'ready', data };
  return { key, settled, result: Promise.resolve(settled) };
}

/** Where a route's data comes from. */
export interface LoadLocation {
  /** The route's parameters, e.g. `{ businessID: '7' }`. */
  readonly params: Params;
  /** The whole URL, for its query. */
  readonly url: URL;
}

/** What a route's `load` gets. */
export interface LoadArgs extends LoadLocation {
  /** Aborts when a newer load of the route starts or the navigation is given up. */
  readonly signal: AbortSignal;
  /** The app's services: the API client, the signed-in user, the shared cache. */
  readonly services: AppContextValue;
}

export interface DataRouteDefinition<T> {
  /** What the route loads for a URL: equal keys are the same data, and do not reload. */
  key(location: LoadLocation): DataKey;
  /** Loads it. */
  load(args: LoadArgs): Promise<T>;
}

/** A data route: the loader and `shouldRevalidate` of a route object, and its parts. */
export interface DataRoute<T> {
  /** The route's loader: starts the load and returns it without waiting. */
  readonly loader: (args: LoaderFunctionArgs) => Promise<Loading<T>>;
  /** Reloads when the key changes or a mutation made it stale. */
  readonly shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => boolean;
  /** Starts the load, for a loader that does more (a redirect that needs the data first). */
  readonly start: (args: LoaderFunctionArgs) => Loading<T>;
  /** The key of a URL. */
  readonly key: (location: LoadLocation) => DataKey;
}

/** Stale marks of the reloads under way (`reloadData`): only during a revalidation. */
const staleMarks: Invalidation[] = [];

/** Whether a reload under way covers `key`. */
export function isMarkedStale(key: DataKey): boolean {
  return staleMarks.some((mark) => covers(mark, key));
}

/**
 * Reloads the data an invalidation covers on the routes on screen (React Router's revalidation,
 * with `useRevalidator().revalidate` or `router.revalidate`), and nothing else; resolves once
 * their loaders have started again.
 */
export async function reloadData(revalidate: () => Promise<void>, invalidation: Invalidation): Promise<void> {
  staleMarks.push(invalidation);
  try {
    await revalidate();
  } finally {
    staleMarks.splice(staleMarks.indexOf(invalidation), 1);
  }
}

/** Makes a route's loader from what it loads. */
export function dataRoute<T>(definition: DataRouteDefinition<T>): DataRoute<T> {
  // One load per route and app at a time: a newer one aborts the one before.
  const current = new WeakMap<AppContextValue, AbortController>();

  const start = ({ request, params, context }: LoaderFunctionArgs): Loading<T> => {
    const url = new URL(request.url);
    const key = definition.key({ params, url });
    const services = servicesOf({ context });
    current.get(services)?.abort();
    const controller = new AbortController();
    current.set(services, controller);
    if (request.signal.aborted) controller.abort();
    else
      request.signal.addEventListener(
        'abort',
        () => {
          controller.abort();
        },
        { once: true },
      );
    const run = Promise.resolve().then(() => definition.load({ params, url, signal: controller.signal, services }));
    return new LoadInProgress(key, run, controller);
  };

  return {
    start,
    key: (location) => definition.key(location),
    loader: (args) => Promise.resolve(start(args)),
    shouldRevalidate: ({ currentUrl, currentParams, nextUrl, nextParams }) => {
      const next = definition.key({ params: nextParams, url: nextUrl });
      if (isMarkedStale(next)) return true;
      return !sameKey(definition.key({ params: currentParams, url: currentUrl }), next);
    },
  };
}
