import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// graphql ships CJS (index.js) and ESM (index.mjs). Node resolves the dependencies' imports
// (graphql-yoga, graphql-scalars ...) to the CJS one; vite would give our sources the ESM one,
// and graphql refuses types from "another realm". One copy for all.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql')

// Service tests run on a real database: an in-memory PGlite served over the Postgres protocol,
// or the PostgreSQL at TEST_DATABASE_URL (CI runs both). Each worker has a database of its own
// (src/test/globalSetup.ts), so files run side by side; each test starts from empty tables.
// API_TEST_WORKERS sets how many (docs/testing.md says how the time scales with them).
const workers = Number(process.env.API_TEST_WORKERS ?? 1)

// Test files are looked for from the repository root so the seed's tests (scripts/**, which
// seed this same test database) run here too; root stays api/ for every other path below.
const TEST_FILES = ['api/src/**/*.test.ts', 'scripts/**/*.test.ts', 'common/**/*.test.ts']

// The files that replace a module with vi.mock, found by reading them. They need a module graph of
// their own; every other file shares its worker's modules with the files before it (isolate:
// false), which spares importing the server's graph again for each of 128 files: the PGlite run
// went from 302 s (88 s of it imports) to 150 s. A file of the shared project must leave module
// state as it found it.
const repositoryRoot = path.resolve(import.meta.dirname, '..')
const MOCKING_FILES = ['api/src', 'scripts', 'common'].flatMap((dir) =>
  readdirSync(path.join(repositoryRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
    .filter((file) => readFileSync(path.join(repositoryRoot, file), 'utf8').includes('vi.mock(')),
)

function project(name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  return {
    resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
    test: {
      name,
      dir: '..',
      environment: 'node',
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      // AUTH_TEST_SCRYPT_LOG2N lowers scrypt's N for speed; password.ts honours it only in vitest.
      env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_TEST_SCRYPT_LOG2N: '10' },
      ...test,
    },
  }
}

export default defineConfig({
  test: {
    // Once for both projects: the databases, which every worker of either project uses by its id.
    globalSetup: ['./src/test/globalSetup.ts'],
    maxWorkers: workers,
    fileParallelism: workers > 1,
    projects: [
      project('shared', { include: TEST_FILES, exclude: MOCKING_FILES, isolate: false }),
      project('isolated', { include: MOCKING_FILES }),
    ],
  },
})
