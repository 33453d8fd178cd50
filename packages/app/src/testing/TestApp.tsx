/**
 * The app on a memory router with fake services, for stories and tests: the real routes, guards,
 * shell and pages, starting at `path`.
 */
import { createStampcardClient } from '@stampcard/api-client';
import { useState } from 'react';
import { createMemoryRouter, parsePath, type DataRouter } from 'react-router';
import { App } from '#app/app/App';
import { createRoutes } from '#app/app/routes';
import { routerContextOf, type AppContextValue } from '#app/lib/appContext';
import type { AuthService } from '#app/lib/auth';
import { defaultMobileAppUrl, type RuntimeConfiguration } from '#app/lib/config';
import { DataCache } from '#app/lib/data';

export const testConfiguration: RuntimeConfiguration = Object.freeze({
  clientId: 'Stampcard.Web',
  apiOrigin: '',
  analyticsEmbedUrl: null,
  mobileAppUrl: defaultMobileAppUrl,
  // As the dev server configures it: its own lookup (mocked in stories) and a key.
  addressLookup: Object.freeze({ url: '', key: 'test-address-lookup-key' }),
});

/** The app's services around a fake sign-in service. */
export function createTestContext(
  auth: AuthService,
  overrides: Partial<Omit<AppContextValue, 'auth'>> = {},
): AppContextValue {
  return {
    auth,
    api: createStampcardClient({ getAccessToken: () => auth.getAccessToken() }),
    cache: new DataCache(),
    configuration: testConfiguration,
    identityOrigin: 'https://identity.example',
    redirect: () => undefined,
    ...overrides,
  };
}

export interface TestAppProps {
  /** Where the app starts: a path with its query, e.g. '/authentication/login?returnUrl=%2Freports'. */
  path: string;
  /** History state of the first entry (e.g. `{ local: true }` for a logout started here). */
  state?: unknown;
  context: AppContextValue;
}

/**
 * The router of an app's services: one per services object, since StrictMode calls a state's
 * initializer twice and a second router would run every loader again.
 */
const routers = new WeakMap<AppContextValue, DataRouter>();

/** The whole app (routes, guards, shell, pages) on a memory router. */
export function TestApp({ path, state, context }: TestAppProps) {
  const [router] = useState(() => {
    const existing = routers.get(context);
    if (existing) return existing;
    const created = createMemoryRouter(createRoutes(), {
      initialEntries: [{ ...parsePath(path), state }],
      getContext: routerContextOf(context),
    });
    routers.set(context, created);
    return created;
  });
  return <App router={router} context={context} />;
}
