import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 6007);
const baseURL = `http://localhost:${port}`;
// The card preview's pages are tested by their own configuration (packages/card-preview/test).
const appPort = port + 2;

/**
 * Two workers, one per core of the machine the suite is budgeted on: a spec file runs whole in one
 * worker, its tests in order, and each worker has a dev server of its own (below), so the specs of
 * one never see the data the other's change.
 */
const workers = 2;

/** Where the back-office app runs with the dev server (API, sign-in provider, a fresh database), per worker. */
const appURLs = Array.from({ length: workers }, (_, index) => `http://localhost:${appPort + index}`);

/**
 * The app of the worker this code runs in (Playwright numbers the workers running at once from 0
 * in TEST_PARALLEL_INDEX); the first outside a worker.
 */
export const appURL = appURLs[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? `http://localhost:${appPort}`;

/**
 * The builds to serve: `npm test` built the app and Storybook a moment before (E2E_PREBUILT=1);
 * `pnpm test:e2e` alone builds them first.
 */
const prebuilt = process.env.E2E_PREBUILT === '1';

/**
 * End-to-end tests in a real browser (the Chromium scripts/chromium.mjs finds) against
 * real builds served on localhost.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  // A failing test runs once more to record its trace (`trace` below), and a test that passes only
  // on that second run still fails the suite: a flaky test is a defect to fix, not to retry away.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    // Recording a trace on every test costs a third of the run; the retry records it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker would precache the whole build in every test and answer requests a
    // test routes or counts: only service-worker.spec.ts lets pages register one.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /narrow\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
    // The journeys of a merchant and an administrator on a phone (touch) and on a tablet held upright.
    {
      name: 'phone',
      testMatch: /narrow\.spec\.ts/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
    {
      name: 'tablet',
      testMatch: /narrow\.spec\.ts/,
      use: {
        viewport: { width: 768, height: 1024 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // Storybook's static build, served as a designer or Chromatic would see it.
      command: `${prebuilt ? '' : 'pnpm storybook:build && '}pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort`,
      cwd: '..',
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The back-office app's production build on a dev server per worker, each with a freshly
      // seeded database of its own.
      command: `${prebuilt ? '' : 'pnpm --filter @stampcard/app build && '}node scripts/e2e-app-server.mjs`,
      cwd: '..',
      url: `${appURLs[0]}/app-config.json`,
      wait: { stdout: /e2e app servers ready/ },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { PORT: String(appPort), APP_SERVERS: String(workers) },
      // SIGTERM lets the server close its database and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
  ],
});
