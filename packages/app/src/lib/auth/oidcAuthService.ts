/**
 * The app's `AuthService` on oidc-client-ts, shaped like the ASP.NET Core SPA template's
 * AuthorizeService: a silent sign-in first, then (popup sign-in being disabled) a redirect sign-in;
 * sign-out by redirect; a user-signed-out event forgets the user; silent token renewal is on.
 */
import type { UserManagerSettings } from 'oidc-client-ts';
import type { IdentityClientSettings } from '#app/lib/config';
import { whenIdle } from '../prefetch';
import { silentCallbackPath } from './silentCallback';
import { answerSessionAsks, askOpenTabs } from './sessionHandoff';
import { announceSignOut, listenForSignOut } from './signOutChannel';
import type { AuthResult, AuthService, AuthState, AuthUser } from './types';

export type { IdentityClientSettings } from '#app/lib/config';

export { silentCallbackPath };

/** What a failed sign-in says; the authentication pages' catalogue re-exports it. */
export const signInErrorMessage = 'There was an error signing in.';

/** What oidc-client-ts says when a popup is closed. */
const popupClosedError = 'Popup window closed';
/** What the user is shown instead; the authentication pages' catalogue re-exports it. */
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
  /** The identity client settings fetched from `GET /_configuration/{clientId}`. */
  settings: IdentityClientSettings;
  /** The page's origin (`window.location.origin`); the silent renewal frame loads under it. */
  pageOrigin: string;
  /**
   * The user manager to use, or a factory given the full settings (tests pass a fake).
   * @default a new oidc-client-ts `UserManager`, created when first needed (see `userManager.ts`)
   */
  userManager?: OidcUserManager | ((settings: UserManagerSettings) => OidcUserManager);
  /**
   * Where the tab keeps its user (tests pass their own, one per simulated tab).
   * @default window.sessionStorage
   */
  storage?: Storage;
  /**
   * How long a tab without a user waits for an open tab to hand over its session before it signs
   * in through the provider.
   * @default 100
   */
  handoffWaitMilliseconds?: number;
}

/**
 * Where oidc-client-ts keeps the signed-in user (its `WebStorageStateStore` in sessionStorage, with
 * its default `oidc.` prefix): read directly at start-up, so a returning user's first screen does
 * not wait for the library.
 */
export function storedUserKey(settings: Pick<IdentityClientSettings, 'authority' | 'client_id'>): string {
  return `oidc.user:${settings.authority}:${settings.client_id}`;
}

/**
 * The user oidc-client-ts stored under `key`, read as the library reads it (`expired` from
 * `expires_at`, in seconds), or null when there is none or it is not a user.
 */
export function readStoredUser(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  nowInMilliseconds = Date.now(),
): OidcUser | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { profile, access_token: accessToken, expires_at: expiresAt } = value as Record<string, unknown>;
  if (typeof profile !== 'object' || profile === null || typeof (profile as OidcProfile).sub !== 'string') return null;
  if (typeof accessToken !== 'string') return null;
  if (expiresAt !== undefined && typeof expiresAt !== 'number') return null;
  return {
    profile: profile as OidcProfile,
    access_token: accessToken,
    expired: expiresAt === undefined ? undefined : expiresAt - Math.floor(nowInMilliseconds / 1000) <= 0,
    state: undefined,
  };
}

function rolesFromClaim(claim: unknown): string[] {
  if (typeof claim === 'string') return claim.split(',');
  if (Array.isArray(claim)) return claim.filter((role): role is string => typeof role === 'string');
  return [];
}

/**
 * The app's user from the ID token's claims: `sub`, `given_name` and `family_name` ('' when
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

/** The message of a failure, with oidc-client-ts's popup-closed error as 'The user closed the window.'. */
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
  const { userManager: given, settings, pageOrigin } = options;
  const storage = options.storage ?? window.sessionStorage;
  const userKey = storedUserKey(settings);
  let created: Promise<OidcUserManager> | undefined;
  let manager: OidcUserManager | undefined;

  /**
   * The user manager, created on first use: a given one at once; the default one once its module
   * (and with it oidc-client-ts) has loaded.
   */
  function getManager(): Promise<OidcUserManager> {
    created ??= (async () => {
      const next =
        given === undefined
          ? (await import('./userManager')).createUserManager(settings, pageOrigin, storage)
          : typeof given === 'function'
            ? given((await import('./userManager')).createUserManagerSettings(settings, pageOrigin, storage))
            : given;
      listenTo(next.events);
      manager = next;
      return next;
    })();
    return created;
  }

  let snapshot: AuthUser | null = null;
  const listeners = new Set<() => void>();
  let renewal: Promise<AuthUser | null> | undefined;
  /**
   * Whether a silent sign-in has just failed: the provider has no session for this browser, so the
   * next sign-in goes straight to the redirect rather than trying the hidden frame again.
   */
  let silentSignInFailed = false;

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
      await (manager ?? (await getManager())).removeUser();
    } catch (error: unknown) {
      console.warn('Could not remove the stored user.', error);
    }
    update(null);
  }

  function listenTo(events: OidcUserManagerEvents): void {
    events.addUserLoaded((user) => {
      update(user);
    });
    // removeUser() raises userUnloaded itself: the user is already gone, removing it again would loop.
    events.addUserUnloaded(() => {
      update(null);
    });
    events.addUserSignedOut(() => {
      void forgetUser();
    });
    events.addAccessTokenExpired(() => {
      update(null);
    });
  }

  /**
   * After the first screen, at idle: the library takes over the stored user, so its renewal timers
   * and session monitor run.
   */
  function startManagerWhenIdle(): void {
    whenIdle(() => {
      void getManager()
        .then((loaded) => loaded.getUser())
        .then(
          (user) => update(user),
          (error: unknown) => {
            console.warn('Could not start the sign-in library.', error);
          },
        );
    });
  }

  // A given manager (tests) is listened to from the start, as the library's own events would be.
  if (given !== undefined && typeof given !== 'function') void getManager();

  // A new tab of this browser may take this tab's session rather than sign in again.
  answerSessionAsks(userKey, () => (signedIn(readStoredUser(storage, userKey)) ? storage.getItem(userKey) : null));

  /** A session an open tab handed over, kept as this tab's own: the user, or null when none came. */
  async function takeOpenTabsSession(): Promise<AuthUser | null> {
    const shared = await askOpenTabs(
      userKey,
      (json) => signedIn(readStoredUser({ getItem: () => json }, userKey)),
      options.handoffWaitMilliseconds ?? 100,
    );
    if (shared === null) return null;
    storage.setItem(userKey, shared);
    // The library takes the user over at idle, as for a returning user, and renews it when due.
    if (given === undefined) startManagerWhenIdle();
    return update(readStoredUser(storage, userKey));
  }

  // Another tab signed out: this tab's tokens go too, and its guards send it to the sign-in.
  listenForSignOut(() => {
    if (snapshot !== null) void forgetUser();
  });

  async function renewOnce(): Promise<AuthUser | null> {
    try {
      const user = await (manager ?? (await getManager())).signinSilent();
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
      // The default library is not needed to read the stored user: a returning user's first screen
      // comes without it, and it loads at idle.
      if (given === undefined && manager === undefined) {
        const stored = readStoredUser(storage, userKey);
        // Signed out, the next step is a sign-in or its callback, both the library's: it loads now,
        // beside the page's code, rather than after it.
        if (signedIn(stored)) startManagerWhenIdle();
        else void getManager().catch(() => undefined);
        return update(stored);
      }
      try {
        return update(await (manager ?? (await getManager())).getUser());
      } catch (error: unknown) {
        console.warn('Could not read the stored user.', error);
        return update(null);
      }
    },

    async getAccessToken() {
      try {
        const user =
          given === undefined && manager === undefined
            ? readStoredUser(storage, userKey)
            : await (manager ?? (await getManager())).getUser();
        return signedIn(user) && user.access_token !== '' ? user.access_token : null;
      } catch {
        return null;
      }
    },

    async signInSilently() {
      const shared = await takeOpenTabsSession();
      if (shared !== null) return shared;
      try {
        const user = await (manager ?? (await getManager())).signinSilent();
        if (signedIn(user)) return update(user);
      } catch (error: unknown) {
        console.info('No session at the provider for a silent sign-in.', error);
      }
      silentSignInFailed = true;
      return null;
    },

    async signIn(state) {
      if (silentSignInFailed) {
        // Tried moments ago at start-up: once is enough.
        silentSignInFailed = false;
      } else {
        try {
          const user = await (manager ?? (await getManager())).signinSilent();
          if (!signedIn(user)) throw new Error('Silent sign-in gave no user.');
          update(user);
          return success(state);
        } catch (silentError: unknown) {
          console.info('Silent sign-in failed; signing in by redirect.', silentError);
        }
      }
      // Popup sign-in is disabled: straight to the redirect.
      try {
        await (manager ?? (await getManager())).signinRedirect({ state });
        return redirect();
      } catch (redirectError: unknown) {
        // Every failure of a sign-in or sign-out round is logged for whoever investigates, and shown.
        console.warn('Sign-in redirect failed.', redirectError);
        return fail(messageOf(redirectError));
      }
    },

    async completeSignIn(url) {
      try {
        const user = await (manager ?? (await getManager())).signinCallback(url);
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
        await (manager ?? (await getManager())).signoutRedirect({ state });
        return redirect();
      } catch (error: unknown) {
        console.warn('Sign-out redirect failed.', error);
        return fail(messageOf(error));
      }
    },

    async completeSignOut(url) {
      try {
        const loaded = manager ?? (await getManager());
        const response = await loaded.signoutCallback(url);
        await loaded.removeUser();
        update(null);
        announceSignOut();
        return success(toAuthState(response?.userState));
      } catch (error: unknown) {
        console.warn('Sign-out callback failed.', error);
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
        await (manager ?? (await getManager())).signinSilentCallback(url);
      } catch (error: unknown) {
        console.warn('Silent renewal callback failed.', error);
      }
    },
  };
}
