import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, with the flags this network-less environment needs (the benches launch it so too). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mail-outage\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    // It switches the local SES off for everyone: alone, once every other test has finished
    // (`npx playwright test mail-outage --no-deps` runs it without the others).
    {
      name: 'mail-outage',
      testMatch: /mail-outage\.spec\.ts$/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
  ],
});
