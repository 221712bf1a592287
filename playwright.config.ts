import { defineConfig, devices } from '@playwright/test';
import { e2eStack } from './e2e/stack';

/**
 * Browser tests run in Debian's Chromium against the stack that `npm start` runs.
 * The suite starts it on its own ports and data folder, and stops it at the end.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: e2eStack.baseUrl,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    // The local Google OAuth emulator serves HTTPS with a self-signed certificate.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    url: `${e2eStack.baseUrl}/api/health`,
    env: e2eStack.env,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
