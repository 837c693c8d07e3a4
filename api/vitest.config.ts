import { defineConfig } from 'vitest/config'

// Service tests run on a real database: an in-memory PGlite served over the Postgres protocol,
// or the PostgreSQL at TEST_DATABASE_URL (CI runs both). Files run one at a time because they
// share that database and each test starts from empty tables.
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./src/test/globalSetup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
})
