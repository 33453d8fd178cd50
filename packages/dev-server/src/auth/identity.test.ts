// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptedPayloads, refusedPayloads, type PageOrigin } from '@stampcard/return-url/corpus';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import { createIdentity, type Identity } from './identity.ts';
import { hashPassword } from './passwords.ts';

const clientId = 'Stampcard.Web';
const scope = 'openid profile Stampcard.API';
const merchantId = 'user-merchant-1';

/** A minimal cookie jar: name, value and path; enough for the provider's cookies over http. */
class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.#cookies.values()]
      .filter(({ path }) => url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .sort((a, b) => b.path.length - a.path.length)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return [...this.#cookies.values()].some((cookie) => cookie.name === name);
  }
}

/** A browser-ish client: cookies, manual redirects, forms posted with the page's Origin. */
class Browser {
  readonly jar = new CookieJar();
  constructor(readonly origin: string) {}

  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers();
    const cookie = this.jar.header(target);
    if (cookie) headers.set('cookie', cookie);
    let body: string | undefined;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      headers.set('origin', this.origin);
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects on this server (GET after 303) until a page, or a redirect to an app callback. */
  async follow(first: Response, from: URL): Promise<{ response: Response; url: URL; pages: number }> {
    let response = first;
    let url = from;
    let pages = 0;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url, pages };
      url = new URL(location, url);
      if (url.pathname.startsWith('/authentication/')) return { response, url, pages };
      await response.arrayBuffer();
      response = await this.request(url);
      if (response.status === 200) pages += 1;
    }
    throw new Error('Too many redirects');
  }
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}

function formAction(html: string): string {
  const match = /<form[^>]* method="post" action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`No form in ${html}`);
  return unescapeHtml(match[1]);
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

describe('identity (OpenID Connect provider)', () => {
  let database: Database;
  let server: Server;
  let identity: Identity;
  let origin: string;
  let redirectUri: string;

  beforeAll(async () => {
    database = await openDatabase();
    await migrate(database);
    const passwordHash = await hashPassword('stampcard');
    await database.query(
      `INSERT INTO users (user_id, email, password_hash, first_name, surname, roles, locked)
       VALUES ($1, $2, $3, 'Mia', 'Merchant', '{Merchant}', false), ($4, $5, $3, 'Lou', 'Locked', '{Merchant}', true),
              ('user-throttled-1', 'throttled@example.com', $3, 'Tia', 'Tried', '{Merchant}', false)`,
      [merchantId, 'merchant@example.com', passwordHash, 'user-locked-1', 'locked@example.com'],
    );
    server = createServer((request, response) => {
      identity.handle(request, response).then(
        (handled) => {
          if (!handled) {
            response.statusCode = 404;
            response.end('Not the identity’s');
          }
        },
        (error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    redirectUri = `${origin}/authentication/login-callback`;
    identity = await createIdentity({ issuer: origin, database, appOrigins: ['http://localhost:5173'] });
  }, 60_000);

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  function authorizeUrl(challenge: string, extra: Record<string, string> = {}): URL {
    const url = new URL('/auth', origin);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    return url;
  }

  async function exchange(browser: Browser, code: string, verifier: string): Promise<TokenResponse> {
    const response = await browser.request('/token', {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: verifier,
      },
    });
    const body = (await response.json()) as TokenResponse;
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body;
  }

  /** Starts the flow and returns the login page (its HTML and form action). */
  async function openLogin(browser: Browser, challenge: string): Promise<{ html: string; action: string }> {
    const start = authorizeUrl(challenge);
    const { response } = await browser.follow(await browser.request(start), start);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { html, action: formAction(html) };
  }

  async function signIn(browser: Browser, email = 'merchant@example.com', password = 'stampcard') {
    const { verifier, challenge } = pkce();
    const { action } = await openLogin(browser, challenge);
    const posted = await browser.request(action, { form: { email, password } });
    expect(posted.status).toBe(303);
    const { url } = await browser.follow(posted, new URL(action, origin));
    expect(`${url.origin}${url.pathname}`).toBe(redirectUri);
    const code = url.searchParams.get('code');
    expect(code).toBeTruthy();
    return exchange(browser, code ?? '', verifier);
  }

  it('serves discovery with this origin as the issuer', async () => {
    const response = await fetch(`${origin}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as {
      issuer: string;
      token_endpoint: string;
      code_challenge_methods_supported: string[];
    };
    expect(metadata.issuer).toBe(origin);
    expect(metadata.token_endpoint).toBe(`${origin}/token`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    const jwks = (await (await fetch(`${origin}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it('runs the authorization code flow with PKCE and issues an API access token with roles and names', async () => {
    const browser = new Browser(origin);
    const { verifier, challenge } = pkce();
    const { html, action } = await openLogin(browser, challenge);
    expect(html).toContain('<title>Sign in to Stampcard</title>');
    expect(html).toContain('<main>');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toContain('/Identity/Account/Register?returnUrl=');

    const posted = await browser.request(action, { form: { email: 'Merchant@Example.com', password: 'stampcard' } });
    expect(posted.status).toBe(303);
    const { url } = await browser.follow(posted, new URL(action, origin));
    expect(`${url.origin}${url.pathname}`).toBe(redirectUri);
    const tokens = await exchange(browser, url.searchParams.get('code') ?? '', verifier);

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toBeTruthy();
    const claims = await identity.verifyAccessToken(tokens.access_token);
    const payload = decodeJwt(tokens.access_token);
    expect(claims).toEqual({
      sub: merchantId,
      roles: ['Merchant'],
      given_name: 'Mia',
      family_name: 'Merchant',
      email: 'merchant@example.com',
      exp: payload.exp,
    });
    expect(payload.aud).toBe('Stampcard.API');
    expect(payload.iss).toBe(origin);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: merchantId,
      given_name: 'Mia',
      family_name: 'Merchant',
      roles: ['Merchant'],
      role: 'Merchant',
    });
  });

  it('shows "Invalid email or password." for a wrong password, and a locked account', async () => {
    const browser = new Browser(origin);
    const { challenge } = pkce();
    const { action } = await openLogin(browser, challenge);
    const wrong = await browser.request(action, {
      form: { email: 'merchant@example.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('<p class="alert" role="alert">Invalid email or password.</p>');
    expect(wrongHtml).toContain('value="merchant@example.com"');

    const unknown = await browser.request(action, { form: { email: 'nobody@example.com', password: 'stampcard' } });
    expect(await unknown.text()).toContain('Invalid email or password.');

    const locked = await browser.request(action, { form: { email: 'locked@example.com', password: 'stampcard' } });
    expect(await locked.text()).toContain('This account is locked.');
  });

  it('escapes what it echoes into the page', async () => {
    const browser = new Browser(origin);
    const { challenge } = pkce();
    const { action } = await openLogin(browser, challenge);
    const response = await browser.request(action, { form: { email: '"><script>alert(1)</script>', password: 'x' } });
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('signs in silently (prompt=none) after a first sign-in, without any page', async () => {
    const browser = new Browser(origin);
    await signIn(browser);

    const { verifier, challenge } = pkce();
    const silent = authorizeUrl(challenge, {
      prompt: 'none',
      redirect_uri: `${origin}/authentication/silent-callback`,
    });
    const first = await browser.request(silent);
    const { url, pages } = await browser.follow(first, silent);
    expect(pages).toBe(0);
    expect(url.pathname).toBe('/authentication/silent-callback');
    expect(url.searchParams.get('error')).toBeNull();
    const code = url.searchParams.get('code') ?? '';
    const response = await browser.request('/token', {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${origin}/authentication/silent-callback`,
        client_id: clientId,
        code_verifier: verifier,
      },
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as TokenResponse;
    expect((await identity.verifyAccessToken(tokens.access_token)).roles).toEqual(['Merchant']);
  });

  it('answers prompt=none without a session with login_required', async () => {
    const browser = new Browser(origin);
    const { challenge } = pkce();
    const silent = authorizeUrl(challenge, { prompt: 'none' });
    const { url } = await browser.follow(await browser.request(silent), silent);
    expect(url.pathname).toBe('/authentication/login-callback');
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('refreshes tokens for the API', async () => {
    const browser = new Browser(origin);
    const tokens = await signIn(browser);
    const response = await browser.request('/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: clientId },
    });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as TokenResponse;
    expect((await identity.verifyAccessToken(refreshed.access_token)).sub).toBe(merchantId);
  });

  it('rejects tampered, foreign and malformed tokens', async () => {
    const tokens = await signIn(new Browser(origin));
    const [header = '', payload = '', signature = ''] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['Administrators'] })).toString('base64url');
    await expect(identity.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toThrow();
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(identity.verifyAccessToken(`${header}.${payload}.${flipped}`)).rejects.toThrow();
    await expect(identity.verifyAccessToken('not-a-token')).rejects.toThrow();

    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ roles: ['Administrators'] })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'at+jwt',
        kid: (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string }).kid,
      })
      .setIssuer(origin)
      .setAudience('Stampcard.API')
      .setSubject(merchantId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expect(identity.verifyAccessToken(foreign)).rejects.toThrow();
  });

  it('describes the client for oidc-client-ts, and nothing for an unknown client', () => {
    expect(identity.clientConfiguration('Unknown.Client')).toBeUndefined();
    expect(identity.clientConfiguration(clientId)).toEqual({
      authority: origin,
      client_id: clientId,
      redirect_uri: `${origin}/authentication/login-callback`,
      post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
      response_type: 'code',
      scope,
    });
  });

  it('leaves /api, /_configuration and static files to the caller', async () => {
    for (const path of [
      '/api/businesses',
      '/_configuration/Stampcard.Web',
      '/',
      '/index.html',
      '/authentication/login-callback',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('Not the identity’s');
    }
  });

  it('registers a user with no roles, then rejects a duplicate email', async () => {
    const browser = new Browser(origin);
    const page = await browser.request('/Identity/Account/Register?returnUrl=%2Fafter-register');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="firstName">First name</label>');
    const action = formAction(html);

    const created = await browser.request(action, {
      form: { firstName: 'Nia', surname: 'New', email: 'new@example.com', password: 'long-enough' },
    });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/after-register');
    const rows = await database.query<{ userId: string; roles: string[]; firstName: string }>(
      `SELECT user_id AS "userId", roles::text[] AS roles, first_name AS "firstName" FROM users WHERE email = 'new@example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.roles).toEqual([]);
    expect(rows[0]?.firstName).toBe('Nia');
    expect(rows[0]?.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const duplicate = await browser.request(action, {
      form: { firstName: 'Nia', surname: 'Again', email: 'NEW@example.com', password: 'long-enough' },
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain('An account with this email already exists.');

    const invalid = await browser.request(action, {
      form: { firstName: '', surname: 'S', email: 'nope', password: 'short' },
    });
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('id="firstName-error" role="alert">Enter your first name.');
    expect(invalidHtml).toContain('Enter a valid email address');
    expect(invalidHtml).toContain('at least 10 characters');
  });

  it('redirects after registering only to a same-origin returnUrl', async () => {
    const browser = new Browser(origin);
    const response = await browser.request('/Identity/Account/Register?returnUrl=https%3A%2F%2Fevil.example%2F', {
      form: { firstName: 'Eve', surname: 'Il', email: 'eve@example.com', password: 'long-enough' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('lets a signed-in user manage their name and password', async () => {
    const anonymous = await fetch(`${origin}/Identity/Account/Manage`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain('Sign in to Stampcard');

    const browser = new Browser(origin);
    await browser.request('/Identity/Account/Register', {
      form: { firstName: 'Max', surname: 'Manage', email: 'manage@example.com', password: 'first-password' },
    });
    await signIn(browser, 'manage@example.com', 'first-password');
    const page = await browser.request('/Identity/Account/Manage');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('manage@example.com');
    expect(html).toContain('Max Manage');

    const renamed = await browser.request('/Identity/Account/Manage', {
      form: { action: 'profile', firstName: 'Maxine', surname: 'Managed' },
    });
    expect(renamed.status).toBe(303);
    const after = await browser.request(renamed.headers.get('location') ?? '');
    const afterHtml = await after.text();
    expect(afterHtml).toContain('role="status">Your name has been updated.');
    expect(afterHtml).toContain('Maxine Managed');

    const wrong = await browser.request('/Identity/Account/Manage', {
      form: { action: 'password', currentPassword: 'nope', newPassword: 'second-password' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The current password is not correct.');
    const changed = await browser.request('/Identity/Account/Manage', {
      form: { action: 'password', currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(changed.status).toBe(303);

    const tokens = await signIn(new Browser(origin), 'manage@example.com', 'second-password');
    expect(await identity.verifyAccessToken(tokens.access_token)).toMatchObject({
      roles: [],
      given_name: 'Maxine',
      family_name: 'Managed',
    });
  });

  it('registers from the sign-in page and returns to it', async () => {
    const browser = new Browser(origin);
    const { verifier, challenge } = pkce();
    const { html } = await openLogin(browser, challenge);
    const registerLink = /href="(\/Identity\/Account\/Register\?returnUrl=[^"]+)"/.exec(html)?.[1];
    expect(registerLink).toBeTruthy();
    const registerPage = await browser.request(unescapeHtml(registerLink ?? ''));
    const action = formAction(await registerPage.text());
    const created = await browser.request(action, {
      form: { firstName: 'Rita', surname: 'Return', email: 'return@example.com', password: 'long-enough' },
    });
    expect(created.status).toBe(303);
    const back = await browser.request(created.headers.get('location') ?? '');
    expect(back.status).toBe(200);
    const loginHtml = await back.text();
    expect(loginHtml).toContain('role="status">Your account has been created.');
    const loginAction = formAction(loginHtml);
    const posted = await browser.request(loginAction, {
      form: { email: 'return@example.com', password: 'long-enough' },
    });
    const { url } = await browser.follow(posted, new URL(loginAction, origin));
    const tokens = await exchange(browser, url.searchParams.get('code') ?? '', verifier);
    expect((await identity.verifyAccessToken(tokens.access_token)).roles).toEqual([]);
  });

  it('signs out (RP-initiated logout) back to the app', async () => {
    const browser = new Browser(origin);
    const tokens = await signIn(browser);
    const logoutUrl = new URL('/session/end', origin);
    logoutUrl.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
      state: 'bye',
    }).toString();
    const page = await browser.request(logoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Sign out of Stampcard?</h1>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browser.request(formAction(html), { form: { xsrf, logout: 'yes' } });
    expect(confirmed.status).toBe(303);
    const location = new URL(confirmed.headers.get('location') ?? '', origin);
    expect(`${location.origin}${location.pathname}`).toBe(`${origin}/authentication/logout-callback`);
    expect(location.searchParams.get('state')).toBe('bye');

    const { challenge } = pkce();
    const silent = authorizeUrl(challenge, { prompt: 'none' });
    const { url } = await browser.follow(await browser.request(silent), silent);
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('persists its signing keys in keysDirectory and reuses them', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'stampcard-keys-'));
    try {
      await createIdentity({ issuer: origin, database, keysDirectory: join(directory, 'keys') });
      const file = join(directory, 'keys', 'identity-signing-keys.json');
      const first = await readFile(file, 'utf8');
      expect((JSON.parse(first) as { keys: { kty: string }[] }).keys[0]?.kty).toBe('RSA');
      expect((await stat(file)).mode & 0o077).toBe(0);
      await createIdentity({ issuer: origin, database, keysDirectory: join(directory, 'keys') });
      expect(await readFile(file, 'utf8')).toBe(first);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('rejects a form posted from another site', async () => {
    const response = await fetch(`${origin}/Identity/Account/Register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'firstName=A&surname=B&email=csrf%40example.com&password=long-enough',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
  });

  describe('hardening (issue #18)', () => {
    /** The corpus written for this server's origin. */
    const pageOrigin = (): PageOrigin => ({
      origin,
      host: new URL(origin).host,
      scheme: 'http',
      otherScheme: 'https',
    });

    /** The sign-in link and the form's returnUrl of a registration page. */
    function registrationTargets(html: string): { signIn: string; formReturnUrl: string | null } {
      const signIn = unescapeHtml(/Already have an account\? <a href="([^"]*)"/.exec(html)?.[1] ?? '');
      const action = new URL(formAction(html), origin);
      return { signIn, formReturnUrl: action.searchParams.get('returnUrl') };
    }

    it('sends every refused return URL of the corpus to "/" on the registration page, in its links and after registering', async () => {
      const payloads = refusedPayloads(pageOrigin());
      expect(payloads.length).toBeGreaterThan(80);
      for (const [index, [description, payload]] of payloads.entries()) {
        const query = `?returnUrl=${encodeURIComponent(payload)}`;
        const page = await fetch(`${origin}/Identity/Account/Register${query}`);
        expect(page.status, description).toBe(200);
        expect(registrationTargets(await page.text()), description).toEqual({ signIn: '/', formReturnUrl: '/' });

        const registered = await new Browser(origin).request(`/Identity/Account/Register${query}`, {
          form: { firstName: 'Red', surname: 'Irect', email: `redirect-${index}@example.com`, password: 'long-enough' },
        });
        expect(registered.status, description).toBe(303);
        expect(registered.headers.get('location'), description).toBe('/');
      }
      // Over 80 registrations, each hashing a password on purpose slowly: more than the default 5 s on a busy machine.
    }, 60_000);

    it('keeps every accepted return URL of the corpus, normalised', async () => {
      for (const [payload, url] of acceptedPayloads(pageOrigin())) {
        const page = await fetch(`${origin}/Identity/Account/Register?returnUrl=${encodeURIComponent(payload)}`);
        expect(registrationTargets(await page.text()), payload).toEqual({ signIn: url, formReturnUrl: url });
      }
      // An app origin the server was started with stays absolute.
      const page = await fetch(
        `${origin}/Identity/Account/Register?returnUrl=${encodeURIComponent('http://localhost:5173/authentication/login')}`,
      );
      expect(registrationTargets(await page.text()).signIn).toBe('http://localhost:5173/authentication/login');
    });

    it('puts a Content Security Policy, frame protection, nosniff and a Referrer-Policy on every HTML page', async () => {
      const browser = new Browser(origin);
      const tokens = await signIn(browser);
      const { challenge } = pkce();
      const pages: [string, Response][] = [
        [
          'sign-in',
          (await browser.follow(await browser.request(authorizeUrl(challenge)), authorizeUrl(challenge))).response,
        ],
        ['registration', await fetch(`${origin}/Identity/Account/Register`)],
        ['account, signed out', await fetch(`${origin}/Identity/Account/Manage`)],
        ['account', await browser.request('/Identity/Account/Manage')],
        ['provider error', await fetch(`${origin}/auth?client_id=nobody&response_type=code&scope=openid`)],
        ['expired sign-in', await fetch(`${origin}/interaction/expired-uid`)],
        ['wrong method', await fetch(`${origin}/Identity/Account/Register`, { method: 'DELETE' })],
        [
          'sign-out',
          await browser.request(
            `/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${origin}/authentication/logout-callback` }).toString()}`,
          ),
        ],
        ['signed out', await fetch(`${origin}/session/end/success`)],
      ];
      for (const [name, response] of pages) {
        expect(response.headers.get('content-type'), name).toContain('text/html');
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy, name).toContain("default-src 'none'");
        expect(policy, name).toContain("frame-ancestors 'self'");
        expect(policy, name).toContain("form-action 'self' http://localhost:5173");
        expect(response.headers.get('x-frame-options'), name).toBe('SAMEORIGIN');
        expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), name).toBe('same-origin');
        // The page's own style sheet and script are the ones the policy allows, by hash.
        const html = await response.text();
        for (const [, code] of html.matchAll(/<(?:style|script)>([\s\S]*?)<\/(?:style|script)>/g)) {
          const hash = createHash('sha256')
            .update(code ?? '')
            .digest('base64');
          expect(policy, `${name}: ${(code ?? '').slice(0, 40)}`).toContain(`'sha256-${hash}'`);
        }
      }
    });

    it('throttles an account after 5 wrong passwords, saying when to try again, even with the right one', async () => {
      const browser = new Browser(origin);
      const { challenge } = pkce();
      const { action } = await openLogin(browser, challenge);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await browser.request(action, {
          form: { email: 'throttled@example.com', password: `wrong-${attempt}` },
        });
        expect(wrong.status).toBe(400);
      }
      const refused = await browser.request(action, {
        form: { email: 'Throttled@Example.com', password: 'stampcard' },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(await refused.text()).toContain('Too many failed sign-ins. Try again in 15 minutes.');
      // Other accounts from the same address sign in as usual.
      await signIn(new Browser(origin));
    });

    it('refuses short and common passwords at registration and on the account page, saying why', async () => {
      const register = async (password: string, email: string) => {
        const response = await new Browser(origin).request('/Identity/Account/Register', {
          form: { firstName: 'Pat', surname: 'Word', email, password },
        });
        return { status: response.status, html: await response.text() };
      };
      for (const [password, reason] of [
        ['12345678', 'The password must be at least 10 characters long.'],
        ['password', 'The password must be at least 10 characters long.'],
        ['        ', 'The password must be at least 10 characters long.'],
        ['          ', 'The password cannot be only spaces.'],
        ['1234567890', 'This password is one of the most common ones, so it is easy to guess: choose another.'],
        ['QwertyUiop', 'This password is one of the most common ones, so it is easy to guess: choose another.'],
      ] as const) {
        const { status, html } = await register(password, 'weak@example.com');
        expect(status, password).toBe(400);
        expect(html, password).toContain(`id="password-error" role="alert">${reason}`);
      }
      expect((await register('correct horse battery', 'strong@example.com')).status).toBe(303);

      const browser = new Browser(origin);
      await signIn(browser, 'strong@example.com', 'correct horse battery');
      const change = await browser.request('/Identity/Account/Manage', {
        form: { action: 'password', currentPassword: 'correct horse battery', newPassword: 'iloveyou12' },
      });
      expect(change.status).toBe(400);
      expect(await change.text()).toContain('This password is one of the most common ones');
    });

    it('answers a NUL byte in a form with 400 and a message, never 500', async () => {
      const browser = new Browser(origin);
      const { challenge } = pkce();
      const { action } = await openLogin(browser, challenge);
      const signIn = await browser.request(action, {
        form: { email: 'merchant@example.com\u0000', password: 'stampcard' },
      });
      expect(signIn.status).toBe(400);
      expect(await signIn.text()).toContain('a character that cannot be used');
      const register = await new Browser(origin).request('/Identity/Account/Register', {
        form: { firstName: 'Nul\u0000', surname: 'Byte', email: 'nul@example.com', password: 'long-enough' },
      });
      expect(register.status).toBe(400);
      expect(await register.text()).toContain('a character that cannot be used');
    });
  });
});
