/**
 * A fetch that renews the session once when the API answers 401 to a request carrying a bearer
 * token, and then retries that request once with the new token. It is given to
 * `createStampcardClient({ fetch })`, whose interceptor sets `Authorization: Bearer` only for the
 * trusted origins; this fetch never adds a token to a request that had none.
 */
import type { AuthService } from './types';

export interface AuthenticatedFetchOptions {
  /**
   * Renews the session (`renew`) and then supplies the new token (`getAccessToken`). The app passes
   * its `AuthService`.
   */
  auth: Pick<AuthService, 'renew' | 'getAccessToken'>;
  /**
   * The fetch underneath.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Called when a 401 could not be cured because the renewal failed (the user is then signed out);
   * once per failed renewal, however many requests were waiting on it.
   */
  onRenewalFailed: () => void;
}

const authorization = 'Authorization';
const unauthorized = 401;

/** A copy of the headers a `fetch(input, init)` call sends: `init.headers` replace a Request's own. */
function headersOf(input: RequestInfo | URL, init: RequestInit | undefined): Headers {
  if (init?.headers !== undefined) return new Headers(init.headers);
  return new Headers(input instanceof Request ? input.headers : undefined);
}

/** Discards a response that is not handed on, so its connection is freed. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/**
 * Wraps `fetch` (see the module comment). Both call shapes are accepted: `fetch(request)` (what ky
 * does) and `fetch(url, init)`. A request that carries an Authorization header is cloned before it
 * is sent, so its body can be sent again; a `fetch(url, init)` call is retried with the same `init`
 * (a ReadableStream body cannot be replayed, so such a call is passed through untouched). A second
 * 401 is returned as it is: there is one retry, never a loop. Concurrent 401s share one renewal.
 */
export function createAuthenticatedFetch(options: AuthenticatedFetchOptions): typeof fetch {
  const { auth, onRenewalFailed } = options;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let renewal: Promise<string | null> | undefined;

  /** The new access token, or null when renewal failed (then `onRenewalFailed` has been called). */
  async function renewOnce(): Promise<string | null> {
    let token: string | null = null;
    try {
      if ((await auth.renew()) !== null) token = await auth.getAccessToken();
    } catch (error: unknown) {
      console.warn('Session renewal failed.', error);
    }
    if (token === null || token === '') {
      onRenewalFailed();
      return null;
    }
    return token;
  }

  function renew(): Promise<string | null> {
    renewal ??= renewOnce().finally(() => {
      renewal = undefined;
    });
    return renewal;
  }

  return async (input, init) => {
    if (!headersOf(input, init).has(authorization) || init?.body instanceof ReadableStream) {
      return send(input, init);
    }

    // Kept before sending: a Request's body can only be read once.
    const copy = input instanceof Request ? input.clone() : input;
    const response = await send(input, init);
    if (response.status !== unauthorized) return response;
    const token = await renew();
    if (token === null) return response;
    discard(response);
    if (copy instanceof Request && init === undefined) {
      copy.headers.set(authorization, `Bearer ${token}`);
      return send(copy);
    }
    const headers = headersOf(input, init);
    headers.set(authorization, `Bearer ${token}`);
    return send(copy, { ...init, headers });
  };
}
