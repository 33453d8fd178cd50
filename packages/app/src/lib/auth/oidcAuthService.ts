/**
 * The app's `AuthService` on oidc-client-ts (spec A 4), shaped like the ASP.NET Core SPA template's
 * AuthorizeService: a silent sign-in first, then (popup sign-in being disabled) a redirect sign-in;
 * sign-out by redirect; a user-signed-out event forgets the user; silent token renewal is on.
 */
import { UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '../../config/paths';
import type { IdentityClientSettings } from '../config';
import type { AuthResult, AuthService, AuthState, AuthUser } from './types';

export type { IdentityClientSettings } from '../config';

/** The route the hidden renewal frame loads (spec A 2.1), under the page's origin. */
export const silentCallbackPath = paths.silentCallback.href({});

/** The sign-in failure message of spec A 8; the authentication pages' catalogue re-exports it. */
export const signInErrorMessage = 'There was an error signing in.';

/** What oidc-client-ts says when a popup is closed. */
const popupClosedError = 'Popup window closed';
/** What spec A 8 shows instead; the authentication pages' catalogue re-exports it. */
export const signInPopupClosedMessage = 'The user closed the window.';

/** Said when a failure carries no message of its own. */
const unknownErrorMessage = 'There was an error.';

/** The claims of the ID token the app reads; oidc-client-ts's `UserProfile` fits this shape. */
export interface OidcProfile {
  readonly sub: string;
  readonly [claim: string]: unknown;
}

/** The parts of an oidc-client-ts `User` the service reads. */
export interface OidcUser {
  readonly profile: OidcProfile;
  readonly access_token: string;
  /** True once the access token has expired (undefined when the token gives no expiry). */
  readonly expired: boolean | undefined;
  /** The state the sign-in round started with. */
  readonly state: unknown;
}

/** The events of an oidc-client-ts `UserManager` the service listens to. Each `add` returns its remover. */
export interface OidcUserManagerEvents {
  addUserLoaded(callback: (user: OidcUser) => void): () => void;
  addUserUnloaded(callback: () => void): () => void;
  addUserSignedOut(callback: () => void): () => void;
  addAccessTokenExpired(callback: () => void): () => void;
}

/**
 * The parts of an oidc-client-ts `UserManager` the service uses, so tests can pass a fake. A real
 * `UserManager` fits it.
 */
export interface OidcUserManager {
  readonly events: OidcUserManagerEvents;
  getUser(): Promise<OidcUser | null>;
  removeUser(): Promise<void>;
  signinSilent(): Promise<OidcUser | null>;
  signinRedirect(args: { state: AuthState }): Promise<void>;
  signinCallback(url: string): Promise<OidcUser | undefined>;
  signinSilentCallback(url: string): Promise<void>;
  signoutRedirect(args: { state: AuthState }): Promise<void>;
  signoutCallback(url: string): Promise<{ readonly userState: unknown } | undefined>;
}

export interface OidcAuthServiceOptions {
  /** The identity client settings fetched from `GET /_configuration/{clientId}` (spec A 7). */
  settings: IdentityClientSettings;
  /** The page's origin (`window.location.origin`); the silent renewal frame loads under it. */
  pageOrigin: string;
  /**
   * The user manager to use, or a factory given the full settings (tests pass a fake).
   * @default a new oidc-client-ts `UserManager`
   */
  userManager?: OidcUserManager | ((settings: UserManagerSettings) => OidcUserManager);
}

/**
 * The `UserManager` settings of spec A 4: the fetched settings plus silent renewal through the
 * silent-callback route, the user kept in sessionStorage, the profile taken from the ID token alone
 * (given_name, family_name and roles are in it), and session monitoring for user-signed-out.
 */
export function createUserManagerSettings(settings: IdentityClientSettings, pageOrigin: string): UserManagerSettings {
  return {
    authority: settings.authority,
    client_id: settings.client_id,
    redirect_uri: settings.redirect_uri,
    post_logout_redirect_uri: settings.post_logout_redirect_uri,
    response_type: settings.response_type,
    scope: settings.scope,
    silent_redirect_uri: `${pageOrigin.replace(/\/+$/, '')}${silentCallbackPath}`,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    loadUserInfo: false,
    // The provider's check-session frame raises user-signed-out when the session ends elsewhere
    // (spec A 4); a provider without one (the dev server's) only logs that it has none.
    monitorSession: true,
  };
}

function rolesFromClaim(claim: unknown): string[] {
  if (typeof claim === 'string') return claim.split(',');
  if (Array.isArray(claim)) return claim.filter((role): role is string => typeof role === 'string');
  return [];
}

/**
 * The app's user from the ID token's claims (spec A 3): `sub`, `given_name` and `family_name` ('' when
 * absent or not a string), and the roles of the `roles` claim, or of `role` when `roles` is absent.
 * A claim may be an array of strings, one string or a comma-separated string; the roles are trimmed,
 * empty ones dropped, duplicates removed and the order kept. The result is frozen.
 */
export function toAuthUser(profile: OidcProfile): AuthUser {
  const claim = profile.roles ?? profile.role;
  const roles = [...new Set(rolesFromClaim(claim).map((role) => role.trim()))].filter((role) => role !== '');
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return Object.freeze({
    id: profile.sub,
    givenName: text(profile.given_name),
    surname: text(profile.family_name),
    roles: Object.freeze(roles),
  });
}

/**
 * The state a round brought back, checked before it is trusted: `{ returnUrl: string }` (a fresh
 * object with nothing else), or undefined for anything else.
 */
export function toAuthState(value: unknown): AuthState | undefined {
  if (typeof value !== 'object' || value === null || !('returnUrl' in value)) return undefined;
  const { returnUrl } = value;
  return typeof returnUrl === 'string' ? { returnUrl } : undefined;
}

/** The message of a failure, with oidc-client-ts's popup-closed error in the words of spec A 8. */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message === popupClosedError) return signInPopupClosedMessage;
  return message === '' ? unknownErrorMessage : message;
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return (
    a.id === b.id &&
    a.givenName === b.givenName &&
    a.surname === b.surname &&
    a.roles.length === b.roles.length &&
    a.roles.every((role, index) => role === b.roles[index])
  );
}

function signedIn(user: OidcUser | null | undefined): user is OidcUser {
  return user !== null && user !== undefined && user.expired !== true;
}

const success = (state?: AuthState): AuthResult => ({ status: 'success', state });
const redirect = (): AuthResult => ({ status: 'redirect' });
const fail = (message: string): AuthResult => ({ status: 'fail', message });

/**
 * Creates the app's `AuthService` on an oidc-client-ts `UserManager`. The snapshot starts signed out;
 * call `loadUser()` once at start-up to read the stored user. The snapshot object only changes when
 * the user does (id, names or roles), so a token renewal alone does not re-render.
 */
export function createOidcAuthService(options: OidcAuthServiceOptions): AuthService {
  const { userManager: given } = options;
  const manager =
    given === undefined
      ? new UserManager(createUserManagerSettings(options.settings, options.pageOrigin))
      : typeof given === 'function'
        ? given(createUserManagerSettings(options.settings, options.pageOrigin))
        : given;

  let snapshot: AuthUser | null = null;
  const listeners = new Set<() => void>();
  let renewal: Promise<AuthUser | null> | undefined;

  /** Sets the user and tells the listeners, when it changed. */
  function update(user: OidcUser | null | undefined): AuthUser | null {
    const next = signedIn(user) ? toAuthUser(user.profile) : null;
    if (!sameUser(snapshot, next)) {
      snapshot = next;
      for (const listener of [...listeners]) listener();
    }
    return snapshot;
  }

  async function forgetUser(): Promise<void> {
    try {
      await manager.removeUser();
    } catch (error: unknown) {
      console.warn('Could not remove the stored user.', error);
    }
    update(null);
  }

  manager.events.addUserLoaded((user) => {
    update(user);
  });
  // removeUser() raises userUnloaded itself: the user is already gone, removing it again would loop.
  manager.events.addUserUnloaded(() => {
    update(null);
  });
  manager.events.addUserSignedOut(() => {
    void forgetUser();
  });
  manager.events.addAccessTokenExpired(() => {
    update(null);
  });

  async function renewOnce(): Promise<AuthUser | null> {
    try {
      const user = await manager.signinSilent();
      if (signedIn(user)) return update(user);
    } catch (error: unknown) {
      console.warn('Silent renewal failed.', error);
    }
    await forgetUser();
    return null;
  }

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
      const entry = (): void => {
        listener();
      };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },

    async loadUser() {
      try {
        return update(await manager.getUser());
      } catch (error: unknown) {
        console.warn('Could not read the stored user.', error);
        return update(null);
      }
    },

    async getAccessToken() {
      try {
        const user = await manager.getUser();
        return signedIn(user) && user.access_token !== '' ? user.access_token : null;
      } catch {
        return null;
      }
    },

    async signIn(state) {
      try {
        const user = await manager.signinSilent();
        if (!signedIn(user)) throw new Error('Silent sign-in gave no user.');
        update(user);
        return success(state);
      } catch (silentError: unknown) {
        console.info('Silent sign-in failed; signing in by redirect.', silentError);
      }
      // Popup sign-in is disabled (spec A 4): straight to the redirect.
      try {
        await manager.signinRedirect({ state });
        return redirect();
      } catch (redirectError: unknown) {
        return fail(messageOf(redirectError));
      }
    },

    async completeSignIn(url) {
      try {
        const user = await manager.signinCallback(url);
        update(user);
        return success(toAuthState(user?.state));
      } catch (error: unknown) {
        console.warn('Sign-in callback failed.', error);
        return fail(signInErrorMessage);
      }
    },

    async signOut(state) {
      // Popup sign-out is disabled like popup sign-in: straight to the redirect.
      try {
        await manager.signoutRedirect({ state });
        return redirect();
      } catch (error: unknown) {
        return fail(messageOf(error));
      }
    },

    async completeSignOut(url) {
      try {
        const response = await manager.signoutCallback(url);
        await manager.removeUser();
        update(null);
        return success(toAuthState(response?.userState));
      } catch (error: unknown) {
        return fail(messageOf(error));
      }
    },

    renew() {
      renewal ??= renewOnce().finally(() => {
        renewal = undefined;
      });
      return renewal;
    },

    async completeSilentRenew(url) {
      try {
        // Posts the answer to the parent window's pending signinSilent(); needs no stored state.
        await manager.signinSilentCallback(url);
      } catch (error: unknown) {
        console.warn('Silent renewal callback failed.', error);
      }
    },
  };
}
