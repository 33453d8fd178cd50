// @vitest-environment node
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  Browser,
  clientId,
  formAction,
  merchantId,
  pkce,
  scope,
  startTestIdentity,
  type TestIdentity,
  type TokenResponse,
} from '../testing/testIdentity.ts';
import type { Identity } from './identity.ts';
import { addNextKeys, listKeys, promoteNextKeys, retireOldKeys } from './identityKeys.ts';

describe('identity (OpenID Connect provider)', () => {
  let server: TestIdentity;
  let origin: string;
  let redirectUri: string;
  let identity: Identity;
  let database: Database;

  beforeAll(async () => {
    server = await startTestIdentity();
    ({ origin, redirectUri, identity, database } = server);
  }, 60_000);

  afterAll(() => server.close());

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
    const { html, action } = await server.openLogin(browser, challenge);
    expect(html).toContain('<title>Sign in to Stampcard</title>');
    expect(html).toContain('<main>');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toContain('/Identity/Account/Register?returnUrl=');

    const posted = await browser.request(action, { form: { email: 'Merchant@Example.com', password: 'stampcard' } });
    expect(posted.status).toBe(303);
    const { url } = await browser.follow(posted, new URL(action, origin));
    expect(`${url.origin}${url.pathname}`).toBe(redirectUri);
    const tokens = await server.exchange(browser, url.searchParams.get('code') ?? '', verifier);

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

  it('signs in silently (prompt=none) after a first sign-in, without any page', async () => {
    const browser = new Browser(origin);
    await server.signIn(browser);

    const { verifier, challenge } = pkce();
    const silent = server.authorizeUrl(challenge, {
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
    const silent = server.authorizeUrl(challenge, { prompt: 'none' });
    const { url } = await browser.follow(await browser.request(silent), silent);
    expect(url.pathname).toBe('/authentication/login-callback');
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('refreshes tokens for the API', async () => {
    const browser = new Browser(origin);
    const tokens = await server.signIn(browser);
    const response = await browser.request('/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: clientId },
    });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as TokenResponse;
    expect((await identity.verifyAccessToken(refreshed.access_token)).sub).toBe(merchantId);
  });

  it('rejects tampered, foreign and malformed tokens', async () => {
    const tokens = await server.signIn(new Browser(origin));
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

  it('signs out (RP-initiated logout) back to the app', async () => {
    const browser = new Browser(origin);
    const tokens = await server.signIn(browser);
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
    const silent = server.authorizeUrl(challenge, { prompt: 'none' });
    const { url } = await browser.follow(await browser.request(silent), silent);
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('ends the API access tokens of a grant at sign-out, and its refresh token', async () => {
    const browser = new Browser(origin);
    const tokens = await server.signIn(browser);
    expect((await identity.verifyAccessToken(tokens.access_token)).sub).toBe(merchantId);
    const logoutUrl = new URL('/session/end', origin);
    logoutUrl.search = new URLSearchParams({ id_token_hint: tokens.id_token }).toString();
    const html = await (await browser.request(logoutUrl)).text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    await browser.request(formAction(html), { form: { xsrf, logout: 'yes' } });
    await expect(identity.verifyAccessToken(tokens.access_token)).rejects.toThrow('grant has ended');
    const refreshed = await browser.request('/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: clientId },
    });
    expect(refreshed.status).toBe(400);
  });

  it('keeps sessions, refresh tokens and keys in the database: a restart signs nobody out', async () => {
    const browser = new Browser(origin);
    const tokens = await server.signIn(browser);
    const restarted = await server.restart();
    try {
      expect((await restarted.verifyAccessToken(tokens.access_token)).sub).toBe(merchantId);
      // The session cookie still opens a silent sign-in, and the refresh token still refreshes.
      const { challenge } = pkce();
      const silent = server.authorizeUrl(challenge, { prompt: 'none' });
      const { url } = await browser.follow(await browser.request(silent), silent);
      expect(url.searchParams.get('code')).toBeTruthy();
      const response = await browser.request('/token', {
        form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: clientId },
      });
      expect(response.status).toBe(200);
      const refreshed = (await response.json()) as TokenResponse;
      expect((await identity.verifyAccessToken(refreshed.access_token)).sub).toBe(merchantId);
    } finally {
      identity = await server.restart();
    }
  });

  it('rotates its keys: a next key verifies before it signs, a retiring one verifies until it is retired', async () => {
    const before = await server.signIn(new Browser(origin));
    const signedBy = (token: string) => decodeProtectedHeader(token).kid;
    const oldKid = signedBy(before.access_token);

    await addNextKeys(database);
    const knowingNext = await server.restart();
    const [next] = (await listKeys(database)).filter((key) => key.use === 'token' && key.state === 'next');
    const published = (await (await fetch(`${origin}/jwks`)).json()) as { keys: { kid: string }[] };
    expect(published.keys.map((key) => key.kid)).toEqual([oldKid, next?.id]);
    const stillOld = await server.signIn(new Browser(origin));
    expect(signedBy(stillOld.access_token)).toBe(oldKid);
    expect((await knowingNext.verifyAccessToken(stillOld.access_token)).sub).toBe(merchantId);

    await promoteNextKeys(database);
    const promoted = await server.restart();
    const after = await server.signIn(new Browser(origin));
    expect(signedBy(after.access_token)).toBe(next?.id);
    // A process not restarted yet still knows the promoted key, and the restarted one the old.
    expect((await knowingNext.verifyAccessToken(after.access_token)).sub).toBe(merchantId);
    expect((await promoted.verifyAccessToken(before.access_token)).sub).toBe(merchantId);

    // Retiring keys stay while what they signed may be alive, then go.
    expect(await retireOldKeys(database)).toEqual([]);
    await database.query(
      `UPDATE identity_keys SET state_since = now() - interval '2 hours' WHERE use = 'token' AND state = 'retiring'`,
    );
    expect(await retireOldKeys(database)).toEqual([oldKid]);
    const retired = await server.restart();
    await expect(retired.verifyAccessToken(before.access_token)).rejects.toThrow();
    expect((await retired.verifyAccessToken(after.access_token)).sub).toBe(merchantId);
    identity = retired;
  });
});
