import { randomBytes } from 'node:crypto'
import { defineConfig, devices } from '@playwright/test'

// Journeys run in Debian's Chromium (never a downloaded browser) against the production build
// with a freshly seeded in-memory database (scripts/rw/e2eServer.ts).
const port = Number(process.env.E2E_PORT ?? 8920)

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/rw/e2eServer.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Production mode refuses the development session secret: each run gets its own. It also refuses
    // the built-in test payment provider unless told this is a copy where no money moves, and then
    // only with a webhook secret of its own (never the development one in the repository).
    env: {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_PAYMENTS: 'true',
      TEST_PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    },
  },
})
