import { createStampcardClient, type StampcardClient } from '@stampcard/api-client';
import { createAuthenticatedFetch } from '../auth/authenticatedFetch';
import type { AuthService } from '../auth/types';

export interface AppApiClientOptions {
  /** The API's origin, or '' for the page's own (the runtime configuration's `apiOrigin`). */
  apiOrigin: string;
  auth: Pick<AuthService, 'getAccessToken' | 'renew'>;
  /** The session is over (a 401 and a failed renewal): sign in again, coming back to this page. */
  onSignInRequired: () => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * The app's API client: the signed-in user's token on the page's and the API's origin only; a 401
 * renews the token silently once and retries once; a failed renewal calls `onSignInRequired`.
 */
export function createAppApiClient({
  apiOrigin,
  auth,
  onSignInRequired,
  fetch: fetchImpl,
}: AppApiClientOptions): StampcardClient {
  return createStampcardClient({
    baseUrl: apiOrigin,
    getAccessToken: () => auth.getAccessToken(),
    fetch: createAuthenticatedFetch({
      auth,
      onRenewalFailed: onSignInRequired,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }),
  });
}
