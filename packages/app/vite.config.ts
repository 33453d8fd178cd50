import { cpSync, createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import securityHeaders from './security-headers.json' with { type: 'json' };
import { precompress } from './scripts/precompress.ts';

/**
 * The card preview's icons: Font Awesome Free's SVG files (one small file per icon, loaded only
 * for the icons a card draws) served under card-icons/ in development and copied into the build.
 */
function cardIcons(): Plugin {
  const cardPreview = createRequire(import.meta.url).resolve('@stampcard/card-preview/package.json');
  const source = join(
    dirname(createRequire(cardPreview).resolve('@fortawesome/fontawesome-free/package.json')),
    'svgs',
  );
  let outDir = 'dist';
  return {
    name: 'stampcard:card-icons',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/card-icons', (request, response, next) => {
        const match = /^\/(solid|regular)\/([a-z0-9-]+)\.svg$/.exec(request.url ?? '');
        const file = match ? join(source, match[1] ?? '', `${match[2] ?? ''}.svg`) : '';
        if (!match || !existsSync(file)) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'image/svg+xml');
        createReadStream(file).pipe(response);
      });
    },
    writeBundle() {
      for (const weight of ['solid', 'regular'])
        cpSync(join(source, weight), join(outDir, 'card-icons', weight), { recursive: true });
    },
  };
}

/**
 * The service worker (src/serviceWorker/sw.ts, docs/decisions/028-service-worker.md), built into
 * dist/sw.js with the list of files it precaches: the pages, scripts, styles, icons and fonts; not
 * the card icons (thousands of files, each loaded only when a card draws it), source maps,
 * compressed copies, nor app-config.json (replaced per environment). The app registers it at idle
 * (src/lib/serviceWorker) and learns its address from `import.meta.env.STAMPCARD_SERVICE_WORKER`,
 * which only the build defines: `npm run dev` and Storybook have no worker. It waits for the user
 * to accept a new version (`registerType: 'prompt'`). `selfDestroying: true` is the rollback: a
 * build with it replaces the worker by one that unregisters itself and empties its caches.
 */
function serviceWorker(): PluginOption[] {
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/serviceWorker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      selfDestroying: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'card-icons/**', 'app-config.json', '.vite/**'],
      },
      devOptions: { enabled: false },
      // Before precompress(): sw.js, checked at every visit, then gets its compressed copies too.
      integration: { closeBundleOrder: 'pre' },
    }),
    {
      name: 'stampcard:service-worker-address',
      apply: 'build',
      config: () => ({
        define: { 'import.meta.env.STAMPCARD_SERVICE_WORKER': JSON.stringify(securityHeaders.serviceWorkerPath) },
      }),
    },
  ];
}

/**
 * The back-office app. Workspace packages resolve to their TypeScript sources (the
 * `@stampcard/source` condition), so the app needs no prior package build and tree-shakes
 * them as one program. Every route is a lazy chunk (src/app/routes.tsx); `manifest.json`
 * lets `npm run bench:app` measure what each route loads.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), cardIcons(), serviceWorker(), precompress()],
  resolve: { conditions: ['@stampcard/source', ...defaultClientConditions] },
  // index.html's nonce: Vite writes the placeholder on its script and preload tags and in
  // <meta property="csp-nonce">, where styled-components and react-aria read it
  // for the style elements they add; the server replaces it per response (security-headers.json).
  html: { cspNonce: securityHeaders.noncePlaceholder },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser the build targets preloads modules itself: the polyfill would be dead weight
    // on the first screen.
    modulePreload: { polyfill: false },
    // Maps for error reports and local debugging, not referenced from the served files.
    sourcemap: 'hidden',
    // The entry (React, React DOM, the router, sign-in, the shell) is about 570 KB minified, 160 KB
    // gzip; its budget is enforced on the gzip size by `npm run bench:app`, not by this warning.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Two pages: the app, and the silent sign-in's callback, which a hidden frame loads and which
      // only hands the provider's answer to the app (src/silentCallback): it imports nothing else.
      input: {
        main: join(import.meta.dirname, 'index.html'),
        silentCallback: join(import.meta.dirname, 'silent-callback.html'),
      },
      output: {
        // Chunks named by their hash alone: the entry lists every file each lazy route preloads
        // (about 150 of them), so a shorter name is a smaller first screen (ADR 014).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              // styled-components and its CSS parser, with the JSX runtime and React: every page
              // loads them from the first screen on, so they travel as one chunk (one request, one
              // gzip window) rather than as the small chunks the route graph would cut them into.
              name: 'styling',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:styled-components|stylis|@emotion[\\/]is-prop-valid|@emotion[\\/]memoize|react[\\/]jsx-runtime|react[\\/]cjs[\\/]react-jsx-runtime)/,
            },
          ],
        },
      },
    },
  },
});
