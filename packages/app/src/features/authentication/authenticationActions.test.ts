import { describe, expect, it } from 'vitest';
import { paths } from '#app/config/paths';
import {
  type AuthenticationAction,
  authenticationActions,
  isAuthenticationAction,
  parseAuthenticationAction,
} from './authenticationActions';

describe('authenticationActions', () => {
  it('names exactly the authentication routes under authentication/', () => {
    expect(Object.values(authenticationActions).sort()).toEqual(
      [
        'login',
        'login-failed',
        'login-callback',
        'register',
        'profile',
        'logout',
        'logged-out',
        'logout-callback',
      ].sort(),
    );
  });
});

describe('parseAuthenticationAction', () => {
  it.each(Object.values(authenticationActions))('returns the action for the segment %j', (segment) => {
    const action: AuthenticationAction | null = parseAuthenticationAction(segment);
    expect(action).toBe(segment);
    expect(isAuthenticationAction(segment)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'Login',
    'LOGIN',
    ' login',
    'login ',
    'login/',
    '/login',
    'login-Failed',
    'login_failed',
    'loginFailed',
    'logged_out',
    'logout%2Dcallback',
    'authentication',
    'authentication/login',
    'login?returnUrl=/',
    'toString',
    'constructor',
    '__proto__',
    'hasOwnProperty',
  ])('returns null for the unknown segment %j', (segment) => {
    expect(parseAuthenticationAction(segment)).toBeNull();
  });

  it.each([0, {}, [], ['login'], true])('isAuthenticationAction refuses the non-string %j', (value) => {
    expect(isAuthenticationAction(value)).toBe(false);
  });
});

describe('the authentication paths', () => {
  it('has a path for every authentication action', () => {
    const patterns = Object.values(paths).map((path) => path.pattern);
    for (const action of Object.values(authenticationActions)) {
      expect(patterns).toContain(`authentication/${action}`);
    }
  });
});
