/**
 * Start-up: the loading screen's three phases advance with the real steps, never with
 * timers: Downloading configurations (the app's runtime configuration and the identity client's
 * settings: read from the page when the host wrote them there, else downloaded), Verifying
 * authentication (the stored user, or in a tab without one a silent sign-in on the provider's
 * session), Loading (the first route's guard and chunk). A step that fails shows why, with a
 * Retry; a device that is offline is told the network is needed.
 *
 * Nothing the first data request needs waits in line: the page's code downloads beside the
 * configuration, and the silent sign-in runs before the router starts, so the first route's guard
 * finds the user and its loader asks for data at once, rather than after a detour through the
 * sign-in page. The marks (`stampcard:…`) let `npm run bench:mobile` time each step.
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
import {
  ConfigurationError,
  loadIdentityClientSettings,
  loadRuntimeConfiguration,
  readInlineConfiguration,
} from '#app/lib/config';
import { DataCache } from '#app/lib/data';
import { App } from './App';
import { prefetchRouteCode } from '#app/lib/prefetch';
import { createRoutes } from './routes';
import { NetworkNeeded } from './NetworkNeeded';
import { StartupError } from './StartupError';
import { startupTexts } from './startupTexts';

/** The address of the sign-in pages and callbacks, which run their own sign-in steps. */
const authenticationPrefix = `/${paths.authentication.pattern.replace(/\*$/, '')}`;

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

/** Marks a start-up step for the benches (the Performance timeline); free when nobody reads it. */
function mark(step: 'entry' | 'configuration' | 'signed-in' | 'router-ready'): void {
  performance.mark(`stampcard:${step}`);
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
    const inline = readInlineConfiguration(document);
    const configuration = inline?.configuration ?? (await loadRuntimeConfiguration());
    const settings = inline?.settings ?? (await loadIdentityClientSettings(configuration));
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
  const showPhase = (phase: LoadingPhaseIndex, status?: string) => {
    render(<LoadingScreen phase={phase} {...(status === undefined ? {} : { status })} />);
  };
  const retry = () => {
    window.location.reload();
  };
  mark('entry');
  // Read each time: the device may go offline while the app starts.
  const isOffline = () => !navigator.onLine;

  // A page the browser (or its service worker) had at hand, on a device without a network: say so,
  // and start as soon as the network is back.
  if (isOffline()) {
    render(<NetworkNeeded onRetry={retry} />);
    window.addEventListener('online', retry, { once: true });
    return;
  }

  try {
    showPhase(0);
    // The code of the page the address opens downloads while the configuration and the sign-in
    // settings arrive, rather than after them.
    const routes = createRoutes();
    const pathname = window.location.pathname;
    prefetchRouteCode(routes, pathname);
    const inline = readInlineConfiguration(document);
    const configuration = inline?.configuration ?? (await loadRuntimeConfiguration());
    const settings = inline?.settings ?? (await loadIdentityClientSettings(configuration));
    mark('configuration');

    showPhase(1);
    const auth = createOidcAuthService({ settings, pageOrigin: window.location.origin });
    // A new tab of a signed-in browser has no user of its own yet: it signs in on the provider's
    // session here, in a hidden frame, so the first route starts with the user. The sign-in and
    // sign-out callbacks complete their own rounds.
    if ((await auth.loadUser()) === null && !pathname.startsWith(authenticationPrefix)) {
      showPhase(1, startupTexts.signingIn);
      await auth.signInSilently();
    }
    mark('signed-in');

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
    mark('router-ready');
    render(<App router={router} context={context} />);
  } catch (error) {
    // A download that failed because the device went offline is the network's fault, not the server's.
    if (isOffline() && error instanceof ConfigurationError) {
      render(<NetworkNeeded onRetry={retry} />);
      window.addEventListener('online', retry, { once: true });
      return;
    }
    render(<StartupError reason={describe(error)} onRetry={retry} />);
  }
}
