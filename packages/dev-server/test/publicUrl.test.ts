// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appSecurityHeaders from '../../app/security-headers.json' with { type: 'json' };
import { migrate, openDatabase, type Database } from '../src/db/database.ts';
import { startServer, type RunningServer } from '../src/server.ts';

/**
 * Behind a proxy (`publicUrl`), the provider issues for the public address and names its endpoints
 * after it, from the proxy's forwarded headers; the app's page and /_configuration say the same.
 */

const publicUrl = 'https://backoffice.example';
const { noncePlaceholder, configurationPlaceholder } = appSecurityHeaders;
const indexHtml = `<!doctype html><html><head><meta property="csp-nonce" nonce="${noncePlaceholder}"></head><body>
<script type="application/json" id="stampcard-configuration">${configurationPlaceholder}</script></body></html>`;

/** What a proxy in front of the server sends along. */
const proxyHeaders = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'backoffice.example' };

describe('the dev server behind a proxy', () => {
  let database: Database;
  let appDirectory: string;
  let running: RunningServer;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    appDirectory = mkdtempSync(join(tmpdir(), 'stampcard-public-url-'));
    writeFileSync(join(appDirectory, 'index.html'), indexHtml);
    running = await startServer({ database, port: 0, host: '127.0.0.1', appDirectory, publicUrl });
    // Opening and migrating an embedded database takes seconds on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await running.close();
    await database.close();
    rmSync(appDirectory, { recursive: true, force: true });
  });

  it('issues for the public URL and names its endpoints after it', async () => {
    const response = await fetch(`${running.url}/.well-known/openid-configuration`, { headers: proxyHeaders });
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, string>;
    expect(discovery.issuer).toBe(publicUrl);
    expect(discovery.authorization_endpoint).toMatch(new RegExp(`^${publicUrl}/`));
    expect(discovery.token_endpoint).toMatch(new RegExp(`^${publicUrl}/`));
  });

  it('gives the app the public URL as its authority', async () => {
    const response = await fetch(`${running.url}/_configuration/Stampcard.Web`, { headers: proxyHeaders });
    expect(response.status).toBe(200);
    const settings = (await response.json()) as { authority: string; redirect_uri: string };
    expect(settings.authority).toBe(publicUrl);
    expect(settings.redirect_uri).toBe(`${publicUrl}/authentication/login-callback`);
  });

  it("writes the public URL's settings and endpoints into the app's page", async () => {
    const html = await (await fetch(`${running.url}/customers`, { headers: proxyHeaders })).text();
    const written = /<script type="application\/json" id="stampcard-configuration">(.*?)<\/script>/s.exec(html)?.[1];
    const configuration = JSON.parse(written ?? 'null') as {
      identity: { authority: string };
      metadata: Record<string, string>;
    };
    expect(configuration.identity.authority).toBe(publicUrl);
    expect(configuration.metadata.issuer).toBe(publicUrl);
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
      expect(configuration.metadata[endpoint]).toMatch(new RegExp(`^${publicUrl}/`));
    }
  });
});
