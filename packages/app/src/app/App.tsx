import { ToastProvider } from '@stampcard/ui/Toast';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppContextProvider, type AppContextValue } from '../lib/appContext';

export interface AppProps {
  router: DataRouter;
  context: AppContextValue;
}

/** The running app: its services, the toasts and the router. The theme is provided by the caller. */
export function App({ router, context }: AppProps) {
  return (
    <AppContextProvider value={context}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </AppContextProvider>
  );
}
