/**
 * Start-up: the loading screen's three phases advance with the real steps, never with
 * timers: Downloading configurations (the app's runtime configuration and the identity client's
 * settings), Verifying authentication (the stored user), Loading (the first route's guard and
 * chunk). A step that fails shows why, with a Retry.
 */
import { LoadingScreen, type LoadingPhaseIndex } from '@stampcard/ui/LoadingScreen';
import { ThemeProvider } from '@stampcard/ui/theme';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { paths } from '#app/config/paths';
import { createAppApiClient } from '#app/lib/api';
import { routerContextOf, type AppContextValue } from '#app/lib/appContext';
import { createOidcAuthService } from '#app/lib/auth';
import { loadIdentityClientSettings, loadRuntimeConfiguration } from '#app/lib/config';
import { DataCache } from '#app/lib/data';
import { App } from './App';
import { prefetchRouteCode } from '#app/lib/prefetch';
import { createRoutes } from './routes';
import { StartupError } from './StartupError';

/** Resolves once the router has run the first route's guard and loaded its chunk. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'An unexpected error occurred.';
}

/** Starts the app in `container`. */
export async function startApp(container: HTMLElement): Promise<void> {
  // The hidden frame of a silent renewal: completes it and renders nothing.
  if (window.location.pathname === paths.silentCallback.href({})) {
    // Opened as a page rather than in the renewal's hidden frame: nothing to complete here.
    if (window.parent === window) {
      window.location.replace(paths.home.href({}));
      return;
    }
    const configuration = await loadRuntimeConfiguration();
    const settings = await loadIdentityClientSettings(configuration);
    await createOidcAuthService({ settings, pageOrigin: window.location.origin }).completeSilentRenew(
      window.location.href,
    );
    return;
  }

  const root = createRoot(container);
  const render = (node: ReactNode) => {
    root.render(
      <StrictMode>
        <ThemeProvider>{node}</ThemeProvider>
      </StrictMode>,
    );
  };
  const showPhase = (phase: LoadingPhaseIndex) => {
    render(<LoadingScreen phase={phase} />);
  };

  try {
    showPhase(0);
    // The code of the page the address opens downloads while the configuration and the sign-in
    // settings arrive, rather than after them.
    const routes = createRoutes();
    prefetchRouteCode(routes, window.location.pathname);
    const configuration = await loadRuntimeConfiguration();
    const settings = await loadIdentityClientSettings(configuration);

    showPhase(1);
    const auth = createOidcAuthService({ settings, pageOrigin: window.location.origin });
    await auth.loadUser();

    showPhase(2);
    const routerHolder: { current?: DataRouter } = {};
    // A 401 renews the token silently and retries once. A failed renewal removes the
    // user, so the page's guard runs again and sends the user to login with this page as returnUrl.
    const api = createAppApiClient({
      apiOrigin: configuration.apiOrigin,
      auth,
      onSignInRequired: () => {
        void routerHolder.current?.revalidate();
      },
    });
    const context: AppContextValue = {
      auth,
      api,
      cache: new DataCache(),
      configuration,
      identityOrigin: new URL(settings.authority).origin,
      redirect: (url) => {
        window.location.replace(url);
      },
    };
    const router = createBrowserRouter(routes, { getContext: routerContextOf(context) });
    routerHolder.current = router;
    // Completing a sign-in: the first screen's code downloads while the tokens are exchanged.
    if (window.location.pathname === paths.loginCallback.href({})) {
      prefetchRouteCode(router.routes, paths.insights.href({}));
    }
    await whenRouterReady(router);
    render(<App router={router} context={context} />);
  } catch (error) {
    render(
      <StartupError
        reason={describe(error)}
        onRetry={() => {
          window.location.reload();
        }}
      />,
    );
  }
}
