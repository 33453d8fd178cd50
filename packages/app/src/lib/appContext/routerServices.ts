/**
 * The app's services as React Router sees them: loaders and middleware (guards) read the same
 * services the components get from `AppContextProvider`, through the router's context.
 */
import { createContext, RouterContextProvider, type MiddlewareFunction } from 'react-router';
import type { AppContextValue } from './appContext';

/** The app's services in a loader's or middleware's `context`. */
export const appServices = createContext<AppContextValue>();

/** The router's context holding the services: the `getContext` of `createBrowserRouter`. */
export function routerContextOf(services: AppContextValue): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(appServices, services);
    return context;
  };
}

/** The arguments of a loader or middleware, as far as the services go. */
export type ServicesArgs = Parameters<MiddlewareFunction>[0];

/** The services, from a loader's or middleware's arguments. */
export function servicesOf({ context }: Pick<ServicesArgs, 'context'>): AppContextValue {
  return context.get(appServices);
}
