import { defineConfig } from '@playwright/test';

// Journeys in Debian's Chromium against the production build, served by the api as `npm start` does.
// global-setup.ts starts that server on a free port and passes its address in E2E_BASE_URL.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The longest journeys take about 20 s on 2 cores; a busy machine must not fail them (no test rests on timing).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // A trace is recorded for every test and dropped when it passes, which cost a sixth of the suite's time; CI keeps
    // no files of a run, so it records none (docs/performance.md 'Tests and CI time').
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
