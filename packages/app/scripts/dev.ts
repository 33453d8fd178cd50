/**
 * `npm run dev`: the dev server (API, sign-in provider, database) with the app served by Vite in
 * middleware mode on the same origin, so sign-in, silent renew and the API behave as in
 * `npm start`, with hot reload.
 */
import { join } from 'node:path';
import { runDevServer } from '@stampcard/dev-server/run';
import { createServer } from 'vite';

await runDevServer({
  appDescription: 'Vite with hot reload',
  createAppMiddleware: async (server) => {
    const vite = await createServer({
      configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
      appType: 'spa',
      server: { middlewareMode: true, hmr: { server } },
    });
    return vite.middlewares;
  },
});
