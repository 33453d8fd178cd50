/** The auth service's signed-in user: where it is read from, its snapshot, the events that change it. */
import { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createOidcAuthService } from './oidcAuthService';
import {
  fakeUserManager,
  oidcUser,
  pageOrigin,
  quietLogsAndClearStorage,
  settings,
  setUp,
} from './oidcAuthService.testing';

quietLogsAndClearStorage();

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
});
