/**
 * The app's view of sign-in. Screens, guards and the API client depend on this
 * interface only; `createOidcAuthService` implements it with oidc-client-ts, and stories and tests
 * pass fakes.
 */

/** The signed-in user, from the ID token's profile. */
export interface AuthUser {
  /** The subject (`sub`). */
  readonly id: string;
  /** `given_name`, or '' when the provider sends none. */
  readonly givenName: string;
  /** `family_name`, or '' when the provider sends none. */
  readonly surname: string;
  /**
   * The user's roles, from the `roles` or `role` claim: an array, one string, or a comma-separated
   * string, trimmed, empty entries dropped, order kept, duplicates removed.
   */
  readonly roles: readonly string[];
}

/** What a sign-in or sign-out round carries through the identity provider and back. */
export interface AuthState {
  /** Where to go afterwards: a same-origin path (already checked by `resolveReturnUrl`). */
  readonly returnUrl: string;
}

/**
 * The outcome of a sign-in or sign-out step:
 * - success: done here; `state` is what the round started with (callbacks) or was given;
 * - redirect: the browser is leaving for the identity provider, render nothing more;
 * - fail: `message` says why, in the catalogue's words ('There was an error signing in.') where it has them.
 */
export type AuthResult =
  | { readonly status: 'success'; readonly state?: AuthState | undefined }
  | { readonly status: 'redirect' }
  | { readonly status: 'fail'; readonly message: string };

export interface AuthService {
  /**
   * The user now, synchronously (null when signed out or the session has expired). A function
   * property, so it can be passed on unbound (React's `useSyncExternalStore`).
   */
  readonly getSnapshot: () => AuthUser | null;
  /** Calls `listener` whenever the user changes (sign-in, renewal, sign-out, user-signed-out). */
  readonly subscribe: (listener: () => void) => () => void;
  /** Reads the stored user (once at start-up); null when there is none or it has expired. */
  loadUser(): Promise<AuthUser | null>;
  /** The current access token, or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /**
   * A silent sign-in only (the provider's session, in a hidden frame), at start-up in a tab with no
   * user of its own: the user, or null when the provider has none for this browser. After a failed
   * one, the next `signIn` goes straight to the redirect.
   */
  signInSilently(): Promise<AuthUser | null>;
  /** A silent sign-in first; on failure a redirect sign-in (popup sign-in is disabled). */
  signIn(state: AuthState): Promise<AuthResult>;
  /** Completes a redirect sign-in on login-callback; fail says 'There was an error signing in.' */
  completeSignIn(url: string): Promise<AuthResult>;
  /** Signs out through the provider with a redirect (popup disabled). */
  signOut(state: AuthState): Promise<AuthResult>;
  /** Completes the sign-out on logout-callback and forgets the user. */
  completeSignOut(url: string): Promise<AuthResult>;
  /**
   * One silent renewal (used after a 401). Concurrent calls share one renewal. Resolves to the
   * renewed user, or null when renewal failed (the stored user is then removed).
   */
  renew(): Promise<AuthUser | null>;
  /** Completes a silent renewal inside the hidden frame (authentication/silent-callback). */
  completeSilentRenew(url: string): Promise<void>;
}
