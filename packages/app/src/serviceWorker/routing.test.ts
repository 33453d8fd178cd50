import { describe, expect, it } from 'vitest';
import { isServerPath, pageDocumentFor } from './routing';

describe('pageDocumentFor', () => {
  it("answers every client route with the app's page", () => {
    for (const path of ['/', '/insights', '/businesses/7/details', '/authentication/login-callback', '/authentication'])
      expect(pageDocumentFor(path), path).toBe('/index.html');
  });

  it("answers the app's page and the silent sign-in's callback page under their own names", () => {
    expect(pageDocumentFor('/index.html')).toBe('/index.html');
    expect(pageDocumentFor('/silent-callback.html')).toBe('/silent-callback.html');
  });

  it("answers the silent sign-in's route with the callback page, not the app", () => {
    expect(pageDocumentFor('/authentication/silent-callback')).toBe('/silent-callback.html');
  });

  it("leaves the server's paths to the network", () => {
    for (const path of [
      '/api/Card',
      '/api/Business/1/export',
      '/_configuration/Stampcard.Web',
      '/auth',
      '/auth/Xyz123',
      '/token',
      '/token/revocation',
      '/session/end',
      '/session/end/confirm',
      '/.well-known/openid-configuration',
      '/jwks',
      '/me',
      '/interaction/abc/login',
      '/Identity/Account/Register',
      '/identity/account/manage',
      '/app-config.json',
      '/sw.js',
    ])
      expect(pageDocumentFor(path), path).toBeUndefined();
  });

  it('leaves other files to the network: a missing chunk is a 404, never the page', () => {
    for (const path of ['/assets/missing.js', '/favicon.svg', '/card-icons/solid/star.svg', '/report.pdf'])
      expect(pageDocumentFor(path), path).toBeUndefined();
  });
});

describe('isServerPath', () => {
  it('matches a path and what is under it, not a longer name that starts the same', () => {
    expect(isServerPath('/auth')).toBe(true);
    expect(isServerPath('/auth/abc')).toBe(true);
    expect(isServerPath('/authentication/login')).toBe(false);
    expect(isServerPath('/me')).toBe(true);
    expect(isServerPath('/messages')).toBe(false);
    expect(isServerPath('/tokens')).toBe(false);
    expect(isServerPath('/apiary')).toBe(false);
  });
});
