import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 6007);
const baseURL = `http://localhost:${port}`;

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
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // Storybook's static build, served as a designer or Chromatic would see it.
    command: `pnpm storybook:build && pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort`,
    cwd: '..',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
