// Bundles the React demo against the package's build (run after `pnpm build`).
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./react-app.tsx', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  jsx: 'automatic',
  outdir: new URL('./build', import.meta.url).pathname,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
