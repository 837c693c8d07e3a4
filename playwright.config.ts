import { defineConfig, devices } from '@playwright/test'
import { BROWSERS } from './e2e/support/browsers'
import { shuffledTestDir } from './e2e/support/shuffle'

// Journeys run in Debian's Chromium (never a downloaded browser) against the production build.
// Each worker has its own server and in-memory database, a copy of one seeded once per run
// (e2e/support/globalSetup.ts, e2e/support/server.ts), and each journey makes the rows it changes
// (e2e/support/make.ts): so journeys run side by side, in any order.

// The journeys that need the browser's PDF viewer (a shuffled run names its copies 003-storage.spec.ts).
const PDF_VIEWER_SPECS = /(^|[/-])storage\.spec\.ts$/

function desktop(executablePath: string) {
  return {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] },
  }
}

export default defineConfig({
  // E2E_SHUFFLE=<seed>: the spec files in an order of that seed (./e2e/support/shuffle.ts).
  testDir: process.env.E2E_SHUFFLE ? shuffledTestDir(process.env.E2E_SHUFFLE) : './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // CI runs the journeys beside the API tests on two cores: a login's password hash or a page's
  // first render can take several seconds there. Waiting is for an outcome, so a longer limit
  // costs nothing when the outcome comes sooner.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // The product's people are in the Philippines: the browser is too, whatever the machine's zone.
    timezoneId: 'Asia/Manila',
    trace: 'retain-on-failure',
  },
  projects: [
    // Chromium's old headless shell (Debian's chromium-headless-shell): the same engine without the
    // full browser's windowing, so a journey costs less CPU (the whole run 519 -> about 440 s on 2
    // cores). It has no PDF viewer, so the journey that frames a PDF runs in the full browser.
    { name: 'desktop', testIgnore: PDF_VIEWER_SPECS, use: desktop(BROWSERS.headlessShell.path) },
    { name: 'desktop-pdf', testMatch: PDF_VIEWER_SPECS, use: desktop(BROWSERS.full.path) },
  ],
})
