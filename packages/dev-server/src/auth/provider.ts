/**
 * The OpenID Connect provider's configuration: its one client (the back-office app, public, with
 * PKCE), the API as the one resource its access tokens are for, the claims it issues, and how long
 * tokens and sessions last. The first-party app is never shown a consent screen.
 */
import Provider, {
  errors,
  type Account,
  type AccountClaims,
  type Configuration,
  type Grant,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { databaseAdapter } from './adapter.ts';
import { providerErrorPage, signedOutPage } from './errorPages.ts';
import { signingAlgorithm, type IdentityKeys } from './identityKeys.ts';
import { logoutPage } from './pages.ts';
import { findUser, type UserRow } from './users.ts';

/** The one client: the back-office single-page app (public, PKCE). */
export const webClientId = 'Stampcard.Web';
/** The audience (and scope) of API access tokens. */
export const apiAudience = 'Stampcard.API';
/**
 * The API's resource indicator (RFC 8707 requires an absolute URI, so not "Stampcard.API" itself). The app never
 * sends it: it is the default resource, and the access tokens' audience is `apiAudience`.
 */
const apiResource = 'urn:stampcard:api';
export const webScope = `openid profile ${apiAudience}`;

const accessTokenLifetime = 60 * 60;
const sessionLifetime = 14 * 24 * 60 * 60;
/** The access token's claim naming its grant: the API refuses a token whose grant has ended. */
export const grantClaim = 'grant_id';

/** Whether a path is one of the provider's own endpoints (discovery, keys, authorization, tokens, sign-out). */
export function oidcRoute(pathname: string): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return (
    pathname === '/.well-known/openid-configuration' ||
    pathname === '/.well-known/oauth-authorization-server' ||
    pathname === '/jwks' ||
    pathname === '/me' ||
    under('/auth') ||
    under('/token') ||
    under('/session/end')
  );
}

export function stringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

function fullName(user: UserRow): string | undefined {
  const name = [user.firstName, user.surname].filter(Boolean).join(' ');
  return name || undefined;
}

/** The user's claims: for the ID token and userinfo (filtered by scope) and the access token. */
function userClaims(user: UserRow): AccountClaims {
  const claims: AccountClaims = { sub: user.userId, email: user.email, roles: user.roles };
  if (user.firstName) claims.given_name = user.firstName;
  if (user.surname) claims.family_name = user.surname;
  const name = fullName(user);
  if (name) claims.name = name;
  // ASP.NET Identity's shape: a string for one role, an array for several.
  if (user.roles.length > 0) claims.role = user.roles.length === 1 ? user.roles[0] : user.roles;
  return claims;
}

/** Adds what the first-party client asks for to its grant (no consent screen) and extends it. */
function grantRequested(ctx: KoaContextWithOIDC, grant: Grant): void {
  const oidc = ctx.oidc;
  const scopes = [...oidc.requestParamOIDCScopes];
  if (scopes.length > 0) grant.addOIDCScope(scopes);
  const claims = [...oidc.requestParamClaims];
  if (claims.length > 0) grant.addOIDCClaims(claims);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const resourceScopes = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope));
    if (resourceScopes.length > 0) grant.addResourceScope(indicator, resourceScopes);
  }
  grant.exp = Math.floor(Date.now() / 1000) + sessionLifetime;
}

export interface ProviderOptions {
  issuer: string;
  /** The origins of the app: its sign-in, silent renew and sign-out callbacks, and CORS. */
  allowedOrigins: ReadonlySet<string>;
  /** The keys that sign tokens and cookies (identityKeys.ts): the first of each signs. */
  keys: IdentityKeys;
  /** Where sessions, grants, codes and refresh tokens are kept (adapter.ts), and accounts read. */
  database: Database;
}

export function createProvider({ issuer, allowedOrigins, keys, database }: ProviderOptions): Provider {
  const signingKeyId = keys.tokens[0]?.kid;
  const configuration: Configuration = {
    adapter: databaseAdapter(database),
    clients: [
      {
        client_id: webClientId,
        client_name: 'Stampcard',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...allowedOrigins].flatMap((origin) => [
          `${origin}/authentication/login-callback`,
          `${origin}/authentication/silent-callback`,
        ]),
        post_logout_redirect_uris: [...allowedOrigins].map((origin) => `${origin}/authentication/logout-callback`),
      },
    ],
    jwks: { keys: keys.tokens },
    cookies: {
      keys: keys.cookies,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub', 'role', 'roles'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email'],
    },
    // Profile claims in the ID token too (the app reads them there; its access token is for the API).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form, ctx.oidc.entities.IdTokenHint !== undefined);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => (oneOf && !oneOf.includes(apiResource) ? oneOf : apiResource),
        // The app need not send `resource` to the token endpoint either: its tokens are for the API.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: apiAudience,
            audience: apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenLifetime,
            jwt: { sign: { alg: signingAlgorithm, ...(signingKeyId ? { kid: signingKeyId } : {}) } },
          };
        },
      },
    },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const user = await findUser(database, sub);
      if (!user || user.locked) return undefined;
      return { accountId: user.userId, claims: () => userClaims(user) };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.resourceServer) return undefined;
      const user = await findUser(database, token.accountId);
      if (!user) return undefined;
      const { roles, given_name, family_name, email } = userClaims(user);
      return { roles, given_name, family_name, email, [grantClaim]: token.grantId };
    },
    async loadExistingGrant(ctx) {
      const { client, session, account } = ctx.oidc;
      if (!client || !session) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== webClientId || !account) return grant;
      if (grant?.accountId !== account.accountId) {
        grant = new ctx.oidc.provider.Grant({ accountId: account.accountId, clientId: client.clientId });
      }
      grantRequested(ctx, grant);
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    ttl: {
      AccessToken: accessTokenLifetime,
      AuthorizationCode: 60,
      IdToken: accessTokenLifetime,
      RefreshToken: sessionLifetime,
      Interaction: 60 * 60,
      Session: sessionLifetime,
      Grant: sessionLifetime,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = providerErrorPage(out);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx, error) => {
    console.error('Identity provider error:', error);
  });
  return provider;
}
