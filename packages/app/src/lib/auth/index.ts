export { createAuthenticatedFetch } from './authenticatedFetch';
export type { AuthenticatedFetchOptions } from './authenticatedFetch';
export {
  createOidcAuthService,
  signInErrorMessage,
  signInPopupClosedMessage,
  readStoredUser,
  silentCallbackPath,
  storedUserKey,
  toAuthState,
  toAuthUser,
} from './oidcAuthService';
export type {
  IdentityClientSettings,
  OidcAuthServiceOptions,
  OidcProfile,
  OidcUser,
  OidcUserManager,
  OidcUserManagerEvents,
} from './oidcAuthService';
export { resetRunOnce, runOnce } from './runOnce';
export type { AuthResult, AuthService, AuthState, AuthUser } from './types';
