import { ToastProvider } from '@stampcard/ui/Toast';
import { useEffect } from 'react';
import { Outlet, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppContextProvider, type AppContextValue } from '#app/lib/appContext';
import { listenForChanges, reloadData, type Invalidation } from '#app/lib/data';
import { renderRouterLink } from '#app/lib/page';
import { startPrefetchingRoutes } from '#app/lib/prefetch';
import { useScrollRestoration } from './useScrollRestoration';

export interface AppProps {
  router: DataRouter;
  context: AppContextValue;
}

/**
 * The root route's element: the toasts (their links navigate within the app) and the scroll
 * position, kept per history entry so Back returns to where the user was on a list.
 */
export function AppRoot() {
  useScrollRestoration();
  return (
    <ToastProvider renderLink={renderRouterLink}>
      <Outlet />
    </ToastProvider>
  );
}

/** The running app: its services and the router. The theme is provided by the caller. */
export function App({ router, context }: AppProps) {
  const { auth, cache } = context;
  // The user changed (signed out elsewhere, session ended, renewal failed, other roles): the guards
  // of the page on screen run again, so nobody stays on a page they may no longer open, and every
  // piece of data reloads, as it was another user's. Another tab of the app saved something: the
  // data it changed reloads here too.
  useEffect(() => {
    const reload = (invalidation: Invalidation) => {
      cache.invalidate(invalidation);
      void reloadData(() => router.revalidate(), invalidation);
    };
    const stopListening = listenForChanges(reload);
    const unsubscribe = auth.subscribe(() => {
      reload('everything');
    });
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [auth, cache, router]);
  // The code of the screens the user may open next: see lib/prefetch.
  useEffect(() => startPrefetchingRoutes(router), [router]);
  return (
    <AppContextProvider value={context}>
      <RouterProvider router={router} />
    </AppContextProvider>
  );
}
