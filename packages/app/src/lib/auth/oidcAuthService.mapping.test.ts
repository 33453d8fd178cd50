/** Claims, a round's state and the stored user read into the app's shapes; the UserManager's settings. */
import { User, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { readStoredUser, storedUserKey, toAuthState, toAuthUser } from './oidcAuthService';
import { pageOrigin, quietLogsAndClearStorage, settings } from './oidcAuthService.testing';
import { createUserManager, createUserManagerSettings } from './userManager';

quietLogsAndClearStorage();

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
