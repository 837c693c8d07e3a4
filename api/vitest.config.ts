import { createRequire } from 'node:module'
import { defineConfig } from 'vitest/config'

// graphql ships CJS (index.js) and ESM (index.mjs). Node resolves the dependencies' imports
// (graphql-yoga, graphql-scalars ...) to the CJS one; vite would give our sources the ESM one,
// and graphql refuses types from "another realm". One copy for all.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql')

// Service tests run on a real database: an in-memory PGlite served over the Postgres protocol,
// or the PostgreSQL at TEST_DATABASE_URL (CI runs both). Each worker has a database of its own
// (src/test/globalSetup.ts), so files run side by side; each test starts from empty tables.
// API_TEST_WORKERS sets how many (docs/testing.md says how the time scales with them).
const workers = Number(process.env.API_TEST_WORKERS ?? 1)

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    // Test files are looked for from the repository root so the seed's tests (scripts/**, which
    // seed this same test database) run here too; root stays api/ for every other path below.
    dir: '..',
    include: ['api/src/**/*.test.ts', 'scripts/**/*.test.ts', 'common/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/globalSetup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    maxWorkers: workers,
    fileParallelism: workers > 1,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // AUTH_TEST_SCRYPT_LOG2N lowers scrypt's N for speed; password.ts honours it only in vitest.
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_TEST_SCRYPT_LOG2N: '10' },
  },
})
