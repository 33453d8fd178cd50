/**
 * `npm run dev`: the dev server (API, sign-in provider, database) with the app served by Vite in
 * middleware mode on the same origin (http://localhost:8080, PORT to change it), so sign-in,
 * silent renew, the API and the security headers behave as in `npm start`, with hot reload. The
 * workspace root runs the two together: the app never imports its development server. One
 * relaxation of the app's policy: Vite writes React Refresh's preamble as an inline script, so the
 * page's script-src also allows the response's nonce, which Vite puts on the scripts it injects
 * (`html.cspNonce`). Hot reload's websocket is on this origin, which connect-src 'self' already
 * allows.
 */
import { join } from 'node:path';
import { runDevServer } from '@stampcard/dev-server/run';
import { createServer } from 'vite';

await runDevServer({
  appDescription: 'Vite with hot reload',
  appScriptNonce: true,
  createAppMiddleware: async (server) => {
    const vite = await createServer({
      configFile: join(import.meta.dirname, '..', 'packages', 'app', 'vite.config.ts'),
      appType: 'spa',
      server: { middlewareMode: true, hmr: { server } },
    });
    return vite.middlewares;
  },
});
