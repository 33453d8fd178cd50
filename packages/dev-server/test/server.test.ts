// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../src/db/database.ts';
import { startServer, type RunningServer } from '../src/server.ts';

describe('the app on the dev server', () => {
  let database: Database;
  let running: RunningServer;
  const served: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    running = await startServer({
      database,
      port: 0,
      host: '127.0.0.1',
      appConfiguration: {
        clientId: 'Stampcard.Web',
        apiOrigin: '',
        analyticsEmbedUrl: 'https://analytics.example/embed',
      },
      // Stands in for Vite's middlewares under `npm run dev`.
      createAppMiddleware: (server) => {
        expect(server.listening).toBe(true);
        return Promise.resolve((request, response, next) => {
          if (request.url === '/missing.js') {
            next();
            return;
          }
          served.push(request.url ?? '');
          response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>');
        });
      },
    });
    // Opening and migrating an embedded database takes seconds on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await running.close();
    await database.close();
  });

  it('serves the runtime configuration at /app-config.json', async () => {
    const response = await fetch(`${running.url}/app-config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await expect(response.json()).resolves.toEqual({
      clientId: 'Stampcard.Web',
      apiOrigin: '',
      analyticsEmbedUrl: 'https://analytics.example/embed',
    });
  });

  it('hands app routes to the app middleware, after the API and the provider', async () => {
    const page = await fetch(`${running.url}/businesses/1/details?tab=staff`);
    expect(page.status).toBe(200);
    expect(served).toEqual(['/businesses/1/details?tab=staff']);

    const discovery = await fetch(`${running.url}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const api = await fetch(`${running.url}/api/Card`);
    expect(api.status).toBe(401);
    expect(served).toHaveLength(1);
  });

  it('answers 404 when the middleware passes', async () => {
    const response = await fetch(`${running.url}/missing.js`);
    expect(response.status).toBe(404);
  });
});
