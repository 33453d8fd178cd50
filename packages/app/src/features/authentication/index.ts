export { AuthenticationPage } from './AuthenticationPage';
export {
  authenticationActions,
  authenticationRoutePrefix,
  identityServerPaths,
  loggedOutRedirectDelayInMilliseconds,
  parseAuthenticationAction,
  returnUrlParameter,
} from './authenticationActions';
export type { AuthenticationAction } from './authenticationActions';
export { resolveReturnUrl } from './returnUrl';
