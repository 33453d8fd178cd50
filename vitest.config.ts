import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
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
  // One page runs file after file: loading the kit, React, msw and axe once per page, not per file.
  // Every story already starts from a clean canvas, its own handlers and its own router.
  isolate: false,
  // After the unit tests (group 0), so the browser pages have the cores to themselves.
  sequence: { groupOrder: 1 },
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

/** The unit tests' files, and those of the dev server's (which the PostgreSQL pass runs again). */
const unitFiles = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'packages/*/test/**/*.test.ts',
  'scripts/**/*.test.ts',
  '.storybook/**/*.test.ts',
];
/**
 * The kit's and the app's component tests: where focus moves, react-aria and floating-ui keep
 * state in their modules that one file's tests can leave behind for the next (a menu's keyboard
 * focus failed after other files), so each file gets a fresh environment.
 */
const componentFiles = ['packages/ui/src/**/*.test.tsx', 'packages/app/src/**/*.test.tsx'];
/**
 * The dev server's tests that start the whole server over HTTP (ADR 002: they sit in its test/, named
 * after a behaviour), which the PostgreSQL pass runs again; a module's own tests beside it in src/ run
 * once, in `unit`.
 */
const devServerFiles = ['packages/dev-server/test/**/*.test.ts'];
/**
 * What only a PostgreSQL server can show: several dev-server processes on one database (an
 * embedded database belongs to one process). The PostgreSQL pass runs it; `unit` does not.
 */
const postgresOnlyFiles = ['packages/dev-server/test/twoProcessesOnePostgres.test.ts'];

/** The unit tests' settings, shared by the PostgreSQL pass. */
const unitTest = {
  environment: 'jsdom' as const,
  setupFiles: ['./vitest.setup.ts'],
  restoreMocks: true,
  // A worker runs file after file in one environment: a test file's own state is its tests' to
  // reset (Testing Library's cleanup, restored mocks), not a new process's.
  isolate: false,
  sequence: { groupOrder: 0 },
};

/**
 * A real PostgreSQL server for the dev server's tests (`npm test` finds or starts one,
 * scripts/postgres.mjs): with TEST_DATABASE_URL set, the project `postgres` runs them there too.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Up to six projects, one command (`vitest run`), in two groups, each using every core:
 * - unit: logic and hooks in jsdom (`*.test.ts`), and the tests of the scripts, the dev server and
 *   the API client, file after file in a worker;
 * - components: the kit's and the app's components with Testing Library (`*.test.tsx`), a fresh
 *   environment per file;
 * - postgres: the dev server's tests once more on a real PostgreSQL server, when there is one;
 * - then storybook: every story rendered in headless Chromium, its play function and axe run as a
 *   test, then its picture compared with its baseline;
 * - storybook-390 and storybook-320: the stories tagged 'reflow' again at 390 and 320 px wide.
 */
export default defineConfig({
  resolve: { conditions: ['@stampcard/source', ...defaultClientConditions] },
  // Tests in Node (`@vitest-environment node`) load the workspace's packages from source too, never a stale build.
  ssr: { resolve: { conditions: ['@stampcard/source', ...defaultServerConditions] } },
  test: {
    // Vitest's default leaves a core idle (cores - 1: one file at a time on two cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        plugins: [react()],
        // The dev server's tests on its embedded PGlite here, whatever TEST_DATABASE_URL says.
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...componentFiles, ...postgresOnlyFiles],
          ...unitTest,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: { name: 'components', include: componentFiles, ...unitTest, isolate: true },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: devServerFiles,
                ...unitTest,
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
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
