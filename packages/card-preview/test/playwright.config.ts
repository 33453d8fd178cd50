import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';

/**
 * `<stampcard-card-preview>` in a real browser (the Chromium scripts/chromium.mjs finds): a page
 * without a framework and a React 19 app, served with the package's build by a small static
 * server the test starts itself. Run after the package's build.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: '../../../test-results/card-preview-element',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
  ],
});
