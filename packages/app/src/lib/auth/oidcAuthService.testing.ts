/**
 * What the auth service's tests share: the fetched identity settings, an OIDC user, a UserManager
 * double and the hooks that quiet the logs and clear sessionStorage around each test.
 */
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import type { IdentityClientSettings } from '../config';
import {
  createOidcAuthService,
  type OidcAuthServiceOptions,
  type OidcProfile,
  type OidcUser,
  type OidcUserManager,
} from './oidcAuthService';
import type { AuthState } from './types';

export const settings: IdentityClientSettings = {
  authority: 'https://id.example',
  client_id: 'Stampcard.Web',
  redirect_uri: 'https://app.example/authentication/login-callback',
  post_logout_redirect_uri: 'https://app.example/authentication/logout-callback',
  response_type: 'code',
  scope: 'openid profile Stampcard.API',
};
export const pageOrigin = 'https://app.example';
export const state: AuthState = { returnUrl: '/cards' };

export function oidcUser(overrides: Partial<OidcUser> = {}, profile: Partial<OidcProfile> = {}): OidcUser {
  return {
    profile: { sub: 'u1', given_name: 'Ada', family_name: 'Lovelace', role: 'Merchant', ...profile },
    access_token: 'token-1',
    expired: false,
    state: undefined,
    ...overrides,
  };
}

interface Handlers {
  loaded: ((user: OidcUser) => void)[];
  unloaded: (() => void)[];
  signedOut: (() => void)[];
  expired: (() => void)[];
}

/** A UserManager double: every method a mock, events raised by hand. */
export function fakeUserManager() {
  const handlers: Handlers = { loaded: [], unloaded: [], signedOut: [], expired: [] };
  const add =
    <T>(list: T[]) =>
    (callback: T) => {
      list.push(callback);
      return () => undefined;
    };
  let stored: OidcUser | null = null;
  const manager = {
    events: {
      addUserLoaded: add(handlers.loaded),
      addUserUnloaded: add(handlers.unloaded),
      addUserSignedOut: add(handlers.signedOut),
      addAccessTokenExpired: add(handlers.expired),
    },
    getUser: vi.fn(() => Promise.resolve(stored)),
    removeUser: vi.fn(() => {
      stored = null;
      return Promise.resolve();
    }),
    signinSilent: vi.fn((): Promise<OidcUser | null> => Promise.reject(new Error('login_required'))),
    signinRedirect: vi.fn(() => Promise.resolve()),
    signinCallback: vi.fn((): Promise<OidcUser | undefined> => Promise.resolve(undefined)),
    signinSilentCallback: vi.fn(() => Promise.resolve()),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    signoutCallback: vi.fn((): Promise<{ userState: unknown } | undefined> => Promise.resolve(undefined)),
  } satisfies OidcUserManager;
  const raise = {
    userLoaded: (user: OidcUser) => {
      for (const handler of handlers.loaded) handler(user);
    },
    userUnloaded: () => {
      for (const handler of handlers.unloaded) handler();
    },
    userSignedOut: () => {
      for (const handler of handlers.signedOut) handler();
    },
    accessTokenExpired: () => {
      for (const handler of handlers.expired) handler();
    },
  };
  return {
    manager,
    raise,
    store: (user: OidcUser | null) => {
      stored = user;
    },
  };
}

/**
 * A Storage of its own, as each tab has its sessionStorage; call it in a test. Emptied when the
 * test ends, as the tab closes: its service would otherwise hand its user to the next test's tabs.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  onTestFinished(() => {
    items.clear();
  });
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => {
      items.clear();
    },
  };
}

export function setUp(options: Pick<OidcAuthServiceOptions, 'storage' | 'handoffWaitMilliseconds'> = {}) {
  const fake = fakeUserManager();
  const service = createOidcAuthService({
    settings,
    pageOrigin,
    userManager: fake.manager,
    handoffWaitMilliseconds: 20,
    ...options,
  });
  const listener = vi.fn();
  service.subscribe(listener);
  return { ...fake, service, listener };
}

/** Registers the hooks every auth service test file runs around each test. */
export function quietLogsAndClearStorage() {
  beforeEach(() => {
    // The service logs the failures it swallows; keep the test output quiet.
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    window.sessionStorage.clear();
  });
}
