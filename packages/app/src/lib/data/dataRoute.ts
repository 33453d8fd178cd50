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
import type { Settled } from './dataCache';
import { covers, sameKey, type DataKey, type Invalidation } from './dataKey';

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

/** Whether a page shows the load now (it is held): the page stays while its URL changes. */
function isShown(loading: Loading<unknown>): boolean {
  return (holders.get(loading)?.count ?? 0) > 0;
}

/** Whether a load was stopped before it settled (a newer one or a given-up navigation replaced it). */
function isAborted(loading: Loading<unknown>): boolean {
  return loading instanceof LoadInProgress && loading.signal.aborted && loading.settled === undefined;
}

class LoadInProgress<T> implements Loading<T> {
  settled: Settled<T> | undefined;
  readonly result: Promise<Settled<T>>;
  readonly signal: AbortSignal;

  constructor(
    readonly key: DataKey,
    run: Promise<T>,
    controller: AbortController,
  ) {
    const { signal } = controller;
    this.signal = signal;
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

/**
 * Starts the load of `definition` for a loader's arguments; a newer load of the same slot (one per
 * route or part, and app) aborts the older one, and so does the navigation being given up.
 */
function startLoad<T>(
  definition: DataRouteDefinition<T>,
  current: WeakMap<AppContextValue, AbortController>,
  { request, params, context }: LoaderFunctionArgs,
  key: DataKey = definition.key({ params, url: new URL(request.url) }),
): Loading<T> {
  const url = new URL(request.url);
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
}

/** Makes a route's loader from what it loads. */
export function dataRoute<T>(definition: DataRouteDefinition<T>): DataRoute<T> {
  // One load per route and app at a time: a newer one aborts the one before.
  const current = new WeakMap<AppContextValue, AbortController>();

  const start = (args: LoaderFunctionArgs): Loading<T> => startLoad(definition, current, args);

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

/** The loads of a route with parts: each part's `Loading`, or undefined where the URL shows no such part. */
export type LoadingParts<Parts> = { readonly [Name in keyof Parts]: Loading<Parts[Name]> | undefined };

/** A part of a route's data: its key for a URL, or null when the URL does not show it. */
export interface DataPartDefinition<T> {
  key(location: LoadLocation): DataKey | null;
  load(args: LoadArgs): Promise<T>;
}

/** The loader and `shouldRevalidate` of a route whose data comes in independent parts. */
export interface DataRouteParts<Parts> {
  readonly loader: (args: LoaderFunctionArgs) => Promise<LoadingParts<Parts>>;
  readonly shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => boolean;
}

/**
 * A route whose page shows several independent parts (the widgets of Insights), each loaded by
 * its own request under its own key. While the page stays on screen and its URL changes, only the
 * parts whose key changed (or that a mutation or Retry made stale) load again; the others keep
 * their load, data or error. A part's failure is its own: the others still show. Arriving on the
 * page loads every part afresh.
 */
export function dataRouteParts<Parts extends object>(definition: {
  readonly [Name in keyof Parts]: DataPartDefinition<Parts[Name]>;
}): DataRouteParts<Parts> {
  const names = Object.keys(definition) as (keyof Parts & string)[];
  const slots = new Map(names.map((name) => [name, new WeakMap<AppContextValue, AbortController>()]));
  const shown = new WeakMap<AppContextValue, Partial<Record<keyof Parts, Loading<unknown>>>>();

  const keysOf = (location: LoadLocation) => names.map((name) => definition[name].key(location));

  const loader = (args: LoaderFunctionArgs): Promise<LoadingParts<Parts>> => {
    const location = { params: args.params, url: new URL(args.request.url) };
    const services = servicesOf(args);
    const before: Partial<Record<keyof Parts, Loading<unknown>>> = shown.get(services) ?? {};
    const parts: Partial<Record<keyof Parts, Loading<unknown>>> = {};
    for (const name of names) {
      const part = definition[name];
      const key = part.key(location);
      if (key === null) continue;
      const previous = before[name];
      const isKept =
        previous !== undefined &&
        sameKey(previous.key, key) &&
        isShown(previous) &&
        !isAborted(previous) &&
        !isMarkedStale(key);
      const slot = slots.get(name) ?? new WeakMap<AppContextValue, AbortController>();
      parts[name] = isKept ? previous : startLoad(part as DataRouteDefinition<unknown>, slot, args, key);
    }
    shown.set(services, parts);
    return Promise.resolve(parts as LoadingParts<Parts>);
  };

  return {
    loader,
    shouldRevalidate: ({ currentUrl, currentParams, nextUrl, nextParams }) => {
      const current = keysOf({ params: currentParams, url: currentUrl });
      return keysOf({ params: nextParams, url: nextUrl }).some((key, index) => {
        const before = current[index];
        if (key === null) return before !== null;
        return before === null || before === undefined || !sameKey(before, key) || isMarkedStale(key);
      });
    },
  };
}
