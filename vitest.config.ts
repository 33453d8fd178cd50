import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { viewports } from './.storybook/viewports';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const storybookConfigDirectory = fileURLToPath(new URL('./.storybook', import.meta.url));

const chromium = playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } });

/**
 * The stories tagged 'reflow' (every page, and the kit's components with a layout of their own)
 * once more on a phone: at `viewport` (.storybook/viewports.ts) unless a story sets its own. Their
 * play functions and axe run as in the storybook project, and the preview's afterEach fails a story
 * whose page scrolls sideways.
 */
function reflowProject(name: string, viewport: keyof typeof viewports) {
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir: storybookConfigDirectory,
        tags: { include: ['reflow'] },
        initialGlobals: { viewport: { value: viewport, isRotated: false } },
      }),
    ],
    test: {
      name,
      browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' as const }] },
    },
  };
}

/**
 * Four projects, one command (`vitest run`):
 * - unit: logic and components in jsdom with Testing Library (`*.test.ts(x)`);
 * - storybook: every story rendered in headless Chromium, its play function and axe run as a test;
 * - storybook-390 and storybook-320: the stories tagged 'reflow' again at 390 and 320 px wide.
 */
export default defineConfig({
  resolve: { conditions: ['@stampcard/source', ...defaultClientConditions] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: storybookConfigDirectory, storybookScript: 'pnpm storybook:dev --no-open' }),
        ],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      reflowProject('storybook-390', 'phone390'),
      reflowProject('storybook-320', 'phone320'),
    ],
  },
});
