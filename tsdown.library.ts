import { defineConfig, type UserConfig } from 'tsdown';
import { minifyCssTemplates } from './scripts/minify-css-templates.ts';

interface LibraryPackageJson {
  exports: Record<string, string | { '@stampcard/source': string; default: string }>;
}

/**
 * The build of every published package: one entry per public subpath of its package.json
 * "exports" (the "@stampcard/source" file built to the "default" file), ESM with .d.ts.
 * Dependencies and peer dependencies stay external.
 */
export function defineLibraryConfig(packageJson: LibraryPackageJson): UserConfig {
  const entry = Object.fromEntries(
    Object.values(packageJson.exports)
      .filter((target) => typeof target === 'object')
      .map((target) => [target.default.replace(/^\.\/dist\//, '').replace(/\.js$/, ''), target['@stampcard/source']]),
  );
  return defineConfig({
    entry,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: true,
    sourcemap: true,
    clean: true,
    fixedExtension: false,
    hash: false,
    plugins: [
      {
        // The CSS of styled-components templates ships without indentation or comments.
        name: 'stampcard:minify-css-templates',
        transform: {
          filter: { id: /\/src\/.*\.tsx?$/ },
          handler: (code) => (code.includes('`') ? { code: minifyCssTemplates(code), map: null } : null),
        },
      },
    ],
  });
}
