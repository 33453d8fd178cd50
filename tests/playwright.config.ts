import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 6007);
const baseURL = `http://localhost:${port}`;
// The card preview's pages are tested by their own configuration (packages/card-preview/test).
const appPort = port + 2;
/** Where the back-office app runs with the dev server (API, sign-in provider, a fresh database). */
export const appURL = `http://localhost:${appPort}`;

/**
 * End-to-end tests in a real browser (the Chromium scripts/chromium.mjs finds) against
 * real builds served on localhost. One worker: the machine has two cores.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
      command: `pnpm storybook:build && pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort`,
      cwd: '..',
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The back-office app's production build on the dev server, with a freshly seeded database.
      command: `pnpm --filter @stampcard/app build && node scripts/e2e-app-server.mjs`,
      cwd: '..',
      url: `${appURL}/app-config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(appPort) },
      // SIGTERM lets the server close its database and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
  ],
});
