/**
 * What the identity's tests share: a provider on an in-memory database with three accounts (a
 * merchant, a locked one and one the throttling test locks out), served over HTTP, and a
 * browser-ish client that signs in through its pages with the authorization code flow and PKCE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { createIdentity, type Identity } from '../auth/identity.ts';
import { hashPassword } from '../auth/passwords.ts';
import { migrate, openDatabase, type Database } from '../db/database.ts';

export const clientId = 'Stampcard.Web';
export const scope = 'openid profile Stampcard.API';
export const merchantId = 'user-merchant-1';

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
export class Browser {
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

export function unescapeHtml(value: string): string {
  return value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}

export function formAction(html: string): string {
  const match = /<form[^>]* method="post" action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`No form in ${html}`);
  return unescapeHtml(match[1]);
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A running identity: its server, its database and the steps of a sign-in. */
export interface TestIdentity {
  origin: string;
  redirectUri: string;
  database: Database;
  identity: Identity;
  authorizeUrl(challenge: string, extra?: Record<string, string>): URL;
  exchange(browser: Browser, code: string, verifier: string): Promise<TokenResponse>;
  /** Starts the flow and returns the login page (its HTML and form action). */
  openLogin(browser: Browser, challenge: string): Promise<{ html: string; action: string }>;
  /** Signs in (the merchant by default) and returns the tokens. */
  signIn(browser: Browser, email?: string, password?: string): Promise<TokenResponse>;
  /**
   * Replaces the identity with a new one over the same database on the same origin, as a restart
   * (or another process behind the same address) would: nothing of the old one's memory is kept.
   */
  restart(): Promise<Identity>;
  close(): Promise<void>;
}

/**
 * The identity of the `describe` it is called in: started before its tests (`startTestIdentity`)
 * and closed after them. Its members are there once the tests run.
 */
export function useTestIdentity(): TestIdentity {
  const server = {} as TestIdentity;
  beforeAll(async () => {
    Object.assign(server, await startTestIdentity());
  }, 60_000);
  afterAll(() => server.close());
  return server;
}

/** Starts an identity for a test file (the app's Vite origin allowed too). */
export async function startTestIdentity(): Promise<TestIdentity> {
  // The server starts first: the identity's issuer is the origin it listens on.
  const started: { identity?: Identity } = {};
  const database = await openDatabase();
  await migrate(database);
  const passwordHash = await hashPassword('stampcard');
  await database.query(
    `INSERT INTO users (user_id, email, password_hash, first_name, surname, roles, locked)
     VALUES ($1, $2, $3, 'Mia', 'Merchant', '{Merchant}', false), ($4, $5, $3, 'Lou', 'Locked', '{Merchant}', true),
            ('user-throttled-1', 'throttled@example.com', $3, 'Tia', 'Tried', '{Merchant}', false)`,
    [merchantId, 'merchant@example.com', passwordHash, 'user-locked-1', 'locked@example.com'],
  );
  const server = createServer((request, response) => {
    if (!started.identity) {
      response.statusCode = 503;
      response.end('The identity is not started yet.');
      return;
    }
    started.identity.handle(request, response).then(
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
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirectUri = `${origin}/authentication/login-callback`;
  const start = () => createIdentity({ issuer: origin, database, appOrigins: ['http://localhost:5173'] });
  const identity = await start();
  started.identity = identity;

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

  return {
    origin,
    redirectUri,
    database,
    identity,
    authorizeUrl,
    exchange,
    openLogin,
    signIn,
    async restart() {
      const restarted = await start();
      started.identity = restarted;
      return restarted;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}
