import { User, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityClientSettings } from '../config';
import {
  createOidcAuthService,
  readStoredUser,
  storedUserKey,
  type OidcProfile,
  type OidcUser,
  type OidcUserManager,
  toAuthState,
  toAuthUser,
} from './oidcAuthService';
import type { AuthState } from './types';
import { createUserManager, createUserManagerSettings } from './userManager';

const settings: IdentityClientSettings = {
  authority: 'https://id.example',
  client_id: 'Stampcard.Web',
  redirect_uri: 'https://app.example/authentication/login-callback',
  post_logout_redirect_uri: 'https://app.example/authentication/logout-callback',
  response_type: 'code',
  scope: 'openid profile Stampcard.API',
};
const pageOrigin = 'https://app.example';
const state: AuthState = { returnUrl: '/cards' };

function oidcUser(overrides: Partial<OidcUser> = {}, profile: Partial<OidcProfile> = {}): OidcUser {
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
function fakeUserManager() {
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

function setUp() {
  const fake = fakeUserManager();
  const service = createOidcAuthService({ settings, pageOrigin, userManager: fake.manager });
  const listener = vi.fn();
  service.subscribe(listener);
  return { ...fake, service, listener };
}

beforeEach(() => {
  // The service logs the failures it swallows; keep the test output quiet.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('toAuthUser', () => {
  it('maps sub, given_name and family_name', () => {
    expect(toAuthUser({ sub: 'abc', given_name: 'Ada', family_name: 'Lovelace' })).toEqual({
      id: 'abc',
      givenName: 'Ada',
      surname: 'Lovelace',
      roles: [],
    });
  });

  it('gives empty names when the claims are absent or not strings', () => {
    expect(toAuthUser({ sub: 'abc' })).toEqual({ id: 'abc', givenName: '', surname: '', roles: [] });
    expect(toAuthUser({ sub: 'abc', given_name: 7, family_name: null })).toMatchObject({ givenName: '', surname: '' });
  });

  it.each<[string, unknown, string[]]>([
    ['an array', ['Administrators', 'Merchant'], ['Administrators', 'Merchant']],
    ['one string', 'Merchant', ['Merchant']],
    ['a comma-separated string', 'Administrators,Merchant', ['Administrators', 'Merchant']],
    ['a comma-separated string with spaces', ' Administrators , Merchant ', ['Administrators', 'Merchant']],
    ['a string with empty entries', ',Merchant,, ,Administrators,', ['Merchant', 'Administrators']],
    ['a string with duplicates', 'Merchant,Administrators,Merchant', ['Merchant', 'Administrators']],
    ['duplicates that differ only by spaces', 'Merchant, Merchant ,Administrators', ['Merchant', 'Administrators']],
    ['an array with blanks and duplicates', [' Merchant', '', '  ', 'Merchant', 'Customer'], ['Merchant', 'Customer']],
    ['an array with non-strings', ['Merchant', 3, null, { a: 1 }, 'Customer'], ['Merchant', 'Customer']],
    ['an empty string', '', []],
    ['an empty array', [], []],
    ['a number', 42, []],
    ['an object', { role: 'Merchant' }, []],
  ])('reads roles from %s', (_name, claim, roles) => {
    expect(toAuthUser({ sub: 's', roles: claim }).roles).toEqual(roles);
    expect(toAuthUser({ sub: 's', role: claim }).roles).toEqual(roles);
  });

  it('keeps the order and the case of the roles', () => {
    expect(toAuthUser({ sub: 's', roles: ['merchant', 'Merchant', 'Customer', 'Administrators'] }).roles).toEqual([
      'merchant',
      'Merchant',
      'Customer',
      'Administrators',
    ]);
  });

  it('prefers roles over role, and uses role when roles is absent or null', () => {
    expect(toAuthUser({ sub: 's', roles: ['Administrators'], role: 'Merchant' }).roles).toEqual(['Administrators']);
    expect(toAuthUser({ sub: 's', role: 'Merchant' }).roles).toEqual(['Merchant']);
    expect(toAuthUser({ sub: 's', roles: null, role: 'Merchant' }).roles).toEqual(['Merchant']);
  });

  it('gives no roles when there is neither claim', () => {
    expect(toAuthUser({ sub: 's' }).roles).toEqual([]);
  });

  it('returns a frozen user', () => {
    const user = toAuthUser({ sub: 's', role: 'Merchant' });
    expect(Object.isFrozen(user)).toBe(true);
    expect(Object.isFrozen(user.roles)).toBe(true);
  });
});

describe('toAuthState', () => {
  it('keeps { returnUrl: string } and only that', () => {
    expect(toAuthState({ returnUrl: '/cards' })).toEqual({ returnUrl: '/cards' });
    expect(toAuthState({ returnUrl: '/cards', extra: 'x' })).toEqual({ returnUrl: '/cards' });
  });

  it.each([undefined, null, 'string', 42, {}, { returnUrl: 42 }, { returnUrl: null }, ['/cards']])(
    'rejects %j',
    (value) => {
      expect(toAuthState(value)).toBeUndefined();
    },
  );
});

describe('readStoredUser', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const seconds = Math.floor(now / 1000);
  const key = storedUserKey(settings);

  it('reads the user where a real UserManager stores it, without the library', async () => {
    const user = new User({
      profile: { iss: settings.authority, aud: settings.client_id, sub: 'u9', exp: seconds + 60, iat: seconds },
      access_token: 'token-9',
      token_type: 'Bearer',
      expires_at: seconds + 60,
    });
    await createUserManager(settings, pageOrigin).storeUser(user);
    const read = readStoredUser(window.sessionStorage, key, now);
    expect(read).toMatchObject({ access_token: 'token-9', expired: false, state: undefined });
    expect(read?.profile.sub).toBe('u9');
  });

  it('says when the stored token has expired, and undefined when it gives no expiry', () => {
    const storage = window.sessionStorage;
    storage.setItem(key, JSON.stringify({ profile: { sub: 'u1' }, access_token: 't', expires_at: seconds }));
    expect(readStoredUser(storage, key, now)?.expired).toBe(true);
    storage.setItem(key, JSON.stringify({ profile: { sub: 'u1' }, access_token: 't' }));
    expect(readStoredUser(storage, key, now)?.expired).toBeUndefined();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['no profile', JSON.stringify({ access_token: 't' })],
    ['a profile without sub', JSON.stringify({ profile: {}, access_token: 't' })],
    ['no access token', JSON.stringify({ profile: { sub: 'u1' } })],
    [
      'an expiry that is not a number',
      JSON.stringify({ profile: { sub: 'u1' }, access_token: 't', expires_at: 'soon' }),
    ],
  ])('reads %s as signed out', (_, stored) => {
    if (stored === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, stored);
    expect(readStoredUser(window.sessionStorage, key, now)).toBeNull();
  });
});

describe('createUserManagerSettings', () => {
  it('adds silent renewal, sessionStorage, ID-token claims and no session monitor to the fetched settings', () => {
    const userManagerSettings = createUserManagerSettings(settings, pageOrigin);
    expect(userManagerSettings).toMatchObject({
      ...settings,
      silent_redirect_uri: 'https://app.example/authentication/silent-callback',
      automaticSilentRenew: true,
      loadUserInfo: false,
      monitorSession: true,
    });
    expect(userManagerSettings.userStore).toBeInstanceOf(WebStorageStateStore);
  });

  it('keeps the user in sessionStorage', async () => {
    await createUserManagerSettings(settings, pageOrigin).userStore?.set('key', 'value');
    expect(window.sessionStorage.getItem('oidc.key')).toBe('value');
  });

  it('does not double the slash of an origin given with one', () => {
    expect(createUserManagerSettings(settings, 'https://app.example/').silent_redirect_uri).toBe(
      'https://app.example/authentication/silent-callback',
    );
  });
});

describe('createOidcAuthService', () => {
  it('hands the full settings to a user manager factory when it first needs the manager', async () => {
    const { manager } = fakeUserManager();
    const factory = vi.fn(() => manager);
    const service = createOidcAuthService({ settings, pageOrigin, userManager: factory });
    expect(factory).not.toHaveBeenCalled();
    await service.loadUser();
    expect(factory).toHaveBeenCalledOnce();
    expect(factory).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'Stampcard.Web', automaticSilentRenew: true, monitorSession: true }),
    );
  });

  it('reads the user oidc-client-ts keeps in sessionStorage, through a real UserManager by default', async () => {
    const stored = new User({
      profile: {
        iss: settings.authority,
        aud: settings.client_id,
        sub: 'u7',
        exp: Math.floor(Date.now() / 1000) + 3600,
        iat: Math.floor(Date.now() / 1000),
        given_name: 'Grace',
        family_name: 'Hopper',
        role: 'Administrators',
      },
      access_token: 'token-7',
      token_type: 'Bearer',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    });
    window.sessionStorage.setItem(`oidc.user:${settings.authority}:${settings.client_id}`, stored.toStorageString());

    const service = createOidcAuthService({ settings, pageOrigin });

    await expect(service.loadUser()).resolves.toEqual({
      id: 'u7',
      givenName: 'Grace',
      surname: 'Hopper',
      roles: ['Administrators'],
    });
    await expect(service.getAccessToken()).resolves.toBe('token-7');
  });

  describe('loadUser and getSnapshot', () => {
    it('starts signed out and reads the stored user', async () => {
      const { service, store, listener } = setUp();
      expect(service.getSnapshot()).toBeNull();
      store(oidcUser());

      const user = await service.loadUser();

      expect(user).toEqual({ id: 'u1', givenName: 'Ada', surname: 'Lovelace', roles: ['Merchant'] });
      expect(service.getSnapshot()).toBe(user);
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('counts an expired user as signed out', async () => {
      const { service, store, listener } = setUp();
      store(oidcUser({ expired: true }));

      expect(await service.loadUser()).toBeNull();
      expect(service.getSnapshot()).toBeNull();
      expect(listener).not.toHaveBeenCalled();
      expect(await service.getAccessToken()).toBeNull();
    });

    it('counts a user without expiry as signed in', async () => {
      const { service, store } = setUp();
      store(oidcUser({ expired: undefined }));
      expect(await service.loadUser()).not.toBeNull();
    });

    it('returns the same snapshot while nothing changed', async () => {
      const { service, store, raise, listener } = setUp();
      store(oidcUser());
      const first = await service.loadUser();
      expect(service.getSnapshot()).toBe(first);
      expect(service.getSnapshot()).toBe(service.getSnapshot());

      // A renewal (new token, same profile) keeps the snapshot.
      raise.userLoaded(oidcUser({ access_token: 'token-2' }));
      await service.loadUser();
      expect(service.getSnapshot()).toBe(first);
      expect(listener).toHaveBeenCalledTimes(1);

      // A changed profile gives a new snapshot.
      raise.userLoaded(oidcUser({}, { role: 'Merchant,Administrators' }));
      expect(service.getSnapshot()).not.toBe(first);
      expect(service.getSnapshot()?.roles).toEqual(['Merchant', 'Administrators']);
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('stops calling a listener once it unsubscribes', () => {
      const { service, raise } = setUp();
      const listener = vi.fn();
      const unsubscribe = service.subscribe(listener);
      raise.userLoaded(oidcUser());
      unsubscribe();
      raise.userUnloaded();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('gives the access token of a signed-in user', async () => {
      const { service, store } = setUp();
      expect(await service.getAccessToken()).toBeNull();
      store(oidcUser());
      expect(await service.getAccessToken()).toBe('token-1');
    });
  });

  describe('events', () => {
    it('takes the user from userLoaded, and ignores an expired one', () => {
      const { service, raise, listener } = setUp();
      raise.userLoaded(oidcUser());
      expect(service.getSnapshot()?.id).toBe('u1');
      expect(listener).toHaveBeenCalledTimes(1);
      raise.userLoaded(oidcUser({ expired: true }));
      expect(service.getSnapshot()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('removes the stored user on userSignedOut and notifies', async () => {
      const { service, store, raise, manager, listener } = setUp();
      store(oidcUser());
      await service.loadUser();
      listener.mockClear();

      raise.userSignedOut();

      await vi.waitFor(() => {
        expect(manager.removeUser).toHaveBeenCalledTimes(1);
      });
      await vi.waitFor(() => {
        expect(service.getSnapshot()).toBeNull();
      });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(await service.getAccessToken()).toBeNull();
    });

    it('signs out on userUnloaded without removing the user again (removeUser raises it)', () => {
      const { service, raise, manager, listener } = setUp();
      raise.userLoaded(oidcUser());
      listener.mockClear();

      raise.userUnloaded();

      expect(service.getSnapshot()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
      expect(manager.removeUser).not.toHaveBeenCalled();
    });

    it('signs out on accessTokenExpired and notifies', () => {
      const { service, raise, listener } = setUp();
      raise.userLoaded(oidcUser());
      listener.mockClear();

      raise.accessTokenExpired();

      expect(service.getSnapshot()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });

  describe('signIn', () => {
    it('succeeds with the given state when the silent sign-in works', async () => {
      const { service, manager, listener } = setUp();
      manager.signinSilent.mockResolvedValue(oidcUser());

      expect(await service.signIn(state)).toEqual({ status: 'success', state });
      expect(service.getSnapshot()?.id).toBe('u1');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(manager.signinRedirect).not.toHaveBeenCalled();
    });

    it('redirects with the state when the silent sign-in fails', async () => {
      const { service, manager } = setUp();

      expect(await service.signIn(state)).toEqual({ status: 'redirect' });
      expect(manager.signinSilent).toHaveBeenCalledTimes(1);
      expect(manager.signinRedirect).toHaveBeenCalledWith({ state });
    });

    it('redirects when the silent sign-in gives no user or an expired one', async () => {
      const { service, manager } = setUp();
      manager.signinSilent.mockResolvedValueOnce(null).mockResolvedValueOnce(oidcUser({ expired: true }));

      expect(await service.signIn(state)).toEqual({ status: 'redirect' });
      expect(await service.signIn(state)).toEqual({ status: 'redirect' });
      expect(manager.signinRedirect).toHaveBeenCalledTimes(2);
    });

    it('fails with the error message when the redirect throws', async () => {
      const { service, manager } = setUp();
      manager.signinRedirect.mockRejectedValue(new Error('Failed to fetch the discovery document'));

      expect(await service.signIn(state)).toEqual({
        status: 'fail',
        message: 'Failed to fetch the discovery document',
      });
    });

    it("says 'The user closed the window.' for oidc-client-ts's popup-closed error", async () => {
      const { service, manager } = setUp();
      manager.signinRedirect.mockRejectedValue(new Error('Popup window closed'));

      expect(await service.signIn(state)).toEqual({ status: 'fail', message: 'The user closed the window.' });
    });

    it('fails with a general message when the error has none', async () => {
      const { service, manager } = setUp();
      manager.signinRedirect.mockRejectedValue(new Error(''));

      expect(await service.signIn(state)).toEqual({ status: 'fail', message: 'There was an error.' });
    });
  });

  describe('completeSignIn', () => {
    const url = 'https://app.example/authentication/login-callback?code=c&state=s';

    it('succeeds with the state the round started with and takes the user', async () => {
      const { service, manager, listener } = setUp();
      manager.signinCallback.mockResolvedValue(oidcUser({ state: { returnUrl: '/stores' } }));

      expect(await service.completeSignIn(url)).toEqual({ status: 'success', state: { returnUrl: '/stores' } });
      expect(manager.signinCallback).toHaveBeenCalledWith(url);
      expect(service.getSnapshot()?.id).toBe('u1');
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('drops a state that is not { returnUrl: string }', async () => {
      const { service, manager } = setUp();
      manager.signinCallback.mockResolvedValue(oidcUser({ state: { returnUrl: 42 } }));

      expect(await service.completeSignIn(url)).toEqual({ status: 'success', state: undefined });
    });

    it("fails with 'There was an error signing in.' whatever went wrong", async () => {
      const { service, manager } = setUp();
      manager.signinCallback.mockRejectedValue(new Error('No matching state found in storage'));

      expect(await service.completeSignIn(url)).toEqual({ status: 'fail', message: 'There was an error signing in.' });
      expect(service.getSnapshot()).toBeNull();
    });
  });

  describe('signOut and completeSignOut', () => {
    const url = 'https://app.example/authentication/logout-callback?state=s';

    it('signs out by redirect with the state', async () => {
      const { service, manager } = setUp();

      expect(await service.signOut(state)).toEqual({ status: 'redirect' });
      expect(manager.signoutRedirect).toHaveBeenCalledWith({ state });
    });

    it('fails with the error message when the sign-out redirect throws', async () => {
      const { service, manager } = setUp();
      manager.signoutRedirect.mockRejectedValue(new Error('No end session endpoint'));

      expect(await service.signOut(state)).toEqual({ status: 'fail', message: 'No end session endpoint' });
    });

    it('completes the sign-out: forgets the user and gives back the state', async () => {
      const { service, store, manager, listener } = setUp();
      store(oidcUser());
      await service.loadUser();
      listener.mockClear();
      manager.signoutCallback.mockResolvedValue({ userState: { returnUrl: '/' } });

      expect(await service.completeSignOut(url)).toEqual({ status: 'success', state: { returnUrl: '/' } });
      expect(manager.signoutCallback).toHaveBeenCalledWith(url);
      expect(manager.removeUser).toHaveBeenCalledTimes(1);
      expect(service.getSnapshot()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('completes the sign-out without a state when the answer has none or a bad one', async () => {
      const { service, manager } = setUp();
      manager.signoutCallback.mockResolvedValueOnce(undefined).mockResolvedValueOnce({ userState: 'x' });

      expect(await service.completeSignOut(url)).toEqual({ status: 'success', state: undefined });
      expect(await service.completeSignOut(url)).toEqual({ status: 'success', state: undefined });
    });

    it('fails with the error message when the sign-out callback throws', async () => {
      const { service, manager } = setUp();
      manager.signoutCallback.mockRejectedValue(new Error('No matching state found in storage'));

      expect(await service.completeSignOut(url)).toEqual({
        status: 'fail',
        message: 'No matching state found in storage',
      });
    });
  });

  describe('renew', () => {
    it('runs one silent sign-in for concurrent calls and gives the user', async () => {
      const { service, manager } = setUp();
      let finish: (user: OidcUser) => void = () => undefined;
      manager.signinSilent.mockImplementation(
        () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
      );

      const first = service.renew();
      const second = service.renew();
      expect(second).toBe(first);
      finish(oidcUser());

      expect(await first).toEqual({ id: 'u1', givenName: 'Ada', surname: 'Lovelace', roles: ['Merchant'] });
      expect(await second).toBe(await first);
      expect(manager.signinSilent).toHaveBeenCalledTimes(1);
      expect(service.getSnapshot()).toBe(await first);
    });

    it('starts a new renewal once the previous one has finished', async () => {
      const { service, manager } = setUp();
      manager.signinSilent.mockResolvedValue(oidcUser());

      await service.renew();
      await service.renew();
      expect(manager.signinSilent).toHaveBeenCalledTimes(2);
    });

    it('removes the user, signs out, notifies and resolves null when renewal fails', async () => {
      const { service, store, manager, listener } = setUp();
      store(oidcUser());
      await service.loadUser();
      listener.mockClear();

      const [first, second] = await Promise.all([service.renew(), service.renew()]);

      expect(first).toBeNull();
      expect(second).toBeNull();
      expect(manager.signinSilent).toHaveBeenCalledTimes(1);
      expect(manager.removeUser).toHaveBeenCalledTimes(1);
      expect(service.getSnapshot()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('counts a renewal that gives no user as failed', async () => {
      const { service, manager } = setUp();
      manager.signinSilent.mockResolvedValue(null);

      expect(await service.renew()).toBeNull();
      expect(manager.removeUser).toHaveBeenCalledTimes(1);
    });

    it('still signs out when removing the user fails', async () => {
      const { service, manager, raise } = setUp();
      raise.userLoaded(oidcUser());
      manager.removeUser.mockRejectedValue(new Error('storage'));

      expect(await service.renew()).toBeNull();
      expect(service.getSnapshot()).toBeNull();
    });
  });

  describe('completeSilentRenew', () => {
    it('hands the answer to the parent window', async () => {
      const { service, manager } = setUp();
      const url = 'https://app.example/authentication/silent-callback?code=c&state=s';

      await service.completeSilentRenew(url);

      expect(manager.signinSilentCallback).toHaveBeenCalledWith(url);
    });

    it('swallows and logs a failure', async () => {
      const { service, manager } = setUp();
      manager.signinSilentCallback.mockRejectedValue(new Error('No parent window'));

      await expect(service.completeSilentRenew('https://app.example/x')).resolves.toBeUndefined();
      expect(console.warn).toHaveBeenCalled();
    });
  });
});
