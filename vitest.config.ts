import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const storybookConfigDirectory = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Two projects, one command (`vitest run`):
 * - unit: logic and components in jsdom with Testing Library (`*.test.ts(x)`);
 * - storybook: every story rendered in headless Chromium, its play function and axe run as a test.
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
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
