import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
/** Journeys that change the shared server's settings for everyone (see `projects`). */
const SHARED_SETTINGS = /trials\.spec\.ts$/;

/** Browser journeys in Debian's Chromium (never a downloaded browser), against the built app. */
export default defineConfig({
  testDir: 'e2e',
  // The stored-XSS corpus runs in `npm run test:security`, not in every `npm test`.
  testIgnore: process.env.AWC_SECURITY ? [] : ['security/**'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A bound for a hung journey, not for a slow machine: with other jobs keeping both cores busy
  // (load average above 30), one axe scan of a full page took most of a minute, and journeys that
  // scan twice ran past 60 s while doing nothing wrong (decision 360).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    baseURL,
    // Nothing moves: a toast or dialog caught mid-fade is half-transparent, and axe or a visibility
    // check would judge it in a state no user stops to read. The product honours the preference
    // (app.css, Sonner), and the axe helper still waits for a settled page (e2e/fixtures.ts).
    contextOptions: { reducedMotion: 'reduce' },
    // Recording a trace for every test doubled the suite's time on two cores: only retries record.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: SHARED_SETTINGS },
    // Journeys that change a setting every visitor of the shared server sees (a plan's trial length)
    // run after all the others, so no journey beside them meets the changed setting halfway. (A
    // dependency runs whole: to run only such a file, add --no-deps.)
    { name: 'settings', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: SHARED_SETTINGS, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
