import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import Provider, {
  errors,
  type Account,
  type AccountClaims,
  type Configuration,
  type Grant,
  type Interaction,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { defaultReturnUrl, resolveReturnUrl } from '@stampcard/return-url';
import type { Database } from '../db/database.ts';
import { hasUnstorableCharacter } from '../input.ts';
import { hashPassword, newPasswordProblem, passwordMaxLength, verifyPassword } from './passwords.ts';
import { createSignInThrottle, tryAgainIn, type SignInThrottle } from './throttle.ts';
import {
  loginPage,
  logoutPage,
  managePage,
  messagePage,
  registerPage,
  securityHeaders,
  type ManagePageOptions,
  type RegisterErrors,
  type RegisterValues,
} from './pages.ts';

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
  database: Database;
  /** Extra origins allowed as app redirect origins (e.g. a Vite dev server); the issuer origin is always allowed. */
  appOrigins?: string[];
  /** Folder to persist the signing keys in (JSON); undefined = generate in memory. */
  keysDirectory?: string;
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
  /** Verifies an API bearer token (JWT signed by this provider, audience "Stampcard.API", not expired); throws on anything invalid. */
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

/** The one client: the back-office single-page app (public, PKCE). */
const webClientId = 'Stampcard.Web';
/** The audience (and scope) of API access tokens. */
const apiAudience = 'Stampcard.API';
/**
 * The API's resource indicator (RFC 8707 requires an absolute URI, so not "Stampcard.API" itself). The app never
 * sends it: it is the default resource, and the access tokens' audience is `apiAudience`.
 */
const apiResource = 'urn:stampcard:api';
const webScope = `openid profile ${apiAudience}`;

const accessTokenLifetime = 60 * 60;
const sessionLifetime = 14 * 24 * 60 * 60;
/** Fixed keys for the dev server's signed cookies (development only; sessions themselves are kept in memory). */
const cookieKeys = ['stampcard-dev-server-cookie-key-1'];
const signingAlgorithm = 'RS256';
const keysFileName = 'identity-signing-keys.json';
const formBodyLimit = 64 * 1024;
const nameMaxLength = 100;
const emailMaxLength = 254;

interface RsaPrivateJwk {
  kty: 'RSA';
  kid: string;
  alg: string;
  use: 'sig';
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

interface UserRow {
  userId: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  surname: string | null;
  roles: string[];
  locked: boolean;
}

const userColumns = `user_id AS "userId", email, password_hash AS "passwordHash", first_name AS "firstName",
  surname, roles::text[] AS roles, locked`;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const rsaMembers = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function isRsaPrivateJwk(value: unknown): value is RsaPrivateJwk {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.kty === 'RSA' &&
    typeof record.kid === 'string' &&
    record.alg === signingAlgorithm &&
    rsaMembers.every((member) => typeof record[member] === 'string')
  );
}

async function generateSigningKey(): Promise<RsaPrivateJwk> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const key = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: signingAlgorithm, use: 'sig' };
  if (!isRsaPrivateJwk(key)) throw new Error('Could not generate an RSA signing key.');
  return key;
}

/** The private signing keys: read from `directory` (created on first use) or generated in memory. */
async function loadSigningKeys(directory: string | undefined): Promise<RsaPrivateJwk[]> {
  if (directory === undefined) return [await generateSigningKey()];
  const file = join(directory, keysFileName);
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  if (text === undefined) {
    const keys = [await generateSigningKey()];
    await mkdir(directory, { recursive: true });
    await writeFile(file, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
    return keys;
  }
  const parsed: unknown = JSON.parse(text);
  const keys: unknown = typeof parsed === 'object' && parsed !== null ? (parsed as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isRsaPrivateJwk)) {
    throw new Error(`${file} does not hold RS256 signing keys; delete it to generate new ones.`);
  }
  return keys;
}

function publicJwk(key: RsaPrivateJwk): { kty: 'RSA'; kid: string; alg: string; use: 'sig'; n: string; e: string } {
  return { kty: key.kty, kid: key.kid, alg: key.alg, use: key.use, n: key.n, e: key.e };
}

function originOf(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new Error(`Not an http(s) origin: ${url}`);
  }
  return parsed.origin;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

function stringArray(value: unknown): string[] | undefined {
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

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > formBodyLimit) throw new HttpError(413, 'The form is too large.');
    chunks.push(buffer);
  }
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  for (const [name, value] of form) {
    if (hasUnstorableCharacter(name) || hasUnstorableCharacter(value)) {
      throw new HttpError(
        400,
        'The form holds a character that cannot be used (a NUL byte or an unpaired surrogate). Go back and check what you typed.',
      );
    }
  }
  return form;
}

function text(form: URLSearchParams, name: string): string {
  return (form.get(name) ?? '').trim();
}

/** Sends a page (the security headers are already on every identity response: `securityHeaders`). */
function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.statusCode = 303;
  response.setHeader('Location', location);
  response.setHeader('Cache-Control', 'no-store');
  response.end();
}

function oidcRoute(pathname: string): boolean {
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

function missingList(details: Record<string, unknown>, key: string): string[] {
  return stringArray(details[key]) ?? [];
}

export async function createIdentity(options: IdentityOptions): Promise<Identity> {
  const { database } = options;
  const issuer = originOf(options.issuer);
  const allowedOrigins = new Set([issuer, ...(options.appOrigins ?? []).map(originOf)]);
  const signingKeys = await loadSigningKeys(options.keysDirectory);
  const verificationKeys = createLocalJWKSet({ keys: signingKeys.map(publicJwk) });
  const throttle = options.throttle ?? createSignInThrottle();
  const headers = Object.entries(securityHeaders([...allowedOrigins].filter((origin) => origin !== issuer)));

  async function findUser(userId: string): Promise<UserRow | undefined> {
    const [user] = await database.query<UserRow>(`SELECT ${userColumns} FROM users WHERE user_id = $1`, [userId]);
    return user;
  }

  async function findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await database.query<UserRow>(
      `SELECT ${userColumns} FROM users WHERE lower(email) = lower($1) ORDER BY user_id LIMIT 1`,
      [email],
    );
    return user;
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

  const configuration: Configuration = {
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
    jwks: { keys: signingKeys },
    cookies: {
      keys: cookieKeys,
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
          ctx.body = messagePage({
            title: 'Signed out',
            heading: 'You are signed out',
            message: 'You have signed out of Stampcard.',
            link: { href: '/', text: 'Return to Stampcard' },
          });
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
            jwt: { sign: { alg: signingAlgorithm } },
          };
        },
      },
    },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const user = await findUser(sub);
      if (!user || user.locked) return undefined;
      return { accountId: user.userId, claims: () => userClaims(user) };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.resourceServer) return undefined;
      const user = await findUser(token.accountId);
      if (!user) return undefined;
      const { roles, given_name, family_name, email } = userClaims(user);
      return { roles, given_name, family_name, email };
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
      ctx.body = messagePage({
        title: 'Sign-in error',
        heading: 'Something went wrong',
        message: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        link: { href: '/', text: 'Return to Stampcard' },
        isError: true,
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx, error) => {
    console.error('Identity provider error:', error);
  });
  const oidcCallback = provider.callback();

  function assertSameOrigin(request: IncomingMessage): void {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      throw new HttpError(403, 'This form was posted from another site.');
    }
  }

  /**
   * The `returnUrl` of an identity page by the workspace's one same-origin rule (the app's login
   * uses the same, `@stampcard/return-url`): a path on this server or a URL on an app origin,
   * never one whose decoding leaves them; anything else returns to "/".
   */
  function safeReturnUrl(value: string | null): string {
    return resolveReturnUrl(value, issuer, [...allowedOrigins]) ?? defaultReturnUrl;
  }

  async function signedInUser(request: IncomingMessage, response: ServerResponse): Promise<UserRow | undefined> {
    const session = await provider.Session.get(provider.createContext(request, response));
    if (!session.accountId) return undefined;
    const user = await findUser(session.accountId);
    return user && !user.locked ? user : undefined;
  }

  // Interaction pages: /interaction/{uid}, /interaction/{uid}/login, /interaction/{uid}/abort.

  async function finishConsent(request: IncomingMessage, response: ServerResponse, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    if (!accountId || interaction.params.client_id !== webClientId) {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The client is not allowed.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: webClientId });
    const details = interaction.prompt.details;
    const scopes = missingList(details, 'missingOIDCScope');
    if (scopes.length > 0) grant.addOIDCScope(scopes);
    const claims = missingList(details, 'missingOIDCClaims');
    if (claims.length > 0) grant.addOIDCClaims(claims);
    const resources = details.missingResourceScopes;
    if (typeof resources === 'object' && resources !== null) {
      for (const [indicator, value] of Object.entries(resources)) {
        const resourceScopes = stringArray(value);
        if (resourceScopes && resourceScopes.length > 0) grant.addResourceScope(indicator, resourceScopes);
      }
    }
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  function renderLogin(
    response: ServerResponse,
    uid: string,
    status: number,
    extra: { email?: string; error?: string; notice?: string } = {},
  ): void {
    const interactionPath = `/interaction/${encodeURIComponent(uid)}`;
    sendHtml(
      response,
      status,
      loginPage({
        action: `${interactionPath}/login`,
        registerUrl: `/Identity/Account/Register?returnUrl=${encodeURIComponent(interactionPath)}`,
        cancelUrl: `${interactionPath}/abort`,
        ...extra,
      }),
    );
  }

  async function handleInteraction(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    method: string,
  ): Promise<void> {
    const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match?.[1]) throw new HttpError(404, 'There is no such page.');
    const uid = decodeURIComponent(match[1]);
    const action = match[2];
    const interaction = await provider.interactionDetails(request, response);
    if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');

    if (action === undefined && (method === 'GET' || method === 'HEAD')) {
      if (interaction.prompt.name === 'login') {
        const notice =
          url.searchParams.get('registered') === '1'
            ? 'Your account has been created. Sign in to continue.'
            : undefined;
        const hint = interaction.params.login_hint;
        renderLogin(response, uid, 200, { email: typeof hint === 'string' ? hint : '', ...(notice ? { notice } : {}) });
        return;
      }
      if (interaction.prompt.name === 'consent') {
        await finishConsent(request, response, interaction);
        return;
      }
      throw new HttpError(400, 'This sign-in step is not supported.');
    }

    if (action === 'abort' && (method === 'GET' || method === 'POST')) {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (action === 'login' && method === 'POST') {
      assertSameOrigin(request);
      if (interaction.prompt.name !== 'login') throw new HttpError(400, 'This sign-in step is not a login.');
      const form = await readForm(request);
      const email = text(form, 'email');
      const password = form.get('password') ?? '';
      // Repeated wrong passwords: this account, or this address, waits a while (throttle.ts).
      const address = request.socket.remoteAddress ?? 'unknown';
      const wait = throttle.retryAfter(email, address);
      if (wait > 0) {
        response.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        renderLogin(response, uid, 429, { email, error: `Too many failed sign-ins. ${tryAgainIn(wait)}` });
        return;
      }
      const user = email && email.length <= emailMaxLength ? await findUserByEmail(email) : undefined;
      // Always verify (without a user, verifyPassword does the same scrypt work) so the time taken does
      // not tell whether the e-mail has an account.
      const valid =
        (await verifyPassword(password.slice(0, passwordMaxLength), user?.passwordHash)) && user !== undefined;
      if (!valid) {
        throttle.failed(email, address);
        renderLogin(response, uid, 400, { email, error: 'Invalid email or password.' });
        return;
      }
      throttle.succeeded(email);
      if (user.locked) {
        renderLogin(response, uid, 400, { email, error: 'This account is locked.' });
        return;
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: user.userId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    throw new HttpError(405, 'This method is not allowed here.');
  }

  // /Identity/Account/Register

  async function handleRegister(request: IncomingMessage, response: ServerResponse, url: URL, method: string) {
    const returnUrl = safeReturnUrl(url.searchParams.get('returnUrl'));
    const action = `/Identity/Account/Register?returnUrl=${encodeURIComponent(returnUrl)}`;
    const empty: RegisterValues = { firstName: '', surname: '', email: '' };
    if (method === 'GET' || method === 'HEAD') {
      sendHtml(response, 200, registerPage({ action, signInUrl: returnUrl, values: empty, errors: {} }));
      return;
    }
    if (method !== 'POST') throw new HttpError(405, 'This method is not allowed here.');
    assertSameOrigin(request);
    const form = await readForm(request);
    const values: RegisterValues = {
      firstName: text(form, 'firstName'),
      surname: text(form, 'surname'),
      email: text(form, 'email'),
    };
    const password = form.get('password') ?? '';
    const formErrors: RegisterErrors = {};
    if (!values.firstName) formErrors.firstName = 'Enter your first name.';
    else if (values.firstName.length > nameMaxLength) formErrors.firstName = `Use at most ${nameMaxLength} characters.`;
    if (!values.surname) formErrors.surname = 'Enter your surname.';
    else if (values.surname.length > nameMaxLength) formErrors.surname = `Use at most ${nameMaxLength} characters.`;
    if (!values.email) formErrors.email = 'Enter your email address.';
    else if (values.email.length > emailMaxLength || !emailPattern.test(values.email)) {
      formErrors.email = 'Enter a valid email address, like name@example.com.';
    } else if (await findUserByEmail(values.email)) {
      formErrors.email = 'An account with this email already exists.';
    }
    const passwordProblem = newPasswordProblem(password);
    if (passwordProblem !== null) formErrors.password = passwordProblem;

    if (Object.keys(formErrors).length === 0) {
      try {
        await database.query(
          'INSERT INTO users (user_id, email, password_hash, first_name, surname) VALUES ($1, $2, $3, $4, $5)',
          [randomUUID(), values.email, await hashPassword(password), values.firstName, values.surname],
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        formErrors.email = 'An account with this email already exists.';
      }
    }
    if (Object.keys(formErrors).length > 0) {
      sendHtml(response, 400, registerPage({ action, signInUrl: returnUrl, values, errors: formErrors }));
      return;
    }
    const target = URL.parse(returnUrl, issuer);
    if (target?.origin === issuer && target.pathname.startsWith('/interaction/')) {
      target.searchParams.set('registered', '1');
      redirect(response, `${target.pathname}${target.search}`);
      return;
    }
    redirect(response, returnUrl);
  }

  // /Identity/Account/Manage

  const manageMessages: Record<string, string> = {
    profile: 'Your name has been updated.',
    password: 'Your password has been changed.',
  };

  function managePageFor(user: UserRow, extra: Partial<ManagePageOptions> = {}): string {
    return managePage({ email: user.email, firstName: user.firstName ?? '', surname: user.surname ?? '', ...extra });
  }

  async function handleManage(request: IncomingMessage, response: ServerResponse, url: URL, method: string) {
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new HttpError(405, 'This method is not allowed here.');
    }
    const user = await signedInUser(request, response);
    if (!user) {
      sendHtml(
        response,
        401,
        messagePage({
          title: 'Sign in to manage your account',
          message: 'You need to sign in to Stampcard to manage your account.',
          link: { href: '/', text: 'Sign in to Stampcard' },
        }),
      );
      return;
    }
    if (method !== 'POST') {
      const status = url.searchParams.get('status') ?? '';
      sendHtml(response, 200, managePageFor(user, { success: manageMessages[status] }));
      return;
    }
    assertSameOrigin(request);
    const form = await readForm(request);
    const action = form.get('action');
    if (action === 'profile') {
      const firstName = text(form, 'firstName');
      const surname = text(form, 'surname');
      const profileErrors: ManagePageOptions['profileErrors'] = {};
      if (!firstName) profileErrors.firstName = 'Enter your first name.';
      else if (firstName.length > nameMaxLength) profileErrors.firstName = `Use at most ${nameMaxLength} characters.`;
      if (!surname) profileErrors.surname = 'Enter your surname.';
      else if (surname.length > nameMaxLength) profileErrors.surname = `Use at most ${nameMaxLength} characters.`;
      if (Object.keys(profileErrors).length > 0) {
        sendHtml(response, 400, managePageFor({ ...user, firstName, surname }, { profileErrors }));
        return;
      }
      await database.query('UPDATE users SET first_name = $2, surname = $3 WHERE user_id = $1', [
        user.userId,
        firstName,
        surname,
      ]);
      redirect(response, '/Identity/Account/Manage?status=profile');
      return;
    }
    if (action === 'password') {
      const currentPassword = form.get('currentPassword') ?? '';
      const newPassword = form.get('newPassword') ?? '';
      const passwordErrors: ManagePageOptions['passwordErrors'] = {};
      if (!(await verifyPassword(currentPassword.slice(0, passwordMaxLength), user.passwordHash))) {
        passwordErrors.currentPassword = 'The current password is not correct.';
      }
      const newPasswordError = newPasswordProblem(newPassword);
      if (newPasswordError !== null) passwordErrors.newPassword = newPasswordError;
      if (Object.keys(passwordErrors).length > 0) {
        sendHtml(response, 400, managePageFor(user, { passwordErrors }));
        return;
      }
      await database.query('UPDATE users SET password_hash = $2 WHERE user_id = $1', [
        user.userId,
        await hashPassword(newPassword),
      ]);
      redirect(response, '/Identity/Account/Manage?status=password');
      return;
    }
    throw new HttpError(400, 'Unknown form.');
  }

  function sendError(response: ServerResponse, error: unknown): void {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (error instanceof errors.SessionNotFound) {
      sendHtml(
        response,
        400,
        messagePage({
          title: 'Sign-in expired',
          message: 'This sign-in has expired or is no longer valid. Go back to Stampcard and sign in again.',
          link: { href: '/', text: 'Return to Stampcard' },
          isError: true,
        }),
      );
      return;
    }
    const status = error instanceof HttpError ? error.status : 500;
    if (status === 500) console.error('Identity page error:', error);
    if (status === 405) response.setHeader('Allow', 'GET, HEAD, POST');
    sendHtml(
      response,
      status,
      messagePage({
        title: status === 500 ? 'Something went wrong' : 'This request could not be handled',
        message: error instanceof HttpError ? error.message : 'Something went wrong. Please try again.',
        link: { href: '/', text: 'Return to Stampcard' },
        isError: true,
      }),
    );
  }

  return {
    async handle(request, response) {
      const url = new URL(request.url ?? '/', issuer);
      const { pathname } = url;
      const method = (request.method ?? 'GET').toUpperCase();
      const lower = pathname.toLowerCase();
      let page:
        ((request: IncomingMessage, response: ServerResponse, url: URL, method: string) => Promise<void>) | undefined;
      if (pathname.startsWith('/interaction/')) page = handleInteraction;
      else if (lower === '/identity/account/register') page = handleRegister;
      else if (lower === '/identity/account/manage') page = handleManage;
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
