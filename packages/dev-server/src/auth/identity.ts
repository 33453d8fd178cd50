/**
 * The identity: an OpenID Connect provider for the back-office app and the pages around it. Each
 * flow has its own module: the provider's configuration (provider.ts), its keys (identityKeys.ts),
 * where it keeps its state (adapter.ts), sign-in (login.ts, with throttle.ts), registration
 * (registration.ts), account management (account.ts) and the error pages (errorPages.ts). This
 * module routes a request to them and verifies the API's access tokens.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Database } from '../db/database.ts';
import { createAccountPage } from './account.ts';
import { grantIsLive } from './adapter.ts';
import { sendError } from './errorPages.ts';
import type { IdentityPages, PageHandler } from './forms.ts';
import { createLoginPages } from './login.ts';
import { securityHeaders } from './pages.ts';
import { loadIdentityKeys, publicJwk, signingAlgorithm } from './identityKeys.ts';
import { apiAudience, createProvider, grantClaim, oidcRoute, stringArray, webClientId, webScope } from './provider.ts';
import { createRegistrationPage } from './registration.ts';
import { createSignInThrottle, type SignInThrottle } from './throttle.ts';

export interface AccessTokenClaims {
  sub: string;
  roles: string[];
  /** When the token expires, in seconds since 1970. */
  exp: number;
  given_name?: string;
  family_name?: string;
  email?: string;
}

export interface IdentityOptions {
  /** Public origin of the server, e.g. http://localhost:8080 (issuer = this origin). */
  issuer: string;
  /**
   * Whether a proxy is in front (the issuer is its address): the provider then trusts its
   * X-Forwarded-Proto and X-Forwarded-Host for the addresses it builds. @default false
   */
  behindProxy?: boolean;
  database: Database;
  /** Extra origins allowed as app redirect origins (e.g. a Vite dev server); the issuer origin is always allowed. */
  appOrigins?: string[];
  /** Sign-in throttling (after repeated wrong passwords); tests pass their own clock. */
  throttle?: SignInThrottle;
}

export interface Identity {
  /**
   * Handles OIDC endpoints (discovery, /auth, /token, /jwks, /me, /session/end, ...), the interaction pages and
   * /Identity/Account/Register, /Identity/Account/Manage. Resolves true when it handled the request, false when the
   * request is not the identity's (then the caller routes it elsewhere: /api, /_configuration and static files are
   * NOT the identity's).
   */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /**
   * Verifies an API bearer token (JWT signed by this provider, audience "Stampcard.API", not
   * expired, its grant not ended by a sign-out); throws on anything invalid.
   */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** The oidc-client-ts settings for GET /_configuration/{clientId}, or undefined for an unknown client. */
  clientConfiguration(clientId: string):
    | {
        authority: string;
        client_id: string;
        redirect_uri: string;
        post_logout_redirect_uri: string;
        response_type: 'code';
        scope: string;
      }
    | undefined;
}

function originOf(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new Error(`Not an http(s) origin: ${url}`);
  }
  return parsed.origin;
}

export async function createIdentity(options: IdentityOptions): Promise<Identity> {
  const { database } = options;
  const issuer = originOf(options.issuer);
  const allowedOrigins = new Set([issuer, ...(options.appOrigins ?? []).map(originOf)]);
  const keys = await loadIdentityKeys(database);
  const verificationKeys = createLocalJWKSet({ keys: keys.tokens.map(publicJwk) });
  const headers = Object.entries(securityHeaders([...allowedOrigins].filter((origin) => origin !== issuer)));
  const provider = createProvider({ issuer, allowedOrigins, keys, database });
  // Koa's setting: the request's protocol and host are the forwarded ones.
  provider.proxy = options.behindProxy ?? false;
  const oidcCallback = provider.callback();
  const pages: IdentityPages = {
    issuer,
    allowedOrigins,
    behindProxy: options.behindProxy ?? false,
    database,
    provider,
    throttle: options.throttle ?? createSignInThrottle(database),
  };
  const loginPages = createLoginPages(pages);
  const registrationPage = createRegistrationPage(pages);
  const accountPage = createAccountPage(pages);

  return {
    async handle(request, response) {
      const url = new URL(request.url ?? '/', issuer);
      const { pathname } = url;
      const method = (request.method ?? 'GET').toUpperCase();
      const lower = pathname.toLowerCase();
      let page: PageHandler | undefined;
      if (pathname.startsWith('/interaction/')) page = loginPages;
      else if (lower === '/identity/account/register') page = registrationPage;
      else if (lower === '/identity/account/manage') page = accountPage;
      const isProvider = oidcRoute(pathname);
      if (!page && !isProvider) return false;
      // Every identity response, the provider's own pages (errors, sign-out) included.
      for (const [name, value] of headers) response.setHeader(name, value);
      if (isProvider) {
        await oidcCallback(request, response);
        return true;
      }
      if (!page) return false;
      try {
        await page(request, response, url, method);
      } catch (error) {
        sendError(response, error);
      }
      return true;
    },

    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, verificationKeys, {
        issuer,
        audience: apiAudience,
        typ: 'at+jwt',
        algorithms: [signingAlgorithm],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const roles = stringArray(payload.roles);
      if (typeof payload.sub !== 'string' || payload.sub === '' || !roles) {
        throw new Error('The access token has no subject or roles.');
      }
      const grantId = payload[grantClaim];
      if (typeof grantId !== 'string' || !(await grantIsLive(database, grantId))) {
        throw new Error('The access token’s grant has ended.');
      }
      const claims: AccessTokenClaims = { sub: payload.sub, roles, exp: payload.exp ?? 0 };
      for (const name of ['given_name', 'family_name', 'email'] as const) {
        const value = payload[name];
        if (value === undefined) continue;
        if (typeof value !== 'string') throw new Error(`The access token's ${name} is not a string.`);
        claims[name] = value;
      }
      return claims;
    },

    clientConfiguration(clientId) {
      if (clientId !== webClientId) return undefined;
      return {
        authority: issuer,
        client_id: webClientId,
        redirect_uri: `${issuer}/authentication/login-callback`,
        post_logout_redirect_uri: `${issuer}/authentication/logout-callback`,
        response_type: 'code',
        scope: webScope,
      };
    },
  };
}
