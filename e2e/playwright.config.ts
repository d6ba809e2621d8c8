import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e` (or `npm test`): it starts the system as `npm start` does and
// passes its URL here. Debian's chromium; Playwright's own browser download cannot work here.
const baseURL = process.env['IMALI_E2E_URL'] ?? 'http://localhost:4200';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A test is a whole journey (several pages, each with its queries), run two at a time on the
  // same two cores as the ten services and PostgreSQL: on a slow day several took 31-36 s with
  // every step passing. Each expectation still has its own 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'app', testIgnore: '**/faults/**' },
    // Stops and starts real services: after every other test, alone.
    { name: 'faults', testMatch: '**/faults/**/*.spec.ts', dependencies: ['app'], fullyParallel: false, workers: 1 },
  ],
});
