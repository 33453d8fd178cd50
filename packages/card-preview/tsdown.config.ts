import { defineConfig } from 'tsdown';
import { defineLibraryConfig } from '../../tsdown.library.ts';

/**
 * Two builds: the library (one entry per subpath; React external, used only by the main entry)
 * and the custom element, a standalone module with no dependency, with Font Awesome Free's icon
 * files beside it in icons/ (one SVG per icon: the element loads only those a card draws).
 */
export default [
  {
    ...defineLibraryConfig({
      exports: {
        '.': { '@stampcard/source': './src/index.ts', default: './dist/index.js' },
        './icons': { '@stampcard/source': './src/icons/index.ts', default: './dist/icons/index.js' },
        './svg': { '@stampcard/source': './src/svg/index.ts', default: './dist/svg/index.js' },
        './node': { '@stampcard/source': './src/node/index.ts', default: './dist/node/index.js' },
      },
    }),
    // The Node entry reads icon files: Node's own modules stay imports.
    deps: { neverBundle: [/^node:/] },
  },
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
    copy: [
      { from: 'node_modules/@fortawesome/fontawesome-free/svgs/solid', to: 'dist/icons' },
      { from: 'node_modules/@fortawesome/fontawesome-free/svgs/regular', to: 'dist/icons' },
    ],
  }),
];
