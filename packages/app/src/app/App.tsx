import { ToastProvider } from '@stampcard/ui/Toast';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppContextProvider, type AppContextValue } from '../lib/appContext';

export interface AppProps {
  router: DataRouter;
  context: AppContextValue;
}

/** The running app: its services, the toasts and the router. The theme is provided by the caller. */
export function App({ router, context }: AppProps) {
  const { auth } = context;
  // The user changed (signed out elsewhere, session ended, renewal failed, other roles): the guards
  // of the page on screen run again, so nobody stays on a page they may no longer open.
  useEffect(
    () =>
      auth.subscribe(() => {
        void router.revalidate();
      }),
    [auth, router],
  );
  return (
    <AppContextProvider value={context}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </AppContextProvider>
  );
}
