import { defineConfig, devices } from '@playwright/test';
import { e2eStack } from './e2e/stack';

/**
 * Browser tests run in Debian's Chromium against the stack that `npm start` runs.
 * The suite starts it on its own ports and data folder, and stops it at the end.
 *
 * Two workers, each a lane that runs its files one after another in the usual order, against the one
 * stack. Files that read or write the same shared data stay in one lane: the KPI counters (the page
 * crawl, the admin's KPI and a11y tests and the households' walk, which marks a claim, write them; a
 * subscription's story counts its own payment, so nothing else may pay or subscribe meanwhile) and the
 * benefits' coverage counters (a household's story counts its own "likely"). Every other test works on
 * accounts of its own, or only reads.
 */
const kpiLane = ['admin-a11y', 'admin-kpis', 'households-walk', 'pages-crawl', 'plan-lifecycle', 'subscription', 'support-assisted'].map((name) => `**/${name}.spec.ts`);
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A page's first paint waits for its scripts to run: on CI's two shared cores, with two browsers and the
  // whole stack busy, a signed-in page can take seconds to paint; the budgets leave room for that, not for a hang.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
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
  projects: [
    // The demo accounts sign in through /login once; tests that only need them signed in reuse the session.
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/, use: chromium },
    { name: 'kpi', testMatch: kpiLane, dependencies: ['sessions'], workers: 1, use: chromium },
    { name: 'chromium', testIgnore: kpiLane, dependencies: ['sessions'], workers: 1, use: chromium },
  ],
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
