import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** Font Awesome Free's icon files, which the card preview loads one by one (as the app serves them). */
const cardIcons = join(
  dirname(
    createRequire(createRequire(import.meta.url).resolve('../packages/card-preview/package.json')).resolve(
      '@fortawesome/fontawesome-free/package.json',
    ),
  ),
  'svgs',
);

/**
 * One Storybook for the whole workspace: every package's stories, with docs,
 * accessibility checks and the Vitest addon that runs each story as a test.
 */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves mockServiceWorker.js for msw-storybook-addon, and the card preview's icons.
  staticDirs: ['./public', { from: cardIcons, to: '/card-icons' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Workspace packages resolve to their TypeScript sources, not their builds.
      resolve: { conditions: ['@stampcard/source', ...defaultClientConditions] },
      optimizeDeps: {
        // Pre-bundled up front: discovering these mid-run reloads the page and fails a test.
        include: [
          'msw-storybook-addon/csf3',
          'msw',
          'msw/browser',
          'styled-components',
          'react-dom',
          'react-aria-components',
          '@floating-ui/react',
          'downshift',
          'react-hook-form',
          '@hookform/resolvers/zod',
          'zod',
          'zod/mini',
          '@internationalized/date',
          'd3-scale',
          'react-router',
          'react-router/dom',
          'oidc-client-ts',
          'ky',
          'papaparse',
          '@tanstack/react-virtual',
        ],
      },
    }),
};

export default config;
