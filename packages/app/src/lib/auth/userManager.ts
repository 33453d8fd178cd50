/**
 * The oidc-client-ts `UserManager` the app signs in with. This module is the only one that loads
 * the library: the auth service imports it when it first needs it (a sign-in, its callback, a
 * renewal, a sign-out) or at idle after the first screen, which reads the stored user without it.
 */
import { UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import type { IdentityClientSettings } from '../config';
import { silentCallbackPath } from './silentCallback';

/**
 * The `UserManager` settings: the fetched settings plus silent renewal through the silent-callback
 * route, the user kept in sessionStorage, the profile taken from the ID token alone (given_name,
 * family_name and roles are in it), and session monitoring for user-signed-out.
 */
export function createUserManagerSettings(
  settings: IdentityClientSettings,
  pageOrigin: string,
  storage: Storage = window.sessionStorage,
): UserManagerSettings {
  return {
    authority: settings.authority,
    client_id: settings.client_id,
    redirect_uri: settings.redirect_uri,
    post_logout_redirect_uri: settings.post_logout_redirect_uri,
    response_type: settings.response_type,
    scope: settings.scope,
    // The provider's endpoints given with the settings spare the discovery request.
    ...(settings.metadata ? { metadata: { ...settings.metadata } } : {}),
    silent_redirect_uri: `${pageOrigin.replace(/\/+$/, '')}${silentCallbackPath}`,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: storage }),
    loadUserInfo: false,
    // The provider's check-session frame raises user-signed-out when the session ends elsewhere;
    // a provider without one (the dev server's) only logs that it has none.
    monitorSession: true,
  };
}

/** A `UserManager` on `createUserManagerSettings`. */
export function createUserManager(
  settings: IdentityClientSettings,
  pageOrigin: string,
  storage: Storage = window.sessionStorage,
): UserManager {
  return new UserManager(createUserManagerSettings(settings, pageOrigin, storage));
}
