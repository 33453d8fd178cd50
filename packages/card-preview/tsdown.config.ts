import { defineConfig } from 'tsdown';
import { defineLibraryConfig } from '../../tsdown.library.ts';

/**
 * Two builds: the React library (React external, one entry per subpath) and the custom
 * element, a standalone module with React bundled and the icon fonts beside it.
 */
export default [
  defineLibraryConfig({
    exports: {
      '.': { '@stampcard/source': './src/index.ts', default: './dist/index.js' },
      './icons': { '@stampcard/source': './src/icons/index.ts', default: './dist/icons/index.js' },
    },
  }),
  defineConfig({
    entry: { element: './src/element/index.ts' },
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    dts: true,
    sourcemap: false,
    clean: false,
    minify: true,
    fixedExtension: false,
    hash: false,
    deps: { alwaysBundle: [/.*/] },
    define: { 'process.env.NODE_ENV': '"production"' },
    copy: [
      {
        from: 'node_modules/@fortawesome/fontawesome-free/webfonts/fa-{solid-900,regular-400}.woff2',
        to: 'dist/webfonts',
      },
    ],
  }),
];
