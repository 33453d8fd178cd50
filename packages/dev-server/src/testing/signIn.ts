/**
 * Signs in through the provider's pages with the authorization code + PKCE flow, as the
 * app's oidc-client-ts does, and returns the tokens. Used by the tests and the benchmark.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A cookie jar for fetch with manual redirects. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until a non-redirect answer or a URL starting with `stopAt`. */
  async follow(url: string, stopAt: string, init: RequestInit = {}): Promise<{ response?: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current).toString();
      if (current.startsWith(stopAt)) return { url: current };
      response = await this.request(current);
    }
    throw new Error('Too many redirects');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

export interface SignInResult {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  /** Runs the flow again with prompt=none (silent sign-in) in the same browser. */
  silent(): Promise<string | undefined>;
  /** Signs out of the provider in the same browser (RP-initiated logout, confirmed), ending the grant. */
  signOut(): Promise<void>;
}

/** Signs in as `email` through the provider's login page; throws with the page text on failure. */
export async function signIn(origin: string, email: string, password = 'stampcard'): Promise<SignInResult> {
  const browser = new Browser();
  const redirectUri = `${origin}/authentication/login-callback`;
  const authorize = (prompt?: string) => {
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const query = new URLSearchParams({
      client_id: 'Stampcard.Web',
      response_type: 'code',
      scope: 'openid profile Stampcard.API',
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: base64url(randomBytes(8)),
      nonce: base64url(randomBytes(8)),
      ...(prompt ? { prompt } : {}),
    });
    return { verifier, start: `${origin}/auth?${query.toString()}` };
  };
  const exchange = async (callback: string, verifier: string) => {
    const code = new URL(callback).searchParams.get('code');
    if (!code) throw new Error(`No code in ${callback}`);
    const response = await fetch(`${origin}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: 'Stampcard.Web',
        code_verifier: verifier,
      }),
    });
    const tokens = (await response.json()) as {
      access_token?: string;
      id_token?: string;
      refresh_token?: string;
      error?: string;
    };
    if (!tokens.access_token || !tokens.id_token) throw new Error(`Token request failed: ${JSON.stringify(tokens)}`);
    return tokens as { access_token: string; id_token: string; refresh_token?: string };
  };

  const first = authorize();
  const action = await loginFormOf(browser, first.start, redirectUri);
  const result = await browser.follow(action, redirectUri, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  if (result.response) {
    const text = (await result.response.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    throw new Error(`Sign-in as ${email} failed: ${text.slice(0, 300)}`);
  }
  const tokens = await exchange(result.url, first.verifier);
  return {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    silent: async () => {
      const again = authorize('none');
      const silent = await browser.follow(again.start, redirectUri);
      return silent.response ? undefined : (await exchange(silent.url, again.verifier)).access_token;
    },
    signOut: async () => {
      const query = new URLSearchParams({ id_token_hint: tokens.id_token });
      const page = await browser.request(`${origin}/session/end?${query.toString()}`);
      const html = await page.text();
      const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !xsrf) throw new Error(`No sign-out form at ${origin}/session/end`);
      const confirmed = await browser.request(new URL(action, `${origin}/`).toString(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }),
      });
      if (confirmed.status >= 400) throw new Error(`Signing out failed with ${confirmed.status}`);
    },
  };
}

/** Follows an authorization request to the provider's login page and returns its form's action. */
async function loginFormOf(browser: Browser, start: string, redirectUri: string): Promise<string> {
  const page = await browser.follow(start, redirectUri);
  if (!page.response) throw new Error('Signed in without a login page');
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`No login form at ${page.url}`);
  return new URL(action, page.url).toString();
}

/**
 * Opens the provider's login page in a fresh browser and returns a function posting one sign-in
 * attempt to it: the benchmark times how long the provider takes to answer a wrong password.
 */
export async function openLoginForm(origin: string): Promise<(email: string, password: string) => Promise<Response>> {
  const browser = new Browser();
  const query = new URLSearchParams({
    client_id: 'Stampcard.Web',
    response_type: 'code',
    scope: 'openid profile Stampcard.API',
    redirect_uri: `${origin}/authentication/login-callback`,
    code_challenge: base64url(
      createHash('sha256')
        .update(base64url(randomBytes(32)))
        .digest(),
    ),
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
  });
  const action = await loginFormOf(browser, `${origin}/auth?${query.toString()}`, `${origin}/authentication/`);
  return (email, password) =>
    browser.request(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
    });
}
