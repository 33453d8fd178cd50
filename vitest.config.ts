import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { viewports } from './.storybook/viewports';
import { matchStoryScreenshot } from './.storybook/visual/command.ts';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const storybookConfigDirectory = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Chromium as the story tests and their pictures need it: the same time zone, language and pixel
 * density on every machine, whatever the machine's own settings, and none of the machine's fonts
 * (fonts.conf offers the repository's Inter alone), so no installed font can decide a picture.
 */
const chromium = playwright({
  launchOptions: {
    executablePath: findChromium(),
    args: chromiumArgs,
    env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./.storybook/visual/fonts.conf', import.meta.url)) },
  },
  contextOptions: { timezoneId: 'UTC', locale: 'en-US', deviceScaleFactor: 1 },
});

/**
 * What the three story projects share: headless Chromium, the fixed clock and the visual comparison
 * after each story (.storybook/visual/), and its review page. A new object each (Vitest names the
 * browser instances it is given).
 */
const storyTest = (name: string) => ({
  name,
  setupFiles: ['./.storybook/visual/setup.ts'],
  globalSetup: ['./.storybook/visual/globalSetup.ts'],
  browser: {
    enabled: true,
    headless: true,
    provider: chromium,
    instances: [{ browser: 'chromium' as const }],
    commands: { matchStoryScreenshot },
  },
});

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
    test: storyTest(name),
  };
}

/**
 * Four projects, one command (`vitest run`):
 * - unit: logic and components in jsdom with Testing Library (`*.test.ts(x)`);
 * - storybook: every story rendered in headless Chromium, its play function and axe run as a test,
 *   then its picture compared with its baseline;
 * - storybook-390 and storybook-320: the stories tagged 'reflow' again at 390 and 320 px wide.
 */
export default defineConfig({
  resolve: { conditions: ['@stampcard/source', ...defaultClientConditions] },
  // Tests in Node (`@vitest-environment node`) load the workspace's packages from source too, never a stale build.
  ssr: { resolve: { conditions: ['@stampcard/source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: storybookConfigDirectory, storybookScript: 'pnpm storybook:dev --no-open' }),
        ],
        test: storyTest('storybook'),
      },
      reflowProject('storybook-390', 'phone390'),
      reflowProject('storybook-320', 'phone320'),
    ],
  },
});
