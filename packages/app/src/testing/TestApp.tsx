/**
 * The app on a memory router with fake services, for stories and tests: the real routes, guards,
 * shell and pages, starting at `path`.
 */
import { createStampcardClient } from '@stampcard/api-client';
import { useState } from 'react';
import { createMemoryRouter, parsePath } from 'react-router';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import type { AppContextValue } from '../lib/appContext';
import type { AuthService } from '../lib/auth/types';
import { defaultMobileAppUrl, type RuntimeConfiguration } from '../lib/config';

export const testConfiguration: RuntimeConfiguration = Object.freeze({
  clientId: 'Stampcard.Web',
  apiOrigin: '',
  analyticsEmbedUrl: null,
  mobileAppUrl: defaultMobileAppUrl,
});

/** The app's services around a fake sign-in service. */
export function createTestContext(
  auth: AuthService,
  overrides: Partial<Omit<AppContextValue, 'auth'>> = {},
): AppContextValue {
  return {
    auth,
    api: createStampcardClient({ getAccessToken: () => auth.getAccessToken() }),
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

/** The whole app (routes, guards, shell, pages) on a memory router. */
export function TestApp({ path, state, context }: TestAppProps) {
  const [router] = useState(() =>
    createMemoryRouter(createRoutes({ auth: context.auth }), { initialEntries: [{ ...parsePath(path), state }] }),
  );
  return <App router={router} context={context} />;
}
