/** The auth service's sign-in, sign-out and silent-renewal rounds and what each gives back. */
import { describe, expect, it, vi } from 'vitest';
import { storedUserKey, type OidcUser } from './oidcAuthService';
import { memoryStorage, oidcUser, quietLogsAndClearStorage, settings, setUp, state } from './oidcAuthService.testing';

quietLogsAndClearStorage();

describe('createOidcAuthService', () => {
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
      expect(console.warn).toHaveBeenCalledWith('Sign-in redirect failed.', expect.any(Error));
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

  describe('signInSilently', () => {
    it('takes the user of the provider’s session without leaving the page', async () => {
      const { service, manager, listener } = setUp();
      manager.signinSilent.mockResolvedValue(oidcUser());

      expect((await service.signInSilently())?.id).toBe('u1');
      expect(service.getSnapshot()?.id).toBe('u1');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(manager.signinRedirect).not.toHaveBeenCalled();
    });

    it('gives null when the provider has no session, and the next sign-in redirects at once', async () => {
      const { service, manager } = setUp();

      expect(await service.signInSilently()).toBeNull();
      expect(await service.signIn(state)).toEqual({ status: 'redirect' });
      expect(manager.signinSilent).toHaveBeenCalledTimes(1);
      expect(manager.signinRedirect).toHaveBeenCalledWith({ state });
      // Only the sign-in right after the failed attempt skips the frame.
      await service.signIn(state);
      expect(manager.signinSilent).toHaveBeenCalledTimes(2);
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
      expect(console.warn).toHaveBeenCalledWith('Sign-in callback failed.', expect.any(Error));
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
      expect(console.warn).toHaveBeenCalledWith('Sign-out redirect failed.', expect.any(Error));
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
      expect(console.warn).toHaveBeenCalledWith('Sign-out callback failed.', expect.any(Error));
    });
  });

  describe('a session handed over by an open tab', () => {
    const key = storedUserKey(settings);
    const storedUser = (expiresInSeconds: number) =>
      JSON.stringify({
        profile: { sub: 'u7', given_name: 'Grace', role: 'Merchant' },
        access_token: 'open-tab-token',
        id_token: 'id',
        refresh_token: 'never-shared',
        expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
      });

    it('takes an open tab’s user without a sign-in round, and never its refresh token', async () => {
      const open = memoryStorage();
      open.setItem(key, storedUser(600));
      setUp({ storage: open });
      const fresh = memoryStorage();
      const { service, manager } = setUp({ storage: fresh, handoffWaitMilliseconds: 1_000 });

      expect((await service.signInSilently())?.id).toBe('u7');
      expect(manager.signinSilent).not.toHaveBeenCalled();
      const kept = JSON.parse(fresh.getItem(key) ?? '{}') as Record<string, unknown>;
      expect(kept.access_token).toBe('open-tab-token');
      expect(kept).not.toHaveProperty('refresh_token');
    });

    it('signs in through the provider when no open tab has a user that is still valid', async () => {
      const open = memoryStorage();
      open.setItem(key, storedUser(-10));
      setUp({ storage: open });
      const { service, manager } = setUp({ storage: memoryStorage() });
      manager.signinSilent.mockResolvedValue(oidcUser());

      expect((await service.signInSilently())?.id).toBe('u1');
      expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    });
  });

  describe('signing out in another tab', () => {
    it('forgets the user in every other tab once a tab completes its sign-out', async () => {
      const signingOut = setUp();
      const other = setUp();
      other.manager.signinSilent.mockResolvedValue(oidcUser());
      await other.service.signInSilently();
      expect(other.service.getSnapshot()?.id).toBe('u1');

      await signingOut.service.completeSignOut('https://app.example/authentication/logout-callback?state=s');

      await vi.waitFor(() => {
        expect(other.service.getSnapshot()).toBeNull();
      });
      expect(other.manager.removeUser).toHaveBeenCalled();
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
